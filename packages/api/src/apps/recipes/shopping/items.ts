// What changes a list's items: a recipe's ingredients added (scaled, merged by product and unit), an item
// typed, removed or cleared once ticked, and ticks synced from a device. Each runs in one transaction under the
// list's lock, so the item limit holds and two devices syncing at once see each other's ticks.
import type { Knex } from 'knex';
import {
  SHOPPING_LIMITS,
  type Ingredient,
  type ShoppingChange,
  type ShoppingList,
  type ShoppingSyncResult,
} from '@lcars/contract/recipes';
import { SystemItemType } from '@lcars/contract';
import { bool, count, lockKeys } from '../../../db/knex.js';
import { toDate } from '../../../db/dates.js';
import { typed } from '../../../db/typed.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { RecipeContext } from '../access.js';
import { ingredientTrees } from '../ingredients.js';
import { recipeRow } from '../reads.js';
import { addAmounts, shoppingAmountOf, TEXT_MAX, type ShoppingAmount } from './amounts.js';
import { loadList, measurementsById, readList, touchList, type ItemRow } from './lists.js';

/** The list's lock: every change of its items takes it first. */
async function lockList(trx: Knex.Transaction, listId: number): Promise<void> {
  await lockKeys(trx, [`recipe_shopping_items:list:${listId}`]);
}

async function itemCount(trx: Knex.Transaction, listId: number): Promise<number> {
  const row = await typed<{ n?: unknown } | undefined>(
    trx('recipe_shopping_items').where({ list_id: listId }).count({ n: '*' }).first(),
  );
  return count(row?.n);
}

function refuseOverLimit(total: number): void {
  if (total > SHOPPING_LIMITS.itemsPerList) {
    throw conflict(`A shopping list holds at most ${SHOPPING_LIMITS.itemsPerList} items.`);
  }
}

/** The lines a recipe asks to buy: groups opened, substitutions left out (the main line is what is bought). */
function linesOf(ingredients: readonly Ingredient[]): Ingredient[] {
  return ingredients.flatMap((line) => (line.isGroup ? linesOf(line.ingredients) : [line]));
}

/**
 * The unticked item of a product a line adds to: one that adds up the same way, or for words any of the
 * product's, or for a number one of the product's that holds words only.
 */
function matchOf(items: readonly ItemRow[], productId: number, key: string): ItemRow | undefined {
  const open = items.filter((item) => Number(item.product_id) === productId && !bool(item.checked));
  return (
    open.find((item) => item.amount_key === key) ??
    (key === 'text' ? open[0] : open.find((item) => item.amount_key === 'text'))
  );
}

/** A source title added to an item's list of recipes, once, within its column. */
function withSource(sources: string, title: string): string {
  const parts = sources === '' ? [] : sources.split(', ');
  if (parts.includes(title)) return sources;
  return [...parts, title].join(', ').slice(0, 500);
}

/**
 * Adds a recipe's ingredients for `servings` (its own when null, or when it does not scale): each amount is
 * parsed from the recipe's text and scaled; a line merges into an unticked item of the same product whose
 * amount adds up the same way (grams with kilograms, teaspoons with cups), else it is a new item.
 */
export function addRecipeToList(
  context: RecipeContext,
  listId: number,
  recipeId: number,
  servings: number | null,
): Promise<ShoppingList> {
  return addRecipesToList(context, listId, [{ recipeId, servings }]);
}

/** Several recipes added in one transaction (a week's meal plan), each at its servings, as addRecipeToList. */
export async function addRecipesToList(
  { db, user }: RecipeContext,
  listId: number,
  wanted: readonly { recipeId: number; servings: number | null }[],
): Promise<ShoppingList> {
  return db.transaction(async (trx) => {
    const list = await loadList(trx, user.id, listId);
    await lockList(trx, listId);
    const measurements = await measurementsById(trx);
    const products = await typed<{ id: number; title: string }[]>(
      trx('system_items').where({ system_item_type: SystemItemType.Product }).select('id', 'title'),
    );
    const productTitle = new Map(products.map((row) => [Number(row.id), row.title]));
    const items = await typed<ItemRow[]>(trx('recipe_shopping_items').where({ list_id: listId }).select('*'));
    let nextOrder = items.reduce((max, item) => Math.max(max, Number(item.sort_order)), 0) + 1;
    let total = items.length;
    const now = new Date();
    for (const { recipeId, servings } of wanted) {
      // A recipe the caller cannot read (archived, or none) is a 404 naming the recipe.
      const recipe = await recipeRow(trx, user.id, recipeId);
      const trees = await ingredientTrees(trx, [recipeId]);
      const own = recipe.servings === null ? null : Number(recipe.servings);
      const factor =
        servings !== null && own !== null && own > 0 && bool(recipe.serving_scalable) ? servings / own : 1;
      for (const line of linesOf(trees.get(recipeId) ?? [])) {
        const name = line.productId === null ? '' : (productTitle.get(line.productId) ?? '');
        if (name === '') continue;
        const measurement = line.measurementId === null ? undefined : measurements.get(line.measurementId);
        const amount: ShoppingAmount = shoppingAmountOf(line.amount, measurement, factor);
        const match = matchOf(items, line.productId!, amount.key);
        if (match) {
          // Words ("to taste") join a number of the product; a number joins words and takes its unit.
          if (match.amount_key === 'text' && amount.key !== 'text') {
            match.amount_key = amount.key;
            match.measurement_id = amount.measurementId;
          }
          const sum = addAmounts(
            {
              quantity: match.quantity === null ? null : Number(match.quantity),
              family: match.unit_family,
              text: match.amount_text,
            },
            amount,
          );
          const sources = withSource(match.sources, recipe.title);
          await trx('recipe_shopping_items').where({ id: match.id }).update({
            quantity: sum.quantity,
            unit_family: sum.family,
            amount_text: sum.text,
            amount_key: match.amount_key,
            measurement_id: match.measurement_id,
            sources,
            modified_date: now,
          });
          Object.assign(match, {
            quantity: sum.quantity,
            unit_family: sum.family,
            amount_text: sum.text,
            sources,
          });
          continue;
        }
        refuseOverLimit(++total);
        const row = {
          list_id: listId,
          product_id: line.productId,
          name,
          amount_key: amount.key,
          quantity: amount.quantity,
          unit_family: amount.family,
          measurement_id: amount.measurementId,
          amount_text: amount.text.slice(0, TEXT_MAX),
          sources: recipe.title.slice(0, 500),
          checked: false,
          sort_order: nextOrder++,
          created_date: now,
          modified_date: now,
        };
        const [inserted] = await typed<{ id: number }[]>(
          trx('recipe_shopping_items').insert(row).returning('id'),
        );
        items.push({
          ...row,
          id: Number(typeof inserted === 'object' ? inserted.id : inserted),
          checked_at: null,
        });
      }
    }
    await touchList(trx, listId);
    return readList(trx, user.id, list);
  });
}

