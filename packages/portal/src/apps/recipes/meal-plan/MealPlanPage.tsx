import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, IconButton, Inline, Select, Spinner } from '@lcars/ui';
import { MEALS, type MealPlanWeek, type ShoppingListSummary } from '@lcars/contract/recipes';
import { toastSuccess } from '../../../kit';
import { RECIPE_BASE, RecipeHeader, useRecipesOffline } from '../components/shared';
import * as recipeStyles from '../recipes.css';
import { shoppingApi } from '../shopping/shoppingApi';
import * as styles from '../shopping/shopping.css';
import { mealPlanApi } from './mealPlanApi';
import { addDays, dayTitle, mondayOf, weekOf } from './mealPlanDays';

const MEAL_TITLES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** /recipe/meal-plan: the week's recipes by day and meal; the week's ingredients to a shopping list. */
export function MealPlanPage() {
  const navigate = useNavigate();
  const offline = useRecipesOffline();
  const [monday, setMonday] = useState(() => mondayOf());
  const [week, setWeek] = useState<MealPlanWeek | null | undefined>(undefined);
  const [lists, setLists] = useState<ShoppingListSummary[]>([]);
  const [listId, setListId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void mealPlanApi.week(monday).then((answer) => {
      if (live) setWeek(answer ?? null);
    });
    return () => {
      live = false;
    };
  }, [monday]);
  useEffect(() => {
    let live = true;
    void shoppingApi.lists().then((answer) => {
      if (!live || !answer) return;
      setLists(answer);
      setListId((current) => current ?? (answer[0] ? String(answer[0].id) : null));
    });
    return () => {
      live = false;
    };
  }, []);

  const remove = async (id: number) => {
    if (!(await mealPlanApi.remove(id))) return;
    setWeek(
      (current) => current && { ...current, entries: current.entries.filter((entry) => entry.id !== id) },
    );
  };
  const toShopping = async () => {
    if (listId === null) return;
    const list = await mealPlanApi.toShopping(monday, Number(listId));
    if (!list) return;
    toastSuccess(`This week's meals were added to ${list.title}.`);
    void navigate(`${RECIPE_BASE}/shopping/${list.id}`);
  };

  return (
    <>
      <RecipeHeader title="Meal plan" />
      <Inline space="md" alignY="center">
        <Button onPress={() => setMonday(addDays(monday, -7))}>Previous week</Button>
        <Button onPress={() => setMonday(mondayOf())}>This week</Button>
        <Button onPress={() => setMonday(addDays(monday, 7))}>Next week</Button>
      </Inline>
      <p className={styles.status}>
        Plan a recipe from its page (Plan this recipe). Week of {dayTitle(monday)}.
      </p>
      {week === undefined && <Spinner label="Loading the meal plan" />}
      {week === null && <p className={recipeStyles.muted}>The meal plan could not be loaded.</p>}
      {week &&
        weekOf(monday).map((day) => {
          const entries = week.entries.filter((entry) => entry.date === day);
          return (
            <section key={day} className={recipeStyles.panel} aria-label={dayTitle(day)}>
              <h2 className={recipeStyles.groupTitle}>{dayTitle(day)}</h2>
              {entries.length === 0 && <p className={recipeStyles.muted}>Nothing planned.</p>}
              {MEALS.filter((meal) => entries.some((entry) => entry.meal === meal)).map((meal) => (
                <div key={meal}>
                  <h3 className={styles.sources}>{MEAL_TITLES[meal]}</h3>
                  <ul className={styles.items} aria-label={`${MEAL_TITLES[meal]}, ${dayTitle(day)}`}>
                    {entries
                      .filter((entry) => entry.meal === meal)
                      .map((entry) => (
                        <li key={entry.id} className={styles.item}>
                          <span className={styles.itemText}>
                            <Link to={`${RECIPE_BASE}/${entry.recipeId}`} className={recipeStyles.link}>
                              {entry.recipeTitle}
                            </Link>
                            {entry.servings !== null && (
                              <span className={styles.sources}>for {entry.servings}</span>
                            )}
                          </span>
                          {!offline && (
                            <IconButton
                              label={`Remove ${entry.recipeTitle} from ${MEAL_TITLES[meal].toLowerCase()}`}
                              onPress={() => void remove(entry.id)}
                            >
                              <span aria-hidden>✕</span>
                            </IconButton>
                          )}
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </section>
          );
        })}
      {week && week.entries.length > 0 && !offline && (
        <section className={recipeStyles.panel} aria-label="This week's shopping">
          {lists.length === 0 ? (
            <p className={recipeStyles.muted}>
              Make a <Link to={`${RECIPE_BASE}/shopping`}>shopping list</Link> first to add this week's meals
              to it.
            </p>
          ) : (
            <div className={styles.addRow}>
              <Select
                label="Shopping list"
                value={listId}
                onChange={(key) => setListId(key === null ? null : String(key))}
                options={lists.map((list) => ({ id: String(list.id), label: list.title }))}
              />
              <Button variant="primary" onPress={() => void toShopping()}>
                Add this week's meals
              </Button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
