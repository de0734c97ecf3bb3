// Writing transactions: every change keeps the per-month totals (money_ledger_months), the stored running
// balances and, for a ledger in balance mode 2 (Account) that affects the current balance, the linked
// account's currentBalance, inside the caller's database transaction. A link moves the account only while the
// ledger's owner may still edit it (access.ts, mayEditAccount).
//
// Running balances (docs/decisions.md, "Money: running balances as month and day checkpoints"): a row's
// `day_running` is the sum of its set's rows (live or reconciled) of its day up to and including it (by id), a
// day's `opening` (money_ledger_days) the sum of its month's days before it, a month's `opening` the sum of its
// set's months before it; a row's balance is the three added. addToMonth (one day) and refreshMonth (a whole
// month) are the one place that keeps them: whoever writes rows of a ledger (posting, edit, delete, reconcile,
// schedules, template copies, demo content, bank import) calls one for what it touched, AFTER writing the rows. lockLedger, taken before the rows are
// written, makes concurrent writers to one ledger take turns on PostgreSQL (SQLite has one writer anyway).
import type { Knex } from 'knex';
import { BalanceMode, TransactionType, type Transaction } from '@lcars/contract/money';
import { bool } from '../../db/knex.js';
import { mayEditAccount } from './access.js';
import { centsToDecimal, cents } from './arithmetic.js';
import { typed } from '../../db/typed.js';

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
  transfer_id?: number | string | null;
  statement_locked?: boolean | number;
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
  'transfer_id',
  'statement_locked',
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
    transferId: row.transfer_id == null ? null : Number(row.transfer_id),
    locked: bool(row.statement_locked ?? false),
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

/** The first and last day of a date's month, as text that compares the same in any collation. */
function monthBounds(month: string): [string, string] {
  return [`${month}-01`, `${month}-31`];
}

/**
 * Makes concurrent writers to one ledger take turns: a row lock on the ledger, held to the end of the
 * caller's transaction (PostgreSQL). Take it before writing the ledger's rows. SQLite has one connection and
 * one writer, so there is nothing to do.
 */
export async function lockLedger(trx: Knex.Transaction, ledgerId: number): Promise<void> {
  if ((trx.client as { config: { client: string } }).config.client !== 'pg') return;
  await trx.raw('select id from money_ledgers where id = ? for update', [ledgerId]);
}

/** The first and last day of a date's month, as text that compares the same in any collation. */
function monthOf(day: string): { month: string; first: string; last: string } {
  const month = day.slice(0, 7);
  const [first, last] = monthBounds(month);
  return { month, first, last };
}

/**
 * From one day of a month on: the openings of that month's later days (31 at most), the month's total and row
 * count from its days, then the openings of that month and every later one (a few hundred months at most).
 */
async function refreshFrom(trx: Knex.Transaction, ledgerId: number, reconciled: boolean, day: string) {
  const { month, first, last } = monthOf(day);
  await trx.raw(
    `update money_ledger_days set opening = w.opening
     from (select day, coalesce(sum(total) over (order by day
             rows between unbounded preceding and 1 preceding), 0) as opening
           from money_ledger_days where ledger_id = ? and reconciled = ? and day between ? and ?) w
     where money_ledger_days.ledger_id = ? and money_ledger_days.reconciled = ?
       and money_ledger_days.day = w.day and money_ledger_days.day >= ? and money_ledger_days.opening <> w.opening`,
    [ledgerId, reconciled, first, last, ledgerId, reconciled, day],
  );
  await trx.raw(
    `update money_ledger_months set total = w.total, row_count = w.row_count
     from (select coalesce(sum(total), 0) as total, coalesce(sum(row_count), 0) as row_count
           from money_ledger_days where ledger_id = ? and reconciled = ? and day between ? and ?) w
     where ledger_id = ? and reconciled = ? and month = ?
       and (money_ledger_months.total <> w.total or money_ledger_months.row_count <> w.row_count)`,
    [ledgerId, reconciled, first, last, ledgerId, reconciled, month],
  );
  await trx.raw(
    `update money_ledger_months set opening = w.opening
     from (select month, coalesce(sum(total) over (order by month
             rows between unbounded preceding and 1 preceding), 0) as opening
           from money_ledger_months where ledger_id = ? and reconciled = ?) w
     where money_ledger_months.ledger_id = ? and money_ledger_months.reconciled = ?
       and money_ledger_months.month = w.month and money_ledger_months.month >= ?
       and money_ledger_months.opening <> w.opening`,
    [ledgerId, reconciled, ledgerId, reconciled, month],
  );
}

