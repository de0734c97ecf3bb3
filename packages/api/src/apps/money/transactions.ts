// Ledger transactions: the page with running balances, and the changes: add, field-level update, reconcile,
// delete, rank order.
//
// Live rows are the unreconciled ones, historical rows the reconciled ones. A row's balance is the ledger's
// anchor (balances.ts) plus, for live rows, the reconciled total, plus the running sum of its set up to it.
// In date order (the page of every ledger without a rank order, unfiltered) that running sum is stored:
// the month's opening plus the day's opening plus the row's day_running, kept by postings.ts on every write, so the page is an
// index range scan with keyset paging (`after`) whatever the ledger's size. Other orders and filters window
// the whole set in the statement.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BalanceMode,
  LedgerType,
  MONEY_MESSAGES,
  NO_HISTORY_LEDGER_TYPES,
  TransactionType,
  parseMoneyDate,
  type MoneyResult,
  type Transaction,
  type TransactionPage,
  type saveOrderSchema,
  type transactionPageSchema,
  type transactionSaveSchema,
  type transactionUpdateSchema,
} from '@lcars/contract/money';
import { bool, count, preparedStatement } from '../../db/knex.js';
import { containsPattern, pageOf } from '../../db/paging.js';
import type { ApiError } from '../../http/errors.js';
import { INT32_MAX, wholeNumberText } from '@lcars/contract';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { JsonText } from '../../http/json-text.js';
import { mayEditAccount, notFoundMoney, requireEdit, type MoneyContext, type Queryable } from './access.js';
import { cents, centsToDecimal, today } from './arithmetic.js';
import { asSeen, ledgerBalances } from './balances.js';
import { loadLedger, type LedgerRow, type LoadedLedger } from './ledgers.js';
import {
  TRANSACTION_COLUMNS,
  addContribution,
  lockLedger,
  moveAccount,
  postTransaction,
  removeTransaction,
  signedAmount,
  toTransaction,
  withdrawContribution,
  type TransactionRow,
} from './postings.js';
import { typed } from '../../db/typed.js';
import { ruleRunner } from './rules.js';
import { followSplit } from './splits.js';
import {
  deleteTransferPartner,
  mirrorTransfer,
  transferEditPartner,
  transferPartner as transferPartnerOf,
} from './transfer-links.js';
import { refuseLocked } from './locks.js';

type PageInput = z.output<typeof transactionPageSchema>;

const SORT_COLUMNS: Record<string, string> = {
  transactionDate: 'transaction_date',
  orderId: 'order_id',
  amount: 'amount',
  memo: 'memo',
  id: 'id',
};

const COLUMNS = TRANSACTION_COLUMNS.join(', ');
const QUALIFIED = TRANSACTION_COLUMNS.map((column) => `p.${column}`).join(', ');

/**
 * A transaction as its viewer sees it: a right-group user (side 2) sees every amount with the sign reversed
 * and so the type swapped (a deposit for one side is a withdrawal for the other), as they see the balances.
 */
export function seenBy(transaction: Transaction, signReversed: boolean): Transaction {
  if (!signReversed) return transaction;
  const amount = -transaction.amount || 0;
  return {
    ...transaction,
    amount,
    amountD: centsToDecimal(amount),
    transactionTypeId:
      transaction.transactionTypeId === TransactionType.Withdrawl
        ? TransactionType.Deposit
        : TransactionType.Withdrawl,
  };
}

const reversedFor = (ledger: LoadedLedger): boolean => ledger.permissions.side === 2;

/**
 * An amount as it is stored, from the amount and type the user wrote: a right-group user writes as they see,
 * so theirs is stored with the sign (and type) reversed. Adding and restoring a deleted row both go through it.
 */
export function storedAs(
  ledger: LoadedLedger,
  amount: number,
  transactionTypeId: number | undefined,
): { amount: number; typeId: number } {
  const seen = signedAmount(amount, transactionTypeId);
  if (!reversedFor(ledger)) return seen;
  return signedAmount(
    -seen.amount,
    seen.typeId === TransactionType.Withdrawl ? TransactionType.Deposit : TransactionType.Withdrawl,
  );
}

/** A stored row as this user sees it (see storedAs). */
export const seenIn = (ledger: LoadedLedger, transaction: Transaction): Transaction =>
  seenBy(transaction, reversedFor(ledger));

function rankOrdered(row: LedgerRow): boolean {
  return bool(row.keep_order) || bool(row.enable_rank_order);
}

