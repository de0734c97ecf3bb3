// Currencies (money-moves): every account has an ISO 4217 currency (USD when none was set, the "$ two
// decimals" of before); a ledger follows its account, or has its own when it is linked to none. Amounts are
// stored as integer minor units of that currency (docs/decisions.md, "Money: amounts in minor units"): cents
// for USD and EUR, yen for JPY (no minor unit), fils for BHD (three decimals).
import { z } from 'zod';

export const DEFAULT_CURRENCY = 'USD';

/** The ISO 4217 codes the runtime knows (Intl), read once. */
let known: Set<string> | null = null;
function knownCurrencies(): Set<string> {
  if (!known) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
    known = new Set(supported ? supported('currency') : [DEFAULT_CURRENCY, 'EUR', 'GBP', 'JPY', 'CAD']);
  }
  return known;
}

export const isCurrencyCode = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && knownCurrencies().has(code);

/** An ISO 4217 code as a user or a statement writes it ("eur" is EUR). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { message: 'Currency is an ISO 4217 code, like USD, EUR or JPY.' });

/** How many decimals the currency's minor unit has: 2 for USD, 0 for JPY, 3 for BHD (ISO 4217, via Intl). */
export function minorUnits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * What an amount field of a currency needs: its symbol as `locale` writes it ('$', '¥', 'BHD') and its minor
 * unit's decimals, so that '1500' typed in a yen field is 1,500 yen, not 1,500.00.
 */
export function currencyFieldProps(
  currency: string | null | undefined,
  locale?: string,
): { symbol: string; fractionDigits: number } {
  const code = currency && isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  let symbol = '$';
  try {
    symbol =
      new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    symbol = code;
  }
  return { symbol, fractionDigits: minorUnits(code) };
}

/** Minor units as exact decimal text ("-1234.56" for -123456 USD, "500" for 500 JPY): no floating point. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorUnits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = BigInt(Math.abs(minor))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An amount read with two decimals (a statement's parsers read cents) in the currency's minor units, or null
 * when it has more precision than the currency holds (12.50 in JPY).
 */
export function centsToMinor(cents: number, currency: string): number | null {
  const digits = minorUnits(currency);
  if (digits >= 2) return cents * 10 ** (digits - 2);
  const divisor = 10 ** (2 - digits);
  return cents % divisor === 0 ? cents / divisor : null;
}

/**
 * Minor units formatted with Intl.NumberFormat in `locale` and the currency ("$1,234.56", "¥500",
 * "1.234,56 €" in de-DE), negatives in accounting parentheses where the locale writes them so. Exact: the
 * number is handed over as decimal text.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencySign: 'accounting',
  });
  // Intl.NumberFormat takes a decimal string exactly (ES2023); typed as number in older lib files.
  return format.format(minorToDecimal(minor, currency) as unknown as number);
}

/** Totals by currency, never summed across currencies: [['EUR', 1200], ['USD', -500]], in code order. */
export function totalsByCurrency(items: readonly { currency: string; amount: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.amount);
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export const CURRENCY_MESSAGES = {
  transferCurrencies: (from: string, to: string) =>
    `These ledgers keep different currencies (${from} and ${to}): a transfer moves one amount, so record the withdrawal and the deposit each in its own ledger with what each bank shows.`,
  importPrecision: (currency: string) =>
    `The statement has amounts finer than ${currency} holds (${minorUnits(currency)} decimals).`,
} as const;
