// Writing back what the download held beside the recipes (around.ts) for the importing person, in one
// transaction, after the recipes: their own shopping lists, meal plan and cookbooks. Those someone else had
// shared with them are skipped (theirs to share again), and so are the shares the person had made: the people
// they were shared with may have no account on this portal, and a user name of another portal is no proof of
// who someone is here. A recipe is referred to by its title in the files, and is linked only to a recipe this
// same import created (never to one already on the server, which may be someone else's): a reference to any
// other is dropped, its list item or cookbook kept. Idempotent as the recipes are: a list or cookbook whose
// title matches one the person already owns (ignoring case) is skipped, and a planned meal needs a recipe this
// import created, so the same file imported twice creates nothing new.
import type { ImportReport } from '@lcars/contract';
import {
  COOKBOOK_LIMITS,
  MEAL_PLAN_LIMITS,
  SHOPPING_LIMITS,
  type RecipeImportFormat,
} from '@lcars/contract/recipes';
import type { Knex } from 'knex';
import { count, lockKeys } from '../../../db/knex.js';
import { insertedId, typed } from '../../../db/typed.js';
import type { Queryable } from '../access.js';
import type { RecipeImageContext } from '../images.js';
import {
  COOKBOOKS_FILE,
  fileProblem,
  MEAL_PLAN_FILE,
  SHOPPING_LISTS_FILE,
  type ImportedAround,
} from './around.js';
import type { RecipeExportRead } from './read.js';
import { writeRecipeImport, type ImportProgress } from './write.js';

export const SHARED_WITH_YOU = 'Someone else shared it with you: only your own come back.';
export const LIST_THERE = 'You already have a shopping list of this title.';
export const COOKBOOK_THERE = 'You already have a cookbook of this title.';
export const NO_RECIPE = 'Its recipe was not created by this import.';
export const DAY_FULL = `The day already holds ${MEAL_PLAN_LIMITS.entriesPerDay} planned meals.`;
export const sharesLeftOut = (n: number) =>
  `its shares with ${n === 1 ? 'one person' : `${n} people`}: not re-created, since they may have no account here (share it again on its page).`;

const keyOf = (title: string) => title.trim().toLowerCase();

/** The counts this part adds to the report. */
type Counts = Record<
  'shoppingLists' | 'shoppingItems' | 'mealPlanEntries' | 'cookbooks' | 'recipeLinksDropped',
  number
>;

/**
 * The lock the pages take to create a list or cookbook (lists.ts, cookbooks.ts), held before the owner's titles
 * are read: two imports at once neither both create a title nor pass the limit together.
 */
const ownerLock = (trx: Knex.Transaction, table: string, userId: number) =>
  lockKeys(trx, [`${table}:owner:${userId}`]);

async function ownedTitles(trx: Queryable, table: string, userId: number): Promise<Set<string>> {
  const rows = await typed<{ title: string }[]>(trx(table).where({ created_by_id: userId }).select('title'));
  return new Set(rows.map((row) => keyOf(row.title)));
}

/** The owner's count before the new ones, refused past the limit naming the file (under ownerLock). */
async function roomFor(
  trx: Knex.Transaction,
  table: string,
  userId: number,
  adding: number,
  limit: number,
  file: string,
  what: string,
): Promise<void> {
  const row = await typed<{ n?: unknown } | undefined>(
    trx(table).where({ created_by_id: userId }).count({ n: '*' }).first(),
  );
  if (count(row?.n) + adding > limit) throw fileProblem(file, `You would own more than ${limit} ${what}.`);
}

/**
 * The file's lists or cookbooks this import creates, under the owner's lock: not those shared with the exporting
 * user, nor one whose title the owner has already (each skipped with its reason); refused whole when they would
 * take the owner past their limit.
 */
async function ownNewItems<T extends { title: string; shared: boolean }>(
  trx: Knex.Transaction,
  userId: number,
  report: ImportReport,
  items: readonly T[],
  place: { table: string; file: string; item: string; there: string; limit: number; what: string },
): Promise<{ source: string; item: T }[]> {
  await ownerLock(trx, place.table, userId);
  const taken = await ownedTitles(trx, place.table, userId);
  const toCreate: { source: string; item: T }[] = [];
  for (const [index, item] of items.entries()) {
    const source = `${place.file}: ${place.item} ${index + 1}`;
    const reason = item.shared ? SHARED_WITH_YOU : taken.has(keyOf(item.title)) ? place.there : null;
    if (reason !== null) {
      report.skipped.push({ source, title: item.title, reason });
      continue;
    }
    taken.add(keyOf(item.title));
    toCreate.push({ source, item });
  }
  await roomFor(trx, place.table, userId, toCreate.length, place.limit, place.file, place.what);
  return toCreate;
}

