// The charts of the Money pages (issue 21), one component each, placed by a line in the page: a ledger's and an
// account's balance over time, income and spending by month, what the subscriptions charge per month, and the
// credit accounts' utilisation. Each shows its numbers as a table too (ChartFigure).
import { useMemo } from 'react';
import type { Account, BalanceHistory, CashflowMonth, CreditList } from '@lcars/contract/money';
import { useLoad } from '../../../kit';
import { useLedgerStore } from '../store';
import { ChartFigure } from './ChartFigure';
import { chartsApi } from './chartsApi';
import { monthLabel, SERIES_COLORS, type ChartColor, type ChartSpec } from './chartSpec';
import * as styles from './charts.css';

/** A year of months, this one last. */
const MONTHS = 12;

/** `currency`: the ledger's or account's, so its axis and table read ¥1,200, not $12.00. */
function balanceSpec(history: BalanceHistory | undefined, currency?: string): ChartSpec | undefined {
  if (!history) return undefined;
  const labels = history.points.map((point) => monthLabel(point.month));
  // A ledger without a balance (balance mode None) shows what each month changed instead.
  const hasBalance = history.points.some((point) => point.balance !== null);
  return hasBalance
    ? {
        type: 'line',
        unit: 'cents',
        ...(currency !== undefined && { currency }),
        labels,
        series: [{ label: 'Balance', color: 'primary', data: history.points.map((point) => point.balance) }],
      }
    : {
        type: 'bar',
        unit: 'cents',
        ...(currency !== undefined && { currency }),
        labels,
        series: [{ label: 'Net change', color: 'primary', data: history.points.map((point) => point.net) }],
      };
}

/** On the ledger page: the ledger's balance at each month's end; drawn again when its rows change. */
export function LedgerBalanceChart({ ledgerId }: { ledgerId: number }) {
  const balance = useLedgerStore((state) => state.currentBalance);
  const count = useLedgerStore((state) => state.rows.length);
  const currency = useLedgerStore((state) => state.ledger?.currency);
  const { data, failed } = useLoad(
    () => chartsApi.ledgerBalance(ledgerId, MONTHS),
    `ledger-balance:${String(ledgerId)}:${String(balance)}:${String(count)}`,
  );
  const spec = useMemo(() => balanceSpec(data, currency), [data, currency]);
  return (
    <ChartFigure
      title="Balance over time"
      summary={`Line chart of the ledger's balance at the end of each of the last ${String(MONTHS)} months.`}
      spec={spec}
      failed={failed}
      emptyText="There is no balance to chart yet."
      categoryHeader="Month"
      testId="chart-ledger-balance"
    />
  );
}

/** In an account's view: its balance at each month's end. */
export function AccountBalanceChart({ account }: { account: Account }) {
  const { data, failed } = useLoad(
    () => chartsApi.accountBalance(account.id, MONTHS),
    `account-balance:${String(account.id)}:${String(account.currentBalance)}`,
  );
  const spec = useMemo(() => balanceSpec(data, account.currency ?? undefined), [data, account.currency]);
  return (
    <ChartFigure
      title="Balance over time"
      summary={`Line chart of ${account.title}'s balance at the end of each of the last ${String(MONTHS)} months.`}
      spec={spec}
      failed={failed}
      emptyText="There is no balance to chart yet."
      categoryHeader="Month"
      testId="chart-account-balance"
    />
  );
}

/** Income and spending by month in one currency. */
function cashflowSpec(
  months: readonly CashflowMonth[],
  currency: string | undefined,
  empty: boolean,
): ChartSpec {
  return {
    type: 'bar',
    unit: 'cents',
    ...(currency !== undefined && { currency }),
    labels: empty ? [] : months.map((month) => monthLabel(month.month)),
    series: [
      { label: 'Income', color: 'success', data: months.map((month) => month.income) },
      { label: 'Spending', color: 'error', data: months.map((month) => month.spending) },
    ],
  };
}

