// Search across a ledger's transactions (live and reconciled: memo, amount, date range), the same filters
// as a CSV export, and the restore of a deleted transaction (the undo of a delete, posted like a new one).
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  EXPORT_MAX_ROWS,
  MONEY_DATA_MESSAGES,
  type MoneyResult,
  type Transaction,
  type TransactionSearchResult,
  type transactionRestoreSchema,
  type transactionSearchSchema,
} from '@lcars/contract/money';
import { count } from '../../../db/knex.js';
import { containsPattern } from '../../../db/paging.js';
import { badRequest } from '../../../http/errors.js';
import { requireEdit, type MoneyContext, type Queryable } from '../access.js';
import { centsToDecimal } from '../arithmetic.js';
import { checkLedgerCategory } from '../categories.js';
import { loadLedger } from '../ledgers.js';
import { payeeByName } from '../payees.js';
import { writeSplit } from '../splits.js';
import { TRANSACTION_COLUMNS, postTransaction, toTransaction, type TransactionRow } from '../postings.js';
import { seenIn, storedAs } from '../transactions.js';
import { typed } from '../../../db/typed.js';

export interface SearchFilters {
  memo: string;
  amountFrom?: number | null;
  amountTo?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

function filtered(db: Queryable, ledgerId: number, filters: SearchFilters): Knex.QueryBuilder {
  const query = db('money_transactions').where({ ledger_id: ledgerId });
  if (filters.memo !== '') query.whereRaw("lower(memo) like ? escape '\\'", [containsPattern(filters.memo)]);
  // Amounts match on their size: 12.50 finds the deposit and the withdrawal.
  if (filters.amountFrom != null) query.whereRaw('abs(amount) >= ?', [filters.amountFrom]);
  if (filters.amountTo != null) query.whereRaw('abs(amount) <= ?', [filters.amountTo]);
  if (filters.dateFrom != null) query.where('transaction_date', '>=', filters.dateFrom);
  if (filters.dateTo != null) query.where('transaction_date', '<=', filters.dateTo);
  return query;
}

export async function searchTransactions(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: z.output<typeof transactionSearchSchema>,
): Promise<TransactionSearchResult> {
  const loaded = await loadLedger(db, user.id, ledgerId);
  const totalRow = await typed<{ n?: unknown } | undefined>(
    filtered(db, ledgerId, input).count({ n: '*' }).first(),
  );
  const total = count(totalRow?.n);
  const rows = await typed<TransactionRow[]>(
    filtered(db, ledgerId, input)
      .orderBy([
        { column: 'transaction_date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(input.itemsPerPage)
      .offset((input.page - 1) * input.itemsPerPage)
      .select(...TRANSACTION_COLUMNS),
  );
  return {
    total,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    pageCount: Math.ceil(total / input.itemsPerPage),
    // As the ledger's page shows them: a right-group user sees every amount with its sign reversed.
    records: rows.map((row) => seenIn(loaded, toTransaction(row))),
  };
}

/** A cell as RFC 4180 writes it; text a spreadsheet would run as a formula is quoted with a leading '. */
export function csvCell(value: string, text = true): string {
  let cell = value;
  if (text && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) || cell !== value ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export const EXPORT_COLUMNS = [
  'Date',
  'Memo',
  'Amount',
  'Type',
  'Pending',
  'Reconciled',
  'Reconciliation date',
  'Id',
] as const;

/** The ledger's transactions (filtered like a search) as CSV text, oldest first, with a header row. */
export async function exportLedger(
  { db, user }: MoneyContext,
  ledgerId: number,
  filters: SearchFilters,
): Promise<{ title: string; csv: string; rows: number }> {
  const loaded = await loadLedger(db, user.id, ledgerId);
  const rows = await typed<TransactionRow[]>(
    filtered(db, ledgerId, filters)
      .orderBy([
        { column: 'transaction_date', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(EXPORT_MAX_ROWS + 1)
      .select(...TRANSACTION_COLUMNS),
  );
  if (rows.length > EXPORT_MAX_ROWS) {
    throw badRequest([
      {
        field: 'dateFrom',
        message: `More than ${EXPORT_MAX_ROWS} transactions: export a shorter date range.`,
      },
    ]);
  }
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const row of rows) {
    const transaction = seenIn(loaded, toTransaction(row));
    lines.push(
      [
        transaction.transactionDate,
        csvCell(transaction.memo),
        centsToDecimal(transaction.amount),
        transaction.transactionTypeId === 2 ? 'Withdrawal' : 'Deposit',
        transaction.transactionInitiated ? 'Yes' : 'No',
        transaction.reconciled ? 'Yes' : 'No',
        transaction.reconciliationDate ?? '',
        String(transaction.id),
      ].join(','),
    );
  }
  return { title: loaded.row.title, csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}

/**
 * Puts a deleted transaction back as it was (a new id), through the same posting code as an add, with its
 * category, payee and split parts in the same database transaction: all of it comes back, or none.
 */
export async function restoreTransaction(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: z.output<typeof transactionRestoreSchema>,
): Promise<MoneyResult<Transaction>> {
  const restored = await db.transaction(async (trx) => {
    const loaded = await loadLedger(trx, user.id, ledgerId);
    requireEdit(loaded.permissions, 'ledger');
    const parts = input.parts ?? [];
    if (parts.length > 0 && input.categoryId != null) {
      throw badRequest([
        { field: 'categoryId', message: 'A split transaction takes its categories from its parts.' },
      ]);
    }
    await checkLedgerCategory(trx, loaded, input.categoryId ?? null, 'categoryId');
    const ownerId = loaded.row.created_by_id;
    const payee = input.payee && ownerId !== null ? await payeeByName(trx, ownerId, input.payee) : null;
    // Restored as the user saw it when they deleted it: a right-group user's amount is stored reversed.
    const { amount, typeId } = storedAs(loaded, input.amount, input.transactionTypeId);
    const row = await postTransaction(trx, loaded.row, user.id, {
      amount,
      typeId,
      memo: input.memo,
      transactionDate: input.transactionDate,
      initiated: input.transactionInitiated,
      orderId: input.orderId,
      reconciled: input.reconciled,
      reconciliationDate: input.reconciled ? (input.reconciliationDate ?? input.transactionDate) : null,
    });
    if (input.categoryId != null || payee) {
      await trx('money_transactions')
        .where({ id: row.id })
        .update({ category_id: input.categoryId ?? null, payee_id: payee?.id ?? null });
    }
    if (parts.length > 0) await writeSplit(trx, loaded, { ...row, is_split: false }, parts, user.id);
    return seenIn(loaded, toTransaction(row));
  });
  return { success: true, message: MONEY_DATA_MESSAGES.restored, result: restored };
}