async function writeLists(
  trx: Knex.Transaction,
  userId: number,
  around: ImportedAround,
  recipeTitles: Map<string, string>,
  report: ImportReport,
  counts: Counts,
): Promise<void> {
  const toCreate = await ownNewItems(trx, userId, report, around.shoppingLists, {
    table: 'recipe_shopping_lists',
    file: SHOPPING_LISTS_FILE,
    item: 'list',
    there: LIST_THERE,
    limit: SHOPPING_LIMITS.listsPerOwner,
    what: 'shopping lists',
  });
  for (const { source, item: list } of toCreate) {
    const now = new Date();
    const id = report.preview
      ? null
      : await insertedId(
          trx('recipe_shopping_lists')
            .insert({ title: list.title, created_by_id: userId, created_date: now, modified_date: now })
            .returning('id'),
        );
    const items = list.items.map((item, order) => {
      const titles = item.forRecipes === '' ? [] : item.forRecipes.split(', ');
      const kept = titles.flatMap((title) => recipeTitles.get(keyOf(title)) ?? []);
      counts.recipeLinksDropped += titles.length - kept.length;
      return {
        list_id: id,
        // The product ids of another portal mean nothing here: an item comes back as typed, its amount in words.
        product_id: null,
        name: item.name,
        amount_key: 'typed',
        quantity: null,
        unit_family: null,
        measurement_id: null,
        amount_text: item.amount,
        sources: [...new Set(kept)].join(', ').slice(0, 500),
        checked: item.checked,
        checked_at: item.checkedAt === null ? null : new Date(item.checkedAt),
        sort_order: order + 1,
        created_date: now,
        modified_date: now,
      };
    });
    // In slices: a list holds at most SHOPPING_LIMITS.itemsPerList, within every database's parameter limit.
    for (let start = 0; id !== null && start < items.length; start += 50)
      await trx('recipe_shopping_items').insert(items.slice(start, start + 50));
    report.created.push({ source, title: list.title, id });
    counts.shoppingLists += 1;
    counts.shoppingItems += items.length;
    if ((list.sharedWith ?? []).length > 0)
      report.skipped.push({ source, title: list.title, reason: sharesLeftOut(list.sharedWith!.length) });
  }
}

async function writeMealPlan(
  trx: Knex.Transaction,
  userId: number,
  around: ImportedAround,
  recipeIds: Map<string, number | null>,
  report: ImportReport,
  counts: Counts,
): Promise<void> {
  if (around.mealPlan.length === 0) return;
  await lockKeys(trx, [`recipe_meal_plan:user:${userId}`]);
  const days = [...new Set(around.mealPlan.map((entry) => entry.date))];
  const perDay = new Map<string, number>();
  for (let start = 0; start < days.length; start += 500) {
    const rows = await typed<{ day: string; n?: unknown }[]>(
      trx('recipe_meal_plan')
        .where({ user_id: userId })
        .whereIn('day', days.slice(start, start + 500))
        .groupBy('day')
        .select('day')
        .count({ n: '*' }),
    );
    for (const row of rows) perDay.set(row.day, count(row.n));
  }
  const rows = [];
  for (const [index, entry] of around.mealPlan.entries()) {
    const source = `${MEAL_PLAN_FILE}: ${entry.date} ${entry.meal} (${index + 1})`;
    const recipeId = recipeIds.get(keyOf(entry.recipe));
    if (recipeId === undefined) {
      counts.recipeLinksDropped += 1;
      report.skipped.push({ source, title: entry.recipe, reason: NO_RECIPE });
      continue;
    }
    const planned = perDay.get(entry.date) ?? 0;
    if (planned >= MEAL_PLAN_LIMITS.entriesPerDay) {
      report.skipped.push({ source, title: entry.recipe, reason: DAY_FULL });
      continue;
    }
    perDay.set(entry.date, planned + 1);
    rows.push({
      user_id: userId,
      day: entry.date,
      meal: entry.meal,
      recipe_id: recipeId,
      servings: entry.servings,
      created_date: new Date(),
    });
    counts.mealPlanEntries += 1;
  }
  for (let start = 0; !report.preview && start < rows.length; start += 100)
    await trx('recipe_meal_plan').insert(rows.slice(start, start + 100));
}

