// What a person reads when a value fails a contract schema. zod's own texts ("Too small: expected number to be
// >=18", "Too big: expected int to be <=2147483647") speak of types and of the database's storage ranges; these
// say what was wrong in the words a form would use, with the field's name. A schema's own message (a
// `.min(1, 'Enter a title.')`) still wins: zod asks this map only for issues without one.
import type { z } from 'zod';
import { digitsThatFit, isStorageBound } from '@lcars/contract';

/** The field's name from the last key of its path: `heightCm` reads "Height cm", nothing reads "A value". */
export function labelOf(path: readonly PropertyKey[]): string {
  const last = path.findLast((key) => typeof key === 'string' && key !== '');
  if (typeof last !== 'string') return 'A value';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (count: number | bigint, word: string): string =>
  `${count.toLocaleString('en-US')} ${word}${Number(count) === 1 ? '' : 's'}`;

function number(bound: number | bigint): string {
  return typeof bound === 'bigint'
    ? bound.toString()
    : bound.toLocaleString('en-US', { maximumFractionDigits: 20 });
}

function sizeMessage(
  label: string,
  origin: string,
  bound: number | bigint,
  inclusive: boolean,
  exact: boolean,
  small: boolean,
): string | undefined {
  const atLeast = small ? 'at least' : 'at most';
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint': {
      if (isStorageBound(bound)) {
        // zod reports `.int().max(2147483647)` with origin 'number': a bound that large and whole belongs
        // to an integer column.
        const whole = origin === 'number' && !Number.isInteger(Number(bound)) ? 'a number' : 'a whole number';
        return `${label} must be ${whole} of at most ${digitsThatFit(bound)} digits.`;
      }
      if (inclusive) return `${label} must be ${atLeast} ${number(bound)}.`;
      return `${label} must be ${small ? 'more' : 'less'} than ${number(bound)}.`;
    }
    case 'string': {
      if (small && Number(bound) === 1) return `${label} is required.`;
      if (exact) return `${label} must be exactly ${plural(bound, 'character')} long.`;
      return `${label} must be ${atLeast} ${plural(bound, 'character')} long.`;
    }
    case 'array':
    case 'set': {
      if (exact) return `${label} must have exactly ${plural(bound, 'item')}.`;
      return `${label} must have ${atLeast} ${plural(bound, 'item')}.`;
    }
    case 'file':
      return `${label} must be ${atLeast} ${plural(bound, 'byte')}.`;
    case 'date':
      return `${label} must be ${small ? 'on or after' : 'on or before'} ${new Date(Number(bound)).toISOString().slice(0, 10)}.`;
    default:
      return undefined;
  }
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/**
 * The error map for parsing a request (or an imported record) with a contract schema. `labels` names fields
 * whose key would read badly ("heightCm": "Height"); other fields are named from their key.
 */
export function personErrorMap(labels: Readonly<Record<string, string>> = {}): z.core.$ZodErrorMap {
  return (issue) => {
    const path = issue.path ?? [];
    const key = path.findLast((part) => typeof part === 'string' && part !== '');
    const label = (typeof key === 'string' ? labels[key] : undefined) ?? labelOf(path);
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined || issue.input === null) return `${label} is required.`;
        const wanted = TYPE_WORDS[issue.expected];
        return wanted === undefined ? undefined : `${label} must be ${wanted}.`;
      }
      case 'too_small':
      case 'too_big':
        return sizeMessage(
          label,
          issue.origin,
          issue.code === 'too_small' ? issue.minimum : issue.maximum,
          issue.inclusive !== false,
          issue.exact === true,
          issue.code === 'too_small',
        );
      case 'not_multiple_of':
        return Number(issue.divisor) === 1
          ? `${label} must be a whole number.`
          : `${label} must be a multiple of ${number(issue.divisor)}.`;
      case 'invalid_value':
        return issue.values.length <= 12
          ? `${label} must be one of: ${issue.values.map(String).join(', ')}.`
          : `${label} is not one of the allowed values.`;
      case 'invalid_format':
        return issue.format === 'email'
          ? 'Enter a valid e-mail address.'
          : `${label} is not in the expected format.`;
      case 'unrecognized_keys':
        return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}.`;
      default:
        return undefined;
    }
  };
}