/**
 * Recomputes one day of a ledger's set from its rows: the rows' `day_running` (only those after a change move),
 * the day's total and row count (so they stay exact even when a caller's delta was not), then what follows from
 * it (refreshFrom). The cost follows the rows of one day, not of the month or the ledger.
 */
export async function refreshDay(
  trx: Knex.Transaction,
  ledgerId: number,
  reconciled: boolean,
  day: string,
): Promise<void> {
  await trx.raw(
    `update money_transactions set day_running = w.running
     from (select id, sum(amount) over (order by id rows between unbounded preceding and current row) as running
           from money_transactions where ledger_id = ? and reconciled = ? and transaction_date = ?) w
     where money_transactions.id = w.id and money_transactions.day_running <> w.running`,
    [ledgerId, reconciled, day],
  );
  const sums = await typed<{ total: unknown; row_count: unknown } | undefined>(
    trx('money_transactions')
      .where({ ledger_id: ledgerId, reconciled, transaction_date: day })
      .first(trx.raw('coalesce(sum(amount), 0) as total'), trx.raw('count(*) as row_count')),
  );
  const rowCount = Number(sums?.row_count ?? 0);
  if (rowCount === 0) {
    await trx('money_ledger_days').where({ ledger_id: ledgerId, reconciled, day }).delete();
  } else {
    await trx('money_ledger_days')
      .insert({ ledger_id: ledgerId, reconciled, day, total: cents(sums?.total), row_count: rowCount })
      .onConflict(['ledger_id', 'reconciled', 'day'])
      .merge(['total', 'row_count']);
  }
  await refreshFrom(trx, ledgerId, reconciled, day);
}

/**
 * Recomputes a whole month of a ledger's set from its rows (after a bulk write to several of its days, such as
 * a template's copy): every day's rows and totals, then what follows from the month's first day.
 */
export async function refreshMonth(
  trx: Knex.Transaction,
  ledgerId: number,
  reconciled: boolean,
  month: string,
): Promise<void> {
  await lockLedger(trx, ledgerId);
  const [first, last] = monthBounds(month);
  await trx('money_ledger_months')
    .insert({ ledger_id: ledgerId, reconciled, month, total: 0, row_count: 0 })
    .onConflict(['ledger_id', 'reconciled', 'month'])
    .ignore();
  await trx.raw(
    `update money_transactions set day_running = w.running
     from (select id, sum(amount) over (partition by transaction_date order by id
             rows between unbounded preceding and current row) as running
           from money_transactions
           where ledger_id = ? and reconciled = ? and transaction_date between ? and ?) w
     where money_transactions.id = w.id and money_transactions.day_running <> w.running`,
    [ledgerId, reconciled, first, last],
  );
  await trx('money_ledger_days')
    .where({ ledger_id: ledgerId, reconciled })
    .whereBetween('day', [first, last])
    .delete();
  await trx.raw(
    `insert into money_ledger_days (ledger_id, reconciled, day, total, row_count)
     select ledger_id, reconciled, transaction_date, sum(amount), count(*) from money_transactions
     where ledger_id = ? and reconciled = ? and transaction_date between ? and ?
     group by ledger_id, reconciled, transaction_date`,
    [ledgerId, reconciled, first, last],
  );
  await refreshFrom(trx, ledgerId, reconciled, first);
}

/**
 * Recomputes every month and day total, opening and running balance of a ledger from its rows: for bulk loads
 * (a benchmark's, an import's) that wrote rows without addToMonth.
 */