/** Adds an item typed on the list ("Paper towels", "2 rolls"); typed items never merge. */
export async function addItemToList(
  { db, user }: RecipeContext,
  listId: number,
  name: string,
  amount: string,
): Promise<ShoppingList> {
  return db.transaction(async (trx) => {
    const list = await loadList(trx, user.id, listId);
    await lockList(trx, listId);
    refuseOverLimit((await itemCount(trx, listId)) + 1);
    const order = await typed<{ top?: unknown } | undefined>(
      trx('recipe_shopping_items').where({ list_id: listId }).max({ top: 'sort_order' }).first(),
    );
    const now = new Date();
    await trx('recipe_shopping_items').insert({
      list_id: listId,
      product_id: null,
      name,
      amount_key: 'typed',
      quantity: null,
      unit_family: null,
      measurement_id: null,
      amount_text: amount,
      sources: '',
      checked: false,
      sort_order: count(order?.top) + 1,
      created_date: now,
      modified_date: now,
    });
    await touchList(trx, listId);
    return readList(trx, user.id, list);
  });
}

export async function deleteItem(
  { db, user }: RecipeContext,
  listId: number,
  itemId: number,
): Promise<ShoppingList> {
  return db.transaction(async (trx) => {
    const list = await loadList(trx, user.id, listId);
    await lockList(trx, listId);
    const removed = await trx('recipe_shopping_items').where({ id: itemId, list_id: listId }).delete();
    if (removed === 0) throw notFound(`Item ${itemId} is not on this list.`);
    await touchList(trx, listId);
    return readList(trx, user.id, list);
  });
}

export async function clearChecked({ db, user }: RecipeContext, listId: number): Promise<ShoppingList> {
  return db.transaction(async (trx) => {
    const list = await loadList(trx, user.id, listId);
    await lockList(trx, listId);
    await trx('recipe_shopping_items').where({ list_id: listId, checked: true }).delete();
    await touchList(trx, listId);
    return readList(trx, user.id, list);
  });
}

/**
 * Applies a device's ticks, last write wins per item (docs/decisions.md): a change is applied when its time is
 * later than the item's last change; a time ahead of the server's clock counts as now, so a device with its
 * clock set ahead cannot win every later tick. Equal times keep what the server has. Changes of items removed
 * meanwhile are reported, not refused: the device learns the list as it is now.
 */
export async function syncTicks(
  { db, user }: RecipeContext,
  listId: number,
  changes: readonly ShoppingChange[],
): Promise<ShoppingSyncResult> {
  return db.transaction(async (trx) => {
    const list = await loadList(trx, user.id, listId);
    await lockList(trx, listId);
    const ids = [...new Set(changes.map((change) => change.itemId))];
    const rows =
      ids.length === 0
        ? []
        : await typed<{ id: number; checked_at: unknown }[]>(
            trx('recipe_shopping_items')
              .where({ list_id: listId })
              .whereIn('id', ids)
              .select('id', 'checked_at'),
          );
    const lastChange = new Map(
      rows.map((row) => [Number(row.id), toDate(row.checked_at)?.getTime() ?? -Infinity]),
    );
    const now = Date.now();
    const result = { applied: [] as number[], superseded: [] as number[], missing: [] as number[] };
    // Oldest first: of two changes of one item in one sync, the later one stays.
    const ordered = [...changes].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
    for (const change of ordered) {
      const last = lastChange.get(change.itemId);
      if (last === undefined) {
        result.missing.push(change.itemId);
        continue;
      }
      const at = Math.min(Date.parse(change.changedAt), now);
      if (at <= last) {
        result.superseded.push(change.itemId);
        continue;
      }
      await trx('recipe_shopping_items')
        .where({ id: change.itemId })
        .update({ checked: change.checked, checked_at: new Date(at), modified_date: new Date(now) });
      lastChange.set(change.itemId, at);
      result.applied.push(change.itemId);
    }
    if (result.applied.length > 0) await touchList(trx, listId);
    return { list: await readList(trx, user.id, list), ...result };
  });
}
