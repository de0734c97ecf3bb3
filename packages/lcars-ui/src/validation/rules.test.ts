import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './isEmptyValue';
import { rules, type Rule } from './rules';

// Values a cleared or untouched field may hold.
const EMPTY_VALUES: unknown[] = [null, undefined, '', '   ', [], Number.NaN, new Set(), new Map()];

describe('isEmptyValue', () => {
  it.each(EMPTY_VALUES.map((value) => [value]))('%j is empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([[0], [false], ['a'], [' a '], [[0]], [{}], [new Date(0)]])('%j is a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('rules.required', () => {
  it.each([...EMPTY_VALUES, false].map((value) => [value]))('%j fails', (value) => {
    expect(rules.required(value)).toBe('Required.');
  });

  it.each([['a'], [0], [true], [['x']], [{}]])('%j passes', (value) => {
    expect(rules.required(value)).toBe(true);
  });
});

describe('rules.notEmpty', () => {
  it.each([...EMPTY_VALUES, {}].map((value) => [value]))('%j fails', (value) => {
    expect(rules.notEmpty(value)).toBe('Must not be empty.');
  });

  it.each([['a'], [0], [false], [[1]], [{ a: 1 }], [new Set([1])], [new Date(0)]])('%j passes', (value) => {
    expect(rules.notEmpty(value)).toBe(true);
  });
});

describe('rules.chooseAtLeastOne', () => {
  it.each([...EMPTY_VALUES, false].map((value) => [value]))('%j fails', (value) => {
    expect(rules.chooseAtLeastOne(value)).toBe('Choose at least one.');
  });

  it.each([[['a']], [[0]], ['single'], [3], [new Set(['a'])]])('%j passes', (value) => {
    expect(rules.chooseAtLeastOne(value)).toBe(true);
  });
});

// Every rule but the three above lets an empty optional field through.
const OPTIONAL_RULES: [string, Rule][] = [
  ['email', rules.email],
  ['numbersOnly', rules.numbersOnly],
  ['integersOnly', rules.integersOnly],
  ['uppercaseOnly', rules.uppercaseOnly],
  ['maxLength(0)', rules.maxLength(0)],
  ['minLength(3)', rules.minLength(3)],
  ['exactLength(5)', rules.exactLength(5)],
  ['excludedCharacter(" ")', rules.excludedCharacter(' ')],
  ['pattern(/^x$/)', rules.pattern(/^x$/)],
];

describe('empty optional values', () => {
  it.each(OPTIONAL_RULES)('%s passes every empty value', (_name, rule) => {
    for (const value of EMPTY_VALUES) expect(rule(value)).toBe(true);
  });
});

describe('rules.email', () => {
  it.each([
    'kirk@enterprise.org',
    'james.t.kirk@starfleet.example.com',
    'first+tag@sub.domain.io',
    "o'brien@ds9.space",
    'UPPER@EXAMPLE.COM',
    'a@b.co',
  ])('%s passes', (value) => {
    expect(rules.email(value)).toBe(true);
  });

  it.each([
    'plainaddress',
    '@no-local.org',
    'no-at.org',
    'two@@at.org',
    'no-dot@domain',
    'space in@local.org',
    'trailing@dot.org.',
    'dash@-start.org',
    ' kirk@enterprise.org',
    'kirk@enterprise..org',
    'ünïcode@example.com',
  ])('%j fails', (value) => {
    expect(rules.email(value)).toBe('Enter a valid e-mail address.');
  });

  it('fails for non-text values', () => {
    expect(rules.email(42)).toBe('Enter a valid e-mail address.');
    expect(rules.email({})).toBe('Enter a valid e-mail address.');
  });
});

describe('rules.numbersOnly', () => {
  it.each(['0', '42', '-3', '+7', '12.50', '.5', '5.', ' 12 ', 3.14, -2, 0])('%j passes', (value) => {
    expect(rules.numbersOnly(value)).toBe(true);
  });

  it.each(['abc', '1,000', '1e5', '12a', '--1', '1.2.3', '.', '-', '0x1F', Infinity, true, {}])(
    '%j fails',
    (value) => {
      expect(rules.numbersOnly(value)).toBe('Enter a number.');
    },
  );
});

describe('rules.integersOnly', () => {
  it.each(['0', '42', '-3', '+7', '007', 12, -5])('%j passes', (value) => {
    expect(rules.integersOnly(value)).toBe(true);
  });

  it.each(['1.5', '1.', 'abc', '1e3', '1 000', 1.5, 2 ** 60, Infinity, false])('%j fails', (value) => {
    expect(rules.integersOnly(value)).toBe('Enter a whole number.');
  });
});

describe('rules.uppercaseOnly', () => {
  it.each(['ABC', 'NCC-1701', 'ÄÖÜ', '123', 'A B'])('%j passes', (value) => {
    expect(rules.uppercaseOnly(value)).toBe(true);
  });

  it.each(['abc', 'NCC-1701-d', 'Ärger', 'ß', {}])('%j fails', (value) => {
    expect(rules.uppercaseOnly(value)).toBe('Use upper-case letters only.');
  });
});

describe('length rules', () => {
  it('maxLength', () => {
    expect(rules.maxLength(10)('1234567890')).toBe(true);
    expect(rules.maxLength(10)('12345678901')).toBe('Maximum 10 characters.');
    expect(rules.maxLength(1)('ab')).toBe('Maximum 1 character.');
    expect(rules.maxLength(3)(12345)).toBe('Maximum 3 characters.');
    expect(rules.maxLength(2)(['a', 'b', 'c'])).toBe('Maximum 2 items.');
    // Not text: nothing to measure.
    expect(rules.maxLength(2)({ a: 1 })).toBe(true);
  });

  it('minLength', () => {
    expect(rules.minLength(3)('abc')).toBe(true);
    expect(rules.minLength(3)('ab')).toBe('Minimum 3 characters.');
    expect(rules.minLength(1)('a')).toBe(true);
    expect(rules.minLength(2)(['a'])).toBe('Minimum 2 items.');
    // Spaces inside text count; a value of only spaces is empty.
    expect(rules.minLength(3)(' a ')).toBe(true);
  });

  it('exactLength', () => {
    expect(rules.exactLength(5)('12345')).toBe(true);
    expect(rules.exactLength(5)('1234')).toBe('Must be exactly 5 characters.');
    expect(rules.exactLength(5)('123456')).toBe('Must be exactly 5 characters.');
    expect(rules.exactLength(1)('ab')).toBe('Must be exactly 1 character.');
  });

  it('counts UTF-16 units like the input does', () => {
    expect(rules.maxLength(1)('😀')).toBe('Maximum 1 character.');
  });

  it('refuses a nonsense length when the rule is made', () => {
    expect(() => rules.maxLength(-1)).toThrow(RangeError);
    expect(() => rules.minLength(1.5)).toThrow(RangeError);
    expect(() => rules.exactLength(Number.NaN)).toThrow(RangeError);
  });
});

describe('rules.excludedCharacter', () => {
  it('refuses the character', () => {
    expect(rules.excludedCharacter(';')('a;b')).toBe('Must not contain ";".');
    expect(rules.excludedCharacter(';')('ab')).toBe(true);
  });

  it('refuses each of several characters', () => {
    const rule = rules.excludedCharacter('<>');
    expect(rule('a>b')).toBe('Must not contain ">".');
    expect(rule('a<b')).toBe('Must not contain "<".');
    expect(rule('ab')).toBe(true);
  });

  it('checks numbers as text and lets other values pass', () => {
    expect(rules.excludedCharacter('.')(1.5)).toBe('Must not contain ".".');
    expect(rules.excludedCharacter('.')(true)).toBe(true);
  });
});

describe('rules.pattern', () => {
  it('uses the default message', () => {
    expect(rules.pattern(/^[A-Z]{3}$/)('ABC')).toBe(true);
    expect(rules.pattern(/^[A-Z]{3}$/)('AB')).toBe('Invalid format.');
  });

  it('uses a given message', () => {
    expect(rules.pattern(/^\d{5}$/, 'Enter a five-digit ZIP code.')('123')).toBe(
      'Enter a five-digit ZIP code.',
    );
  });

  it('gives the same answer on every call with a global regex', () => {
    const rule = rules.pattern(/\d/g);
    expect([rule('1'), rule('1'), rule('1')]).toEqual([true, true, true]);
  });

  it('refuses values that are not text', () => {
    expect(rules.pattern(/.*/)({})).toBe('Invalid format.');
    expect(rules.pattern(/^\d+$/)(42)).toBe(true);
  });
});
