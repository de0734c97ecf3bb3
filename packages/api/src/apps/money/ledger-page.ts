// The ledger's transactions page, with running balances.
//
// Live rows are the unreconciled ones, historical rows the reconciled ones. A row's balance is the ledger's
// anchor (balances.ts) plus, for live rows, the reconciled total, plus the running sum of its set up to it in
// date order. That running sum is stored: the month's opening plus the day's opening plus the row's
// day_running, kept by postings.ts on every write. It belongs to the row whatever the page's order or filter,
// so every page of a ledger without a rank order reads its rows from an index (money_033) and its balances
// beside them (docs/decisions.md, "Money: every page shape from an index"):
// - date order: an index range scan, by keyset (`after`) or from the day a page number falls on, found from
//   the month and day row counts (seekDay), never by skipping rows one by one;
// - amount, memo or id order: the index of that order;
// - a memo filter: memo-filter.ts, with the count of matches capped.
// A rank-ordered ledger's running sum follows its rank, which nothing stores: its pages window the set.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  BalanceMode,
  NO_HISTORY_LEDGER_TYPES,
  type TransactionPage,
  type TransactionPlace,
  type transactionPageSchema,
} from '@lcars/contract/money';
import { count, preparedStatement } from '../../db/knex.js';
import { containsPattern, pageOf } from '../../db/paging.js';
import { badRequest } from '../../http/errors.js';
import { JsonText } from '../../http/json-text.js';
import { notFoundMoney, type MoneyContext, type Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { asSeen, ledgerBalances } from './balances.js';
import { loadLedger, type LoadedLedger } from './ledgers.js';
import { FILTER_COUNT_CAP, countMatches, memoFilter, type MemoFilter } from './memo-filter.js';
import { TRANSACTION_COLUMNS, toTransaction, type TransactionRow } from './postings.js';
import { typed } from '../../db/typed.js';
import { rankOrdered, seenBy } from './transactions.js';

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

interface PageRow extends TransactionRow {
  balance: unknown;
  total_rows?: unknown;
  set_rows?: unknown;
  ledger_total?: unknown;
  reconciled_total?: unknown;
  running?: unknown;
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

/** Which rows of the set a page of stored balances holds, and in which order. */
interface PageSlice {
  /** More conditions on money_transactions' columns (and their bindings), or none. */
  where: MemoFilter | null;
  column: string;
  ascending: boolean;
  limit: number;
  skip: number;
}

/**
 * A page of one set's rows with their stored running sums, the set's row count, the ledger's total and the
 * reconciled total (where live rows start), in one statement: one snapshot, so a commit meanwhile cannot put
 * the balances out of step. `cross join` with the join's terms in `where`: SQLite then keeps the tables in
 * the order written (the page's rows first, each looking up its day and month by the primary key); with a
 * plain join it scanned the months and indexed the rows, 785 µs instead of 217 (PostgreSQL plans either form
 * alike).
 */
async function storedBalancePage(
  db: Queryable,
  ledgerId: number,
  reconciled: boolean,
  slice: PageSlice,
): Promise<PageRow[]> {
  const direction = slice.ascending ? 'asc' : 'desc';
  const order = `${slice.column} ${direction}, id ${direction}`;
  const statement = `select ${QUALIFIED}, p.day_running + d.opening + m.opening as running,
         s.set_rows, s.ledger_total, s.reconciled_total
       from (select ${COLUMNS}, day_running from money_transactions where ledger_id = ? and reconciled = ?
         ${slice.where ? `and ${slice.where.sql}` : ''}
         order by ${order} limit ?${slice.skip > 0 ? ' offset ?' : ''}) p
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
       order by p.${order}`;
  const bindings: Knex.RawBinding[] = [
    ledgerId,
    reconciled,
    ...(slice.where?.bindings ?? []),
    slice.limit,
    ...(slice.skip > 0 ? [slice.skip] : []),
    reconciled,
    ledgerId,
  ];
  return normalizeRaw(await db.raw(statement, bindings).options(preparedStatement(statement)));
}

/**
 * Where the row at `offset` of a set in date order is: its day, and how many rows of that day come before it
 * in the order. Found from the month and day row counts (a few dozen rows), so a page far into a large set
 * costs what the first does; null past the set's end.
 */
export async function seekDay(
  db: Queryable,
  ledgerId: number,
  reconciled: boolean,
  offset: number,
  ascending: boolean,
): Promise<{ day: string; skip: number } | null> {
  const direction = ascending ? 'asc' : 'desc';
  const months = await db('money_ledger_months')
    .where({ ledger_id: ledgerId, reconciled })
    .where('row_count', '>', 0)
    .orderBy('month', direction)
    .select<{ month: string; row_count: unknown }[]>('month', 'row_count');
  let left = offset;
  const month = months.find((candidate) => {
    const rows = count(candidate.row_count);
    if (left < rows) return true;
    left -= rows;
    return false;
  });
  if (!month) return null;
  const days = await db('money_ledger_days')
    .where({ ledger_id: ledgerId, reconciled })
    .whereBetween('day', [`${month.month}-01`, `${month.month}-31`])
    .where('row_count', '>', 0)
    .orderBy('day', direction)
    .select<{ day: string; row_count: unknown }[]>('day', 'row_count');
  for (const day of days) {
    const rows = count(day.row_count);
    if (left < rows) return { day: day.day, skip: left };
    left -= rows;
  }
  return null;
}

/** The rows a page of a rank-ordered ledger shows: the set windowed in rank order (see the file's head). */
async function rankPage(
  db: Queryable,
  ledgerId: number,
  reconciled: boolean,
  request: PageInput,
  sortColumn: string,
  base: { sql: string; bindings: Knex.RawBinding[] } | null,
  anchor: number | null,
): Promise<PageRow[]> {
  const direction = request.sortDirection;
  const filter = request.filterBy === '' ? '' : `where lower(w.memo) like ? escape '\\'`;
  return normalizeRaw(
    await db.raw(
      `with w as (
         select ${COLUMNS}, sum(amount) over (order by order_id, id rows between unbounded preceding and current row) as running
         from money_transactions where ledger_id = ? and reconciled = ?
       )
       select w.*, cast(? as bigint)${base ? ` + ${base.sql}` : ''} + w.running as balance,
         count(*) over () as total_rows
       from w ${filter}
       order by w.${sortColumn} ${direction}, w.id ${direction} limit ? offset ?`,
      [
        ledgerId,
        reconciled,
        anchor ?? 0,
        ...(base?.bindings ?? []),
        ...(request.filterBy === '' ? [] : [containsPattern(request.filterBy)]),
        request.itemsPerPage,
        (request.page - 1) * request.itemsPerPage,
      ],
    ),
  );
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
  const ascending = direction === 'asc';
  const reconciled = historical;
  const sortColumn = SORT_COLUMNS[sortBy] ?? 'transaction_date';
  const withBalance = ledger.balance_mode_id !== BalanceMode.None && anchor !== null;
  const offset = (request.page - 1) * request.itemsPerPage;

  let rows: PageRow[];
  let total: number;
  let totalIsEstimate = false;
  let stats: { rows: number; total: number } | undefined;
  let keyset = false;
  if (rank) {
    // Live rows start from the reconciled total; historical ones from the anchor alone.
    const base = historical
      ? null
      : {
          sql: '(select coalesce(sum(total), 0) from money_ledger_months where ledger_id = ? and reconciled = ?)',
          bindings: [ledgerId, true],
        };
    rows = (await rankPage(db, ledgerId, reconciled, request, sortColumn, base, anchor)).map((row) => ({
      ...row,
      balance: cents(row.balance),
    }));
    total = rows.length > 0 ? count(rows[0]?.total_rows) : 0;
    if (rows.length === 0 && offset > 0) {
      const counted = await db('money_transactions')
        .where({ ledger_id: ledgerId, reconciled })
        .count({ n: '*' })
        .first();
      total = count((counted as { n?: unknown } | undefined)?.n);
    }
  } else {
    const filter = request.filterBy === '' ? null : await memoFilter(db, request.filterBy);
    const byDate = sortColumn === 'transaction_date' && filter === null;
    let slice: PageSlice | null = {
      where: filter,
      column: sortColumn,
      ascending,
      limit: request.itemsPerPage,
      skip: offset,
    };
    if (byDate && request.after !== undefined) {
      // Keyset: the rows after the cursor's (date, id), as one row-value comparison.
      slice.where = {
        sql: `(transaction_date, id) ${ascending ? '>' : '<'} (?, ?)`,
        bindings: [request.after.slice(0, 10), Number(request.after.slice(11))],
      };
      slice.skip = 0;
      keyset = true;
    } else if (byDate && offset > 0) {
      const seek = await seekDay(db, ledgerId, reconciled, offset, ascending);
      slice =
        seek &&
        ({
          ...slice,
          where: { sql: `transaction_date ${ascending ? '>=' : '<='} ?`, bindings: [seek.day] },
          skip: seek.skip,
        } satisfies PageSlice);
    } else keyset = byDate;
    const found = slice ? await storedBalancePage(db, ledgerId, reconciled, slice) : [];
    const start = (anchor ?? 0) + (historical ? 0 : cents(found[0]?.reconciled_total));
    rows = found.map((row) => ({ ...row, balance: start + cents(row.running) }));
    const first = rows[0];
    stats = first
      ? { rows: count(first.set_rows), total: cents(first.ledger_total) }
      : await ledgerStats(db, ledgerId, reconciled);
    total = stats.rows;
    if (filter) {
      const matches = await countMatches(db, ledgerId, reconciled, filter);
      totalIsEstimate = matches > FILTER_COUNT_CAP;
      total = Math.min(matches, FILTER_COUNT_CAP);
    }
  }

  const records = rows.map((row) =>
    seenBy(toTransaction(row, withBalance ? asSeen(cents(row.balance), signReversed) : null), signReversed),
  );
  const last = records.at(-1);
  const more = keyset && records.length === request.itemsPerPage && last !== undefined;
  const current =
    ledger.balance_mode_id === BalanceMode.Self
      ? (stats ?? (await ledgerStats(db, ledgerId, reconciled))).total
      : currentBalance;
  return {
    ...pageOf(total, request, { sortBy, sortDirection: direction }, records),
    ...(totalIsEstimate && { totalIsEstimate }),
    nextCursor: more ? `${last.transactionDate}_${last.id}` : null,
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

/**
 * Where a transaction stands in its ledger's view: its set (live or historical) and how many rows of that set
 * come before it in the portal's order (live oldest first, historical newest first; a rank ledger by rank).
 * Counted from the month and day row counts and the rows of its own day, so it costs the same far into a
 * large ledger. A search result opens the page that holds its row with it.
 */
export async function transactionPlace({ db, user }: MoneyContext, id: number): Promise<TransactionPlace> {
  const row = await typed<
    { ledger_id: number; reconciled: unknown; transaction_date: string; order_id: unknown } | undefined
  >(db('money_transactions').where({ id }).first('ledger_id', 'reconciled', 'transaction_date', 'order_id'));
  if (!row) throw notFoundMoney('transaction', id);
  const { row: ledger } = await loadLedger(db, user.id, row.ledger_id);
  const historical = row.reconciled === true || row.reconciled === 1;
  const before = historical ? '>' : '<';
  const set = { ledger_id: row.ledger_id, reconciled: historical };
  const sumOf = async (query: Knex.QueryBuilder) =>
    count((await typed<{ n?: unknown } | undefined>(query.first()))?.n);
  if (rankOrdered(ledger)) {
    const orderId = count(row.order_id);
    const index = await sumOf(
      db('money_transactions')
        .where(set)
        .whereRaw(`(order_id, id) ${before} (?, ?)`, [orderId, id])
        .count({ n: '*' }),
    );
    return { ledgerId: row.ledger_id, historical, index };
  }
  const day = row.transaction_date;
  const month = day.slice(0, 7);
  const months = await sumOf(
    db('money_ledger_months').where(set).where('month', before, month).sum({ n: 'row_count' }),
  );
  const days = await sumOf(
    db('money_ledger_days')
      .where(set)
      .whereBetween('day', [`${month}-01`, `${month}-31`])
      .where('day', before, day)
      .sum({ n: 'row_count' }),
  );
  const sameDay = await sumOf(
    db('money_transactions')
      .where(set)
      .where({ transaction_date: day })
      .where('id', before, id)
      .count({ n: '*' }),
  );
  return { ledgerId: row.ledger_id, historical, index: months + days + sameDay };
}
