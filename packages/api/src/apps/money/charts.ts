// The aggregates behind the Money charts (issue 21): a ledger's and an account's balance at the end of each month,
// income and spending by month, and what the subscriptions will charge in each coming month. Each one checks the
// caller's rights on what it reads as the pages do: a ledger or an account the caller may not see is a 404, and
// the overview reads only the ledgers and accounts visible to them. Amounts are integer cents throughout.
//
// The balances come from the per-month totals (money_ledger_months) that every write keeps, so a chart costs a
// few hundred rows at most whatever the size of the ledger.
import {
  BalanceMode,
  CHART_DEFAULT_MONTHS,
  LedgerType,
  SUBSCRIPTION_ACCOUNT_TYPES,
  AccountType,
  DEFAULT_CURRENCY,
  type BalanceHistory,
  type Cashflow,
  type CashflowMonth,
  type SubscriptionForecast,
} from '@lcars/contract/money';
import { visibleAccounts, visibleLedgers, type MoneyContext } from './access.js';
import { cents, monthlyRate, nextCycleDate, today } from './arithmetic.js';
import { ledgerBalances, asSeen } from './balances.js';
import { ledgerCurrencies, mainCurrencyOf, type CurrencyLedger } from './currencies.js';
import { loadLedger } from './ledgers.js';
import { loadAccount } from './service.js';
import { typed } from '../../db/typed.js';

