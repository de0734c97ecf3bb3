// Reading what a person typed into a date field: one date, a range of two,
// or nothing. Every outcome is a value, never an exception, because the text is whatever was typed.
import { MONTH_NAMES, daysInMonth, toIsoDate, yearOf, type TodayInput } from './calendar';
import { resolveDateFormat, type DateFormatOptions, type DateInputFormat, type DatePart } from './dateFormat';

export interface DateInputOptions extends DateFormatOptions {
  /** The day two-digit years are resolved against; defaults to the clock. For tests. */
  today?: TodayInput;
}

export type DateInputResult =
  /** `dates` is empty for an empty field, one ISO date, or two for a range (start first). */
  { valid: true; dates: string[] } | { valid: false; reason: string };

type PartResult = { ok: true; iso: string } | { ok: false; reason: string };

// Longer than any date range anyone types; keeps the range search cheap on pasted essays.
const MAX_INPUT_LENGTH = 64;
const ISO_SHAPE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const PART_NAMES: Record<DatePart, string> = { d: 'day', m: 'month', y: 'year' };

/**
 * Two-digit years go to the century that puts them nearest today: up to 50 years back or under 50
 * years ahead. In 2026, '75' is 2075 and '76' is 1976.
 */
export function resolveTwoDigitYear(twoDigits: number, todayYear: number): number {
  const century = Math.floor(todayYear / 100) * 100;
  for (const candidate of [century - 100 + twoDigits, century + twoDigits, century + 100 + twoDigits]) {
    const distance = candidate - todayYear;
    if (distance >= -50 && distance < 50) return candidate;
  }
  return century + twoDigits;
}

function checkCalendar(year: number, month: number, day: number): PartResult {
  if (month < 1 || month > 12) return { ok: false, reason: 'The month must be between 1 and 12.' };
  if (day < 1 || day > 31) return { ok: false, reason: 'The day must be between 1 and 31.' };
  const days = daysInMonth(year, month);
  if (day > days) {
    return { ok: false, reason: `${MONTH_NAMES[month - 1] ?? 'That month'} ${year} has only ${days} days.` };
  }
  return { ok: true, iso: toIsoDate(year, month, day) };
}

function parseIso(text: string): PartResult | null {
  const match = ISO_SHAPE.exec(text);
  if (!match) return null;
  return checkCalendar(Number(match[1]), Number(match[2]), Number(match[3]));
}

function parseWithFormat(text: string, format: DateInputFormat, todayYear: number): PartResult {
  const parts = text.split(format.separator).map((part) => part.trim());
  if (parts.length !== 3) return { ok: false, reason: `Enter the date as ${format.pattern}.` };
  const values: Partial<Record<DatePart, string>> = {};
  for (const [index, name] of format.order.entries()) {
    const part = parts[index] ?? '';
    if (part === '') return { ok: false, reason: `The ${PART_NAMES[name]} is missing.` };
    if (!/^\d+$/.test(part)) return { ok: false, reason: `The ${PART_NAMES[name]} must be a number.` };
    values[name] = part;
  }
  const dayText = values.d ?? '';
  const monthText = values.m ?? '';
  const yearText = values.y ?? '';
  // Day and month are one or two digits; a longer run ('123') is a typo, not a padded number.
  if (monthText.length > 2) return { ok: false, reason: 'The month must be between 1 and 12.' };
  if (dayText.length > 2) return { ok: false, reason: 'The day must be between 1 and 31.' };
  let year: number;
  if (yearText.length === 4) year = Number(yearText);
  else if (yearText.length === 2) year = resolveTwoDigitYear(Number(yearText), todayYear);
  else return { ok: false, reason: 'Enter the year with two or four digits.' };
  return checkCalendar(year, Number(monthText), Number(dayText));
}

/** One date in the field's format or as ISO year-month-day (accepted in every locale). */
function parseOne(text: string, format: DateInputFormat, todayYear: number): PartResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: `Enter the date as ${format.pattern}.` };
  const formatted = parseWithFormat(trimmed, format, todayYear);
  if (formatted.ok) return formatted;
  // ISO is tried second so a format that also starts with the year keeps its own rules; when the
  // text is ISO-shaped, the ISO reason ("February 2023 has only 28 days.") is the useful one.
  return parseIso(trimmed) ?? formatted;
}

