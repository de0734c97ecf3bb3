// The generic form rules every form shares. A rule looks at a field's value and answers
// true or the message to show, the shape Vuetify-style forms and our Field components share. Only
// required, notEmpty and chooseAtLeastOne complain about an empty value: every other rule lets an
// empty optional field through, so "optional but must be an e-mail" needs no special casing.
import { isEmptyValue } from './isEmptyValue';

/** A validation rule: true when the value passes, otherwise the message to show. */
export type Rule = (value: unknown) => true | string;

// The HTML standard's e-mail grammar (what <input type="email"> accepts), plus a dot in the domain:
// an address people type into a portal always has one, and 'name@gmail' is a typo worth catching.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// A plain decimal as people type it: optional sign, digits, optional fraction. No exponents, no
// thousands separators, no hex: what the API's number fields accept.
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTEGER = /^[-+]?\d+$/;

/** Text of a value for the text rules; null for values that have no text (objects, booleans). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Length for the length rules: characters of text, or items of a list. */
function measure(value: unknown): { length: number; unit: string } | null {
  if (Array.isArray(value)) return { length: value.length, unit: 'item' };
  const text = textOf(value);
  // UTF-16 length, like the input's maxlength and the server's string checks.
  return text === null ? null : { length: text.length, unit: 'character' };
}

function checkCount(count: number, name: string): number {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`rules.${name} needs a whole number of at least 0, got ${count}`);
  }
  return count;
}

/** Something must be entered, chosen or ticked: empty text, an empty list and `false` fail. */
const required: Rule = (value) => (isEmptyValue(value) || value === false ? 'Required.' : true);

/** Text or a list must have content; unlike required, a `false` passes and an empty object fails. */
const notEmpty: Rule = (value) => {
  if (isEmptyValue(value)) return 'Must not be empty.';
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
    if (!(value instanceof Set || value instanceof Map) && Object.keys(value).length === 0) {
      return 'Must not be empty.';
    }
  }
  return true;
};

/** For multiple choice (check boxes, multi-selects): at least one option chosen. */
const chooseAtLeastOne: Rule = (value) => {
  if (isEmptyValue(value) || value === false) return 'Choose at least one.';
  return true;
};

const email: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  const text = textOf(value);
  return text !== null && EMAIL.test(text) ? true : 'Enter a valid e-mail address.';
};

/** A number, whole or decimal: '12', '-3', '12.50'. */
const numbersOnly: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  if (typeof value === 'number') return Number.isFinite(value) ? true : 'Enter a number.';
  const text = textOf(value);
  return text !== null && NUMBER.test(text.trim()) ? true : 'Enter a number.';
};

/** A whole number: '12', '-3'; not '12.5'. */
const integersOnly: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? true : 'Enter a whole number.';
  const text = textOf(value);
  return text !== null && INTEGER.test(text.trim()) ? true : 'Enter a whole number.';
};

/** No lower-case letters (digits, spaces and symbols are fine): codes, call signs. */
const uppercaseOnly: Rule = (value) => {
  if (isEmptyValue(value)) return true;
  const text = textOf(value);
  return text !== null && !/\p{Ll}/u.test(text) ? true : 'Use upper-case letters only.';
};

/** At most `max` characters (or items for a list). */
function maxLength(max: number): Rule {
  checkCount(max, 'maxLength');
  return (value) => {
    if (isEmptyValue(value)) return true;
    const size = measure(value);
    return size === null || size.length <= max ? true : `Maximum ${plural(max, size.unit)}.`;
  };
}

/** At least `min` characters (or items for a list), when anything is entered. */
function minLength(min: number): Rule {
  checkCount(min, 'minLength');
  return (value) => {
    if (isEmptyValue(value)) return true;
    const size = measure(value);
    return size === null || size.length >= min ? true : `Minimum ${plural(min, size.unit)}.`;
  };
}

/** Exactly `length` characters (or items for a list), when anything is entered. */
function exactLength(length: number): Rule {
  checkCount(length, 'exactLength');
  return (value) => {
    if (isEmptyValue(value)) return true;
    const size = measure(value);
    return size === null || size.length === length ? true : `Must be exactly ${plural(length, size.unit)}.`;
  };
}

/**
 * None of the characters in `characters` may appear: `excludedCharacter(';')` keeps a separator out
 * of a value that is later joined with it.
 */
function excludedCharacter(characters: string): Rule {
  const excluded = [...characters];
  return (value) => {
    if (isEmptyValue(value)) return true;
    const text = textOf(value);
    if (text === null) return true;
    const found = excluded.find((character) => text.includes(character));
    return found === undefined ? true : `Must not contain "${found}".`;
  };
}

/**
 * The text must match `regex`. A global or sticky flag is dropped, since it would make test()
 * remember its last position and fail every other call.
 */
function pattern(regex: RegExp, message = 'Invalid format.'): Rule {
  const stateless = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
  return (value) => {
    if (isEmptyValue(value)) return true;
    const text = textOf(value);
    return text !== null && stateless.test(text) ? true : message;
  };
}

/** The generic form rules. Parameterised rules are factories: `rules.maxLength(10)`. */
export const rules = {
  required,
  notEmpty,
  chooseAtLeastOne,
  email,
  numbersOnly,
  integersOnly,
  uppercaseOnly,
  maxLength,
  minLength,
  exactLength,
  excludedCharacter,
  pattern,
} as const;
