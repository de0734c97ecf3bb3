// Shopping lists and who may use them: the owner, and the users the owner shared the list with (the household).
// Anyone else gets 404 (a list's existence is not leaked). Everyone who sees a list may add to it and tick it;
// only the owner renames, shares or deletes it. A list and its items are read in one shape for every answer.
import type { Knex } from 'knex';
import { SystemItemType } from '@lcars/contract';
import {
  SHOPPING_LIMITS,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingListSummary,
  type shoppingListSaveSchema,
} from '@lcars/contract/recipes';
import type { z } from 'zod';
import { bool, count, lockKeys } from '../../../db/knex.js';
import { isoDate } from '../../../db/paging.js';
import { toIso } from '../../../db/dates.js';
import { insertedId, typed } from '../../../db/typed.js';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.js';
import type { Queryable, RecipeContext } from '../access.js';
import { amountText, type MeasurementTitles } from './amounts.js';

export interface ListRow {
  id: number;
  title: string;
  created_by_id: number;
  modified_date: unknown;
}

export interface ItemRow {
  id: number;
  list_id: number;
  product_id: number | null;
  name: string;
  amount_key: string;
  quantity: number | string | null;
  unit_family: 'metric' | 'us' | null;
  measurement_id: number | null;
  amount_text: string;
  sources: string;
  checked: boolean | number;
  checked_at: unknown;
  sort_order: number;
}

/** Lists the user owns or that are shared with them. */
export function visibleLists(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('recipe_shopping_lists as l').where((where) => {
    where.where('l.created_by_id', userId).orWhereExists((exists) => {
      exists
        .select(db.raw('1'))
        .from('recipe_shopping_list_users as s')
        .whereRaw('s.list_id = l.id')
        .andWhere('s.user_id', userId);
    });
  });
}

/** The list if the user may see it, else 404 (the same answer as for a list that does not exist). */
export async function loadList(db: Queryable, userId: number, id: number): Promise<ListRow> {
  const row = await typed<ListRow | undefined>(
    visibleLists(db, userId).where('l.id', id).first('l.id', 'l.title', 'l.created_by_id', 'l.modified_date'),
  );
  if (!row) throw notFound(`Shopping list ${id} was not found.`);
  return row;
}

/** The measurements by id, for the items' amounts in words. */
export async function measurementsById(db: Queryable): Promise<Map<number, MeasurementTitles>> {
  const rows = await typed<{ id: number; title: string; plural_title: string; short_title: string }[]>(
    db('system_items')
      .where({ system_item_type: SystemItemType.Measurement })
      .select('id', 'title', 'plural_title', 'short_title'),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        title: row.title,
        pluralTitle: row.plural_title ?? row.title,
        shortTitle: row.short_title ?? '',
      },
    ]),
  );
}

export function itemOf(row: ItemRow, measurements: Map<number, MeasurementTitles>): ShoppingItem {
  const measurement = row.measurement_id === null ? undefined : measurements.get(row.measurement_id);
  return {
    id: Number(row.id),
    listId: Number(row.list_id),
    productId: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    amount: amountText(
      {
        key: row.amount_key,
        quantity: row.quantity === null ? null : Number(row.quantity),
        family: row.unit_family,
        text: row.amount_text,
      },
      measurement,
    ),
    sources: row.sources,
    checked: bool(row.checked),
    checkedAt: toIso(row.checked_at),
    sortOrder: Number(row.sort_order),
  };
}

const ID_SLICE = 1000;

/**
 * Reads rows for many ids a slice at a time: lists shared with a user are not bounded by their own limit (every
 * other user may share 100), and a single IN list would meet the databases' cap on bound values.
 */
async function bySlices<T>(ids: readonly number[], read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  let rows: T[] = [];
  // concat, not push(...): a slice of 1,000 lists may hold 500,000 items, past a call's argument limit.
  for (let start = 0; start < ids.length; start += ID_SLICE)
    rows = rows.concat(await read(ids.slice(start, start + ID_SLICE)));
  return rows;
}

/** Summaries of lists: owner's name, shared users, counts of items and ticked items. */
async function summariesOf(db: Queryable, userId: number, rows: ListRow[]): Promise<ShoppingListSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const shares = await bySlices(ids, (slice) =>
    typed<{ list_id: number; user_id: number }[]>(
      db('recipe_shopping_list_users')
        .whereIn('list_id', slice)
        .orderBy('user_id')
        .select('list_id', 'user_id'),
    ),
  );
  const counts = await bySlices(ids, (slice) =>
    typed<{ list_id: number; items: unknown; ticked: unknown }[]>(
      db('recipe_shopping_items')
        .whereIn('list_id', slice)
        .groupBy('list_id')
        .select(
          'list_id',
          db.raw('count(*) as items'),
          db.raw('sum(case when checked then 1 else 0 end) as ticked'),
        ),
    ),
  );
  const owners = await bySlices([...new Set(rows.map((row) => Number(row.created_by_id)))], (slice) =>
    typed<{ id: number; user_name: string }[]>(db('users').whereIn('id', slice).select('id', 'user_name')),
  );
  const countOf = new Map(counts.map((entry) => [Number(entry.list_id), entry]));
  const ownerName = new Map(owners.map((owner) => [Number(owner.id), owner.user_name]));
  const sharedWith = new Map<number, number[]>();
  for (const share of shares) {
    const listId = Number(share.list_id);
    sharedWith.set(listId, [...(sharedWith.get(listId) ?? []), Number(share.user_id)]);
  }
  return rows.map((row) => {
    const counted = countOf.get(Number(row.id));
    return {
      id: Number(row.id),
      title: row.title,
      ownerId: Number(row.created_by_id),
      ownerName: ownerName.get(Number(row.created_by_id)) ?? '',
      sharedUsers: sharedWith.get(Number(row.id)) ?? [],
      itemCount: count(counted?.items),
      checkedCount: count(counted?.ticked),
      isOwner: Number(row.created_by_id) === userId,
      modifiedDate: isoDate(row.modified_date),
    };
  });
}

