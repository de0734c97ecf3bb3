// What "Download my data" writes beside recipes.zip (personal-export.ts): the person's shopping lists, meal plan
// and cookbooks as JSON, read back by the import of the whole download (format `lcars`, personal-import.ts).
// Read and checked here, before anything is written: a file past its size is refused before it is parsed, a
// field of the wrong type or a count past the app's limits is a 400 naming the file and the field. Nothing here
// touches the database (a job's worker thread may run it).
import {
  COOKBOOK_LIMITS,
  MEAL_PLAN_LIMITS,
  MEALS,
  RECIPE_LIMITS,
  SHOPPING_LIMITS,
} from '@lcars/contract/recipes';
import { z } from 'zod';
import { badRequest, type ApiError } from '../../../http/errors.js';

export const SHOPPING_LISTS_FILE = 'shopping-lists.json';
export const MEAL_PLAN_FILE = 'meal-plan.json';
export const COOKBOOKS_FILE = 'cookbooks.json';

/** Planned meals one file may bring: ten years of four meals a day, far past any household's plan. */
export const MEAL_PLAN_IMPORT_ENTRIES = 15_000;

const title = (max: number) =>
  z.string().trim().min(1, 'A title is required.').max(max, `At most ${max} characters.`);
const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
/** Whether someone else shared it with the exporting person (only their own come back). */
const sharing = {
  shared: z.boolean(),
  sharedWith: z.array(text(200)).max(SHOPPING_LIMITS.sharedUsers).optional(),
  sharedBy: text(200).optional(),
};

const shoppingListsSchema = z.object({
  shoppingLists: z
    .array(
      z.object({
        title: title(SHOPPING_LIMITS.title),
        ...sharing,
        items: z
          .array(
            z.object({
              name: title(SHOPPING_LIMITS.itemName),
              amount: text(SHOPPING_LIMITS.amountText),
              forRecipes: text(500),
              checked: z.boolean(),
              checkedAt: z.iso.datetime({ offset: true }).nullable(),
            }),
          )
          .max(SHOPPING_LIMITS.itemsPerList, `At most ${SHOPPING_LIMITS.itemsPerList} items in a list.`),
      }),
    )
    .max(SHOPPING_LIMITS.listsPerOwner, `At most ${SHOPPING_LIMITS.listsPerOwner} shopping lists.`),
});

const mealPlanSchema = z.object({
  mealPlan: z
    .array(
      z.object({
        date: z.iso.date({ message: 'Use a date as YYYY-MM-DD.' }),
        meal: z.enum(MEALS),
        recipe: text(RECIPE_LIMITS.title),
        servings: z.number().positive().max(MEAL_PLAN_LIMITS.servings).nullable(),
      }),
    )
    .max(MEAL_PLAN_IMPORT_ENTRIES, `At most ${MEAL_PLAN_IMPORT_ENTRIES} planned meals.`),
});

const cookbooksSchema = z.object({
  cookbooks: z
    .array(
      z.object({
        title: title(COOKBOOK_LIMITS.title),
        description: text(COOKBOOK_LIMITS.description),
        ...sharing,
        recipes: z
          .array(text(RECIPE_LIMITS.title))
          .max(
            COOKBOOK_LIMITS.recipesPerCookbook,
            `At most ${COOKBOOK_LIMITS.recipesPerCookbook} recipes in a cookbook.`,
          ),
      }),
    )
    .max(COOKBOOK_LIMITS.cookbooksPerOwner, `At most ${COOKBOOK_LIMITS.cookbooksPerOwner} cookbooks.`),
});

export type ImportedShoppingList = z.output<typeof shoppingListsSchema>['shoppingLists'][number];
export type ImportedMealPlanEntry = z.output<typeof mealPlanSchema>['mealPlan'][number];
export type ImportedCookbook = z.output<typeof cookbooksSchema>['cookbooks'][number];

/** What came beside the recipes (each empty when its file was not in the download). */
export interface ImportedAround {
  shoppingLists: ImportedShoppingList[];
  mealPlan: ImportedMealPlanEntry[];
  cookbooks: ImportedCookbook[];
}

/** The 400 naming the file and, when there is one, the field. */
export function fileProblem(file: string, message: string, path: readonly PropertyKey[] = []): ApiError {
  const field = [file, ...path.map(String)].join('.');
  return badRequest(
    [{ field, message }],
    `${file}${path.length === 0 ? '' : ` (${path.join('.')})`}: ${message}`,
  );
}

function parsed<T>(file: string, bytes: Uint8Array, schema: z.ZodType<T>): T {
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw fileProblem(file, 'The file is not JSON.');
  }
  const result = schema.safeParse(document);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw fileProblem(file, issue.message, issue.path);
  }
  return result.data;
}

/** Planned meals of one day past what a day holds: refused, naming the first such entry. */
function checkDays(entries: readonly ImportedMealPlanEntry[]): void {
  const perDay = new Map<string, number>();
  for (const [index, entry] of entries.entries()) {
    const n = (perDay.get(entry.date) ?? 0) + 1;
    perDay.set(entry.date, n);
    if (n > MEAL_PLAN_LIMITS.entriesPerDay)
      throw fileProblem(
        MEAL_PLAN_FILE,
        `A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} planned meals.`,
        ['mealPlan', index, 'date'],
      );
  }
}

/** The three files' contents, each given as its bytes or undefined when the download has none. */
export function readAround(files: {
  shoppingLists?: Uint8Array;
  mealPlan?: Uint8Array;
  cookbooks?: Uint8Array;
}): ImportedAround {
  const mealPlan = files.mealPlan ? parsed(MEAL_PLAN_FILE, files.mealPlan, mealPlanSchema).mealPlan : [];
  checkDays(mealPlan);
  return {
    shoppingLists: files.shoppingLists
      ? parsed(SHOPPING_LISTS_FILE, files.shoppingLists, shoppingListsSchema).shoppingLists
      : [],
    mealPlan,
    cookbooks: files.cookbooks ? parsed(COOKBOOKS_FILE, files.cookbooks, cookbooksSchema).cookbooks : [],
  };
}
