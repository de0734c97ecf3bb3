// Gregorian calendar arithmetic on plain numbers and ISO date strings. No Date objects leak out:
// dates travel through the portal as `yyyy-mm-dd` text so no time zone can shift them by a day.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `yyyy-mm-dd` for a year, a month (1-12) and a day. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Year-month-day with a four-digit year and a one- or two-digit month and day (the accepted
// date strings). A time part after `T` is tolerated so server timestamps can be shown as dates.
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/;

/** Reads an ISO date (or the date part of an ISO timestamp); null when it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A "today" for the date helpers: a Date (its local calendar day) or an ISO date string. */
export type TodayInput = Date | string;

/** The calendar year of `today`, or of the clock when `today` is missing or unreadable. */
export function yearOf(today?: TodayInput): number {
  if (today instanceof Date && !Number.isNaN(today.getTime())) return today.getFullYear();
  if (typeof today === 'string') {
    const parsed = parseIsoDate(today);
    if (parsed) return parsed.year;
  }
  return new Date().getFullYear();
}