interface PageRow extends TransactionRow {
  balance: unknown;
  total_rows?: unknown;
  set_rows?: unknown;
  ledger_total?: unknown;
  reconciled_total?: unknown;
  running?: unknown;
}

function setTotal(ledgerId: number, reconciled: boolean) {
  return {
    sql: '(select coalesce(sum(total), 0) from money_ledger_months where ledger_id = ? and reconciled = ?)',
    bindings: [ledgerId, reconciled],
  };
}

/** What a page of a ledger starts from: the ledger as the user may see it, and where its balance stands. */
interface LedgerView extends LoadedLedger {
  /** Where the running balance starts; null when the ledger shows no balance. */
  anchor: number | null;
  /** null in balance mode Self (the page statement sums the ledger itself) and when there is no balance. */
  currentBalance: number | null;
}

/** The tables a LedgerView is read from: a write to any of them drops every cached view. */
const LEDGER_VIEW_TABLES = [
  'money_ledgers',
  'money_ledger_users',
  'money_ledger_months',
  'money_accounts',
  'money_account_users',
];

async function loadLedgerView(db: Queryable, userId: number, ledgerId: number): Promise<LedgerView> {
  const loaded = await loadLedger(db, userId, ledgerId);
  if (loaded.row.balance_mode_id === BalanceMode.Self) return { ...loaded, anchor: 0, currentBalance: null };
  const found = (await ledgerBalances(db, [loaded.row])).get(ledgerId);
  return { ...loaded, anchor: found?.anchor ?? null, currentBalance: found?.currentBalance ?? null };
}

/** The ledger view of a page: from the read cache when the server has one (every page of a ledger reads it). */
function ledgerView({ db, user, cache }: MoneyContext, ledgerId: number): Promise<LedgerView> {
  const load = () => loadLedgerView(db, user.id, ledgerId);
  if (!cache) return load();
  return cache
    .region<string, LedgerView>('money ledger views', LEDGER_VIEW_TABLES)
    .get(`${ledgerId}:${user.id}`, load);
}

/** The tables a page is read from: a write to any of them drops every kept page. */
const PAGE_TABLES = [...LEDGER_VIEW_TABLES, 'money_transactions'];

/**
 * The page's whole answer, serialised. With the server's read cache and `cacheBytes` > 0 it is kept (by ledger,
 * viewer and request, at most `cacheBytes` in all) until a write to one of its tables, as the ledger view
 * is: a page read again, the first page above all, costs no statement and no serialising. The ledger view
 * is read first every time, so the caller's access is decided by the rights of this moment, not of the
 * moment the page was kept (and the key holds the viewer: a right-group user sees other signs).
 */
export async function transactionPageAnswer(
  context: MoneyContext,
  ledgerId: number,
  historical: boolean,
  request: PageInput,
  cacheBytes: number,
): Promise<JsonText> {
  const answer = async () =>
    new JsonText(JSON.stringify(await transactionPage(context, ledgerId, historical, request)));
  const { cache } = context;
  if (!cache || cacheBytes === 0) return answer();
  await ledgerView(context, ledgerId);
  return cache
    .region<string, JsonText>('money pages', PAGE_TABLES, {
      weigh: (answer) => answer.bytes.length,
      maxWeight: cacheBytes,
    })
    .get(`${ledgerId}:${context.user.id}:${historical}:${JSON.stringify(request)}`, answer);
}

