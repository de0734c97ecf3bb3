// Money, depth: payees, remembered per user (a ledger's owner) on first use and suggested by a bounded
// prefix search of a lower-case key; a transaction's payee, category and split flag ("tags").
import type { Knex } from 'knex';
import { BUDGETING_LIMITS, type Payee, type TransactionTags } from '@lcars/contract/money';
import { bool, lockKeys } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { MoneyContext, Queryable } from './access.js';
import { checkLedgerCategory, transactionForEdit } from './categories.js';
import { loadLedger } from './ledgers.js';

/** The key a payee is found by: trimmed, inner spaces folded, lower case. */
export const payeeKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A LIKE pattern matching text that starts with `prefix` (its wildcards escaped). */
export const startsWithPattern = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The owner's payee of this name, made on first use. */
export async function payeeByName(trx: Knex.Transaction, ownerId: number, name: string): Promise<Payee> {
  const clean = name.trim().replace(/\s+/g, ' ');
  const key = payeeKey(clean);
  const found = await typed<{ id: number; name: string } | undefined>(
    trx('money_payees').where({ user_id: ownerId, name_key: key }).first('id', 'name'),
  );
  if (found) return { id: Number(found.id), name: found.name };
  await lockKeys(trx, [`money_payees:owner:${ownerId}`]);
  const again = await typed<{ id: number; name: string } | undefined>(
    trx('money_payees').where({ user_id: ownerId, name_key: key }).first('id', 'name'),
  );
  if (again) return { id: Number(again.id), name: again.name };
  const counted = await typed<{ n?: unknown } | undefined>(
    trx('money_payees').where({ user_id: ownerId }).count({ n: '*' }).first(),
  );
  if (Number(counted?.n ?? 0) >= BUDGETING_LIMITS.payees) {
    throw conflict(`The ledger's owner has reached the limit of ${BUDGETING_LIMITS.payees} payees.`);
  }
  const [row] = await typed<{ id: number }[]>(
    trx('money_payees').insert({ user_id: ownerId, name: clean, name_key: key }).returning(['id']),
  );
  if (!row) throw new Error('The payee was not stored.');
  return { id: Number(row.id), name: clean };
}

export async function suggestPayees(
  { db, user }: MoneyContext,
  ledgerId: number | undefined,
  typed_: string,
): Promise<Payee[]> {
  const ownerId =
    ledgerId === undefined ? user.id : (await loadLedger(db, user.id, ledgerId)).row.created_by_id;
  const key = payeeKey(typed_);
  if (ownerId === null || key === '') return [];
  const rows = await typed<{ id: number; name: string }[]>(
    db('money_payees')
      .where({ user_id: ownerId })
      .andWhereRaw("name_key like ? escape '\\'", [startsWithPattern(key)])
      .orderBy('name_key')
      .limit(BUDGETING_LIMITS.suggestions)
      .select('id', 'name'),
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

interface TagsRow {
  id: number | string;
  category_id: number | null;
  payee_id: number | null;
  payee: string | null;
  is_split: boolean | number;
}

const toTags = (row: TagsRow): TransactionTags => ({
  id: Number(row.id),
  categoryId: row.category_id === null ? null : Number(row.category_id),
  payeeId: row.payee_id === null ? null : Number(row.payee_id),
  payee: row.payee,
  split: bool(row.is_split),
});

function tagsQuery(db: Queryable) {
  return db('money_transactions as t')
    .leftJoin('money_payees as p', 'p.id', 't.payee_id')
    .select('t.id', 't.category_id', 't.payee_id', 'p.name as payee', 't.is_split');
}

export async function tagsOf(db: Queryable, id: number | string): Promise<TransactionTags> {
  const row = await typed<TagsRow | undefined>(tagsQuery(db).where('t.id', id).first());
  if (!row) throw new Error('The transaction is gone.');
  return toTags(row);
}

/** The tags of the rows on screen: only rows of this ledger, which the caller must be able to read. */
export async function ledgerTags(
  { db, user }: MoneyContext,
  ledgerId: number,
  ids: readonly number[],
): Promise<TransactionTags[]> {
  await loadLedger(db, user.id, ledgerId);
  if (ids.length === 0) return [];
  const rows = await typed<TagsRow[]>(
    tagsQuery(db)
      .where('t.ledger_id', ledgerId)
      .whereIn('t.id', [...new Set(ids)])
      .orderBy('t.id'),
  );
  return rows.map(toTags);
}

export function setTransactionCategory(
  { db, user }: MoneyContext,
  id: number,
  categoryId: number | null,
): Promise<TransactionTags> {
  return db.transaction(async (trx) => {
    const { ledger, row } = await transactionForEdit(trx, user.id, id);
    if (bool(row.is_split)) {
      throw badRequest([
        { field: 'categoryId', message: 'This transaction is split: change its parts, or undo the split.' },
      ]);
    }
    await checkLedgerCategory(trx, ledger, categoryId, 'categoryId');
    await trx('money_transactions')
      .where({ id })
      .update({ category_id: categoryId, modified_by_id: user.id, modified_at: trx.fn.now() });
    return tagsOf(trx, id);
  });
}

export function setTransactionPayee(
  { db, user }: MoneyContext,
  id: number,
  name: string,
): Promise<TransactionTags> {
  return db.transaction(async (trx) => {
    const { ledger } = await transactionForEdit(trx, user.id, id);
    const ownerId = ledger.row.created_by_id;
    if (ownerId === null && name !== '') {
      throw badRequest([{ field: 'payee', message: 'This ledger has no owner to keep payees for.' }]);
    }
    const payee = name === '' || ownerId === null ? null : await payeeByName(trx, ownerId, name);
    await trx('money_transactions')
      .where({ id })
      .update({ payee_id: payee?.id ?? null, modified_by_id: user.id, modified_at: trx.fn.now() });
    return tagsOf(trx, id);
  });
}
