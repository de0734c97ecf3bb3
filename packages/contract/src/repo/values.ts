// What a record value may be, by its field's data type (1 BigInt ... 11 TinyInt). Pure, so
// the API (which decides) and the portal (which warns before sending) check alike. Values travel and are
// stored as text; a valid value comes back normalised (trimmed numbers, canonical booleans and dates).
import { wholeNumberText } from '../digits.js';
import { normalisedTotp } from './totp.js';

export const RepoDataType = {
  BigInt: 1,
  Bit: 2,
  Date: 3,
  DateTime: 4,
  Decimal: 5,
  Float: 6,
  Int: 7,
  Money: 8,
  Nvarchar: 9,
  SmallInt: 10,
  TinyInt: 11,
  /** A TOTP secret or otpauth:// URI (always sensitive; the list shows the current code on demand). */
  TOTP: 12,
} as const;
export type RepoDataTypeId = (typeof RepoDataType)[keyof typeof RepoDataType];

/** The data types in id order, as the md call lists them. */
export const REPO_DATA_TYPES: readonly { id: RepoDataTypeId; title: string }[] = Object.entries(
  RepoDataType,
).map(([title, id]) => ({ id, title }));

/** Numeric types (1, 5, 6, 7, 8, 10, 11): they take a numeric precision, not a length. */
export const NUMERIC_DATA_TYPES: ReadonlySet<number> = new Set([1, 5, 6, 7, 8, 10, 11]);

/** The numeric precision preview shows 38 digits in total; 38 is also the largest precision. */
export const REPO_MAX_PRECISION = 38;
/** Decimal precision when the field sets none (SQL's decimal(18)). */
export const REPO_DEFAULT_PRECISION = 18;
/** Nvarchar length when the field sets none, and the largest a field may set. */
export const REPO_DEFAULT_LENGTH = 4000;
export const REPO_MAX_LENGTH = 10000;

/** What validation needs of a field. */
export interface RepoFieldType {
  title: string;
  dataTypeId: number;
  maxCharacterLength?: number | null;
  numericPrecision?: number | null;
}

export type ValueCheck = { ok: true; value: string } | { ok: false; message: string };

const INTEGER_RANGES: Record<number, readonly [bigint, bigint]> = {
  [RepoDataType.BigInt]: [-(2n ** 63n), 2n ** 63n - 1n],
  [RepoDataType.Int]: [-(2n ** 31n), 2n ** 31n - 1n],
  [RepoDataType.SmallInt]: [-(2n ** 15n), 2n ** 15n - 1n],
  [RepoDataType.TinyInt]: [0n, 255n],
};

/** Money: SQL's money, four decimals, ±922,337,203,685,477.5807. */
const MONEY_LIMIT = 9223372036854775807n;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The digits without their trailing zeros: a loop, since /0+$/ retries every zero of a long run (quadratic). */
function withoutTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') end -= 1;
  return digits.slice(0, end);
}

function digitsOf(text: string): { sign: string; whole: string; fraction: string } | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = withoutTrailingZeros(match[3] ?? '');
  if (whole === '' && fraction === '' && (match[2] ?? '') === '' && (match[3] ?? '') === '') return null;
  return { sign: match[1] === '-' ? '-' : '', whole: whole === '' ? '0' : whole, fraction };
}