export async function transactionPage(
  context: MoneyContext,
  ledgerId: number,
  historical: boolean,
  request: PageInput,
): Promise<TransactionPage> {
  const { db } = context;
  const { row: ledger, permissions, anchor, currentBalance } = await ledgerView(context, ledgerId);
  if (historical && NO_HISTORY_LEDGER_TYPES.includes(ledger.ledger_type_id)) {
    throw badRequest([{ field: 'historical', message: 'Ledger types 5 and 99 have no historical view.' }]);
  }
  const signReversed = permissions.side === 2;
  const rank = rankOrdered(ledger);
  const natural = rank ? 'orderId' : 'transactionDate';
  const sortBy = request.sortBy ?? natural;
  const direction = request.sortDirection;
  const reconciled = historical;

  const withBalance = ledger.balance_mode_id !== BalanceMode.None && anchor !== null;
  // Live rows start from the reconciled total; historical ones from the anchor alone.
  const base = historical ? null : setTotal(ledgerId, true);
  const anchorSql = `cast(? as bigint)${base ? ` + ${base.sql}` : ''}`;
  const anchorBindings = [anchor ?? 0, ...(base?.bindings ?? [])];

  const fast =
    !rank &&
    sortBy === 'transactionDate' &&
    request.filterBy === '' &&
    (request.after !== undefined || request.page === 1);
  let rows: PageRow[];
  let total: number;
  const offset = (request.page - 1) * request.itemsPerPage;
  let stats: { rows: number; total: number } | undefined;
  if (fast) {
    const cursor =
      request.after === undefined
        ? null
        : { date: request.after.slice(0, 10), id: Number(request.after.slice(11)) };
    const ascending = direction === 'asc';
    // The balances are read, not computed (docs/decisions.md, "Money: running balances as month and day
    // checkpoints"): a row's place in its set is its month's opening, its day's opening and its day_running. The set's row count, the
    // ledger's total and the reconciled total (where live rows start) ride along in one pass over the month
    // totals: one statement, one snapshot, so a commit meanwhile cannot put the balances out of step.
    // `cross join` with the join's terms in `where`: SQLite then keeps the tables in the order written (the
    // 50 rows first, each looking up its month by the primary key); with a plain join it scanned the months
    // and indexed the 50 rows, 785 µs instead of 217 (PostgreSQL plans either form alike).
    const statement = `select ${QUALIFIED}, p.day_running + d.opening + m.opening as running,
           s.set_rows, s.ledger_total, s.reconciled_total
         from (select ${COLUMNS}, day_running from money_transactions where ledger_id = ? and reconciled = ?
           ${cursor ? `and (transaction_date, id) ${ascending ? '>' : '<'} (?, ?)` : ''}
           order by transaction_date ${direction}, id ${direction} limit ?) p
         cross join money_ledger_days d
         cross join money_ledger_months m
         cross join (
           select sum(case when reconciled = ? then row_count else 0 end) as set_rows, sum(total) as ledger_total,
             sum(case when reconciled then total else 0 end) as reconciled_total
           from money_ledger_months where ledger_id = ?
         ) s
         where d.ledger_id = p.ledger_id and d.reconciled = p.reconciled and d.day = p.transaction_date
           and m.ledger_id = p.ledger_id and m.reconciled = p.reconciled
           and m.month = substr(p.transaction_date, 1, 7)
         order by p.transaction_date ${direction}, p.id ${direction}`;
    const bindings = [
      ledgerId,
      reconciled,
      ...(cursor ? [cursor.date, cursor.id] : []),
      request.itemsPerPage,
      reconciled,
      ledgerId,
    ];
    const found = normalizeRaw(await db.raw(statement, bindings).options(preparedStatement(statement)));
    const start = (anchor ?? 0) + (historical ? 0 : cents(found[0]?.reconciled_total));
    rows = found.map((row) => ({ ...row, balance: start + cents(row.running) }));
    const first = rows[0];
    stats = first
      ? { rows: count(first.set_rows), total: cents(first.ledger_total) }
      : await ledgerStats(db, ledgerId, reconciled);
    total = stats.rows;
  } else {
    const order = rank ? 'order_id, id' : 'transaction_date, id';
    const sortColumn = SORT_COLUMNS[sortBy] ?? 'transaction_date';
    const filter = request.filterBy === '' ? '' : `where lower(w.memo) like ? escape '\\'`;
    rows = normalizeRaw(
      (await db.raw(
        `with w as (
           select ${COLUMNS}, sum(amount) over (order by ${order} rows between unbounded preceding and current row) as running
           from money_transactions where ledger_id = ? and reconciled = ?
         )
         select w.*, ${anchorSql} + w.running as balance, count(*) over () as total_rows
         from w ${filter}
         order by w.${sortColumn} ${direction}, w.id ${direction} limit ? offset ?`,
        [
          ledgerId,
          reconciled,
          ...anchorBindings,
          ...(request.filterBy === '' ? [] : [containsPattern(request.filterBy)]),
          request.itemsPerPage,
          offset,
        ],
      )) as unknown,
    );
    total = rows.length > 0 ? count(rows[0]?.total_rows) : 0;
    if (rows.length === 0 && offset > 0) {
      const counted = await db('money_transactions')
        .where({ ledger_id: ledgerId, reconciled })
        .count({ n: '*' })
        .first();
      total = count((counted as { n?: unknown } | undefined)?.n);
    }
  }

  const records = rows.map((row) =>
    seenBy(toTransaction(row, withBalance ? asSeen(cents(row.balance), signReversed) : null), signReversed),
  );
  const last = records.at(-1);
  const keyset = fast && records.length === request.itemsPerPage && last !== undefined;
  const current =
    ledger.balance_mode_id === BalanceMode.Self
      ? (stats ?? (await ledgerStats(db, ledgerId, reconciled))).total
      : currentBalance;
  return {
    ...pageOf(total, request, { sortBy, sortDirection: direction }, records),
    nextCursor: keyset ? `${last.transactionDate}_${last.id}` : null,
    currentBalance: withBalance ? asSeen(current, signReversed) : null,
  };
}