/** 'YYYY-MM' of a month `offset` months after `month`. */
export function addMonth(month: string, offset: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` consecutive months ending with `last`, oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonth(last, index - count + 1));
}

const currentMonth = (): string => today().slice(0, 7);

/** Per-month net totals (both the reconciled and the live set) of these ledgers. */
async function monthTotals(
  context: MoneyContext,
  ledgerIds: readonly number[],
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (ledgerIds.length === 0) return totals;
  const rows = await typed<{ month: string; total: unknown }[]>(
    context
      .db('money_ledger_months')
      .whereIn('ledger_id', ledgerIds)
      .groupBy('month')
      .select('month', context.db.raw('sum(total) as total')),
  );
  for (const row of rows) totals.set(row.month, cents(row.total));
  return totals;
}

/**
 * The balance at the end of each month, from the balance at the end of the last one: walking back, each month's
 * balance is the next month's less the next month's net change.
 */
function walkBack(
  months: readonly string[],
  totals: ReadonlyMap<string, number>,
  balanceAtEnd: number | null,
): { month: string; net: number; balance: number | null }[] {
  const points = months.map((month) => ({ month, net: totals.get(month) ?? 0, balance: balanceAtEnd }));
  let balance = balanceAtEnd;
  for (let index = points.length - 1; index >= 0; index -= 1) {
    const point = points[index];
    if (!point) continue;
    point.balance = balance;
    if (balance !== null) balance -= point.net;
  }
  return points;
}

/** The sum of the totals of the months after `month`. */
function after(totals: ReadonlyMap<string, number>, month: string): number {
  let sum = 0;
  for (const [key, total] of totals) if (key > month) sum += total;
  return sum;
}

/**
 * A ledger's balance at the end of each of the last `months` months (this month last), as the ledger page shows
 * it: its balance mode's anchor plus its transactions up to the month's end, sign reversed for a right-group
 * user. In balance mode None the ledger shows no balance: only the net change of each month.
 */
export async function ledgerBalanceHistory(
  context: MoneyContext,
  ledgerId: number,
  months = CHART_DEFAULT_MONTHS,
): Promise<BalanceHistory> {
  const { row, permissions } = await loadLedger(context.db, context.user.id, ledgerId);
  const [balances, totals] = await Promise.all([
    ledgerBalances(context.db, [row]),
    monthTotals(context, [ledgerId]),
  ]);
  const balance = balances.get(ledgerId);
  const window = monthsEndingWith(currentMonth(), months);
  const last = window[window.length - 1] ?? currentMonth();
  // The balance at the end of this month leaves out what is dated later.
  const atEnd =
    balance?.currentBalance === null || balance === undefined
      ? null
      : balance.currentBalance - after(totals, last);
  const signReversed = permissions.side === 2;
  return {
    id: row.id,
    title: row.title,
    points: walkBack(window, totals, atEnd).map((point) => ({
      month: point.month,
      net: asSeen(point.net, signReversed) ?? 0,
      balance: asSeen(point.balance, signReversed),
    })),
  };
}

/**
 * An account's balance at the end of each of the last `months` months: its current balance less what the
 * ledgers that post to it (balance mode Account, affecting the current balance) recorded after each month.
 * A balance typed into the account form has no date: it counts from the start of the window.
 */
export async function accountBalanceHistory(
  context: MoneyContext,
  accountId: number,
  months = CHART_DEFAULT_MONTHS,
): Promise<BalanceHistory> {
  const { row } = await loadAccount(context.db, context.user.id, accountId);
  const posting = await typed<{ id: number }[]>(
    context
      .db('money_ledgers')
      .where({
        balance_mode_id: BalanceMode.Account,
        balance_account_id: accountId,
        enable_ledger_affects_current_balance: true,
      })
      .select('id'),
  );
  const totals = await monthTotals(
    context,
    posting.map((ledger) => ledger.id),
  );
  const window = monthsEndingWith(currentMonth(), months);
  const last = window[window.length - 1] ?? currentMonth();
  const atEnd = cents(row.current_balance) - after(totals, last);
  return { id: row.id, title: row.title, points: walkBack(window, totals, atEnd) };
}

/** Ledger types the overview leaves out: templates hold no money and forecasts hold money yet to come. */
const NOT_CASHFLOW: readonly number[] = [LedgerType.Template, LedgerType.Forecast];

/**
 * Income (deposits) and spending (withdrawals) by month over the last `months` months, across every ledger the
 * user may read (templates and forecasts aside) or one ledger. For a right-group user a ledger's deposits are
 * their spending and its withdrawals their income, as the reversed amounts of the ledger page say.
 */
export async function cashflow(
  context: MoneyContext,
  options: { months?: number; ledgerId?: number },
): Promise<Cashflow> {
  const { db, user } = context;
  type CashflowLedger = CurrencyLedger & { side: number };
  let ledgers: CashflowLedger[];
  if (options.ledgerId !== undefined) {
    const { row, permissions } = await loadLedger(db, user.id, options.ledgerId);
    ledgers = [{ ...row, side: permissions.side }];
  } else {
    const rows = await typed<(CurrencyLedger & { side: number | null })[]>(
      visibleLedgers(db, user.id)
        .leftJoin('money_ledger_users as mine', (join) =>
          join.on('mine.ledger_id', 'l.id').andOnVal('mine.user_id', user.id),
        )
        .whereNotIn('l.ledger_type_id', NOT_CASHFLOW)
        .select('l.id', 'l.currency', 'l.account_id', 'l.balance_account_id', 'mine.side as side'),
    );
    ledgers = rows.map((row) => ({ ...row, side: row.side ?? 0 }));
  }
  const window = monthsEndingWith(currentMonth(), options.months ?? CHART_DEFAULT_MONTHS);
  const first = window[0] ?? currentMonth();
  const last = window[window.length - 1] ?? currentMonth();
  // Each currency has its months: amounts of two currencies are never added.
  const currencyOf = await ledgerCurrencies(db, ledgers);
  const currencies = new Map<string, Map<string, CashflowMonth>>();
  const monthsOf = (currency: string): Map<string, CashflowMonth> => {
    let months = currencies.get(currency);
    if (!months) {
      months = new Map(window.map((month) => [month, { month, income: 0, spending: 0 }]));
      currencies.set(currency, months);
    }
    return months;
  };
  const reversed = new Set(ledgers.filter((ledger) => ledger.side === 2).map((ledger) => ledger.id));
  // In slices, so a user with many ledgers stays under the databases' bound on parameters.
  for (let start = 0; start < ledgers.length; start += 500) {
    const ids = ledgers.slice(start, start + 500).map((ledger) => ledger.id);
    const month = db.raw('substr(transaction_date, 1, 7)');
    const rows = await typed<{ ledger_id: number; month: string; income: unknown; spending: unknown }[]>(
      db('money_transactions')
        .whereIn('ledger_id', ids)
        .andWhere('transaction_date', '>=', `${first}-01`)
        .andWhere('transaction_date', '<', `${addMonth(last, 1)}-01`)
        // A transfer moves money between the user's own ledgers: neither income nor spending.
        .whereNull('transfer_id')
        .groupBy('ledger_id', month)
        .select(
          'ledger_id',
          db.raw('substr(transaction_date, 1, 7) as month'),
          db.raw('sum(case when amount > 0 then amount else 0 end) as income'),
          db.raw('sum(case when amount < 0 then -amount else 0 end) as spending'),
        ),
    );
    for (const row of rows) {
      const entry = monthsOf(currencyOf.get(Number(row.ledger_id)) ?? DEFAULT_CURRENCY).get(row.month);
      if (!entry) continue;
      const [income, spending] = [cents(row.income), cents(row.spending)];
      const flip = reversed.has(Number(row.ledger_id));
      entry.income += flip ? spending : income;
      entry.spending += flip ? income : spending;
    }
  }
  const main = mainCurrencyOf(
    ledgers.map((ledger) => ({ currency: currencyOf.get(ledger.id) ?? DEFAULT_CURRENCY })),
  );
  return {
    ledgerCount: ledgers.length,
    currency: main,
    months: [...monthsOf(main).values()],
    byCurrency: [...currencies]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, months]) => ({ currency, months: [...months.values()] })),
  };
}

/** The most cycles one subscription may have in the forecast window (daily for ten years). */
const MAX_CYCLES = 3700;

/**
 * What each active subscription (types 3 and 8, leases too when asked) will charge in this month and the next
 * `months - 1`: its amount per cycle on every cycle date from its next cycle date on. A subscription without a
 * next cycle date or an interval counts its monthly equivalent in every month.
 */
export async function subscriptionForecast(
  context: MoneyContext,
  options: { months?: number; includeLeases: boolean },
): Promise<SubscriptionForecast> {
  const types = SUBSCRIPTION_ACCOUNT_TYPES.filter(
    (type) => options.includeLeases || type !== AccountType.Lease,
  );
  const rows = await typed<
    {
      id: number;
      title: string;
      amount_per_cycle: unknown;
      schedule_interval_id: number | null;
      next_cycle_date: string | null;
    }[]
  >(
    visibleAccounts(context.db, context.user.id)
      .whereIn('a.account_type_id', types)
      .andWhere('a.active', true)
      .orderBy('a.title')
      .orderBy('a.id')
      .select('a.id', 'a.title', 'a.amount_per_cycle', 'a.schedule_interval_id', 'a.next_cycle_date'),
  );
  const count = options.months ?? CHART_DEFAULT_MONTHS;
  const first = currentMonth();
  const months = Array.from({ length: count }, (_, index) => addMonth(first, index));
  const end = `${addMonth(first, count)}-01`;
  const series = rows.map((row) => {
    const amount = cents(row.amount_per_cycle);
    const amounts = months.map(() => 0);
    if (row.next_cycle_date === null || row.schedule_interval_id === null) {
      amounts.fill(monthlyRate(amount, row.schedule_interval_id));
    } else {
      let date = row.next_cycle_date;
      for (let cycle = 0; cycle < MAX_CYCLES && date < end; cycle += 1) {
        const index = months.indexOf(date.slice(0, 7));
        if (index >= 0) amounts[index] = (amounts[index] ?? 0) + amount;
        try {
          date = nextCycleDate(date, row.schedule_interval_id);
        } catch {
          break;
        }
      }
    }
    return { id: row.id, title: row.title, amounts };
  });
  const totals = months.map((_, index) =>
    series.reduce((sum, entry) => sum + (entry.amounts[index] ?? 0), 0),
  );
  return { months, series, totals };
}
