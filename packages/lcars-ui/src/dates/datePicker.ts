// The date picker's data: the years it offers and the month it draws. Layout and looks live in the
// component; this is only the arithmetic.
import { toIsoDate, yearOf, type TodayInput } from './calendar';

/** The picker's year list reaches this many years back from today… */
export const DATE_PICKER_YEARS_BACK = 100;
/** …and this many forward. */
export const DATE_PICKER_YEARS_FORWARD = 52;
/** Day cells in a month view: six full weeks, so the picker never changes height (static weeks). */
export const DATE_PICKER_DAY_CELLS = 42;

/** The years the picker offers, ascending: 100 years before today's year to 52 after it. */
export function datePickerYears(today: TodayInput = new Date()): number[] {
  const year = yearOf(today);
  const years: number[] = [];
  for (let offset = -DATE_PICKER_YEARS_BACK; offset <= DATE_PICKER_YEARS_FORWARD; offset++) {
    years.push(year + offset);
  }
  return years;
}

export interface MonthGridCell {
  /** ISO `yyyy-mm-dd`. */
  date: string;
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** False for the days of the previous and next month that fill the first and last weeks. */
  inMonth: boolean;
}

// Noon UTC never crosses a day boundary, and UTC has no daylight-saving days of 23 or 25 hours.
function utcNoon(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not turn years 0-99 into 1900-1999.
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(12, 0, 0, 0);
  return date;
}

/**
 * The 42 day cells of `month` (1-12) of `year`, in rows of seven starting on `firstDayOfWeek`
 * (0 Sunday, 1 Monday, … 6 Saturday). The first row holds the 1st; days before it and after the
 * month's end come from the neighbouring months with `inMonth: false`. A month of 13 or 0 rolls
 * into the next or previous year.
 */
export function monthGrid(year: number, month: number, firstDayOfWeek = 0): MonthGridCell[] {
  if (!Number.isInteger(year) || !Number.isInteger(month)) {
    throw new RangeError(`monthGrid needs an integer year and month, got ${year} and ${month}`);
  }
  const weekStart = Number.isInteger(firstDayOfWeek) ? ((firstDayOfWeek % 7) + 7) % 7 : 0;
  const first = utcNoon(year, month - 1, 1);
  const shownYear = first.getUTCFullYear();
  const shownMonth = first.getUTCMonth() + 1;
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const cursor = utcNoon(shownYear, shownMonth - 1, 1 - lead);
  const cells: MonthGridCell[] = [];
  for (let index = 0; index < DATE_PICKER_DAY_CELLS; index++) {
    const cellYear = cursor.getUTCFullYear();
    const cellMonth = cursor.getUTCMonth() + 1;
    const day = cursor.getUTCDate();
    cells.push({
      date: toIsoDate(cellYear, cellMonth, day),
      year: cellYear,
      month: cellMonth,
      day,
      weekday: cursor.getUTCDay(),
      inMonth: cellYear === shownYear && cellMonth === shownMonth,
    });
    cursor.setUTCDate(day + 1);
  }
  return cells;
}