export async function rebuildLedgerBalances(trx: Knex.Transaction, ledgerId: number): Promise<void> {
  await lockLedger(trx, ledgerId);
  await trx('money_ledger_months').where({ ledger_id: ledgerId }).delete();
  await trx('money_ledger_days').where({ ledger_id: ledgerId }).delete();
  await trx.raw(
    `insert into money_ledger_months (ledger_id, reconciled, month, total, row_count)
     select ledger_id, reconciled, substr(transaction_date, 1, 7), sum(amount), count(*)
     from money_transactions where ledger_id = ?
     group by ledger_id, reconciled, substr(transaction_date, 1, 7)`,
    [ledgerId],
  );
  await trx.raw(
    `insert into money_ledger_days (ledger_id, reconciled, day, total, row_count)
     select ledger_id, reconciled, transaction_date, sum(amount), count(*)
     from money_transactions where ledger_id = ?
     group by ledger_id, reconciled, transaction_date`,
    [ledgerId],
  );
  await trx.raw(
    `update money_transactions set day_running = w.running
     from (select id, sum(amount) over (partition by reconciled, transaction_date
             order by id rows between unbounded preceding and current row) as running
           from money_transactions where ledger_id = ?) w
     where money_transactions.id = w.id and money_transactions.day_running <> w.running`,
    [ledgerId],
  );
  await trx.raw(
    `update money_ledger_days set opening = w.opening
     from (select reconciled, day, coalesce(sum(total) over (partition by reconciled, substr(day, 1, 7)
             order by day rows between unbounded preceding and 1 preceding), 0) as opening
           from money_ledger_days where ledger_id = ?) w
     where money_ledger_days.ledger_id = ? and money_ledger_days.reconciled = w.reconciled
       and money_ledger_days.day = w.day and money_ledger_days.opening <> w.opening`,
    [ledgerId, ledgerId],
  );
  await trx.raw(
    `update money_ledger_months set opening = w.opening
     from (select reconciled, month, coalesce(sum(total) over (partition by reconciled order by month
             rows between unbounded preceding and 1 preceding), 0) as opening
           from money_ledger_months where ledger_id = ?) w
     where money_ledger_months.ledger_id = ? and money_ledger_months.reconciled = w.reconciled
       and money_ledger_months.month = w.month and money_ledger_months.opening <> w.opening`,
    [ledgerId, ledgerId],
  );
}

/**
 * Adds `amount` and `rows` to the total of a ledger's month in the reconciled or live set, and brings the
 * day of `date` (its rows' running balances), its month's later days and the later months' openings in step
 * with the rows. Call it after writing the rows, once for every day (and set) a write touched; a write to many
 * days of a month calls refreshMonth instead.
 */
export async function addToMonth(
  trx: Knex.Transaction,
  ledgerId: number,
  reconciled: boolean,
  date: string,
  amount: number,
  rows: number,
): Promise<void> {
  await lockLedger(trx, ledgerId);
  const month = date.slice(0, 7);
  await trx('money_ledger_months')
    .insert({ ledger_id: ledgerId, reconciled, month, total: amount, row_count: rows })
    .onConflict(['ledger_id', 'reconciled', 'month'])
    .merge({
      total: trx.raw('money_ledger_months.total + excluded.total'),
      row_count: trx.raw('money_ledger_months.row_count + excluded.row_count'),
    });
  await refreshDay(trx, ledgerId, reconciled, date.slice(0, 10));
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
  /** The transfer this row is one side of (transfers.ts). */
  transferId?: number | null;
}

/** Inserts one transaction and keeps the totals; returns the stored row. */
export async function postTransaction(
  trx: Knex.Transaction,
  ledger: PostingLedger,
  userId: number | null,
  entry: NewTransaction,
): Promise<TransactionRow> {
  await lockLedger(trx, ledger.id);
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
        transfer_id: entry.transferId ?? null,
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

/** Removes a stored row's contribution (after an update or a delete has written the row). */
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
