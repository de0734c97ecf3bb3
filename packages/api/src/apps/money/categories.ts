// Money, depth: category groups and categories (a user's own lists), and a transaction's category. A ledger's
// transactions take the categories of the ledger's owner: a shared user reads the owner's lists and, with the
// share's edit right, picks from them; only the owner changes the lists themselves.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BUDGETING_LIMITS,
  type Category,
  type CategoryGroup,
  type CategoryList,
  type categoryGroupSaveSchema,
  type categorySaveSchema,
} from '@lcars/contract/money';
import { bool, lockKeys } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { badRequest, conflict } from '../../http/errors.js';
import { notFoundMoney, requireEdit, type MoneyContext, type Queryable } from './access.js';
import { loadLedger, type LoadedLedger } from './ledgers.js';

interface GroupRow {
  id: number;
  user_id: number;
  name: string;
  sort_order: number;
}
interface CategoryRow extends GroupRow {
  group_id: number | null;
  carry_over: boolean | number;
}

const toGroup = (row: GroupRow): CategoryGroup => ({
  id: Number(row.id),
  name: row.name,
  sortOrder: Number(row.sort_order),
});
export const toCategory = (row: CategoryRow): Category => ({
  id: Number(row.id),
  name: row.name,
  groupId: row.group_id === null ? null : Number(row.group_id),
  carryOver: bool(row.carry_over),
  sortOrder: Number(row.sort_order),
});

/** The category lists of one user, in their order. */
export async function categoriesOf(
  db: Queryable,
  ownerId: number | null,
): Promise<CategoryList['categories']> {
  if (ownerId === null) return [];
  const rows = await typed<CategoryRow[]>(
    db('money_categories').where({ user_id: ownerId }).orderBy(['sort_order', 'name', 'id']),
  );
  return rows.map(toCategory);
}

export async function listCategories(
  { db, user }: MoneyContext,
  ledgerId: number | undefined,
): Promise<CategoryList> {
  const ownerId =
    ledgerId === undefined ? user.id : (await loadLedger(db, user.id, ledgerId)).row.created_by_id;
  const groups =
    ownerId === null
      ? []
      : await typed<GroupRow[]>(
          db('money_category_groups').where({ user_id: ownerId }).orderBy(['sort_order', 'name', 'id']),
        );
  return {
    ownerId,
    own: ownerId === user.id,
    groups: groups.map(toGroup),
    categories: await categoriesOf(db, ownerId),
  };
}

type GroupInput = z.output<typeof categoryGroupSaveSchema>;
type CategoryInput = z.output<typeof categorySaveSchema>;

async function ownGroup(db: Queryable, userId: number, id: number): Promise<GroupRow> {
  const row = await typed<GroupRow | undefined>(
    db('money_category_groups').where({ id, user_id: userId }).first(),
  );
  if (!row) throw notFoundMoney('category group', id);
  return row;
}

/** One of the user's own categories (another user's is not found: lists are never shared for writing). */
export async function ownCategory(db: Queryable, userId: number, id: number): Promise<CategoryRow> {
  const row = await typed<CategoryRow | undefined>(
    db('money_categories').where({ id, user_id: userId }).first(),
  );
  if (!row) throw notFoundMoney('category', id);
  return row;
}

async function underLimit(
  trx: Knex.Transaction,
  table: 'money_categories' | 'money_category_groups',
  userId: number,
  max: number,
): Promise<void> {
  await lockKeys(trx, [`${table}:owner:${userId}`]);
  const row = await typed<{ n?: unknown } | undefined>(
    trx(table).where({ user_id: userId }).count({ n: '*' }).first(),
  );
  if (Number(row?.n ?? 0) >= max) {
    throw conflict(
      `You have reached the limit of ${max} ${table === 'money_categories' ? 'categories' : 'category groups'}.`,
    );
  }
}

export function createGroup({ db, user }: MoneyContext, input: GroupInput): Promise<CategoryGroup> {
  return db.transaction(async (trx) => {
    await underLimit(trx, 'money_category_groups', user.id, BUDGETING_LIMITS.groups);
    const [row] = await typed<GroupRow[]>(
      trx('money_category_groups')
        .insert({ user_id: user.id, name: input.name, sort_order: input.sortOrder ?? 0 })
        .returning(['id', 'user_id', 'name', 'sort_order']),
    );
    if (!row) throw new Error('The category group was not stored.');
    return toGroup(row);
  });
}

export function updateGroup(
  { db, user }: MoneyContext,
  id: number,
  input: GroupInput,
): Promise<CategoryGroup> {
  return db.transaction(async (trx) => {
    const before = await ownGroup(trx, user.id, id);
    await trx('money_category_groups')
      .where({ id })
      .update({ name: input.name, sort_order: input.sortOrder ?? before.sort_order });
    return toGroup(await ownGroup(trx, user.id, id));
  });
}

