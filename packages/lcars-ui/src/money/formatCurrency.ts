export interface FormatCurrencyOptions {
  /** Currency symbol placed before the amount. Default '$'. */
  symbol?: string;
  /** Fraction digits shown, 0 to 20. Default: the amount's own (`minorDigits`). Fewer rounds half away from zero. */
  decimals?: number;
  /** Fraction digits of the amount's unit, 0 to 20: 2 for cents (the default), 0 for yen, 3 for dinars. */
  minorDigits?: number;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats an integer amount of cents as money: `$1,234.56`, negatives in parentheses `($1,234.56)`.
 * Exact for every safe integer: the arithmetic is on BigInt, never on floating point.
 *
 * @throws TypeError when `cents` is not a safe integer.
 * @throws RangeError when `decimals` is not an integer from 0 to 20.
 */
export function formatCurrency(cents: number, options: FormatCurrencyOptions = {}): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) {
    throw new TypeError(`formatCurrency expects a safe integer number of cents, got ${String(cents)}`);
  }
  const { symbol = '$', minorDigits = 2, decimals = minorDigits } = options;
  for (const [name, value] of [
    ['decimals', decimals],
    ['minorDigits', minorDigits],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > 20) {
      throw new RangeError(`formatCurrency ${name} must be an integer from 0 to 20, got ${String(value)}`);
    }
  }

  const magnitude = BigInt(Math.abs(cents));
  // The amount is magnitude / 10^minorDigits; scale it to `decimals` fraction digits.
  let scaled: bigint;
  if (decimals >= minorDigits) {
    scaled = magnitude * 10n ** BigInt(decimals - minorDigits);
  } else {
    const divisor = 10n ** BigInt(minorDigits - decimals);
    scaled = (magnitude + divisor / 2n) / divisor;
  }

  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(THOUSANDS, ',');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  const text = `${symbol}${whole}${fraction}`;
  // An amount that rounds to zero is not shown as negative.
  return cents < 0 && scaled !== 0n ? `(${text})` : text;
}
