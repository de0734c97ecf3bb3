// Text of ingredient lines and times, shared by the API (JSON-LD export) and the portal (view, export).
import type { Ingredient } from './recipe.js';

/** The words of a lookup item: its title, and the plural for amounts above 1. */
export interface LookupTitles {
  title: string;
  pluralTitle: string;
}

/** Whether an amount written as text ("1 1/2", "2-3", "0.5") is above one, for the plural title. */
export function amountAboveOne(amount: string): boolean {
  const numbers = amount.match(/\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?/g) ?? [];
  const values = numbers.map((text) => {
    const [top, bottom] = text.split('/').map((part) => Number(part.trim().replace(',', '.')));
    return bottom === undefined ? (top ?? 0) : (top ?? 0) / (bottom || 1);
  });
  // "1 1/2" is two numbers that add up; "2-3" is a range whose upper end counts.
  const total = /-|–|to/.test(amount)
    ? Math.max(0, ...values)
    : values.reduce((sum, value) => sum + value, 0);
  return total > 1;
}

/** One clean line: "1 1/2 Cups All-purpose flour, sifted". */
export function ingredientLine(
  ingredient: Pick<Ingredient, 'amount' | 'measurementId' | 'productId' | 'additionalInformation'>,
  measurements: ReadonlyMap<number, LookupTitles>,
  products: ReadonlyMap<number, LookupTitles>,
  amount: string = ingredient.amount,
): string {
  const plural = amountAboveOne(amount);
  const measurement =
    ingredient.measurementId == null ? undefined : measurements.get(ingredient.measurementId);
  const product = ingredient.productId == null ? undefined : products.get(ingredient.productId);
  const name = (item: LookupTitles | undefined): string =>
    item === undefined ? '' : plural && item.pluralTitle !== '' ? item.pluralTitle : item.title;
  const head = [amount, name(measurement), product?.title ?? ''].filter((part) => part !== '').join(' ');
  const info = ingredient.additionalInformation;
  if (head === '') return info;
  return info === '' ? head : product === undefined ? `${head} ${info}` : `${head}, ${info}`;
}

/**
 * A time range as the recipe screens show it: 'x to y' with the plural unit title when a value is above 1
 * ("10 to 15 Minutes", "1 Hour"); '' without a start.
 */
export function timeRangeText(
  start: number | null,
  end: number | null,
  unit: LookupTitles | undefined,
): string {
  if (start === null || start === 0) return '';
  const top = end !== null && end > start ? end : start;
  const unitTitle =
    unit === undefined ? '' : top > 1 && unit.pluralTitle !== '' ? unit.pluralTitle : unit.title;
  const range = top === start ? `${start}` : `${start} to ${top}`;
  return unitTitle === '' ? range : `${range} ${unitTitle}`;
}
