import { describe, expect, it } from 'vitest';
import { centsToEditText, parseCurrencyInput } from './parseCurrencyInput';

describe('parseCurrencyInput', () => {
  it.each([
    ['1,234.56', 123456],
    ['$1,234.56', 123456],
    ['1234.5', 123450],
    ['0.29', 29],
    ['0.07', 7],
    ['.5', 50],
    ['12.', 1200],
    ['  42 ', 4200],
    ['-12', -1200],
    ['$-12.30', -1230],
    ['($1,234.56)', -123456],
    ['-0', 0],
    ['90071992547409.91', 9007199254740991],
  ])('%j is %i cents', (text, cents) => {
    expect(parseCurrencyInput(text)).toEqual({ valid: true, cents });
  });

  it('is exact where floating point is not', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(parseCurrencyInput('1.15')).toEqual({ valid: true, cents: 115 });
    expect(parseCurrencyInput('4.35')).toEqual({ valid: true, cents: 435 });
  });

  it('clears on empty', () => {
    expect(parseCurrencyInput('   ')).toEqual({ valid: true, cents: null });
  });

  it.each([['abc'], ['1.234'], ['1,23.00'], ['1e5'], ['.'], ['$'], ['12-'], ['90071992547409.92']])(
    '%j is refused',
    (text) => {
      expect(parseCurrencyInput(text).valid).toBe(false);
    },
  );

  it('uses another symbol', () => {
    expect(parseCurrencyInput('€5.10', '€')).toEqual({ valid: true, cents: 510 });
  });
});

describe('centsToEditText', () => {
  it.each([
    [null, ''],
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-1230, '-12.30'],
  ])('%j is %j', (cents, text) => {
    expect(centsToEditText(cents)).toBe(text);
  });
});

describe('a currency with other minor units', () => {
  it('reads whole yen, and refuses decimals in them', () => {
    expect(parseCurrencyInput('1,500', '¥', 0)).toEqual({ valid: true, cents: 1500 });
    expect(parseCurrencyInput('¥-20', '¥', 0)).toEqual({ valid: true, cents: -20 });
    expect(parseCurrencyInput('12.5', '¥', 0)).toEqual({
      valid: false,
      reason: 'This currency has no decimals.',
    });
  });

  it('reads three decimals of dinars', () => {
    expect(parseCurrencyInput('1.5', 'BHD', 3)).toEqual({ valid: true, cents: 1500 });
    expect(parseCurrencyInput('0.125', 'BHD', 3)).toEqual({ valid: true, cents: 125 });
    expect(parseCurrencyInput('0.1255', 'BHD', 3)).toEqual({
      valid: false,
      reason: 'Use at most 3 decimal places.',
    });
  });

  it.each([
    [0, 1500, '1500'],
    [0, -7, '-7'],
    [3, 1500, '1.500'],
    [3, -125, '-0.125'],
  ])('writes %j fraction digits of %j as %j, which reads back the same', (digits, minor, text) => {
    expect(centsToEditText(minor, digits)).toBe(text);
    expect(parseCurrencyInput(text, '', digits)).toEqual({ valid: true, cents: minor });
  });
});
