// Recipes' part of "Download my data": the collection the person can read, as the zip the export menu gives
// (Nextcloud Cookbook's layout, which Recipes, Mealie and Tandoor import), and beside it, as JSON, what is the
// person's own around the recipes: their shopping lists with the items, their meal plan and their cookbooks.
// Lists and cookbooks shared with them are in it marked as shared (by whom); another person's unshared ones
// never are (the same visibility rules as the pages: lists.ts, cookbooks.ts).
import { hasClaim } from '@lcars/contract';
import type { Cookbook, MealPlanEntry, ShoppingList } from '@lcars/contract/recipes';
import { typed } from '../../../db/typed.js';
import type { PersonalExportContext, PersonalExportPart } from '../../module.js';
import type { Queryable } from '../access.js';
import { collectionArchive } from '../archive.js';
import { allCookbooks } from '../cookbooks/cookbooks.js';
import { allEntries } from '../meal-plan/mealPlan.js';
import { allShoppingLists } from '../shopping/lists.js';

/** User names by id, for "shared with" and "shared by" in words rather than ids of another portal. */
async function userNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await typed<{ id: number; user_name: string }[]>(
    db('users').whereIn('id', unique).select('id', 'user_name'),
  );
  return new Map(rows.map((row) => [Number(row.id), row.user_name]));
}

/** What is shared, in the file: by whom when it is someone else's, with whom when it is the person's own. */
function sharing(
  shared: { isOwner: boolean; ownerName: string; sharedUsers: number[] },
  names: Map<number, string>,
) {
  return shared.isOwner
    ? { shared: false, sharedWith: shared.sharedUsers.map((id) => names.get(id) ?? `user ${id}`) }
    : { shared: true, sharedBy: shared.ownerName };
}

export function shoppingListsFile(lists: ShoppingList[], names: Map<number, string>) {
  return {
    shoppingLists: lists.map((list) => ({
      title: list.title,
      ...sharing(list, names),
      modifiedDate: list.modifiedDate,
      items: list.items.map((item) => ({
        name: item.name,
        amount: item.amount,
        forRecipes: item.sources,
        checked: item.checked,
        checkedAt: item.checkedAt,
      })),
    })),
  };
}

export function mealPlanFile(entries: MealPlanEntry[]) {
  return {
    mealPlan: entries.map((entry) => ({
      date: entry.date,
      meal: entry.meal,
      recipe: entry.recipeTitle,
      servings: entry.servings,
    })),
  };
}

export function cookbooksFile(cookbooks: Cookbook[], names: Map<number, string>) {
  return {
    cookbooks: cookbooks.map((cookbook) => ({
      title: cookbook.title,
      description: cookbook.description,
      ...sharing(cookbook, names),
      recipes: cookbook.recipes.map((recipe) => recipe.title),
    })),
  };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

export async function recipesPersonalExport(context: PersonalExportContext): Promise<PersonalExportPart> {
  if (!hasClaim(context.user.claims, 'Recipes', 'Read'))
    return { files: [], notes: ['Your role does not let you read recipes.'] };
  const recipeContext = { db: context.db, user: context.user };
  const zip = await collectionArchive({
    db: context.db,
    user: context.user,
    config: context.config,
    files: context.files,
  });
  const [lists, plan, cookbooks] = [
    await allShoppingLists(recipeContext),
    await allEntries(recipeContext),
    await allCookbooks(recipeContext),
  ];
  const names = await userNames(
    context.db,
    [...lists, ...cookbooks].filter((shared) => shared.isOwner).flatMap((shared) => shared.sharedUsers),
  );
  return {
    about:
      "the collection as a zip in Nextcloud Cookbook's layout (a folder per recipe, recipe.json in schema.org form, the photos), which Recipes, Mealie, Tandoor and Nextcloud Cookbook import; your shopping lists with their items, your meal plan and your cookbooks as JSON (those shared with you marked shared, with who shared them). Another LCARS portal imports the whole download back (Recipes, Import, This portal's Download my data): the recipes with your own lists, meal plan and cookbooks.",
    files: [
      { path: 'recipes.zip', bytes: zip, compressed: true },
      { path: 'shopping-lists.json', bytes: json(shoppingListsFile(lists, names)) },
      { path: 'meal-plan.json', bytes: json(mealPlanFile(plan)) },
      { path: 'cookbooks.json', bytes: json(cookbooksFile(cookbooks, names)) },
    ],
  };
}