function joinDecimal(sign: string, whole: string, fraction: string): string {
  const negative = sign === '-' && !(/^0*$/.test(whole) && fraction === '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The precision a field allows: its own (1-38) or the default. */
export function precisionOf(field: RepoFieldType): number {
  const precision = field.numericPrecision ?? 0;
  return precision >= 1 && precision <= REPO_MAX_PRECISION ? precision : REPO_DEFAULT_PRECISION;
}

/** The length a text field allows: its own or the default. */
export function lengthOf(field: RepoFieldType): number {
  const length = field.maxCharacterLength ?? 0;
  return length >= 1 && length <= REPO_MAX_LENGTH ? length : REPO_DEFAULT_LENGTH;
}

/**
 * Checks one value against its field. The empty string is "no value" and always allowed; anything else must
 * be a value of the field's type, and comes back in its normal form. A failure's message names the field.
 */
export function checkRepoValue(field: RepoFieldType, raw: string): ValueCheck {
  const fail = (what: string): ValueCheck => ({ ok: false, message: `${field.title} must be ${what}.` });
  if (raw === '') return { ok: true, value: '' };
  const text = field.dataTypeId === RepoDataType.Nvarchar ? raw : raw.trim();
  switch (field.dataTypeId) {
    case RepoDataType.Nvarchar: {
      const max = lengthOf(field);
      // Length in characters (code points), as nvarchar counts them for text outside the BMP only roughly.
      return [...text].length <= max ? { ok: true, value: text } : fail(`at most ${max} characters long`);
    }
    case RepoDataType.BigInt:
    case RepoDataType.Int:
    case RepoDataType.SmallInt:
    case RepoDataType.TinyInt: {
      const [min, max] = INTEGER_RANGES[field.dataTypeId]!;
      const what = wholeNumberText(min, max);
      if (!/^[+-]?\d{1,40}$/.test(text)) return fail(what);
      const value = BigInt(text);
      return value >= min && value <= max ? { ok: true, value: value.toString() } : fail(what);
    }
    case RepoDataType.Bit: {
      const lower = text.toLowerCase();
      if (lower === '1' || lower === 'true') return { ok: true, value: 'true' };
      if (lower === '0' || lower === 'false') return { ok: true, value: 'false' };
      return fail('true or false');
    }
    case RepoDataType.Date: {
      const match = DATE.exec(text);
      if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
        return fail('a date (YYYY-MM-DD)');
      }
      return { ok: true, value: text };
    }
    case RepoDataType.DateTime: {
      const match = DATE_TIME.exec(text);
      const valid =
        match !== null &&
        isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) &&
        Number(match[4]) <= 23 &&
        Number(match[5]) <= 59 &&
        Number(match[6] ?? 0) <= 59 &&
        (match[8] === undefined ||
          match[8] === 'Z' ||
          (Number(match[8].slice(1, 3)) <= 14 && Number(match[8].slice(4, 6)) <= 59));
      return valid ? { ok: true, value: text.replace(' ', 'T') } : fail('a date and time (YYYY-MM-DDTHH:MM)');
    }
    case RepoDataType.Decimal: {
      const precision = precisionOf(field);
      const parts = digitsOf(text);
      const what = `a number of at most ${precision} digits`;
      if (!parts) return fail(what);
      const significant = (parts.whole === '0' ? '' : parts.whole).length + parts.fraction.length;
      return significant <= precision
        ? { ok: true, value: joinDecimal(parts.sign, parts.whole, parts.fraction) }
        : fail(what);
    }
    case RepoDataType.Money: {
      const parts = digitsOf(text);
      const what = 'an amount of at most 14 digits before the point and 4 after';
      if (!parts || parts.fraction.length > 4 || parts.whole.length > 15) return fail(what);
      const units = BigInt(parts.whole + parts.fraction.padEnd(4, '0'));
      const inRange = parts.sign === '-' ? units <= MONEY_LIMIT + 1n : units <= MONEY_LIMIT;
      return inRange ? { ok: true, value: joinDecimal(parts.sign, parts.whole, parts.fraction) } : fail(what);
    }
    case RepoDataType.Float: {
      // Digits, then a fraction only after a point: no two quantifiers can share a digit (no backtracking).
      if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) return fail('a number');
      const value = Number(text);
      return Number.isFinite(value) ? { ok: true, value: String(value) } : fail('a finite number');
    }
    case RepoDataType.TOTP: {
      const value = normalisedTotp(text);
      return value === null
        ? fail('a TOTP secret (base32, at least 16 characters) or an otpauth://totp/ URI')
        : { ok: true, value };
    }
    default:
      return { ok: false, message: `${field.title} has an unknown data type ${field.dataTypeId}.` };
  }
}

/**
 * The precision preview of the field editor: the largest value of that many digits, shown inside the 38 digits
 * a numeric field can have at most ('999999' then 32 dimmed zeros for precision 6).
 */
export function precisionPreview(precision: number): { allowed: string; rest: string } {
  const digits = Math.max(1, Math.min(REPO_MAX_PRECISION, Math.trunc(precision) || 1));
  return { allowed: '9'.repeat(digits), rest: '0'.repeat(REPO_MAX_PRECISION - digits) };
}