/** The set's row count and the ledger's total, from the per-month totals in one query. */
async function ledgerStats(
  db: Queryable,
  ledgerId: number,
  reconciled: boolean,
): Promise<{ rows: number; total: number }> {
  const row = await typed<{ n?: unknown; t?: unknown } | undefined>(
    db('money_ledger_months')
      .where({ ledger_id: ledgerId })
      .first(
        db.raw('sum(case when reconciled = ? then row_count else 0 end) as n', [reconciled]),
        db.raw('sum(total) as t'),
      ),
  );
  return { rows: count(row?.n), total: cents(row?.t) };
}

/** db.raw answers rows directly on SQLite and as { rows } on PostgreSQL. */
function normalizeRaw(result: unknown): PageRow[] {
  if (Array.isArray(result)) return result as PageRow[];
  return (result as { rows?: PageRow[] }).rows ?? [];
}

async function editableLedger(trx: Queryable, userId: number, ledgerId: number): Promise<LoadedLedger> {
  const loaded = await loadLedger(trx, userId, ledgerId);
  requireEdit(loaded.permissions, 'ledger');
  return loaded;
}

type TransactionInput = z.output<typeof transactionSaveSchema>;

/** Adds one transaction to a ledger the user may edit; answers it with its id. */
export async function addTransaction(
  { db, user }: MoneyContext,
  ledgerId: number,
  input: TransactionInput,
): Promise<Transaction> {
  return db.transaction(async (trx) => {
    const loaded = await editableLedger(trx, user.id, ledgerId);
    const ledger = loaded.row;
    const { amount, typeId } = storedAs(loaded, input.amount, input.transactionTypeId);
    let orderId = input.orderId;
    if (orderId === undefined && rankOrdered(ledger)) {
      const max = await typed<{ n?: unknown } | undefined>(
        trx('money_transactions').where({ ledger_id: ledgerId }).max({ n: 'order_id' }).first(),
      );
      orderId = count(max?.n) + 1;
    }
    // The ledger owner's rules run on what was entered (rules.ts): the memo goes in with the row, the
    // category and payee onto it.
    const rules = await ruleRunner(trx, ledger.created_by_id);
    const entered = { memo: input.memo, amount, payee: null, categoryId: null };
    const ruled = rules.run(entered);
    const row = await postTransaction(trx, ledger, user.id, {
      amount,
      typeId,
      memo: ruled.memo,
      transactionDate: input.transactionDate,
      initiated: input.transactionInitiated,
      orderId: orderId ?? 0,
    });
    await rules.tag(trx, row.id, entered, ruled);
    return seenIn(loaded, toTransaction(row));
  });
}

async function loadTransaction(
  trx: Knex.Transaction,
  userId: number,
  id: number,
): Promise<{ row: TransactionRow; ledger: LoadedLedger }> {
  // The ledger is locked before the row is read, so a concurrent change of the row cannot slip in between. A
  // transfer's two ledgers are locked together, in the order of their ids, whichever side is changed: two
  // changes of its two sides at once then wait for each other instead of deadlocking.
  const owner = await typed<{ ledger_id: number; transfer_id: number | string | null } | undefined>(
    trx('money_transactions').where({ id }).first('ledger_id', 'transfer_id'),
  );
  if (!owner) throw notFoundMoney('transaction', id);
  const ledgerIds =
    owner.transfer_id == null
      ? [owner.ledger_id]
      : await typed<number[]>(
          trx('money_transactions').where({ transfer_id: owner.transfer_id }).pluck('ledger_id'),
        );
  for (const ledgerId of [...new Set(ledgerIds.map(Number))].sort((a, b) => a - b))
    await lockLedger(trx, ledgerId);
  const row = await typed<TransactionRow | undefined>(
    trx('money_transactions')
      .where({ id })
      .first(...TRANSACTION_COLUMNS),
  );
  if (!row) throw notFoundMoney('transaction', id);
  // A transaction of a ledger the user may not see is "not found" as well.
  const ledger = await loadLedger(trx, userId, row.ledger_id);
  return { row, ledger };
}