/**
 * Whether a run of non-digits between two dates may separate a range: a dash, white space, or any
 * characters that are not just the date separator (so '01/02/2024/01/05/2024' is not a range, while
 * '01-02-2024-01-05-2024' is, the dash being a range dash too).
 */
function isRangeDelimiter(run: string, format: DateInputFormat): boolean {
  const trimmed = run.trim();
  return trimmed !== format.separator || trimmed === '-';
}

/** A delimiter nobody would take for part of a date: spaces, a dash, or a word such as 'to'. */
function isObviousDelimiter(run: string, format: DateInputFormat): boolean {
  const trimmed = run.trim();
  if (trimmed === format.separator) return false;
  return /\s/.test(run) || /^[-–—~]$/.test(trimmed);
}

function countNumbers(text: string): number {
  return text.match(/\d+/g)?.length ?? 0;
}

function invalid(reason: string): DateInputResult {
  return { valid: false, reason };
}

/**
 * Parses a date field: empty (or white space) clears it, one date gives one ISO date, two dates split
 * by a dash or other non-date characters give a range. The order and separator come from `format`,
 * else `locale`, else mm/dd/yyyy; ISO year-month-day with one- or two-digit month and day is accepted
 * whatever the format. A range whose end comes before its start is swapped: the field means "between
 * these two days", as the range picker does when the second click is the earlier day.
 *
 * @example parseDateInput('23.11.24', { locale: 'de-DE' }) // { valid: true, dates: ['2024-11-23'] }
 */
export function parseDateInput(
  text: string | null | undefined,
  options: DateInputOptions = {},
): DateInputResult {
  if (text === null || text === undefined) return { valid: true, dates: [] };
  const format = resolveDateFormat(options);
  if (typeof text !== 'string') return invalid(`Enter the date as ${format.pattern}.`);
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, dates: [] };
  if (trimmed.length > MAX_INPUT_LENGTH) return invalid('That is too long for a date or a range of dates.');
  const todayYear = yearOf(options.today);

  const single = parseOne(trimmed, format, todayYear);
  if (single.ok) return { valid: true, dates: [single.iso] };

  // A range being typed: '01/02/2024 -'. Say what is missing rather than what is wrong.
  const halfRange = /^(.*\d)\s*[-–—~]$/.exec(trimmed);
  if (halfRange?.[1] !== undefined && parseOne(halfRange[1], format, todayYear).ok) {
    return invalid(`Enter the end date as ${format.pattern}.`);
  }

  const numbers = countNumbers(trimmed);
  if (numbers > 6) return invalid('Enter one date, or two dates for a range.');

  // A range: try every run of non-digits between two digits as the split point. Each date has three
  // numbers, so at most one split can make both sides valid; the search needs no guessing.
  let best: string | undefined;
  let fallback: string | undefined;
  for (const match of trimmed.matchAll(/\D+/g)) {
    const run = match[0];
    const start = match.index;
    if (start === 0 || start + run.length === trimmed.length) continue;
    if (!isRangeDelimiter(run, format)) continue;
    const first = parseOne(trimmed.slice(0, start), format, todayYear);
    const second = parseOne(trimmed.slice(start + run.length), format, todayYear);
    if (first.ok && second.ok) {
      const dates = first.iso <= second.iso ? [first.iso, second.iso] : [second.iso, first.iso];
      return { valid: true, dates };
    }
    // Which reason to give: with three numbers or fewer it was one date, so its own reason; a range
    // reason only for a split that leaves at least two numbers on each side, preferring a split at
    // an obvious delimiter, else one whose start date is already valid.
    if (numbers <= 3 || countNumbers(first.ok ? first.iso : trimmed.slice(0, start)) < 2) continue;
    if (countNumbers(trimmed.slice(start + run.length)) < 2) continue;
    const reason = !first.ok ? `Start date: ${first.reason}` : !second.ok ? `End date: ${second.reason}` : '';
    if (isObviousDelimiter(run, format)) best ??= reason;
    else if (first.ok) fallback ??= reason;
  }
  return invalid(best ?? fallback ?? single.reason);
}
