// /money/reports: spending by category and by payee, income against spending and net worth over a date range,
// one part per currency (amounts of different currencies are never added). Each figure is a chart with its
// numbers (ChartFigure's table) and the whole part downloads as CSV.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { minorToDecimal, type CurrencyReport } from '@lcars/contract/money';
import { Button } from '@lcars/ui';
import { saveFile } from '../../../kit/download';
import { useLoad } from '../../../kit';
import { call } from '../../../core/call';
import * as calls from '@lcars/contract/money';
import { ChartFigure } from '../charts/ChartFigure';
import { monthLabel, type ChartSpec } from '../charts/chartSpec';
import { MONEY_BASE } from '../constants';
import { MoneyHeader, MoneyMenu } from '../components/shared';
import * as styles from '../money.css';
import * as budget from '../budget.css';
import * as charts from '../charts/charts.css';

/** YYYY-MM-DD of a date in the device's calendar. */
const dayOf = (date: Date): string =>
  `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The default range: the twelve months up to today. */
function lastYear(now = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(now.getFullYear() - 1, now.getMonth() + 1, 1)), to: dayOf(now) };
}

/** Spending categories or payees as one bar each (spending shown positive), the biggest first. */
function barsOf(lines: readonly { name: string; total: number }[], currency: string): ChartSpec {
  const spent = lines.filter((line) => line.total < 0).slice(0, 15);
  return {
    type: 'bar',
    horizontal: true,
    unit: 'cents',
    currency,
    labels: spent.map((line) => line.name),
    series: [{ label: 'Spent', color: 'primary', data: spent.map((line) => -line.total) }],
  };
}

function specs(part: CurrencyReport) {
  const labels = part.months.map((month) => monthLabel(month.month));
  return {
    categories: barsOf(part.byCategory, part.currency),
    payees: barsOf(part.byPayee, part.currency),
    flow: {
      type: 'bar',
      unit: 'cents',
      currency: part.currency,
      labels,
      series: [
        { label: 'Income', color: 'success', data: part.months.map((month) => month.income) },
        { label: 'Spending', color: 'error', data: part.months.map((month) => month.spending) },
      ],
    } satisfies ChartSpec,
    worth: {
      type: 'line',
      unit: 'cents',
      currency: part.currency,
      labels: part.netWorth.map((point) => monthLabel(point.month)),
      series: [
        { label: 'Net worth', color: 'primary', data: part.netWorth.map((point) => point.net) },
        { label: 'Assets', color: 'success', data: part.netWorth.map((point) => point.assets) },
        { label: 'Liabilities', color: 'error', data: part.netWorth.map((point) => point.liabilities) },
      ],
    } satisfies ChartSpec,
  };
}

/** A CSV field: quoted, and a name that a spreadsheet would read as a formula kept as text. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Every figure of one currency's part, as rows a spreadsheet opens. */
export function reportCsv(part: CurrencyReport, range: { from: string; to: string }): string {
  const money = (minor: number) => minorToDecimal(minor, part.currency);
  const rows: string[][] = [['Report', 'Name', 'Group', 'Month', 'Amount', 'Second amount', 'Third amount']];
  for (const line of part.byCategory)
    rows.push(['Category', field(line.name), field(line.group ?? ''), '', money(line.total), '', '']);
  for (const line of part.byPayee) rows.push(['Payee', field(line.name), '', '', money(line.total), '', '']);
  for (const month of part.months)
    rows.push(['Income and spending', '', '', month.month, money(month.income), money(month.spending), '']);
  for (const point of part.netWorth)
    rows.push([
      'Net worth (net, assets, liabilities)',
      '',
      '',
      point.month,
      money(point.net),
      money(point.assets),
      money(point.liabilities),
    ]);
  return `# ${part.currency} ${range.from} to ${range.to}\r\n${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

function CurrencyPart({ part, range }: { part: CurrencyReport; range: { from: string; to: string } }) {
  const spec = useMemo(() => specs(part), [part]);
  const id = part.currency.toLowerCase();
  return (
    <section className={budget.page} aria-label={`Reports in ${part.currency}`} data-testid={`report-${id}`}>
      <div className={budget.row}>
        <h2 className={budget.heading}>{part.currency}</h2>
        <Button
          variant="text"
          onPress={() =>
            saveFile(
              reportCsv(part, range),
              `money-report-${id}-${range.from}-${range.to}.csv`,
              'text/csv;charset=utf-8',
            )
          }
        >
          Download CSV
        </Button>
      </div>
      <div className={charts.charts}>
        <ChartFigure
          title="Spending by category"
          summary={`Bar chart of what each category spent from ${range.from} to ${range.to}, in ${part.currency}.`}
          spec={spec.categories}
          emptyText="Nothing was spent in this range."
          categoryHeader="Category"
          testId={`report-categories-${id}`}
        />
        <ChartFigure
          title="Spending by payee"
          summary={`Bar chart of what was paid to each payee from ${range.from} to ${range.to}, in ${part.currency}.`}
          spec={spec.payees}
          emptyText="Nothing was paid in this range."
          categoryHeader="Payee"
          testId={`report-payees-${id}`}
        />
        <ChartFigure
          title="Income and spending"
          summary={`Bar chart of income and spending in each month from ${range.from} to ${range.to}, transfers aside.`}
          spec={spec.flow}
          emptyText="No income or spending in this range."
          categoryHeader="Month"
          testId={`report-flow-${id}`}
        />
        <ChartFigure
          title="Net worth"
          summary={`Line chart of net worth, assets and liabilities at each month's end, in ${part.currency}.`}
          spec={spec.worth}
          emptyText="No balances to chart."
          categoryHeader="Month"
          testId={`report-worth-${id}`}
        />
      </div>
    </section>
  );
}

export function ReportsPage() {
  // The range lives in the address (?from=&to=): a report can be bookmarked, and survives a change of look.
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => lastYear(), []);
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const [draft, setDraft] = useState(range);
  const { data, failed } = useLoad(
    () => call(calls.moneyReport, { query: range }),
    `money-report:${range.from}:${range.to}`,
  );
  return (
    <>
      <MoneyHeader
        title="Reports"
        toolbar={
          <>
            <Link to={`${MONEY_BASE}/budget`} className={styles.link}>
              Budget
            </Link>
            <MoneyMenu />
          </>
        }
      />
      <div className={budget.page}>
        <form
          className={budget.row}
          aria-label="Date range"
          onSubmit={(event) => {
            event.preventDefault();
            setParams({ from: draft.from, to: draft.to });
          }}
        >
          <label className={budget.field}>
            <span className={budget.label}>From</span>
            <input
              type="date"
              className={styles.cellInput}
              value={draft.from}
              required
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </label>
          <label className={budget.field}>
            <span className={budget.label}>To</span>
            <input
              type="date"
              className={styles.cellInput}
              value={draft.to}
              required
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </label>
          <Button type="submit">Show</Button>
        </form>
        {failed ? <p className={styles.errorText}>The reports could not be loaded.</p> : null}
        {data?.currencies.length === 0 ? <p>There are no ledgers of yours to report on yet.</p> : null}
        {data?.currencies.map((part) => (
          <CurrencyPart key={part.currency} part={part} range={data} />
        ))}
      </div>
    </>
  );
}
