// Reading money a person typed into whole cents, on the digits alone: no floating point, so '0.29' is 29 cents
// and not 28.999999999999996.

export type CurrencyInputResult =
  /** `cents` is null for an empty field. */
  { valid: true; cents: number | null } | { valid: false; reason: string };

/**
 * Parses '1,234.56', '$1234.5', '-12', '(12.00)' (accounting negative), '.5' into cents. The symbol, spaces and
 * thousands commas are ignored; more than two decimals, letters, or an amount beyond the safe integer range
 * are refused with a reason to show. `fractionDigits` is the currency's minor unit (2 for cents, 0 for yen, 3
 * for dinars): the result is in that unit, and more decimals than it has are refused.
 */
export function parseCurrencyInput(text: string, symbol = '$', fractionDigits = 2): CurrencyInputResult {
  let rest = text.trim();
  if (rest === '') return { valid: true, cents: null };
  let negative = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  if (rest.startsWith('-')) {
    negative = !negative;
    rest = rest.slice(1).trim();
  } else if (rest.startsWith('+')) {
    rest = rest.slice(1).trim();
  }
  if (symbol !== '' && rest.startsWith(symbol)) rest = rest.slice(symbol.length).trim();
  // A minus may also follow the symbol: '$-5'.
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1).trim();
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(rest);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { valid: false, reason: 'Enter an amount such as 1,234.56.' };
  }
  const whole = (match[1] ?? '').replaceAll(',', '') || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > fractionDigits) return { valid: false, reason: decimalsReason(fractionDigits) };
  const digits = `${whole}${fraction.padEnd(fractionDigits, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 16 || !Number.isSafeInteger(Number(digits))) {
    return { valid: false, reason: 'That amount is too large.' };
  }
  const cents = Number(digits);
  return { valid: true, cents: negative && cents !== 0 ? -cents : cents };
}

const decimalsReason = (fractionDigits: number): string =>
  fractionDigits === 0
    ? 'This currency has no decimals.'
    : fractionDigits === 2
      ? 'Use at most two decimal places.'
      : `Use at most ${String(fractionDigits)} decimal places.`;

/**
 * An amount in minor units as plain editable text, without symbol or grouping: -123456 gives '-1234.56' (2
 * fraction digits), '-123456' (0), '-123.456' (3).
 */
export function centsToEditText(cents: number | null, fractionDigits = 2): string {
  if (cents === null) return '';
  const magnitude = Math.abs(cents);
  const unit = 10 ** fractionDigits;
  const whole = String(Math.trunc(magnitude / unit));
  const text =
    fractionDigits === 0 ? whole : `${whole}.${String(magnitude % unit).padStart(fractionDigits, '0')}`;
  return cents < 0 ? `-${text}` : text;
}
