import { useState } from 'react';
import { Button, Dialog, Inline, Select, Stack } from '@lcars/ui';
import { MEALS, type Meal, type Recipe } from '@lcars/contract/recipes';
import { toastSuccess } from '../../../kit';
import { mealPlanApi } from './mealPlanApi';
import { addDays, dayText, dayTitle } from './mealPlanDays';

const MEAL_TITLES = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** The recipe view's "Plan this recipe": a day of the next two weeks and a meal, at the servings shown. */
export function PlanRecipe({ recipe, servings }: { recipe: Recipe; servings: number | null }) {
  const [open, setOpen] = useState(false);
  const [today] = useState(() => dayText(new Date()));
  const [day, setDay] = useState(today);
  const [meal, setMeal] = useState<Meal>('dinner');
  const plan = async () => {
    const entry = await mealPlanApi.add({
      date: day,
      meal,
      recipeId: recipe.id,
      servings: recipe.servingScalable ? servings : null,
    });
    if (!entry) return;
    toastSuccess(`${recipe.title} is planned for ${MEAL_TITLES[meal].toLowerCase()} on ${dayTitle(day)}.`);
    setOpen(false);
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Plan this recipe</Button>
      {open && (
        <Dialog
          title="Plan this recipe"
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpen(false);
          }}
          actions={
            <Inline space="md" alignY="end">
              <Button onPress={() => setOpen(false)}>Cancel</Button>
              <Button variant="primary" onPress={() => void plan()}>
                Plan
              </Button>
            </Inline>
          }
        >
          <Stack>
            <Select
              label="Day"
              value={day}
              onChange={(key) => setDay(String(key ?? today))}
              options={Array.from({ length: 14 }, (_, index) => {
                const text = addDays(today, index);
                return { id: text, label: dayTitle(text) };
              })}
            />
            <Select
              label="Meal"
              value={meal}
              onChange={(key) => setMeal((key ?? 'dinner') as Meal)}
              options={MEALS.map((id) => ({ id, label: MEAL_TITLES[id] }))}
            />
          </Stack>
        </Dialog>
      )}
    </>
  );
}
