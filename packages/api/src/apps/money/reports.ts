// Money reports: spending by category and by payee, income against spending by month, and net worth at each
// month's end, over a date range. They cover what the user owns (their ledgers take their categories and
// payees; templates and forecasts aside) and are split by currency: amounts of different currencies are never
// added. Transfers between one's own ledgers are neither income nor spending, so they are left out of the first
// three. Whole months are read from the totals the database keeps per ledger, month and category (money_031) and
// per ledger and month (net worth); only a range's partial first and last months are summed from the rows, by
// the database over an index, never by a loop over rows here.
import {
  BalanceMode,
  CREDIT_ACCOUNT_TYPES,
  DEFAULT_CURRENCY,
  LedgerType,
  SUBSCRIPTION_ACCOUNT_TYPES,
  type CurrencyReport,
  type MoneyReport,
} from '@lcars/contract/money';
import { typed } from '../../db/typed.js';
import type { MoneyContext, Queryable } from './access.js';
import { cents } from './arithmetic.js';
import { ledgerBalances } from './balances.js';
import { addMonth } from './charts.js';
import { ledgerCurrencies } from './currencies.js';

interface OwnedLedger {
  id: number;
  ledger_type_id: number;
  balance_mode_id: number;
  balance_account_id: number | null;
  balance_ledger_id: number | null;
  account_id: number | null;
  currency: string | null;
  created_by_id: number | null;
}

interface OwnedAccount {
  id: number;
  account_type_id: number;
  current_balance: unknown;
  currency: string | null;
}

/** Ledger types that hold what is owed: their balance is a liability. */
const DEBT_LEDGERS: readonly number[] = [LedgerType.DebtInventory, LedgerType.Debt];
const NOT_REPORTED: readonly number[] = [LedgerType.Template, LedgerType.Forecast];

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

const placeholders = (ids: readonly number[]): string => ids.map(() => '?').join(', ');

/** 'YYYY-MM' from the month of `from` to the month of `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonth(month, 1)) months.push(month);
  return months;
}

/** The last day of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
function lastDay(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year!, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * A range as its whole months, read from the category totals the database keeps (money_031), and the partial
 * months at its ends, read from the rows: at most two months of rows, whatever the range's length.
 */
function rangeParts(from: string, to: string): { whole?: [string, string]; edges: [string, string][] } {
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  const startsWhole = from === `${first}-01`;
  const endsWhole = to >= lastDay(last);
  if (first === last)
    return startsWhole && endsWhole ? { whole: [first, last], edges: [] } : { edges: [[from, to]] };
  const edges: [string, string][] = [];
  const wholeFirst = startsWhole ? first : addMonth(first, 1);
  const wholeLast = endsWhole ? last : addMonth(last, -1);
  if (!startsWhole) edges.push([from, lastDay(first)]);
  if (!endsWhole) edges.push([`${last}-01`, to]);
  return { whole: wholeFirst <= wholeLast ? [wholeFirst, wholeLast] : undefined, edges };
}

/** Net per category (null: uncategorised) over the days of a range, from the rows and split parts. */
async function rowCategorySums(
  db: Queryable,
  ids: readonly number[],
  from: string,
  to: string,
  totals: Map<number | null, number>,
): Promise<void> {
  const inLedgers = `ledger_id in (${placeholders(ids)}) and transaction_date between ? and ?`;
  // As in the kept totals: a split row has no category and its parts sum to its amount, so the uncategorised
  // figure is the null-category rows less the split rows' parts plus the null-category parts.
  const rows = rowsOf<{ source: string; category_id: number | null; total: unknown }>(
    await db.raw(
      `select 'row' as source, category_id, sum(amount) as total from money_transactions
         where ${inLedgers} and transfer_id is null group by category_id
       union all
       select 'part' as source, category_id, sum(amount) as total from money_transaction_splits
         where ${inLedgers} group by category_id
       union all
       select 'split' as source, null as category_id, sum(amount) as total from money_transaction_splits
         where ${inLedgers}`,
      [...ids, from, to, ...ids, from, to, ...ids, from, to],
    ),
  );
  for (const row of rows) {
    const total = cents(row.total ?? 0);
    const key = row.source === 'split' ? null : row.category_id === null ? null : Number(row.category_id);
    totals.set(key, (totals.get(key) ?? 0) + (row.source === 'split' ? -total : total));
  }
}

