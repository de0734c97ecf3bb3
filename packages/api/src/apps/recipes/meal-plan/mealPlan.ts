// The meal plan: each user's own recipes by day and meal. Another user's entry is a 404; a recipe the caller
// cannot read (archived) cannot be planned (404). A day holds at most MEAL_PLAN_LIMITS.entriesPerDay entries,
// counted under the user's lock.
import {
  MEAL_PLAN_LIMITS,
  MEALS,
  type Meal,
  type MealPlanEntry,
  type MealPlanWeek,
  type ShoppingList,
} from '@lcars/contract/recipes';
import { count, lockKeys } from '../../../db/knex.js';
import { insertedId, typed } from '../../../db/typed.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { RecipeContext } from '../access.js';
import { recipeRow } from '../reads.js';
import { addRecipesToList } from '../shopping/items.js';

interface EntryRow {
  id: number;
  day: string;
  meal: Meal;
  recipe_id: number;
  recipe_title: string;
  servings: number | string | null;
}

const entryOf = (row: EntryRow): MealPlanEntry => ({
  id: Number(row.id),
  date: row.day,
  meal: row.meal,
  recipeId: Number(row.recipe_id),
  recipeTitle: row.recipe_title,
  servings: row.servings === null ? null : Number(row.servings),
});

/** The seven days from `from` (YYYY-MM-DD), as the same text. */
export function weekDays(from: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}

async function weekEntries({ db, user }: RecipeContext, from: string): Promise<MealPlanEntry[]> {
  const days = weekDays(from);
  const rows = await typed<EntryRow[]>(
    db('recipe_meal_plan as p')
      .join('recipes as r', 'r.id', 'p.recipe_id')
      .where('p.user_id', user.id)
      .andWhere('r.archived', false)
      .whereBetween('p.day', [days[0]!, days[6]!])
      .orderBy([{ column: 'p.day' }, { column: 'p.id' }])
      .select('p.id', 'p.day', 'p.meal', 'p.recipe_id', 'p.servings', 'r.title as recipe_title'),
  );
  const order = (meal: Meal) => MEALS.indexOf(meal);
  return rows.map(entryOf).sort((a, b) => a.date.localeCompare(b.date) || order(a.meal) - order(b.meal));
}

/** Every entry of the user's meal plan, by day and meal (Download my data). */
export async function allEntries({ db, user }: RecipeContext): Promise<MealPlanEntry[]> {
  const rows = await typed<EntryRow[]>(
    db('recipe_meal_plan as p')
      .join('recipes as r', 'r.id', 'p.recipe_id')
      .where('p.user_id', user.id)
      .andWhere('r.archived', false)
      .orderBy([{ column: 'p.day' }, { column: 'p.id' }])
      .select('p.id', 'p.day', 'p.meal', 'p.recipe_id', 'p.servings', 'r.title as recipe_title'),
  );
  const order = (meal: Meal) => MEALS.indexOf(meal);
  return rows.map(entryOf).sort((a, b) => a.date.localeCompare(b.date) || order(a.meal) - order(b.meal));
}

export async function getWeek(context: RecipeContext, from: string): Promise<MealPlanWeek> {
  return { from, entries: await weekEntries(context, from) };
}

export async function addEntry(
  { db, user }: RecipeContext,
  input: { date: string; meal: Meal; recipeId: number; servings: number | null },
): Promise<MealPlanEntry> {
  return db.transaction(async (trx) => {
    const recipe = await recipeRow(trx, user.id, input.recipeId);
    await lockKeys(trx, [`recipe_meal_plan:user:${user.id}`]);
    const row = await typed<{ n?: unknown } | undefined>(
      trx('recipe_meal_plan').where({ user_id: user.id, day: input.date }).count({ n: '*' }).first(),
    );
    if (count(row?.n) >= MEAL_PLAN_LIMITS.entriesPerDay) {
      throw conflict(`A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} planned meals.`);
    }
    const id = await insertedId(
      trx('recipe_meal_plan')
        .insert({
          user_id: user.id,
          day: input.date,
          meal: input.meal,
          recipe_id: input.recipeId,
          servings: input.servings,
          created_date: new Date(),
        })
        .returning('id'),
    );
    return entryOf({
      id,
      day: input.date,
      meal: input.meal,
      recipe_id: input.recipeId,
      recipe_title: recipe.title,
      servings: input.servings,
    });
  });
}

export async function removeEntry({ db, user }: RecipeContext, id: number): Promise<{ id: number }> {
  const removed = await db('recipe_meal_plan').where({ id, user_id: user.id }).delete();
  if (removed === 0) throw notFound(`Planned meal ${id} was not found.`);
  return { id };
}

/** The week's planned recipes, each at its servings, added to a shopping list the caller may use. */
export async function weekToShopping(
  context: RecipeContext,
  from: string,
  listId: number,
): Promise<ShoppingList> {
  const entries = await weekEntries(context, from);
  return addRecipesToList(
    context,
    listId,
    entries.map((entry) => ({ recipeId: entry.recipeId, servings: entry.servings })),
  );
}