/**
 * On the Money home page: income and spending by month across the user's ledgers, one chart per currency (the
 * main one first) so that amounts of two currencies are never added.
 */
export function CashflowChart() {
  const { data, failed } = useLoad(() => chartsApi.cashflow(MONTHS), 'cashflow');
  const others = (data?.byCurrency ?? []).filter((part) => part.currency !== data?.currency);
  const spec = useMemo<ChartSpec | undefined>(
    () => data && cashflowSpec(data.months, data.currency, data.ledgerCount === 0),
    [data],
  );
  const suffix = others.length > 0 && data?.currency ? ` (${data.currency})` : '';
  return (
    <section className={styles.charts} aria-label="Money charts">
      <ChartFigure
        title={`Income and spending by month${suffix}`}
        summary={`Bar chart of deposits and withdrawals in each of the last ${String(MONTHS)} months, across your ledgers${suffix}.`}
        spec={spec}
        failed={failed}
        emptyText="There are no saved ledgers available."
        categoryHeader="Month"
        testId="chart-cashflow"
      />
      {others.map((part) => (
        <ChartFigure
          key={part.currency}
          title={`Income and spending by month (${part.currency})`}
          summary={`Bar chart of deposits and withdrawals in each of the last ${String(MONTHS)} months, across your ${part.currency} ledgers.`}
          spec={cashflowSpec(part.months, part.currency, false)}
          failed={false}
          emptyText=""
          categoryHeader="Month"
          testId={`chart-cashflow-${part.currency}`}
        />
      ))}
    </section>
  );
}

/** On the subscriptions page: what each subscription charges in this month and the next eleven. */
export function SubscriptionsChart({ includeLeases }: { includeLeases: boolean }) {
  const { data, failed } = useLoad(
    () => chartsApi.subscriptions(MONTHS, includeLeases),
    `subscription-forecast:${String(includeLeases)}`,
  );
  const spec = useMemo<ChartSpec | undefined>(
    () =>
      data && {
        type: 'bar',
        unit: 'cents',
        stacked: true,
        labels: data.months.map(monthLabel),
        series: data.series.map((series, index) => ({
          label: series.title,
          color: SERIES_COLORS[index % SERIES_COLORS.length] ?? 'primary',
          data: series.amounts,
        })),
      },
    [data],
  );
  return (
    <ChartFigure
      title="Subscriptions per month"
      summary={`Stacked bar chart of what each active subscription charges in this month and the next ${String(MONTHS - 1)}.`}
      spec={spec}
      failed={failed}
      emptyText="There are no saved subscriptions available."
      categoryHeader="Month"
      testId="chart-subscriptions"
    />
  );
}

/** The colour of a utilisation: under 30 % good, under 70 % a warning, beyond that an error. */
const utilisationColor = (percent: number): ChartColor =>
  percent < 30 ? 'success' : percent < 70 ? 'warning' : 'error';

/** On the credit page: each credit account's balance as a share of its limit (accounts with a limit). */
export function CreditUtilisationChart({ data }: { data: CreditList | undefined }) {
  const spec = useMemo<ChartSpec | undefined>(() => {
    if (!data) return undefined;
    const limited = data.records.filter((row) => row.creditLimit > 0);
    const percents = limited.map(
      (row) => Math.round((Math.abs(row.currentBalance) / row.creditLimit) * 1000) / 10,
    );
    return {
      type: 'bar',
      horizontal: true,
      unit: 'percent',
      labels: limited.map((row) => row.title),
      series: [
        { label: 'Utilisation', color: 'primary', colors: percents.map(utilisationColor), data: percents },
      ],
    };
  }, [data]);
  return (
    <ChartFigure
      title="Credit utilisation"
      summary="Bar chart of each credit account's balance as a percentage of its credit limit."
      spec={spec}
      emptyText="No credit account has a credit limit."
      categoryHeader="Account"
      testId="chart-credit-utilisation"
    />
  );
}