/** Net per category over the range: rows by their category, split rows by their parts' categories. */
async function byCategory(
  context: MoneyContext,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<CurrencyReport['byCategory']> {
  const { db, user } = context;
  const { whole, edges } = rangeParts(from, to);
  const totals = new Map<number | null, number>();
  if (whole) {
    const kept = rowsOf<{ category_id: number; total: unknown }>(
      await db.raw(
        `select category_id, sum(total) as total from money_category_months
         where ledger_id in (${placeholders(ids)}) and month between ? and ? group by category_id`,
        [...ids, ...whole],
      ),
    );
    for (const row of kept) {
      const key = Number(row.category_id) === 0 ? null : Number(row.category_id);
      totals.set(key, (totals.get(key) ?? 0) + cents(row.total ?? 0));
    }
  }
  for (const [start, end] of edges) await rowCategorySums(db, ids, start, end, totals);
  const named = await typed<{ id: number; name: string; group_name: string | null }[]>(
    db('money_categories as c')
      .leftJoin('money_category_groups as g', 'g.id', 'c.group_id')
      .where('c.user_id', user.id)
      .select('c.id', 'c.name', 'g.name as group_name'),
  );
  const names = new Map(named.map((row) => [row.id, row]));
  return [...totals]
    .filter(([, total]) => total !== 0)
    .map(([id, total]) => {
      const category = id === null ? undefined : names.get(id);
      return {
        categoryId: category ? id : null,
        name: category?.name ?? 'Uncategorised',
        group: category?.group_name ?? null,
        total,
      };
    })
    .sort((a, b) => a.total - b.total || a.name.localeCompare(b.name));
}

/** Net per payee over the range (transfers aside), most spent first: whole months kept, the ends from rows. */
async function byPayee(
  context: MoneyContext,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<CurrencyReport['byPayee']> {
  const { whole, edges } = rangeParts(from, to);
  const inLedgers = `ledger_id in (${placeholders(ids)})`;
  const statements = edges.map(([start, end]) => ({
    sql: `select coalesce(payee_id, 0) as payee_id, sum(amount) as total from money_transactions
      where ${inLedgers} and transaction_date between ? and ? and transfer_id is null
      group by coalesce(payee_id, 0)`,
    bindings: [...ids, start, end],
  }));
  if (whole)
    statements.push({
      sql: `select payee_id, sum(total) as total from money_payee_months
        where ${inLedgers} and month between ? and ? group by payee_id`,
      bindings: [...ids, ...whole],
    });
  const totals = new Map<number, number>();
  for (const { sql, bindings } of statements)
    for (const row of rowsOf<{ payee_id: number; total: unknown }>(await context.db.raw(sql, bindings)))
      totals.set(Number(row.payee_id), (totals.get(Number(row.payee_id)) ?? 0) + cents(row.total ?? 0));
  const named = [...totals.keys()].filter((id) => id !== 0);
  const names = new Map<number, string>();
  for (let start = 0; start < named.length; start += 500) {
    const rows = await typed<{ id: number; name: string }[]>(
      context
        .db('money_payees')
        .whereIn('id', named.slice(start, start + 500))
        .select('id', 'name'),
    );
    for (const row of rows) names.set(Number(row.id), row.name);
  }
  // A payee deleted meanwhile reads as none, as its rows do once the deletion reaches them.
  const lines = new Map<number | null, { payeeId: number | null; name: string; total: number }>();
  for (const [id, total] of totals) {
    const name = names.get(id);
    const key = name === undefined ? null : id;
    const line = lines.get(key) ?? { payeeId: key, name: name ?? 'No payee', total: 0 };
    lines.set(key, { ...line, total: line.total + total });
  }
  return [...lines.values()]
    .filter((row) => row.total !== 0)
    .sort((a, b) => a.total - b.total || a.name.localeCompare(b.name));
}

/** Deposits and withdrawals by month within the range (transfers aside). */
async function incomeAndSpending(
  context: MoneyContext,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<CurrencyReport['months']> {
  const { whole, edges } = rangeParts(from, to);
  const statements = edges.map(([start, end]) => ({
    sql: `select substr(transaction_date, 1, 7) as month,
         sum(case when amount > 0 then amount else 0 end) as income,
         sum(case when amount < 0 then -amount else 0 end) as spending
       from money_transactions
       where ledger_id in (${placeholders(ids)}) and transaction_date between ? and ? and transfer_id is null
       group by substr(transaction_date, 1, 7)`,
    bindings: [...ids, start, end],
  }));
  if (whole)
    statements.push({
      sql: `select month, sum(income) as income, sum(spending) as spending from money_category_months
         where ledger_id in (${placeholders(ids)}) and month between ? and ? group by month`,
      bindings: [...ids, ...whole],
    });
  const byMonth = new Map<string, { income: number; spending: number }>();
  for (const { sql, bindings } of statements) {
    for (const row of rowsOf<{ month: string; income: unknown; spending: unknown }>(
      await context.db.raw(sql, bindings),
    )) {
      const seen = byMonth.get(row.month) ?? { income: 0, spending: 0 };
      byMonth.set(row.month, {
        income: seen.income + cents(row.income ?? 0),
        spending: seen.spending + cents(row.spending ?? 0),
      });
    }
  }
  return monthsBetween(from, to).map((month) => ({
    month,
    income: byMonth.get(month)?.income ?? 0,
    spending: byMonth.get(month)?.spending ?? 0,
  }));
}

/** Each ledger's net change per month (both sets), from the month totals. */
async function monthTotals(db: Queryable, ids: readonly number[]): Promise<Map<number, Map<string, number>>> {
  const totals = new Map<number, Map<string, number>>();
  if (ids.length === 0) return totals;
  const rows = await typed<{ ledger_id: number; month: string; total: unknown }[]>(
    db('money_ledger_months')
      .whereIn('ledger_id', ids)
      .groupBy('ledger_id', 'month')
      .select('ledger_id', 'month', db.raw('sum(total) as total')),
  );
  for (const row of rows) {
    const id = Number(row.ledger_id);
    if (!totals.has(id)) totals.set(id, new Map());
    totals.get(id)?.set(row.month, cents(row.total));
  }
  return totals;
}

/** A balance now, less what was recorded after each month: the balance at each month's end. */
function atMonthEnds(
  now: number,
  totals: ReadonlyMap<string, number> | undefined,
  months: readonly string[],
) {
  const later = [...(totals ?? new Map<string, number>())];
  return months.map(
    (month) => now - later.reduce((sum, [key, total]) => (key > month ? sum + total : sum), 0),
  );
}

/**
 * Net worth at each month's end, per currency: the user's own ledgers that keep their own balance (mode Self)
 * and their own accounts (subscriptions aside), an account moved back by what its posting ledgers recorded
 * later. Debt ledgers and credit or loan accounts are liabilities. Ledgers following an account or another
 * ledger are counted through what they follow, so nothing is counted twice.
 */
async function netWorth(
  context: MoneyContext,
  ledgers: readonly OwnedLedger[],
  currencies: ReadonlyMap<number, string>,
  months: readonly string[],
): Promise<Map<string, CurrencyReport['netWorth']>> {
  const { db, user } = context;
  const own = ledgers.filter((ledger) => ledger.balance_mode_id === BalanceMode.Self);
  const accounts = await typed<OwnedAccount[]>(
    db('money_accounts')
      .where({ created_by_id: user.id, enable_account: true })
      .whereNotIn('account_type_id', SUBSCRIPTION_ACCOUNT_TYPES)
      .select('id', 'account_type_id', 'current_balance', 'currency'),
  );
  const posting = accounts.length
    ? await typed<{ id: number; balance_account_id: number }[]>(
        db('money_ledgers')
          .whereIn(
            'balance_account_id',
            accounts.map((account) => account.id),
          )
          .where({ balance_mode_id: BalanceMode.Account, enable_ledger_affects_current_balance: true })
          .select('id', 'balance_account_id'),
      )
    : [];
  const [balances, totals] = await Promise.all([
    ledgerBalances(db, own),
    monthTotals(db, [...own.map((ledger) => ledger.id), ...posting.map((ledger) => ledger.id)]),
  ]);
  const points = new Map<string, CurrencyReport['netWorth']>();
  const add = (currency: string, values: readonly number[], liability: boolean) => {
    if (!points.has(currency))
      points.set(
        currency,
        months.map((month) => ({ month, assets: 0, liabilities: 0, net: 0 })),
      );
    const series = points.get(currency) ?? [];
    values.forEach((value, index) => {
      const point = series[index];
      if (!point) return;
      if (liability) point.liabilities += Math.abs(value);
      else point.assets += value;
      point.net = point.assets - point.liabilities;
    });
  };
  for (const ledger of own) {
    const now = balances.get(ledger.id)?.currentBalance ?? null;
    if (now === null) continue;
    add(
      currencies.get(ledger.id) ?? DEFAULT_CURRENCY,
      atMonthEnds(now, totals.get(ledger.id), months),
      DEBT_LEDGERS.includes(ledger.ledger_type_id),
    );
  }
  for (const account of accounts) {
    // The account's later postings, summed over every ledger that posts to it.
    const later = new Map<string, number>();
    for (const ledger of posting.filter((entry) => entry.balance_account_id === account.id))
      for (const [month, total] of totals.get(ledger.id) ?? [])
        later.set(month, (later.get(month) ?? 0) + total);
    add(
      account.currency ?? DEFAULT_CURRENCY,
      atMonthEnds(cents(account.current_balance), later, months),
      CREDIT_ACCOUNT_TYPES.includes(account.account_type_id),
    );
  }
  return points;
}

export async function moneyReport(
  context: MoneyContext,
  range: { from: string; to: string },
): Promise<MoneyReport> {
  const { db, user } = context;
  const { from, to } = range;
  const ledgers = await typed<OwnedLedger[]>(
    db('money_ledgers')
      .where({ created_by_id: user.id })
      .whereNotIn('ledger_type_id', NOT_REPORTED)
      .select(
        'id',
        'ledger_type_id',
        'balance_mode_id',
        'balance_account_id',
        'balance_ledger_id',
        'account_id',
        'currency',
        'created_by_id',
      ),
  );
  const currencies = await ledgerCurrencies(db, ledgers);
  const groups = new Map<string, number[]>();
  for (const ledger of ledgers) {
    const currency = currencies.get(ledger.id) ?? DEFAULT_CURRENCY;
    groups.set(currency, [...(groups.get(currency) ?? []), ledger.id]);
  }
  const months = monthsBetween(from, to);
  const worth = await netWorth(context, ledgers, currencies, months);
  const codes = [...new Set([...groups.keys(), ...worth.keys()])].sort();
  const parts: CurrencyReport[] = [];
  for (const currency of codes) {
    const ids = groups.get(currency) ?? [];
    const empty = ids.length === 0;
    const [categories, payees, flow] = await Promise.all([
      empty ? [] : byCategory(context, ids, from, to),
      empty ? [] : byPayee(context, ids, from, to),
      empty
        ? months.map((month) => ({ month, income: 0, spending: 0 }))
        : incomeAndSpending(context, ids, from, to),
    ]);
    parts.push({
      currency,
      ledgerCount: ids.length,
      byCategory: categories,
      byPayee: payees,
      months: flow,
      netWorth: worth.get(currency) ?? months.map((month) => ({ month, assets: 0, liabilities: 0, net: 0 })),
    });
  }
  return { from, to, currencies: parts };
}
