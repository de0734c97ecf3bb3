// What a shopping list adds up: an ingredient's amount text ("1 1/2", "2-3", "½", "a pinch") parsed with
// parse-ingredient (the original text each time, never an earlier rounded result), scaled, and put in a unit
// that adds: mass in grams, volume in millilitres, other measurements (cloves, cans) in their own unit,
// everything else as words. Conversion is a table of exact factors (docs/decisions.md, "Shopping lists: units").
import { formatQuantity } from 'format-quantity';
import { parseIngredient } from 'parse-ingredient';

/** A unit that converts: its dimension, its family (how it is shown) and its size in grams or millilitres. */
interface ConvertibleUnit {
  dimension: 'mass' | 'volume';
  family: UnitFamily;
  factor: number;
}

/** How an amount is shown: metric (g, kg; ml, l), or US kitchen units (oz, lb; tsp, tbsp, cup). */
export type UnitFamily = 'metric' | 'us';

const TSP = 4.92892159375;
/** The longest words an item keeps (its column's size). */
export const TEXT_MAX = 200;
/** By the measurements' titles, plurals and short titles as the lookup list seeds them (lower case). */
const UNITS: Record<string, ConvertibleUnit> = {};
function unit(names: string[], dimension: 'mass' | 'volume', family: UnitFamily, factor: number): void {
  for (const name of names) UNITS[name] = { dimension, family, factor };
}
unit(['gram', 'grams', 'g'], 'mass', 'metric', 1);
unit(['kilogram', 'kilograms', 'kg'], 'mass', 'metric', 1000);
unit(['ounce', 'ounces', 'oz'], 'mass', 'us', 28.349523125);
unit(['pound', 'pounds', 'lb', 'lbs'], 'mass', 'us', 453.59237);
unit(['milliliter', 'milliliters', 'millilitre', 'millilitres', 'ml'], 'volume', 'metric', 1);
unit(['liter', 'liters', 'litre', 'litres', 'l'], 'volume', 'metric', 1000);
unit(['teaspoon', 'teaspoons', 'tsp'], 'volume', 'us', TSP);
unit(['tablespoon', 'tablespoons', 'tbsp'], 'volume', 'us', TSP * 3);
unit(['cup', 'cups', 'c'], 'volume', 'us', TSP * 48);
unit(['fluid ounce', 'fluid ounces', 'fl oz'], 'volume', 'us', TSP * 6);
unit(['pint', 'pints', 'pt'], 'volume', 'us', TSP * 96);
unit(['quart', 'quarts', 'qt'], 'volume', 'us', TSP * 192);
unit(['gallon', 'gallons', 'gal'], 'volume', 'us', TSP * 768);

/** A measurement of the lookup list, as the shopping list needs it. */
export interface MeasurementTitles {
  id: number;
  title: string;
  pluralTitle: string;
  shortTitle: string;
}

/** The unit a measurement converts as, by any of its titles; undefined for cloves, cans, pinches. */
export function convertibleUnitOf(measurement: MeasurementTitles | undefined): ConvertibleUnit | undefined {
  if (!measurement) return undefined;
  for (const name of [measurement.shortTitle, measurement.title, measurement.pluralTitle]) {
    const found = UNITS[name.trim().toLowerCase()];
    if (found) return found;
  }
  return undefined;
}

/** The number an amount text says (the upper end of a range: enough for the recipe), or null for words. */
export function quantityOf(amount: string): number | null {
  // A decimal comma ("1,5") is a decimal point to parse-ingredient only when written as one.
  const text = amount.trim().replace(/(\d),(\d)/g, '$1.$2');
  if (text === '') return null;
  const [parsed] = parseIngredient(text);
  if (!parsed || parsed.quantity === null || !Number.isFinite(parsed.quantity)) return null;
  const high = parsed.quantity2 !== null && Number.isFinite(parsed.quantity2) ? parsed.quantity2 : null;
  const value = Math.max(parsed.quantity, high ?? 0);
  return value > 0 ? value : null;
}

/**
 * The amount of a line as the list adds it up. `key` says what it adds to: 'mass' and 'volume' in grams and
 * millilitres, 'm<id>' in a measurement of its own, 'count' for a bare number ("3" eggs), 'text' for words.
 */
export interface ShoppingAmount {
  key: string;
  quantity: number | null;
  family: UnitFamily | null;
  measurementId: number | null;
  text: string;
}

