// Money, depth: splits. A transaction split over several categories keeps its parts' cents summing exactly to
// its amount: saving refuses parts that do not (400 naming `parts`), and any later change of the amount (an
// edit, the type toggle) rescales the parts in proportion, by largest remainders, so the sum stays exact.
// Parts are written as the viewer sees the transaction (a right-group user sees signs reversed).
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { TransactionSplit, transactionSplitSchema } from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { typed } from '../../db/typed.js';
import { badRequest } from '../../http/errors.js';
import type { MoneyContext, Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { checkLedgerCategory, transactionForEdit } from './categories.js';
import { loadLedger, type LoadedLedger } from './ledgers.js';
import { notFoundMoney } from './access.js';

interface PartRow {
  id: number;
  category_id: number | null;
  amount: number | string;
  memo: string;
}

async function partsOf(db: Queryable, transactionId: number | string): Promise<PartRow[]> {
  return typed<PartRow[]>(
    db('money_transaction_splits')
      .where({ transaction_id: transactionId })
      .orderBy(['position', 'id'])
      .select('id', 'category_id', 'amount', 'memo'),
  );
}

function answer(id: number | string, stored: number, parts: PartRow[], reversed: boolean): TransactionSplit {
  const seen = (value: number) => (reversed ? -value || 0 : value);
  return {
    transactionId: Number(id),
    amount: seen(stored),
    parts: parts.map((part) => ({
      categoryId: part.category_id === null ? null : Number(part.category_id),
      amount: seen(cents(part.amount)),
      memo: part.memo,
    })),
  };
}

export async function getSplit({ db, user }: MoneyContext, id: number): Promise<TransactionSplit> {
  const row = await typed<{ ledger_id: number; amount: unknown } | undefined>(
    db('money_transactions').where({ id }).first('ledger_id', 'amount'),
  );
  if (!row) throw notFoundMoney('transaction', id);
  const ledger = await loadLedger(db, user.id, row.ledger_id);
  return answer(id, cents(row.amount), await partsOf(db, id), ledger.permissions.side === 2);
}

type SplitInput = z.output<typeof transactionSplitSchema>;

/** What writing a split needs of the stored transaction. */
interface SplitTarget {
  id: number | string;
  ledger_id: number;
  amount: unknown;
  transaction_date: unknown;
  is_split: unknown;
}

export function saveSplit(
  { db, user }: MoneyContext,
  id: number,
  input: SplitInput,
): Promise<TransactionSplit> {
  return db.transaction(async (trx) => {
    const { ledger, row } = await transactionForEdit(trx, user.id, id);
    return writeSplit(trx, ledger, row, input.parts, user.id);
  });
}

/**
 * Writes a transaction's split parts (none undoes the split), seen as the caller sees the transaction: the
 * parts must sum to its amount exactly and use the ledger owner's categories. Also used by the undo of a
 * delete, which puts the parts back with the row.
 */
export async function writeSplit(
  trx: Knex.Transaction,
  ledger: LoadedLedger,
  row: SplitTarget,
  parts: SplitInput['parts'],
  userId: number,
): Promise<TransactionSplit> {
  const id = row.id;
  const reversed = ledger.permissions.side === 2;
  const stored = cents(row.amount);
  const seenAmount = reversed ? -stored || 0 : stored;
  if (parts.length === 1) {
    throw badRequest([{ field: 'parts', message: 'A split has two parts or more (or none, to undo it).' }]);
  }
  const sum = parts.reduce((total, part) => total + part.amount, 0);
  if (parts.length > 0 && sum !== seenAmount) {
    throw badRequest([
      {
        field: 'parts',
        message: `The parts sum to ${sum} cents, not the transaction's ${seenAmount}.`,
      },
    ]);
  }
  for (const [index, part] of parts.entries()) {
    await checkLedgerCategory(trx, ledger, part.categoryId, `parts.${index}.categoryId`);
  }
  await trx('money_transaction_splits').where({ transaction_id: id }).delete();
  if (parts.length > 0) {
    await trx('money_transaction_splits').insert(
      parts.map((part, position) => ({
        transaction_id: id,
        ledger_id: row.ledger_id,
        transaction_date: row.transaction_date,
        category_id: part.categoryId,
        amount: reversed ? -part.amount || 0 : part.amount,
        memo: part.memo,
        position,
      })),
    );
  }
  const split = parts.length > 0;
  if (split !== bool(row.is_split) || split) {
    await trx('money_transactions')
      .where({ id })
      .update({
        is_split: split,
        // A split transaction's categories are its parts'.
        ...(split ? { category_id: null } : {}),
        modified_by_id: userId,
        modified_at: trx.fn.now(),
      });
  }
  return answer(id, stored, await partsOf(trx, id), reversed);
}

/**
 * Parts rescaled to a new total: each part's exact share (part x total / old total) rounded down, then the
 * cents left over given one each to the parts with the largest remainders (the first on ties). The sum is
 * the new total exactly. Parts of both signs (a refund inside a purchase) give the whole change to the first
 * part, as an old total of 0 does: their shares grow with how little the parts add up to ($500 and -$499
 * rescaled from $1 to $10,000 would be $5,000,000 and -$4,990,000, past any real amount and past exact numbers).
 */
export function rescaleParts(parts: readonly number[], total: number): number[] {
  const old = parts.reduce((sum, part) => sum + part, 0);
  if (parts.length === 0) return [];
  const bothSigns = parts.some((part) => part > 0) && parts.some((part) => part < 0);
  if (old === 0 || bothSigns) {
    return parts.map((part, index) => (index === 0 ? part + (total - old) : part));
  }
  let den = BigInt(old);
  const target = BigInt(total);
  const sign = den < 0n ? -1n : 1n;
  den *= sign;
  const shares = parts.map((part, index) => {
    const num = BigInt(part) * target * sign;
    let quotient = num / den;
    if (num % den !== 0n && num < 0n) quotient -= 1n; // floor, not truncation
    return { index, quotient, remainder: num - quotient * den };
  });
  let left = target - shares.reduce((sum, share) => sum + share.quotient, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    share.quotient += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.quotient));
}

/**
 * Keeps a split transaction's parts in step with the row after any rewrite: the parts follow its date and,
 * when the amount changed, are rescaled to it. Called by transactions.ts after every change of a row.
 */
export async function followSplit(
  trx: Knex.Transaction,
  transaction: { id: number | string; amount: unknown; transaction_date: string },
): Promise<void> {
  const parts = await typed<(PartRow & { transaction_date: string })[]>(
    trx('money_transaction_splits')
      .where({ transaction_id: transaction.id })
      .orderBy(['position', 'id'])
      .select('id', 'category_id', 'amount', 'memo', 'transaction_date'),
  );
  if (parts.length === 0) return;
  const amounts = parts.map((part) => cents(part.amount));
  const total = cents(transaction.amount);
  const sum = amounts.reduce((a, b) => a + b, 0);
  const next = sum === total ? amounts : rescaleParts(amounts, total);
  for (const [index, part] of parts.entries()) {
    const amount = next[index] ?? 0;
    if (amount !== amounts[index] || part.transaction_date !== transaction.transaction_date) {
      await trx('money_transaction_splits')
        .where({ id: part.id })
        .update({ amount, transaction_date: transaction.transaction_date });
    }
  }
}
