// What a Money chart draws, as plain data: the lazy canvas (ChartCanvas.tsx) turns it into a Chart.js chart, and
// ChartFigure renders the same numbers as a table for screen readers and for anyone who would rather read.
import { formatMoney } from '@lcars/contract/money';
import { formatCurrency, type ColorTokens } from '@lcars/ui';
import { browserLocale } from '../components/MoneyAmount';

/** A colour role of the theme contract: a chart reads its value at draw time, so looks and alerts recolour it. */
export type ChartColor = keyof ColorTokens;

/** The roles the series of a chart take in turn. */
export const SERIES_COLORS: readonly ChartColor[] = [
  'primary',
  'secondary',
  'tertiary',
  'quadrinary',
  'quinary',
  'sexenary',
  'septenary',
  'octonary',
];

export interface ChartSeries {
  label: string;
  /** Null: no value (a gap). */
  data: readonly (number | null)[];
  color: ChartColor;
  /** Per-bar colours (a bar chart of one series), overriding `color`. */
  colors?: readonly ChartColor[];
}

export interface ChartSpec {
  type: 'line' | 'bar';
  /** Bars along the vertical axis (one bar per category, labels on the left). */
  horizontal?: boolean;
  stacked?: boolean;
  /** The categories (months, accounts). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis, in the tooltip and in the table. */
  unit: 'cents' | 'percent';
  /** The ISO 4217 code of amounts in minor units (default: the "$ two decimals" of before). */
  currency?: string;
}

/** 'YYYY-MM' as 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A value as the axis, the tooltip and the table show it. */
export function formatValue(value: number | null, unit: ChartSpec['unit'], currency?: string): string {
  if (value === null) return '—';
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  if (currency !== undefined) return formatMoney(Math.round(value), currency, browserLocale());
  return formatCurrency(Math.round(value));
}
