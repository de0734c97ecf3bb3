import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './applyMask';
import { maskPresets, resolveMask } from './presets';
import { compileMask, tokenAccepts, tokenConvert } from './tokens';
import { maskPresetExamples } from '../docs/maskPresetExamples';

describe('maskPresets', () => {
  it.each(maskPresetExamples)('%s formats raw digits', (preset, raw, formatted) => {
    expect(applyMask(raw, preset)).toBe(formatted);
    expect(applyMask(raw, maskPresets[preset])).toBe(formatted);
    expect(unmask(formatted, preset)).toBe(raw);
    expect(isMaskComplete(formatted, preset)).toBe(true);
    // Formatting is idempotent: a formatted value keeps its literals in place.
    expect(applyMask(formatted, preset)).toBe(formatted);
  });

  it('credit-card is four groups of four digits', () => {
    expect(maskPresets['credit-card']).toBe('#### #### #### ####');
    expect(applyMask('41111111111111119999', 'credit-card')).toBe('4111 1111 1111 1111');
  });

  it.each(maskPresetExamples)(
    '%s formats a partial value without a dangling literal',
    (preset, _raw, _formatted, partialRaw, partialFormatted) => {
      expect(applyMask(partialRaw, preset)).toBe(partialFormatted);
      expect(isMaskComplete(partialFormatted, preset)).toBe(false);
    },
  );

  it('resolves preset names and leaves other masks alone', () => {
    expect(resolveMask('phone')).toBe('(###) ###-####');
    expect(resolveMask('##-##')).toBe('##-##');
    expect(resolveMask('toString')).toBe('toString');
  });
});

describe('applyMask', () => {
  it.each([
    ['drops characters that do not fit and keeps going', '555.123.4567', 'phone', '(555) 123-4567'],
    ['drops characters that do not fit and keeps going', 'ab12cd25ef2024', 'date', '12/25/2024'],
    ['drops characters that do not fit and keeps going', '(555) 123-4567', 'phone', '(555) 123-4567'],
    ['drops what is left when the mask is full', '123456', '##:##', '12:34'],
    ['returns an empty string for empty or entirely unfit input', '', 'phone', ''],
    ['returns an empty string for empty or entirely unfit input', 'abc', '##', ''],
    ['returns an empty string for empty or entirely unfit input', '(', 'phone', ''],
    ['treats a value with no mask characters as literal text', 'anything', '', ''],
    ['# accepts ASCII digits only', '1a2٣3', '###', '123'],
    ['A forces upper case and a forces lower case', 'abCD', 'AAaa', 'ABcd'],
    ['A forces upper case and a forces lower case', '1é2Ü', 'Aa', 'Éü'],
    ['N forces upper case, n forces lower case, both take digits', 'a1B2', 'NNNN', 'A1B2'],
    ['N forces upper case, n forces lower case, both take digits', 'a1B2', 'nnnn', 'a1b2'],
    ['N forces upper case, n forces lower case, both take digits', 'a-1', 'NN', 'A1'],
  ])('%s: %j with %j gives %j', (_rule, value, mask, expected) => {
    expect(applyMask(value, mask)).toBe(expected);
  });

  it('keeps a letter whose case mapping is longer than one character', () => {
    expect(tokenConvert('A', 'ß')).toBe('ß');
    expect(applyMask('ß', 'A')).toBe('ß');
  });

  it('X accepts symbols, not letters, digits or spaces', () => {
    expect(applyMask('a1 -', 'X')).toBe('-');
    expect(applyMask('$%', 'XX')).toBe('$%');
    expect(tokenAccepts('X', ' ')).toBe(false);
    expect(tokenAccepts('X', '\uD83D')).toBe(false);
  });

  it('drops characters outside the BMP rather than splitting them', () => {
    expect(applyMask('1😀2', '##')).toBe('12');
  });

  it('a backslash makes the next mask character literal', () => {
    expect(compileMask('\\#A')).toEqual([
      { kind: 'literal', char: '#' },
      { kind: 'token', token: 'A' },
    ]);
    expect(applyMask('x', '\\#A')).toBe('#X');
  });

  it('mixes tokens and literals', () => {
    expect(applyMask('ab12', 'AA-##')).toBe('AB-12');
    expect(applyMask('ab-12', 'AA-##')).toBe('AB-12');
  });
});

describe('unmask', () => {
  it('returns the raw characters of a masked value', () => {
    expect(unmask('(555) 123-4567', 'phone')).toBe('5551234567');
    expect(unmask('12/25', 'date')).toBe('1225');
    expect(unmask('', 'date')).toBe('');
    expect(unmask('AB-12', 'AA-##')).toBe('AB12');
  });

  it('ignores what does not fit', () => {
    expect(unmask('12/ab/25', 'date')).toBe('1225');
  });
});

describe('isMaskComplete', () => {
  it('needs every slot filled with literals in place', () => {
    expect(isMaskComplete('12/25/2024', 'date')).toBe(true);
    expect(isMaskComplete('12-25-2024', 'date')).toBe(false);
    expect(isMaskComplete('12/25/202', 'date')).toBe(false);
    expect(isMaskComplete('12/25/20245', 'date')).toBe(false);
  });
});