/** An ingredient's amount and measurement, scaled by `factor`, as the list adds it up. */
export function shoppingAmountOf(
  amount: string,
  measurement: MeasurementTitles | undefined,
  factor: number,
): ShoppingAmount {
  const quantity = quantityOf(amount);
  const measurementText = measurement ? measurement.title : '';
  if (quantity === null) {
    const text = [amount.trim(), measurementText].filter(Boolean).join(' ');
    return { key: 'text', quantity: null, family: null, measurementId: null, text };
  }
  const scaled = quantity * factor;
  const convertible = convertibleUnitOf(measurement);
  if (convertible) {
    return {
      key: convertible.dimension,
      quantity: scaled * convertible.factor,
      family: convertible.family,
      measurementId: null,
      text: '',
    };
  }
  if (measurement) {
    return {
      key: `m${measurement.id}`,
      quantity: scaled,
      family: null,
      measurementId: measurement.id,
      text: '',
    };
  }
  return { key: 'count', quantity: scaled, family: null, measurementId: null, text: '' };
}

/** A quantity as a cook writes it: whole numbers and common fractions ("1 1/2"), else at most two decimals. */
export function formatAmountNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const text = formatQuantity(rounded, { tolerance: 0.0075 });
  if (text !== null && !/\.\d{3,}/.test(text)) return text;
  return String(Math.round(value * 100) / 100);
}

/** A number rounded for a metric unit: whole grams and millilitres, kilograms and litres to 0.01. */
const metric = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** Grams or millilitres in the family's largest unit that keeps the number at 1 or more. */
function convertedText(dimension: 'mass' | 'volume', family: UnitFamily, quantity: number): string {
  if (family === 'metric') {
    const [small, large] = dimension === 'mass' ? ['g', 'kg'] : ['ml', 'l'];
    return quantity >= 1000 ? `${metric(quantity / 1000, 2)} ${large}` : `${metric(quantity, 0)} ${small}`;
  }
  if (dimension === 'mass') {
    const pounds = quantity / 453.59237;
    return pounds >= 1
      ? `${formatAmountNumber(pounds)} lb`
      : `${formatAmountNumber(quantity / 28.349523125)} oz`;
  }
  // A quarter cup and more in cups, a tablespoon and more in tablespoons, else teaspoons.
  const teaspoons = quantity / TSP;
  if (teaspoons >= 12) return `${formatAmountNumber(teaspoons / 48)} ${teaspoons / 48 > 1 ? 'cups' : 'cup'}`;
  if (teaspoons >= 3) return `${formatAmountNumber(teaspoons / 3)} tbsp`;
  return `${formatAmountNumber(teaspoons)} tsp`;
}

/** What an item shows as its amount: the added-up quantity in its unit, then any words (" + a pinch"). */
export function amountText(
  item: Pick<ShoppingAmount, 'key' | 'quantity' | 'family' | 'text'>,
  measurement: MeasurementTitles | undefined,
): string {
  let quantityText = '';
  if (item.quantity !== null) {
    if (item.key === 'mass' || item.key === 'volume') {
      quantityText = convertedText(item.key, item.family ?? 'metric', item.quantity);
    } else {
      const number = formatAmountNumber(item.quantity);
      const title = measurement ? (item.quantity > 1 ? measurement.pluralTitle : measurement.title) : '';
      quantityText = [number, title].filter(Boolean).join(' ');
    }
  }
  return [quantityText, item.text].filter(Boolean).join(' + ');
}

/**
 * Two amounts of the same product and key added up. Mass or volume in two families shows in metric (the one
 * that needs no fractions); words are joined.
 */
export function addAmounts(
  a: Pick<ShoppingAmount, 'quantity' | 'family' | 'text'>,
  b: Pick<ShoppingAmount, 'quantity' | 'family' | 'text'>,
): Pick<ShoppingAmount, 'quantity' | 'family' | 'text'> {
  const quantity = a.quantity === null && b.quantity === null ? null : (a.quantity ?? 0) + (b.quantity ?? 0);
  const family =
    a.family === null ? b.family : b.family === null || a.family === b.family ? a.family : 'metric';
  // The same words twice ("to taste" from two recipes) once; the stored text is bounded.
  const parts = [...new Set([...a.text.split(' + '), ...b.text.split(' + ')].filter(Boolean))];
  return { quantity, family, text: parts.join(' + ').slice(0, TEXT_MAX) };
}
