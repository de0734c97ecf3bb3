// A custom field's value: checked against the field's type and kept as one canonical text, so that a filter
// compares texts ("12.50" is "12.5" written once). Money never goes through floating point: the text is
// checked digit by digit and written with two decimals.
import type { CustomFieldType, FieldValue } from '@lcars/contract/scanner';

/** Why a value does not fit its field, or the canonical text. */
export type Canonical = { ok: true; text: string } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Anchored, no nested repetition: linear on any input (and the input is at most 1,000 characters).
const MONEY = /^(-?)(\d{1,13})(?:[.,](\d{1,2}))?$/;

export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

export function canonicalValue(type: CustomFieldType, value: FieldValue): Canonical {
  switch (type) {
    case 'text': {
      if (typeof value !== 'string') return { ok: false, message: 'The field holds text.' };
      const text = value.trim();
      return text === '' ? { ok: false, message: 'The text is empty.' } : { ok: true, text };
    }
    case 'number': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      if (typeof value === 'string' && value.trim() === '') return { ok: false, message: 'Give a number.' };
      if (!Number.isFinite(number) || Math.abs(number) > 1e15)
        return { ok: false, message: 'Give a number.' };
      return { ok: true, text: String(number) };
    }
    case 'date': {
      const text = typeof value === 'string' ? value.trim() : '';
      return isCalendarDate(text) ? { ok: true, text } : { ok: false, message: 'Give a date as YYYY-MM-DD.' };
    }
    case 'money': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      const match = MONEY.exec(text);
      if (!match) return { ok: false, message: 'Give an amount such as 12.50.' };
      const whole = match[2]!.replace(/^0+(?=\d)/, '');
      const cents = (match[3] ?? '').padEnd(2, '0');
      const negative = match[1] === '-' && !(whole === '0' && cents === '00');
      return { ok: true, text: `${negative ? '-' : ''}${whole}.${cents}` };
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, text: String(value) };
      if (value === 'true' || value === 'false') return { ok: true, text: value };
      return { ok: false, message: 'Give true or false.' };
    }
  }
}

/** A stored value as the wire carries it. */
export function wireValue(type: CustomFieldType, text: string): FieldValue {
  if (type === 'number') return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}