/** Replaces a row (keeping totals and the linked account in step) and answers it. */
async function rewrite(
  trx: Knex.Transaction,
  loaded: LoadedLedger,
  before: TransactionRow,
  changes: Partial<Record<string, unknown>>,
  userId: number,
): Promise<Transaction> {
  const [after] = await typed<TransactionRow[]>(
    trx('money_transactions')
      .where({ id: before.id })
      .update({ ...changes, modified_by_id: userId, modified_at: trx.fn.now() })
      .returning([...TRANSACTION_COLUMNS]),
  );
  if (!after) throw notFoundMoney('transaction', Number(before.id));
  // The totals and running balances follow the rows: only when what they depend on changed.
  if (
    cents(after.amount) !== cents(before.amount) ||
    after.transaction_date !== before.transaction_date ||
    bool(after.reconciled) !== bool(before.reconciled)
  ) {
    await withdrawContribution(trx, before);
    await addContribution(trx, after);
  }
  await moveAccount(trx, loaded.row, cents(after.amount) - cents(before.amount));
  // A split transaction's parts follow its date and amount (splits.ts).
  await followSplit(trx, after);
  return seenBy(toTransaction(after), reversedFor(loaded));
}

type UpdateInput = z.output<typeof transactionUpdateSchema>;

const invalid = (message: string): ApiError => badRequest([{ field: 'value', message }]);

const otherType = (typeId: number): number =>
  typeId === TransactionType.Withdrawl ? TransactionType.Deposit : TransactionType.Withdrawl;

/**
 * The stored type of a row whose amount is set to `value` as its viewer sees it: a negative value is a
 * withdrawal, else the type the viewer sent (1 or 2), else the row keeps its type. (A negative value sent
 * as a deposit never gets here: the schema refuses it.)
 */
function amountType(
  value: number,
  sentType: number | undefined,
  storedType: number,
  reversed: boolean,
): number {
  const seen = reversed ? otherType(storedType) : storedType;
  const asked =
    value < 0
      ? TransactionType.Withdrawl
      : sentType === TransactionType.Deposit || sentType === TransactionType.Withdrawl
        ? sentType
        : seen;
  return reversed ? otherType(asked) : asked;
}

/** Field-level update of one allow-listed property (the transaction edit request). */
export async function updateTransaction(
  { db, user }: MoneyContext,
  id: number,
  input: UpdateInput,
): Promise<Transaction> {
  if (input.id !== id) throw badRequest([{ field: 'id', message: 'Id does not match the address.' }]);
  return db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    if (row.ledger_id !== input.ledgerId)
      throw badRequest([{ field: 'ledgerId', message: 'Ledger id does not match the transaction.' }]);
    requireEdit(ledger.permissions, 'ledger');
    if (input.property !== 'currentBalance') refuseLocked(row);
    // One side of a transfer: its amount and date move the other side too (transfer-links.ts).
    const partner = await transferEditPartner(trx, user.id, row, input.property);
    const mirrored = async (answer: Transaction): Promise<Transaction> => {
      await mirrorTransfer(trx, partner, row.id, user.id);
      return answer;
    };
    const value = input.value;
    const amount = cents(row.amount);
    switch (input.property) {
      case 'amount': {
        if (typeof value !== 'number' || !Number.isSafeInteger(value))
          throw invalid('Amount is a whole number of cents.');
        const typeId = amountType(
          value,
          input.transactionType,
          Number(row.transaction_type_id),
          reversedFor(ledger),
        );
        return mirrored(
          await rewrite(
            trx,
            ledger,
            row,
            { transaction_type_id: typeId, amount: signedAmount(value, typeId).amount },
            user.id,
          ),
        );
      }
      case 'memo': {
        if (typeof value !== 'string') throw invalid('Memo is text.');
        return rewrite(trx, ledger, row, { memo: value }, user.id);
      }
      case 'orderId': {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2_147_483_647)
          throw invalid(`Order id must be ${wholeNumberText(0, INT32_MAX)}.`);
        return rewrite(trx, ledger, row, { order_id: value }, user.id);
      }
      case 'transactionDate': {
        const date = typeof value === 'string' ? parseMoneyDate(value) : null;
        if (date === null) throw invalid('Enter a date as year-month-day.');
        return mirrored(await rewrite(trx, ledger, row, { transaction_date: date }, user.id));
      }
      case 'initiated': {
        // A toggle; a boolean value sets it.
        const next = typeof value === 'boolean' ? value : !bool(row.transaction_initiated);
        return rewrite(trx, ledger, row, { transaction_initiated: next }, user.id);
      }
      case 'type': {
        const typeId = otherType(Number(row.transaction_type_id));
        return rewrite(
          trx,
          ledger,
          row,
          { transaction_type_id: typeId, amount: signedAmount(amount, typeId).amount },
          user.id,
        );
      }
      case 'currentBalance': {
        // Sets the linked account's balance (balance mode Account), as the viewer sees it.
        if (ledger.row.balance_mode_id !== BalanceMode.Account || ledger.row.balance_account_id === null) {
          throw invalid('Current balance can be set only for a ledger in Account balance mode.');
        }
        if (typeof value !== 'number' || !Number.isSafeInteger(value))
          throw invalid('Current balance is a whole number of cents.');
        // Setting the balance writes the account itself: the caller and the link must both still hold
        // edit rights on it (a share taken back or made read-only ends this).
        const accountId = ledger.row.balance_account_id;
        if (
          !(await mayEditAccount(trx, ledger.row.created_by_id, accountId)) ||
          !(await mayEditAccount(trx, user.id, accountId))
        ) {
          throw forbidden('The balance account is not an account you may edit.');
        }
        const stored = ledger.permissions.side === 2 ? -value : value;
        await trx('money_accounts')
          .where({ id: ledger.row.balance_account_id })
          .update({ current_balance: stored, modified_by_id: user.id, modified_at: trx.fn.now() });
        return seenBy(toTransaction(row), reversedFor(ledger));
      }
    }
  });
}