/** A list with its items: unticked first, each part in the order added. */
export async function readList(db: Queryable, userId: number, row: ListRow): Promise<ShoppingList> {
  const [list] = await readLists(db, userId, [row]);
  return list!;
}

/**
 * Lists with their items, in a fixed number of queries however many lists (the offline preload and the
 * personal export read every list the user sees at once).
 */
async function readLists(db: Queryable, userId: number, rows: ListRow[]): Promise<ShoppingList[]> {
  if (rows.length === 0) return [];
  const summaries = await summariesOf(db, userId, rows);
  const items = await bySlices(
    rows.map((row) => Number(row.id)),
    (slice) =>
      typed<ItemRow[]>(
        db('recipe_shopping_items')
          .whereIn('list_id', slice)
          .orderBy([
            { column: 'sort_order', order: 'asc' },
            { column: 'id', order: 'asc' },
          ])
          .select('*'),
      ),
  );
  const measurements = await measurementsById(db);
  const byList = new Map<number, ShoppingItem[]>();
  for (const item of items) {
    const listId = Number(item.list_id);
    const kept = byList.get(listId) ?? [];
    kept.push(itemOf(item, measurements));
    byList.set(listId, kept);
  }
  return summaries.map((summary) => ({ ...summary, items: byList.get(summary.id) ?? [] }));
}

/** Every list the user sees, in title order (the lists page's order). */
async function visibleListRows(db: Queryable, userId: number): Promise<ListRow[]> {
  return typed<ListRow[]>(
    visibleLists(db, userId)
      .orderBy([
        { column: 'l.title', order: 'asc' },
        { column: 'l.id', order: 'asc' },
      ])
      .select('l.id', 'l.title', 'l.created_by_id', 'l.modified_date'),
  );
}

export async function listShoppingLists({ db, user }: RecipeContext): Promise<ShoppingListSummary[]> {
  return summariesOf(db, user.id, await visibleListRows(db, user.id));
}

/** Every list the user sees with its items: their own and those shared with them, no one else's. */
export async function allShoppingLists({ db, user }: RecipeContext): Promise<ShoppingList[]> {
  return readLists(db, user.id, await visibleListRows(db, user.id));
}

export async function getShoppingList({ db, user }: RecipeContext, id: number): Promise<ShoppingList> {
  return readList(db, user.id, await loadList(db, user.id, id));
}

/** Shared users must exist, and the owner is not one of them. */
async function checkSharedUsers(db: Queryable, ownerId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => id !== ownerId);
  if (unique.length === 0) return [];
  const found = await typed<{ id: number }[]>(db('users').whereIn('id', unique).select('id'));
  if (found.length !== unique.length) {
    throw badRequest([{ field: 'sharedUsers', message: 'Every shared user must be an existing user.' }]);
  }
  return unique;
}

type ListSave = z.output<typeof shoppingListSaveSchema>;

/** Creates a list (within the owner's limit, counted under a lock) or renames and shares one (its owner). */
export async function saveShoppingList({ db, user }: RecipeContext, input: ListSave): Promise<ShoppingList> {
  return db.transaction(async (trx) => {
    const shared = await checkSharedUsers(trx, user.id, input.sharedUsers);
    const now = new Date();
    let id = input.id;
    if (id === 0) {
      await lockKeys(trx, [`recipe_shopping_lists:owner:${user.id}`]);
      const owned = await typed<{ n?: unknown } | undefined>(
        trx('recipe_shopping_lists').where({ created_by_id: user.id }).count({ n: '*' }).first(),
      );
      if (count(owned?.n) >= SHOPPING_LIMITS.listsPerOwner) {
        throw conflict(`You have reached the limit of ${SHOPPING_LIMITS.listsPerOwner} shopping lists.`);
      }
      id = await insertedId(
        trx('recipe_shopping_lists')
          .insert({ title: input.title, created_by_id: user.id, created_date: now, modified_date: now })
          .returning('id'),
      );
    } else {
      const row = await loadList(trx, user.id, id);
      if (row.created_by_id !== user.id) throw forbidden('Only the owner may rename or share this list.');
      await trx('recipe_shopping_lists').where({ id }).update({ title: input.title, modified_date: now });
      await trx('recipe_shopping_list_users').where({ list_id: id }).delete();
    }
    if (shared.length > 0) {
      await trx('recipe_shopping_list_users').insert(
        shared.map((userId) => ({ list_id: id, user_id: userId })),
      );
    }
    return readList(trx, user.id, await loadList(trx, user.id, id));
  });
}

export async function deleteShoppingList({ db, user }: RecipeContext, id: number): Promise<{ id: number }> {
  return db.transaction(async (trx) => {
    const row = await loadList(trx, user.id, id);
    if (row.created_by_id !== user.id) throw forbidden('Only the owner may delete this list.');
    await trx('recipe_shopping_items').where({ list_id: id }).delete();
    await trx('recipe_shopping_list_users').where({ list_id: id }).delete();
    await trx('recipe_shopping_lists').where({ id }).delete();
    return { id };
  });
}

/** Marks a list changed (its modified date), after its items changed. */
export async function touchList(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('recipe_shopping_lists').where({ id }).update({ modified_date: new Date() });
}