export async function deleteGroup({ db, user }: MoneyContext, id: number): Promise<boolean> {
  await db.transaction(async (trx) => {
    await ownGroup(trx, user.id, id);
    await trx('money_categories').where({ group_id: id }).update({ group_id: null });
    await trx('money_category_groups').where({ id }).delete();
  });
  return true;
}

async function checkGroup(db: Queryable, userId: number, groupId: number | null | undefined): Promise<void> {
  if (groupId === null || groupId === undefined) return;
  const found = await typed<unknown>(
    db('money_category_groups').where({ id: groupId, user_id: userId }).first('id'),
  );
  if (!found)
    throw badRequest([{ field: 'groupId', message: `The category group ${groupId} is not yours.` }]);
}

export function createCategory({ db, user }: MoneyContext, input: CategoryInput): Promise<Category> {
  return db.transaction(async (trx) => {
    await checkGroup(trx, user.id, input.groupId);
    await underLimit(trx, 'money_categories', user.id, BUDGETING_LIMITS.categories);
    const [row] = await typed<CategoryRow[]>(
      trx('money_categories')
        .insert({
          user_id: user.id,
          group_id: input.groupId ?? null,
          name: input.name,
          carry_over: input.carryOver ?? false,
          sort_order: input.sortOrder ?? 0,
        })
        .returning(['id', 'user_id', 'group_id', 'name', 'carry_over', 'sort_order']),
    );
    if (!row) throw new Error('The category was not stored.');
    return toCategory(row);
  });
}

export function updateCategory(
  { db, user }: MoneyContext,
  id: number,
  input: CategoryInput,
): Promise<Category> {
  return db.transaction(async (trx) => {
    const before = await ownCategory(trx, user.id, id);
    await checkGroup(trx, user.id, input.groupId);
    await trx('money_categories')
      .where({ id })
      .update({
        name: input.name,
        group_id: input.groupId === undefined ? before.group_id : input.groupId,
        carry_over: input.carryOver ?? bool(before.carry_over),
        sort_order: input.sortOrder ?? before.sort_order,
      });
    return toCategory(await ownCategory(trx, user.id, id));
  });
}

export async function deleteCategory({ db, user }: MoneyContext, id: number): Promise<boolean> {
  await db.transaction(async (trx) => {
    await ownCategory(trx, user.id, id);
    // Spelt out rather than left to the foreign keys, which the schema declares but a database may not enforce.
    await trx('money_transactions').where({ category_id: id }).update({ category_id: null });
    await trx('money_transaction_splits').where({ category_id: id }).update({ category_id: null });
    await trx('money_budgets').where({ category_id: id }).delete();
    await trx('money_categories').where({ id }).delete();
  });
  return true;
}

/**
 * A category a transaction of this ledger may take: one of the ledger owner's (null, uncategorised, always).
 * Refused naming `field` otherwise.
 */
export async function checkLedgerCategory(
  db: Queryable,
  ledger: LoadedLedger,
  categoryId: number | null,
  field: string,
): Promise<void> {
  if (categoryId === null) return;
  const ownerId = ledger.row.created_by_id;
  const found =
    ownerId === null
      ? undefined
      : await typed<unknown>(db('money_categories').where({ id: categoryId, user_id: ownerId }).first('id'));
  if (!found) {
    throw badRequest([
      { field, message: `The category ${categoryId} is not one of the ledger owner's categories.` },
    ]);
  }
}

/** The ledger of a transaction, loaded for a change (the caller's rights now; 404 when it cannot see it). */
export async function transactionForEdit(
  trx: Knex.Transaction,
  userId: number,
  id: number,
): Promise<{ ledger: LoadedLedger; row: TagRow }> {
  const row = await typed<TagRow | undefined>(
    trx('money_transactions')
      .where({ id })
      .first(...TAG_COLUMNS),
  );
  if (!row) throw notFoundMoney('transaction', id);
  const ledger = await loadLedger(trx, userId, row.ledger_id);
  requireEdit(ledger.permissions, 'ledger');
  return { ledger, row };
}

export interface TagRow {
  id: number | string;
  ledger_id: number;
  amount: number | string;
  transaction_date: string;
  memo: string;
  category_id: number | null;
  payee_id: number | null;
  is_split: boolean | number;
}
export const TAG_COLUMNS = [
  'id',
  'ledger_id',
  'amount',
  'transaction_date',
  'memo',
  'category_id',
  'payee_id',
  'is_split',
] as const;
