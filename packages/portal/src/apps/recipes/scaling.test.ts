import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, scaleAmount } from './scaling';

describe('scaleAmount', () => {
  it('scales numbers, fractions, mixed numbers and ranges', () => {
    expect(scaleAmount('2', 2)).toBe('4');
    expect(scaleAmount('1/2', 2)).toBe('1');
    expect(scaleAmount('1 1/2', 2)).toBe('3');
    expect(scaleAmount('1 1/2', 0.5)).toBe('3/4');
    expect(scaleAmount('2-3', 2)).toBe('4-6');
    expect(scaleAmount('2 to 3', 1.5)).toBe('3-4 1/2');
    expect(scaleAmount('½', 3)).toBe('1 1/2');
    expect(scaleAmount('0.5', 3)).toBe('1 1/2');
    expect(scaleAmount('1', 1 / 3)).toBe('1/3');
    expect(scaleAmount('3 large', 2)).toBe('6 large');
  });

  it('keeps text without a leading number', () => {
    expect(scaleAmount('a pinch', 4)).toBe('a pinch');
    expect(scaleAmount('', 2)).toBe('');
  });

  it('scaled from the original, scaling back gives the original amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 12 }), (whole, servings) => {
        const amount = String(whole);
        const up = scaleAmount(amount, servings);
        expect(Number(scaleAmount(up, 1 / servings))).toBe(whole);
      }),
    );
  });

  it('writes amounts as cooks do', () => {
    expect(formatAmount(1.5)).toBe('1 1/2');
    expect(formatAmount(1 / 3)).toBe('1/3');
    expect(formatAmount(1.2345)).toBe('1.23');
  });
});
