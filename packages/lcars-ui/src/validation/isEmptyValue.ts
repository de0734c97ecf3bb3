// What counts as "nothing entered". One definition for every rule, so a field is never required-but-
// empty according to one rule and filled according to another.

/**
 * True for null, undefined, NaN, a string of only white space, and an empty array, Set or Map.
 * `false` and `0` are values: a cleared number field is null, not 0.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Set || value instanceof Map) return value.size === 0;
  return false;
}
