// Dates and amounts as statements write them, read strictly: a value that does not fit its declared layout
// is a failure with a reason, never a guess (an import that silently swaps day and month is worse than none).
import { parseMoneyDate, type ImportDateFormat } from '@lcars/contract/money';

export class RowError extends Error {}

const LAYOUTS: Record<ImportDateFormat, { pattern: RegExp; order: ('y' | 'M' | 'd')[] }> = {
  'yyyy-MM-dd': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: ['y', 'M', 'd'] },
  'yyyy/MM/dd': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: ['y', 'M', 'd'] },
  yyyyMMdd: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: ['y', 'M', 'd'] },
  'dd/MM/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['d', 'M', 'y'] },
  'MM/dd/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: ['M', 'd', 'y'] },
  'dd.MM.yyyy': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: ['d', 'M', 'y'] },
  'dd-MM-yyyy': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['d', 'M', 'y'] },
  'MM-dd-yyyy': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: ['M', 'd', 'y'] },
  'dd/MM/yy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: ['d', 'M', 'y'] },
  'MM/dd/yy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: ['M', 'd', 'y'] },
};

/** 'YYYY-MM-DD' from a statement's date in the given layout; throws a RowError naming the layout. */
export function parseStatementDate(text: string, format: ImportDateFormat): string {
  const value = text.trim();
  const layout = LAYOUTS[format];
  const match = layout.pattern.exec(value);
  if (!match) throw new RowError(`The date '${clip(value)}' is not written as ${format}.`);
  const parts: Record<string, number> = {};
  layout.order.forEach((part, index) => (parts[part] = Number(match[index + 1])));
  let year = parts.y ?? 0;
  // Two-digit years: 00-69 are 2000-2069, 70-99 are 1970-1999 (the POSIX strptime rule).
  if (format.endsWith('/yy')) year += year < 70 ? 2000 : 1900;
  const iso = parseMoneyDate(
    `${String(year).padStart(4, '0')}-${String(parts.M).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}`,
  );
  if (iso === null) throw new RowError(`The date '${clip(value)}' is not a day of the calendar (${format}).`);
  return iso;
}

/**
 * Signed cents from an amount as written: decimal point or comma, thousands grouped by the other one (or
 * spaces, apostrophes), a leading or trailing minus, parentheses for negatives, a currency sign. More than
 * two decimals (other than zeros) is an error: an amount is never rounded on the way in.
 */
export function parseStatementAmount(text: string, decimal: '.' | ','): number {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') throw new RowError('The amount is empty.');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  value = value.replace(/^[A-Z]{3}|[A-Z]{3}$/g, '').replace(/[$€£¥₹]/gu, '');
  if (value.startsWith('-') || value.startsWith('−')) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1);
  } else if (value.startsWith('+')) {
    value = value.slice(1);
  }
  value = value.replace(/[$€£¥₹]/gu, '');
  const group = decimal === '.' ? ',' : '.';
  const pattern =
    decimal === '.'
      ? /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$|^\.(\d+)$/
      : /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$|^,(\d+)$/;
  const match = pattern.exec(value);
  if (!match)
    throw new RowError(
      `The amount '${clip(text.trim())}' is not a number with a decimal ${decimal === '.' ? 'point' : 'comma'}.`,
    );
  // Leading zeros are padding, not size: investment statements write '+00000000000000.2400'.
  const whole = (match[1] ?? '0')
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  let fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > 2) {
    if (/^0+$/.test(fraction.slice(2))) fraction = fraction.slice(0, 2);
    else throw new RowError(`The amount '${clip(text.trim())}' has more than two decimals.`);
  }
  if (whole.length > 13) throw new RowError(`The amount '${clip(text.trim())}' is too large.`);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

export function clip(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A memo as the ledger keeps it: one line, no control characters, at most 500 characters. */
export function cleanMemo(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500)
  );
}
