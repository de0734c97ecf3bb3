// Servings scaling of amounts as cooks write them: numbers (2, 0.5), fractions (1/2, 1 1/2, ½) and ranges
// (2-3). The amount is parsed from the recipe's original text each time (never from an earlier rounded
// result), scaled and written back as a cook would write it ("1 1/2", "1/3").
import { formatQuantity } from 'format-quantity';
import { numericQuantity } from 'numeric-quantity';

const VULGAR = '¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
const NUMBER = `(?:\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*[${VULGAR}]|\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?|[${VULGAR}])`;
const AMOUNT = new RegExp(`^\\s*(${NUMBER})(?:\\s*(?:-|–|to)\\s*(${NUMBER}))?(.*)$`, 'u');

function valueOf(text: string): number {
  return numericQuantity(text.replace(',', '.').replace(/\s*\/\s*/, '/'));
}

/** A quantity as text: whole numbers and common fractions ("1 1/2"), otherwise at most two decimals. */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const text = formatQuantity(rounded, { tolerance: 0.0075 });
  if (text !== null && !/\.\d{3,}/.test(text)) return text;
  return String(Math.round(value * 100) / 100);
}

/** The amount scaled by `factor`; text without a leading number ("a pinch", "to taste") is kept as it is. */
export function scaleAmount(amount: string, factor: number): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return amount;
  const match = AMOUNT.exec(amount);
  if (!match) return amount;
  const [, first = '', second, rest = ''] = match;
  const low = valueOf(first);
  if (Number.isNaN(low)) return amount;
  if (second === undefined) return `${formatAmount(low * factor)}${rest}`;
  const high = valueOf(second);
  if (Number.isNaN(high)) return amount;
  return `${formatAmount(low * factor)}-${formatAmount(high * factor)}${rest}`;
}
