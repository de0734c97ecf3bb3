import { describe, expect, it } from 'vitest';
import { formatCurrency } from './formatCurrency';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-123456, '($1,234.56)'],
    [-1, '($0.01)'],
    [-0, '$0.00'],
  ])('formats %i cents as %s', (cents, expected) => {
    expect(formatCurrency(cents)).toBe(expected);
  });

  it('is exact at the limits of safe integers', () => {
    expect(formatCurrency(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatCurrency(Number.MIN_SAFE_INTEGER)).toBe('($90,071,992,547,409.91)');
    expect(formatCurrency(Number.MAX_SAFE_INTEGER - 1)).toBe('$90,071,992,547,409.90');
  });

  it('uses the given symbol', () => {
    expect(formatCurrency(123456, { symbol: '€' })).toBe('€1,234.56');
    expect(formatCurrency(-5, { symbol: '' })).toBe('(0.05)');
  });

  it('shows more decimals exactly and fewer by rounding half away from zero', () => {
    expect(formatCurrency(123456, { decimals: 4 })).toBe('$1,234.5600');
    expect(formatCurrency(150, { decimals: 0 })).toBe('$2');
    expect(formatCurrency(149, { decimals: 0 })).toBe('$1');
    expect(formatCurrency(-150, { decimals: 0 })).toBe('($2)');
    expect(formatCurrency(-49, { decimals: 0 })).toBe('$0');
    expect(formatCurrency(125, { decimals: 1 })).toBe('$1.3');
    expect(formatCurrency(Number.MAX_SAFE_INTEGER, { decimals: 1 })).toBe('$90,071,992,547,409.9');
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53)])(
    'rejects %s with a TypeError',
    (cents) => {
      expect(() => formatCurrency(cents)).toThrow(TypeError);
    },
  );

  it('rejects values that are not numbers', () => {
    expect(() => formatCurrency('100' as unknown as number)).toThrow(TypeError);
    expect(() => formatCurrency(10n as unknown as number)).toThrow(TypeError);
  });

  it('rejects invalid decimals with a RangeError', () => {
    expect(() => formatCurrency(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatCurrency(1, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatCurrency(1, { decimals: 21 })).toThrow(RangeError);
  });

  it('formats amounts in other minor units: yen have none, dinars three', () => {
    expect(formatCurrency(1500, { symbol: '¥', minorDigits: 0 })).toBe('¥1,500');
    expect(formatCurrency(-1500, { symbol: '¥', minorDigits: 0 })).toBe('(¥1,500)');
    expect(formatCurrency(1500, { symbol: 'BHD', minorDigits: 3 })).toBe('BHD1.500');
    expect(formatCurrency(1505, { symbol: 'BHD', minorDigits: 3, decimals: 2 })).toBe('BHD1.51');
    expect(() => formatCurrency(1, { minorDigits: 21 })).toThrow(RangeError);
  });
});