/** Reconcile: allowed for initiated (pending) transactions, or any transaction of an Account ledger (type 3). */
export async function reconcileTransaction({ db, user }: MoneyContext, id: number): Promise<Transaction> {
  return db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    requireEdit(ledger.permissions, 'ledger');
    if (!bool(row.transaction_initiated) && ledger.row.ledger_type_id !== LedgerType.Account) {
      throw conflict(MONEY_MESSAGES.reconcileNotAllowed);
    }
    return rewrite(
      trx,
      ledger,
      row,
      { reconciled: true, reconciliation_date: today(), transaction_initiated: false },
      user.id,
    );
  });
}

export async function deleteTransaction(
  { db, user }: MoneyContext,
  id: number,
): Promise<MoneyResult<boolean>> {
  await db.transaction(async (trx) => {
    const { row, ledger } = await loadTransaction(trx, user.id, id);
    requireEdit(ledger.permissions, 'ledger');
    refuseLocked(row);
    // Deleting one side of a transfer deletes both (the caller must be able to edit both ledgers now).
    const partner = await transferPartnerOf(trx, user.id, row);
    await removeTransaction(trx, ledger.row, row);
    await deleteTransferPartner(trx, partner);
  });
  return { success: true, message: 'The transaction was deleted.', result: true };
}

/** Saves the rank order of a keepOrder (rank) ledger: every id must belong to it. */
export async function saveOrder(
  { db, user }: MoneyContext,
  input: z.output<typeof saveOrderSchema>,
): Promise<MoneyResult<number>> {
  await db.transaction(async (trx) => {
    const { row: ledger } = await editableLedger(trx, user.id, input.ledgerId);
    if (!rankOrdered(ledger))
      throw conflict(`${MONEY_MESSAGES.sortOrderFailed} The ledger does not keep a rank order.`);
    const ids = input.sortedItems.map((item) => item.id);
    const found = (await trx('money_transactions')
      .where({ ledger_id: input.ledgerId })
      .whereIn('id', ids)
      .count({ n: '*' })
      .first()) as { n?: unknown } | undefined;
    if (count(found?.n) !== new Set(ids).size) {
      throw badRequest([
        { field: 'sortedItems', message: 'Every sorted item must be a transaction of the ledger.' },
      ]);
    }
    for (const item of input.sortedItems) {
      await trx('money_transactions')
        .where({ id: item.id })
        .update({ order_id: item.orderId, modified_by_id: user.id });
    }
  });
  return { success: true, message: '', result: input.sortedItems.length };
}
