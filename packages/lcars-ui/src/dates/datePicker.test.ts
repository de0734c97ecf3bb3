import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, parseIsoDate, toIsoDate, yearOf } from './calendar';
import { DATE_PICKER_DAY_CELLS, datePickerYears, monthGrid } from './datePicker';

describe('datePickerYears', () => {
  it('runs from 100 years back to 52 forward, ascending', () => {
    const years = datePickerYears('2026-06-15');
    expect(years).toHaveLength(153);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2078);
    expect(years).toContain(2026);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('takes a Date', () => {
    expect(datePickerYears(new Date(2000, 5, 1))[0]).toBe(1900);
  });

  it('defaults to the clock', () => {
    expect(datePickerYears()).toContain(new Date().getFullYear());
  });
});

describe('monthGrid', () => {
  it('always has 42 cells', () => {
    for (let month = 1; month <= 12; month++) {
      for (let weekStart = 0; weekStart < 7; weekStart++) {
        const grid = monthGrid(2024, month, weekStart);
        expect(grid).toHaveLength(DATE_PICKER_DAY_CELLS);
        expect(grid.filter((cell) => cell.inMonth)).toHaveLength(daysInMonth(2024, month));
        expect(grid[0]?.weekday).toBe(weekStart);
        // Consecutive days, no gaps.
        const first = grid[0];
        const last = grid[41];
        expect(first && last && (Date.parse(last.date) - Date.parse(first.date)) / 86_400_000).toBe(41);
      }
    }
  });

  it('November 2024 from Sunday starts on 27 October', () => {
    const grid = monthGrid(2024, 11, 0);
    expect(grid[0]).toEqual({
      date: '2024-10-27',
      year: 2024,
      month: 10,
      day: 27,
      weekday: 0,
      inMonth: false,
    });
    expect(grid[5]).toEqual({ date: '2024-11-01', year: 2024, month: 11, day: 1, weekday: 5, inMonth: true });
    expect(grid[41]).toEqual({
      date: '2024-12-07',
      year: 2024,
      month: 12,
      day: 7,
      weekday: 6,
      inMonth: false,
    });
  });

  it('November 2024 from Monday starts on 28 October', () => {
    const grid = monthGrid(2024, 11, 1);
    expect(grid[0]?.date).toBe('2024-10-28');
    expect(grid[4]?.date).toBe('2024-11-01');
  });

  it('a month starting on the first weekday has no leading days', () => {
    // 1 September 2024 is a Sunday.
    expect(monthGrid(2024, 9, 0)[0]?.date).toBe('2024-09-01');
    // February 2015 starts on Sunday and has 28 days: two whole trailing weeks.
    const february = monthGrid(2015, 2, 0);
    expect(february[0]?.date).toBe('2015-02-01');
    expect(february.slice(28).every((cell) => !cell.inMonth)).toBe(true);
  });

  it('crosses year ends', () => {
    expect(monthGrid(2025, 1, 0)[0]?.date).toBe('2024-12-29');
    expect(monthGrid(2024, 12, 0)[41]?.date).toBe('2025-01-11');
  });

  it('includes 29 February in leap years only', () => {
    expect(monthGrid(2024, 2, 0).some((cell) => cell.date === '2024-02-29' && cell.inMonth)).toBe(true);
    expect(monthGrid(2023, 2, 0).filter((cell) => cell.inMonth)).toHaveLength(28);
  });

  it('rolls month 13 and 0 into the neighbouring years', () => {
    expect(monthGrid(2024, 13, 0)).toEqual(monthGrid(2025, 1, 0));
    expect(monthGrid(2024, 0, 0)).toEqual(monthGrid(2023, 12, 0));
  });

  it('normalises the first day of the week', () => {
    expect(monthGrid(2024, 11, 8)).toEqual(monthGrid(2024, 11, 1));
    expect(monthGrid(2024, 11, -1)).toEqual(monthGrid(2024, 11, 6));
    expect(monthGrid(2024, 11, 1.5)).toEqual(monthGrid(2024, 11, 0));
  });

  it('handles years before 100 without the 1900 shift', () => {
    expect(monthGrid(50, 3, 0).find((cell) => cell.inMonth)?.date).toBe('0050-03-01');
  });

  it('refuses a non-integer year or month', () => {
    expect(() => monthGrid(2024.5, 1)).toThrow(RangeError);
    expect(() => monthGrid(2024, Number.NaN)).toThrow(RangeError);
  });
});

describe('calendar', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
  });

  it('knows month lengths', () => {
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2023, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('writes and reads ISO dates', () => {
    expect(toIsoDate(2024, 1, 5)).toBe('2024-01-05');
    expect(parseIsoDate('2024-1-5')).toEqual({ year: 2024, month: 1, day: 5 });
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(parseIsoDate('24-01-05')).toBeNull();
  });

  it('reads a year from today', () => {
    expect(yearOf('1999-12-31')).toBe(1999);
    expect(yearOf(new Date(2001, 0, 1))).toBe(2001);
    expect(yearOf('nonsense')).toBe(new Date().getFullYear());
    expect(yearOf(new Date(Number.NaN))).toBe(new Date().getFullYear());
  });
});
