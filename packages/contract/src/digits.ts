// How a person is told the size of a number a column can hold. A database's range ("-2147483648 to
// 2147483647") is a storage detail; "a whole number of at most 9 digits" is what a form would say. Pure and
// free of zod, so the portal (which warns before sending) and the API say it alike.

/**
 * A bound this far out is where a number is stored (an int column, the largest safe integer), not a rule of
 * the field: a person is told how many digits fit rather than the range.
 */
export const STORAGE_BOUND = 1_000_000_000;

/** Whether a bound is a storage range rather than a rule a person would be told as a number. */
export function isStorageBound(bound: number | bigint): boolean {
  const size =
    typeof bound === 'bigint' ? (bound < 0n ? -bound : bound) : BigInt(Math.trunc(Math.abs(bound)));
  return size >= BigInt(STORAGE_BOUND);
}

/**
 * The digits that always fit under a bound: 2147483647 has 10 digits, yet 9999999999 is past it, so 9 (every
 * number of 9 digits fits, and a 10-digit one that also fits is still taken).
 */
export function digitsThatFit(bound: number | bigint): number {
  const size =
    typeof bound === 'bigint' ? (bound < 0n ? -bound : bound) : BigInt(Math.trunc(Math.abs(bound)));
  const text = size.toString();
  return /^9+$/.test(text) ? text.length : text.length - 1;
}

/** "a whole number of at most 9 digits" for a storage range, "a whole number from 0 to 255" for a small one. */
export function wholeNumberText(min: number | bigint, max: number | bigint): string {
  if (isStorageBound(min) || isStorageBound(max)) {
    // Only the far bounds count: from 0 to 2147483647 is "at most 9 digits", not "at most 0".
    const digits = Math.min(...[min, max].filter(isStorageBound).map(digitsThatFit));
    return `a whole number of at most ${digits} digits`;
  }
  const grouped = (value: number | bigint) => value.toLocaleString('en-US');
  return `a whole number from ${grouped(min)} to ${grouped(max)}`;
}
