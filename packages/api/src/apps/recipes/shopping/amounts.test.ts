import { describe, expect, it } from 'vitest';
import { addAmounts, amountText, quantityOf, shoppingAmountOf, type MeasurementTitles } from './amounts.js';

const m = (id: number, title: string, pluralTitle: string, shortTitle: string): MeasurementTitles => ({
  id,
  title,
  pluralTitle,
  shortTitle,
});
const gram = m(12, 'Gram', 'Grams', 'g');
const kilogram = m(13, 'Kilogram', 'Kilograms', 'kg');
const cup = m(3, 'Cup', 'Cups', 'c');
const teaspoon = m(1, 'Teaspoon', 'Teaspoons', 'tsp');
const ounce = m(10, 'Ounce', 'Ounces', 'oz');
const clove = m(16, 'Clove', 'Cloves', 'clove');

describe('shopping amounts', () => {
  it('reads numbers, fractions, ranges (their upper end) and decimal commas; words are null', () => {
    expect(quantityOf('1 1/2')).toBe(1.5);
    expect(quantityOf('½')).toBe(0.5);
    expect(quantityOf('2-3')).toBe(3);
    expect(quantityOf('1,5')).toBe(1.5);
    expect(quantityOf('a pinch')).toBeNull();
    expect(quantityOf('')).toBeNull();
    expect(quantityOf('0')).toBeNull();
  });

  it('scales from the parsed text and converts mass and volume', () => {
    const flour = shoppingAmountOf('1/3', cup, 3);
    expect(flour).toMatchObject({ key: 'volume', family: 'us' });
    // A third of a cup times three is one cup exactly, not 0.999.
    expect(amountText(flour, undefined)).toBe('1 cup');
    const sum = addAmounts(shoppingAmountOf('500', gram, 1), shoppingAmountOf('1', kilogram, 1));
    expect(amountText({ key: 'mass', ...sum }, undefined)).toBe('1.5 kg');
    expect(amountText(shoppingAmountOf('2', teaspoon, 1), undefined)).toBe('2 tsp');
    // Ounces with grams show in metric.
    const mixed = addAmounts(shoppingAmountOf('8', ounce, 1), shoppingAmountOf('100', gram, 1));
    expect(amountText({ key: 'mass', ...mixed }, undefined)).toBe('327 g');
  });

  it('keeps other measurements in their unit and words as words, once each', () => {
    const garlic = shoppingAmountOf('2', clove, 1);
    expect(garlic.key).toBe('m16');
    expect(amountText(garlic, clove)).toBe('2 Cloves');
    const words = addAmounts(
      shoppingAmountOf('to taste', undefined, 2),
      shoppingAmountOf('to taste', undefined, 1),
    );
    expect(words.text).toBe('to taste');
    expect(
      amountText({ key: 'count', ...addAmounts(shoppingAmountOf('3', undefined, 1), words) }, undefined),
    ).toBe('3 + to taste');
  });
});
