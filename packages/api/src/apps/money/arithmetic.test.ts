import { describe, expect, it } from 'vitest';
import { Interval } from '@lcars/contract/money';
import {
  centsToDecimal,
  creditRateColor,
  divideHalfEven,
  formatCents,
  monthlyRate,
  monthlyTotal,
  nextCycleDate,
  percentiles,
} from './arithmetic.js';

describe('money arithmetic', () => {
  it('writes cents as exact decimals and display text, negatives in parentheses', () => {
    expect(centsToDecimal(-1234)).toBe('-12.34');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-100)).toBe('($1.00)');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('rounds half to even', () => {
    expect(divideHalfEven(6n, 12n)).toBe(0n); // 0.5 -> 0
    expect(divideHalfEven(18n, 12n)).toBe(2n); // 1.5 -> 2
    expect(divideHalfEven(30n, 12n)).toBe(2n); // 2.5 -> 2
    expect(divideHalfEven(-18n, 12n)).toBe(-2n);
    expect(divideHalfEven(7n, 12n)).toBe(1n);
  });

  it('converts every interval to its exact monthly equivalent', () => {
    expect(monthlyRate(1001, Interval.Weekly)).toBe(4338); // 1001 x 52 / 12 = 4337.67
    expect(monthlyRate(1001, Interval.EveryTwoWeeks)).toBe(2169); // 2168.83
    expect(monthlyRate(101, Interval.Daily)).toBe(3072); // 3072.08
    expect(monthlyRate(1001, Interval.Quarterly)).toBe(334); // 333.67
    expect(monthlyRate(1200, Interval.Yearly)).toBe(100);
    expect(monthlyRate(6, Interval.Yearly)).toBe(0); // 0.5, half-even
    expect(monthlyRate(999, Interval.Monthly)).toBe(999);
    expect(monthlyRate(999, null)).toBe(0);
  });

  it('totals exactly and rounds once (not the sum of rounded rows)', () => {
    const rows = [
      { amountPerCycle: 1001, intervalId: Interval.Weekly },
      { amountPerCycle: 1001, intervalId: Interval.EveryTwoWeeks },
      { amountPerCycle: 101, intervalId: Interval.Daily },
      { amountPerCycle: 1001, intervalId: Interval.Quarterly },
    ];
    expect(monthlyTotal(rows)).toBe(9912); // 118947 / 12 = 9912.25
    expect(rows.reduce((sum, row) => sum + monthlyRate(row.amountPerCycle, row.intervalId), 0)).toBe(9913);
  });

  it('colours the credit rate from green through yellow to red over the halved percentile', () => {
    expect(creditRateColor(0)).toBe('#2E7D32');
    expect(creditRateColor(50)).toBe('#FFEB3B');
    expect(creditRateColor(100)).toBe('#F44336');
    expect(creditRateColor(250)).toBe('#F44336');
    // Halfway from green to yellow: each channel midway.
    expect(creditRateColor(25)).toBe('#97B437');
    expect(() => creditRateColor(-1)).toThrow(RangeError);
    expect(() => creditRateColor(Number.NaN)).toThrow(RangeError);
    expect(percentiles([20, 5, 10])).toEqual([100, 0, 50]);
    expect(percentiles([7])).toEqual([0]);
  });

  it('moves cycle dates by one interval, clamping month ends', () => {
    expect(nextCycleDate('2024-01-31', Interval.Monthly)).toBe('2024-02-29');
    expect(nextCycleDate('2024-11-30', Interval.Quarterly)).toBe('2025-02-28');
    expect(nextCycleDate('2024-02-29', Interval.Yearly)).toBe('2025-02-28');
    expect(nextCycleDate('2024-12-28', Interval.Weekly)).toBe('2025-01-04');
    expect(nextCycleDate('2024-12-28', Interval.EveryTwoWeeks)).toBe('2025-01-11');
    expect(nextCycleDate('2024-12-31', Interval.Daily)).toBe('2025-01-01');
  });
});