async function writeCookbooks(
  trx: Knex.Transaction,
  userId: number,
  around: ImportedAround,
  recipeIds: Map<string, number | null>,
  report: ImportReport,
  counts: Counts,
): Promise<void> {
  const toCreate = await ownNewItems(trx, userId, report, around.cookbooks, {
    table: 'recipe_cookbooks',
    file: COOKBOOKS_FILE,
    item: 'cookbook',
    there: COOKBOOK_THERE,
    limit: COOKBOOK_LIMITS.cookbooksPerOwner,
    what: 'cookbooks',
  });
  for (const { source, item: cookbook } of toCreate) {
    const id = report.preview
      ? null
      : await insertedId(
          trx('recipe_cookbooks')
            .insert({
              title: cookbook.title,
              description: cookbook.description,
              created_by_id: userId,
              created_date: new Date(),
            })
            .returning('id'),
        );
    const linked = new Set<number | null>();
    for (const title of cookbook.recipes) {
      const recipeId = recipeIds.get(keyOf(title));
      if (recipeId === undefined) counts.recipeLinksDropped += 1;
      else linked.add(recipeId);
    }
    const rows = [...linked].map((recipeId, order) => ({
      cookbook_id: id,
      recipe_id: recipeId,
      sort_order: order + 1,
    }));
    for (let start = 0; id !== null && start < rows.length; start += 200)
      await trx('recipe_cookbook_recipes').insert(rows.slice(start, start + 200));
    report.created.push({ source, title: cookbook.title, id });
    counts.cookbooks += 1;
    if ((cookbook.sharedWith ?? []).length > 0)
      report.skipped.push({
        source,
        title: cookbook.title,
        reason: sharesLeftOut(cookbook.sharedWith!.length),
      });
  }
}

/** The person's own lists, plan and cookbooks, linked to the recipes `report` says this import created. */
export async function writeAround(
  context: RecipeImageContext,
  around: ImportedAround,
  report: ImportReport,
): Promise<void> {
  // Title (ignoring case) to the new recipe: its id, or null in a preview (nothing was created). The first of
  // a title wins, as the recipe import keeps the first of a title and author.
  const recipeIds = new Map<string, number | null>();
  const recipeTitles = new Map<string, string>();
  for (const created of report.created) {
    if (recipeIds.has(keyOf(created.title))) continue;
    recipeIds.set(keyOf(created.title), created.id);
    recipeTitles.set(keyOf(created.title), created.title);
  }
  const counts: Counts = {
    shoppingLists: 0,
    shoppingItems: 0,
    mealPlanEntries: 0,
    cookbooks: 0,
    recipeLinksDropped: 0,
  };
  await context.db.transaction(async (trx) => {
    await writeLists(trx, context.user.id, around, recipeTitles, report, counts);
    await writeMealPlan(trx, context.user.id, around, recipeIds, report, counts);
    await writeCookbooks(trx, context.user.id, around, recipeIds, report, counts);
  });
  Object.assign(report.counts, counts);
}

/**
 * Refuses, before a recipe is written, a file whose lists or cookbooks would take the person past their limit
 * (the transaction checks again under the lock; this spares writing the recipes of a file refused anyway).
 */
async function checkRoom(context: RecipeImageContext, around: ImportedAround): Promise<void> {
  const checks = [
    [
      'recipe_shopping_lists',
      around.shoppingLists,
      SHOPPING_LIMITS.listsPerOwner,
      SHOPPING_LISTS_FILE,
      'shopping lists',
    ],
    ['recipe_cookbooks', around.cookbooks, COOKBOOK_LIMITS.cookbooksPerOwner, COOKBOOKS_FILE, 'cookbooks'],
  ] as const;
  for (const [table, found, limit, file, what] of checks) {
    if (found.length === 0) continue;
    const taken = await ownedTitles(context.db, table, context.user.id);
    const owned = taken.size;
    for (const item of found) if (!item.shared) taken.add(keyOf(item.title));
    if (taken.size > limit && taken.size > owned)
      throw fileProblem(file, `You would own more than ${limit} ${what}.`);
  }
}

/** The whole import: the recipes (write.ts), then what came around them. */
export async function writeExportImport(
  context: RecipeImageContext,
  format: RecipeImportFormat,
  read: RecipeExportRead,
  preview: boolean,
  progress?: ImportProgress,
): Promise<ImportReport> {
  if (read.around !== undefined) await checkRoom(context, read.around);
  const report = await writeRecipeImport(context, format, read.recipes, preview, progress);
  if (read.around !== undefined) await writeAround(context, read.around, report);
  return report;
}
