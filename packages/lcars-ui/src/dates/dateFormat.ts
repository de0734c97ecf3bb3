// Which order and separator a date field uses: from an explicit format such as 'dd.mm.yyyy', or from
// the locale via Intl. The result drives parsing, display and the error messages' example.

export type DatePart = 'd' | 'm' | 'y';
export type DateSeparator = '/' | '-' | '.';

export interface DateInputFormat {
  /** The order of day, month and year, e.g. ['d', 'm', 'y'] for 23.11.2024. */
  order: readonly [DatePart, DatePart, DatePart];
  separator: DateSeparator;
  /** Digits shown for day and month: 2 pads with a zero ('05'), 1 does not ('5'). */
  dayDigits: 1 | 2;
  monthDigits: 1 | 2;
  /** Digits shown for the year. Input accepts two or four digits either way. */
  yearDigits: 2 | 4;
  /** The format written out, for placeholders and messages: 'dd.mm.yyyy'. */
  pattern: string;
}

export interface DateFormatOptions {
  /** A BCP 47 locale tag such as 'en-GB' or 'de-DE'. */
  locale?: string;
  /** An explicit format with d, m and y and one separator: 'dd.mm.yyyy', 'yyyy-mm-dd', 'd/m/yy'. */
  format?: string;
}

/** The fallback when neither a usable format nor a usable locale is given. */
export const DEFAULT_DATE_FORMAT = 'mm/dd/yyyy';

const FORMAT = /^([dmy]+)([/.-])([dmy]+)\2([dmy]+)$/;

/** Reads an explicit format; null when it is not d, m and y (each once) joined by one of / - . */
export function parseDateFormat(format: string): DateInputFormat | null {
  const match = FORMAT.exec(format.trim().toLowerCase());
  if (!match) return null;
  const separator = match[2] as DateSeparator;
  const groups = [match[1], match[3], match[4]] as [string, string, string];
  const order = groups.map((group) => group.charAt(0)) as [DatePart, DatePart, DatePart];
  if (new Set(order).size !== 3) return null;
  let dayDigits: 1 | 2 = 2;
  let monthDigits: 1 | 2 = 2;
  let yearDigits: 2 | 4 = 4;
  for (const group of groups) {
    // A group must repeat one letter: 'dm' is not a part.
    if (group !== group.charAt(0).repeat(group.length)) return null;
    if (group.startsWith('y')) {
      if (group.length !== 2 && group.length !== 4) return null;
      yearDigits = group.length;
    } else {
      if (group.length > 2) return null;
      if (group.startsWith('d')) dayDigits = group.length as 1 | 2;
      else monthDigits = group.length as 1 | 2;
    }
  }
  return { order, separator, dayDigits, monthDigits, yearDigits, pattern: groups.join(separator) };
}

const byLocale = new Map<string, DateInputFormat | null>();
// 23 November 2024: day, month and year are all different, so each part is recognisable.
const SAMPLE_DATE = Date.UTC(2024, 10, 23);

/**
 * The day/month/year order and separator a locale writes, read from Intl.DateTimeFormat's parts for a
 * known date. A separator outside / - . (or none) becomes '/'. Null for an invalid locale tag.
 */
export function localeDateFormat(locale: string): DateInputFormat | null {
  if (byLocale.has(locale)) return byLocale.get(locale) ?? null;
  let result: DateInputFormat | null = null;
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(SAMPLE_DATE);
    const order: DatePart[] = [];
    let separator: DateSeparator | undefined;
    for (const part of parts) {
      if (part.type === 'day') order.push('d');
      else if (part.type === 'month') order.push('m');
      else if (part.type === 'year') order.push('y');
      else if (part.type === 'literal' && order.length === 1 && separator === undefined) {
        // Strip spaces and direction marks: Korean writes '2024. 11. 23.', Arabic adds RLM marks.
        const literal = part.value.replace(/[\s\u200e\u200f\u061c]/g, '');
        separator = literal === '/' || literal === '-' || literal === '.' ? literal : '/';
      }
    }
    if (order.length === 3 && new Set(order).size === 3) {
      const [first, second, third] = order as [DatePart, DatePart, DatePart];
      const sep = separator ?? '/';
      result = {
        order: [first, second, third],
        separator: sep,
        dayDigits: 2,
        monthDigits: 2,
        yearDigits: 4,
        pattern: order.map((part) => (part === 'y' ? 'yyyy' : part + part)).join(sep),
      };
    }
  } catch {
    // RangeError for a malformed tag: fall through to null, the caller falls back.
  }
  if (byLocale.size < 100) byLocale.set(locale, result);
  return result;
}

const fallback = parseDateFormat(DEFAULT_DATE_FORMAT) as DateInputFormat;

/**
 * The format a date field uses: the explicit format when it is valid, else the locale's, else the
 * fallback mm/dd/yyyy. Never throws, so a bad setting cannot break a form.
 */
export function resolveDateFormat(options: DateFormatOptions = {}): DateInputFormat {
  if (options.format !== undefined) {
    const explicit = parseDateFormat(options.format);
    if (explicit) return explicit;
  }
  if (options.locale !== undefined && options.locale !== '') {
    const fromLocale = localeDateFormat(options.locale);
    if (fromLocale) return fromLocale;
  }
  return fallback;
}
