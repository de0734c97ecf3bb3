// The meal plan (issue 34): recipes on a week's days, by meal, each user's own; a week's recipes go to a
// shopping list in one step (each at the servings planned, merged as the list merges).
import { z } from 'zod';
import { int32, queryId } from '../int32.js';
import { endpoint } from '../endpoint.js';
import { shoppingListSchema } from './shopping.js';

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];

/** Bounds: entries a day (all meals), and the servings of one. */
export const MEAL_PLAN_LIMITS = { entriesPerDay: 20, servings: 1000 } as const;

/** A calendar day, YYYY-MM-DD (the user's own day, no time zone). */
const day = z.iso.date({ message: 'Use a date as YYYY-MM-DD.' });

export const mealPlanEntrySchema = z.object({
  id: int32(),
  date: z.string(),
  meal: z.enum(MEALS),
  recipeId: int32(),
  recipeTitle: z.string(),
  /** The servings planned (null: the recipe's own). */
  servings: z.number().nullable(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

export const mealPlanWeekSchema = z.object({
  /** The first day of the week asked for, and the seven days' entries in date and meal order. */
  from: z.string(),
  entries: z.array(mealPlanEntrySchema),
});
export type MealPlanWeek = z.infer<typeof mealPlanWeekSchema>;

export const mealPlanAddSchema = z.object({
  date: day,
  meal: z.enum(MEALS, { message: 'Meal is breakfast, lunch, dinner or snack.' }),
  recipeId: int32().min(1, 'Choose a recipe.'),
  servings: z
    .number()
    .positive('Servings must be more than 0.')
    .max(MEAL_PLAN_LIMITS.servings)
    .nullable()
    .optional()
    .default(null),
});
export type MealPlanAddRequest = z.input<typeof mealPlanAddSchema>;

const weekParams = z.object({ from: day });

export const mealPlanWeek = endpoint({
  method: 'GET',
  path: '/recipe/meal-plan/week/:from',
  params: weekParams,
  response: mealPlanWeekSchema,
  summary: "The caller's planned meals of the seven days from a date",
});
export const mealPlanAdd = endpoint({
  method: 'POST',
  path: '/recipe/meal-plan/entry',
  request: mealPlanAddSchema,
  response: mealPlanEntrySchema,
  summary: 'Plans a recipe on a day for a meal',
});
export const mealPlanRemove = endpoint({
  method: 'DELETE',
  path: '/recipe/meal-plan/entry/:id',
  params: z.object({ id: queryId() }),
  response: z.object({ id: int32() }),
  summary: 'Removes a planned meal (its owner)',
});
export const mealPlanToShopping = endpoint({
  method: 'POST',
  path: '/recipe/meal-plan/week/:from/shopping/:listId',
  params: weekParams.extend({ listId: queryId() }),
  response: shoppingListSchema,
  summary:
    "Adds the ingredients of the week's planned recipes to a shopping list, each at its planned servings",
});
