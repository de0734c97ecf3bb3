// Pure Money arithmetic: exact cents, monthly equivalents, display text, the credit gradient, cycle dates.
// Nothing here touches floating point for an amount.
import { CREDIT_GRADIENT, Interval } from '@lcars/contract/money';

/** Cents from the database: a number (SQLite), a string (PostgreSQL bigint or numeric sums) or null. */
export function cents(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') throw new TypeError('An amount is a number or decimal text.');
  const text = value;
  // numeric sums from PostgreSQL may read "123" or "123.000"; the fraction is always zero for cents.
  return Number(text.includes('.') ? text.slice(0, text.indexOf('.')) : text);
}

/** Exact decimal text of cents: -1234 -> "-12.34". */
export function centsToDecimal(amount: number | bigint): string {
  const value = BigInt(amount);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fraction}`;
}

/** Display text: "$1,234.56", negatives in parentheses "($1,234.56)", as every Money screen shows amounts. */
export function formatCents(amount: number | bigint, symbol = '$'): string {
  const decimal = centsToDecimal(amount);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${symbol}${grouped}.${fraction}`;
  return negative ? `(${text})` : text;
}

/** numerator / denominator rounded half to even (banker's rounding), exact on BigInt. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twiceRemainder = (magnitude % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n))
    quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * Cycles per year of each interval: the monthly equivalent of an amount is amount x cyclesPerYear / 12
 * (weekly x 52 / 12, every two weeks x 26 / 12, monthly x 1, quarterly / 3, yearly / 12, daily x 365 / 12).
 */
export const CYCLES_PER_YEAR: Readonly<Record<number, bigint>> = {
  [Interval.Weekly]: 52n,
  [Interval.Monthly]: 12n,
  [Interval.Quarterly]: 4n,
  [Interval.Yearly]: 1n,
  [Interval.EveryTwoWeeks]: 26n,
  [Interval.Daily]: 365n,
};

/** The exact monthly equivalent times 12 (always an integer number of cents); 0 without an interval. */
export function monthlyTwelfths(amountPerCycle: number, intervalId: number | null): bigint {
  const perYear = intervalId === null ? undefined : CYCLES_PER_YEAR[intervalId];
  return perYear === undefined ? 0n : BigInt(amountPerCycle) * perYear;
}

/** The monthly equivalent in cents, rounded half-even once. */
export function monthlyRate(amountPerCycle: number, intervalId: number | null): number {
  return Number(divideHalfEven(monthlyTwelfths(amountPerCycle, intervalId), 12n));
}

/** An exact total of several monthly equivalents: sum the twelfths, round once. */
export function monthlyTotal(rows: readonly { amountPerCycle: number; intervalId: number | null }[]): number {
  const twelfths = rows.reduce((sum, row) => sum + monthlyTwelfths(row.amountPerCycle, row.intervalId), 0n);
  return Number(divideHalfEven(twelfths, 12n));
}

/** Percentile (0-100) of each value among all of them: the share of the others that are strictly lower. */
export function percentiles(values: readonly number[]): number[] {
  if (values.length <= 1) return values.map(() => 0);
  return values.map((value) => (values.filter((other) => other < value).length * 100) / (values.length - 1));
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0').toUpperCase()).join('')}`;
}

function mix(from: string, to: string, share: number): string {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  return rgbToHex(a.map((channel, index) => channel + ((b[index] ?? 0) - channel) * share));
}

/**
 * The credit rate colour: the rate's percentile (0-100) is halved to 0-50; 0 is green
 * #2E7D32, 25 yellow #FFEB3B, 50 red #F44336, linear in RGB between them. The input must be a
 * non-negative number; above 100 counts as 100.
 */
export function creditRateColor(percentile: number): string {
  if (!Number.isFinite(percentile) || percentile < 0) {
    throw new RangeError('The credit gradient input must be a positive number.');
  }
  const position = Math.min(percentile, 100) / 2;
  return position <= 25
    ? mix(CREDIT_GRADIENT.green, CREDIT_GRADIENT.yellow, position / 25)
    : mix(CREDIT_GRADIENT.yellow, CREDIT_GRADIENT.red, (position - 25) / 25);
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function addMonths(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The next cycle date after `date` (YYYY-MM-DD) for an interval. Months clamp to the month's last day
 * (Jan 31 -> Feb 28), and the next cycle continues from the clamped date.
 */
export function nextCycleDate(date: string, intervalId: number): string {
  const start = new Date(`${date}T00:00:00Z`);
  const days = (count: number): Date => new Date(start.getTime() + count * 86_400_000);
  const next: Record<number, () => Date> = {
    [Interval.Weekly]: () => days(7),
    [Interval.EveryTwoWeeks]: () => days(14),
    [Interval.Daily]: () => days(1),
    [Interval.Monthly]: () => addMonths(start, 1),
    [Interval.Quarterly]: () => addMonths(start, 3),
    [Interval.Yearly]: () => addMonths(start, 12),
  };
  const step = next[intervalId];
  if (!step) throw new RangeError(`Unknown schedule interval ${intervalId}.`);
  return step().toISOString().slice(0, 10);
}

/** Percent (two decimals) to basis points and back; the API stores basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
