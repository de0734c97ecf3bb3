// Writing transactions: every change keeps the per-month totals (money_ledger_months) and, for a ledger in
// balance mode 2 (Account) that affects the current balance, the linked account's currentBalance, inside
// the caller's database transaction. A link moves the account only while the ledger's owner may still edit
// it (access.ts, mayEditAccount).
import type { Knex } from 'knex';
import { BalanceMode, TransactionType, type Transaction } from '../../contract/index.js';
import { bool } from '../../db/knex.js';
import { mayEditAccount } from './access.js';
import { centsToDecimal, cents } from './arithmetic.js';
import { typed } from './typed.js';

export interface TransactionRow {
  id: number | string;
  ledger_id: number;
  amount: number | string;
  transaction_type_id: number;
  memo: string;
  transaction_date: string;
  reconciliation_date: string | null;
  reconciled: boolean | number;
  archived: boolean | number;
  order_id: number;
  transaction_initiated: boolean | number;
  automated_transaction: boolean | number;
  balance?: unknown;
}

export const TRANSACTION_COLUMNS = [
  'id',
  'ledger_id',
  'amount',
  'transaction_type_id',
  'memo',
  'transaction_date',
  'reconciliation_date',
  'reconciled',
  'archived',
  'order_id',
  'transaction_initiated',
  'automated_transaction',
] as const;

export function toTransaction(row: TransactionRow, balance: number | null = null): Transaction {
  const amount = cents(row.amount);
  return {
    id: Number(row.id),
    ledgerId: Number(row.ledger_id),
    amount,
    amountD: centsToDecimal(amount),
    memo: row.memo,
    transactionDate: row.transaction_date,
    reconciliationDate: row.reconciliation_date,
    reconciled: bool(row.reconciled),
    archived: bool(row.archived),
    orderId: Number(row.order_id),
    transactionInitiated: bool(row.transaction_initiated),
    transactionTypeId: Number(row.transaction_type_id),
    automatedTransaction: bool(row.automated_transaction),
    balance,
  };
}

/** Signed cents for a type: withdrawals negative, deposits positive. */
export function signedAmount(amount: number, typeId: number | undefined): { amount: number; typeId: number } {
  if (typeId === undefined) {
    return { amount, typeId: amount < 0 ? TransactionType.Withdrawl : TransactionType.Deposit };
  }
  const magnitude = Math.abs(amount);
  return { amount: typeId === TransactionType.Withdrawl ? -magnitude : magnitude, typeId };
}

/** Adds `amount` and `rows` to the total of a ledger's month in the reconciled or live set. */
export async function addToMonth(
  trx: Knex.Transaction,
  ledgerId: number,
  reconciled: boolean,
  date: string,
  amount: number,
  rows: number,
): Promise<void> {
  await trx('money_ledger_months')
    .insert({ ledger_id: ledgerId, reconciled, month: date.slice(0, 7), total: amount, row_count: rows })
    .onConflict(['ledger_id', 'reconciled', 'month'])
    .merge({
      total: trx.raw('money_ledger_months.total + excluded.total'),
      row_count: trx.raw('money_ledger_months.row_count + excluded.row_count'),
    });
}

export interface PostingLedger {
  id: number;
  balance_mode_id: number;
  balance_account_id: number | null;
  enable_ledger_affects_current_balance: boolean | number;
  created_by_id: number | null;
}

/**
 * Moves the linked account's balance by `delta` when the ledger posts to it (balance mode 2) and its owner
 * may still edit the account; answers whether it moved.
 */
export async function moveAccount(
  trx: Knex.Transaction,
  ledger: PostingLedger,
  delta: number,
): Promise<boolean> {
  if (
    delta === 0 ||
    ledger.balance_mode_id !== BalanceMode.Account ||
    ledger.balance_account_id === null ||
    !bool(ledger.enable_ledger_affects_current_balance) ||
    !(await mayEditAccount(trx, ledger.created_by_id, ledger.balance_account_id))
  ) {
    return false;
  }
  await trx('money_accounts')
    .where({ id: ledger.balance_account_id })
    .update({ current_balance: trx.raw('current_balance + ?', [delta]), modified_at: trx.fn.now() });
  return true;
}

export interface NewTransaction {
  amount: number;
  typeId: number;
  memo: string;
  transactionDate: string;
  initiated?: boolean;
  orderId?: number;
  automated?: boolean;
  reconciled?: boolean;
  reconciliationDate?: string | null;
  /** The import batch that posted it (undo of a whole import). */
  importBatchId?: number | null;
  /** The bank's own id of the transaction (OFX FITID), for finding duplicates in a later import. */
  externalId?: string | null;
}

/** Inserts one transaction and keeps the totals; returns the stored row. */
export async function postTransaction(
  trx: Knex.Transaction,
  ledger: PostingLedger,
  userId: number | null,
  entry: NewTransaction,
): Promise<TransactionRow> {
  const reconciled = entry.reconciled ?? false;
  const [row] = await typed<TransactionRow[]>(
    trx('money_transactions')
      .insert({
        ledger_id: ledger.id,
        amount: entry.amount,
        transaction_type_id: entry.typeId,
        memo: entry.memo,
        transaction_date: entry.transactionDate,
        reconciliation_date: entry.reconciliationDate ?? null,
        reconciled,
        order_id: entry.orderId ?? 0,
        transaction_initiated: entry.initiated ?? false,
        automated_transaction: entry.automated ?? false,
        import_batch_id: entry.importBatchId ?? null,
        external_id: entry.externalId ?? null,
        created_by_id: userId,
        modified_by_id: userId,
      })
      .returning([...TRANSACTION_COLUMNS]),
  );
  if (!row) throw new Error('The transaction was not stored.');
  await addToMonth(trx, ledger.id, reconciled, entry.transactionDate, entry.amount, 1);
  await moveAccount(trx, ledger, entry.amount);
  return row;
}

/** Removes a stored row's contribution (before an update or a delete). */
export async function withdrawContribution(trx: Knex.Transaction, row: TransactionRow): Promise<void> {
  await addToMonth(trx, row.ledger_id, bool(row.reconciled), row.transaction_date, -cents(row.amount), -1);
}

/** Adds a stored row's contribution (after an update). */
export async function addContribution(trx: Knex.Transaction, row: TransactionRow): Promise<void> {
  await addToMonth(trx, row.ledger_id, bool(row.reconciled), row.transaction_date, cents(row.amount), 1);
}

/** Deletes a stored row and takes back what it added: its month total and the linked account's balance. */
export async function removeTransaction(
  trx: Knex.Transaction,
  ledger: PostingLedger,
  row: TransactionRow,
): Promise<void> {
  await trx('money_transactions').where({ id: row.id }).delete();
  await withdrawContribution(trx, row);
  await moveAccount(trx, ledger, -cents(row.amount));
}
