import { describe, expect, it } from 'vitest';
import { applyMask, tokenCharacters } from './applyMask';
import { maskEdit, type MaskEditResult } from './maskEdit';
import { resolveMask, type Mask } from './presets';
import { compileMask } from './tokens';
import { maskPresetExamples } from '../docs/maskPresetExamples';

/** Types `keys` one by one at the end of the value, the way a browser would report each keystroke. */
function typeInto(mask: Mask, keys: string, start: MaskEditResult = { value: '', caret: 0 }) {
  let state = start;
  for (const key of keys) {
    const nextRawValue = state.value.slice(0, state.caret) + key + state.value.slice(state.caret);
    state = maskEdit({ previousValue: state.value, nextRawValue, caret: state.caret + 1, mask });
  }
  return state;
}

/** Presses Backspace with a collapsed caret. */
function backspace(mask: Mask, state: MaskEditResult): MaskEditResult {
  if (state.caret === 0) return state;
  return maskEdit({
    previousValue: state.value,
    previousCaret: state.caret,
    nextRawValue: state.value.slice(0, state.caret - 1) + state.value.slice(state.caret),
    caret: state.caret - 1,
    mask,
  });
}

/** Presses Delete with a collapsed caret. */
function forwardDelete(mask: Mask, state: MaskEditResult): MaskEditResult {
  return maskEdit({
    previousValue: state.value,
    previousCaret: state.caret,
    nextRawValue: state.value.slice(0, state.caret) + state.value.slice(state.caret + 1),
    caret: state.caret,
    mask,
  });
}

/** Replaces the selection [from, to) with `text` (paste, or typing over a selection). */
function replace(mask: Mask, value: string, from: number, to: number, text: string): MaskEditResult {
  return maskEdit({
    previousValue: value,
    ...(from === to ? { previousCaret: from } : {}),
    nextRawValue: value.slice(0, from) + text + value.slice(to),
    caret: from + text.length,
    mask,
  });
}

describe('maskEdit: typing', () => {
  it('inserts literals automatically and moves the caret past them', () => {
    expect(typeInto('date', '1')).toEqual({ value: '1', caret: 1 });
    expect(typeInto('date', '12')).toEqual({ value: '12/', caret: 3 });
    expect(typeInto('date', '123')).toEqual({ value: '12/3', caret: 4 });
    expect(typeInto('date', '12252024')).toEqual({ value: '12/25/2024', caret: 10 });
  });

  it('inserts a leading literal with the first character', () => {
    expect(typeInto('phone', '5')).toEqual({ value: '(5', caret: 2 });
    expect(typeInto('phone', '555')).toEqual({ value: '(555) ', caret: 6 });
    expect(typeInto('phone', '5551234567')).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it.each(maskPresetExamples)('%s can be typed key by key', (preset, keys, formatted) => {
    expect(typeInto(preset, keys)).toEqual({ value: formatted, caret: formatted.length });
  });

  it('accepts a typed literal in its place instead of doubling it', () => {
    expect(typeInto('date', '12/25/2024')).toEqual({ value: '12/25/2024', caret: 10 });
    expect(typeInto('phone', '(555) 123-4567')).toEqual({ value: '(555) 123-4567', caret: 14 });
  });

  it('drops a character a token refuses and keeps the caret', () => {
    expect(typeInto('date', 'a')).toEqual({ value: '', caret: 0 });
    expect(typeInto('date', '1a')).toEqual({ value: '1', caret: 1 });
    expect(typeInto('date', '12a')).toEqual({ value: '12/', caret: 3 });
  });

  it('ignores keys once the mask is full', () => {
    expect(typeInto('time', '09305')).toEqual({ value: '09:30', caret: 5 });
  });

  it('converts case while typing', () => {
    expect(typeInto('AA-##', 'ab12')).toEqual({ value: 'AB-12', caret: 5 });
  });

  it('inserting in the middle shifts the rest; the caret follows the new character (and any literal after it)', () => {
    expect(typeInto('date', '9', { value: '12/34', caret: 1 })).toEqual({ value: '19/23/4', caret: 3 });
    expect(typeInto('date', '5', { value: '12/3', caret: 3 })).toEqual({ value: '12/53', caret: 4 });
  });

  it('typing before a literal moves the caret past it', () => {
    expect(replace('date', '12/34/5', 1, 2, '9')).toEqual({ value: '19/34/5', caret: 3 });
  });

  it('never lets a shifted character become a literal', () => {
    // The '-' in the X slot moves right; it must not be swallowed by the '-' literal.
    expect(typeInto('X-X', '$', { value: '-', caret: 0 })).toEqual({ value: '$--', caret: 2 });
  });
});

describe('maskEdit: pasting', () => {
  it('formats pasted text into an empty field', () => {
    expect(replace('phone', '', 0, 0, '555.123.4567')).toEqual({ value: '(555) 123-4567', caret: 14 });
    expect(replace('phone', '', 0, 0, '(555) 123-4567')).toEqual({ value: '(555) 123-4567', caret: 14 });
    expect(replace('credit-card', '', 0, 0, '4111-1111-1111-1111')).toEqual({
      value: '4111 1111 1111 1111',
      caret: 19,
    });
  });

  it('drops pasted characters that do not fit', () => {
    expect(replace('time', '', 0, 0, '09:30:15 pm')).toEqual({ value: '09:30', caret: 5 });
    expect(replace('date', '', 0, 0, 'abc')).toEqual({ value: '', caret: 0 });
  });

  it('pasting over a selection replaces it', () => {
    expect(replace('date', '12/25/2024', 0, 10, '01/05/2023')).toEqual({ value: '01/05/2023', caret: 10 });
    expect(replace('date', '12/25/2024', 3, 5, '31')).toEqual({ value: '12/31/2024', caret: 6 });
  });

  it('pasting in the middle puts the caret after the pasted characters', () => {
    expect(replace('phone', '(555', 4, 4, '123')).toEqual({ value: '(555) 123-', caret: 10 });
    expect(replace('date', '12', 0, 0, '0')).toEqual({ value: '01/2', caret: 1 });
  });
});

describe('maskEdit: deleting', () => {
  // [rule, mask, value, caret before, value after, caret after]
  it.each([
    ['Backspace on a token character removes it', 'date', '12/25', 5, '12/2', 4],
    ['Backspace on a token character removes it', 'date', '12/25', 1, '22/5', 0],
    ['Backspace right after a literal keeps the caret after the literal', 'date', '12/3', 4, '12/', 3],
    ['Backspace right after a literal keeps the caret after the literal', 'date', '12/34', 4, '12/4', 3],
    ['Backspace over a literal also deletes the token character before it', 'date', '12/', 3, '1', 1],
    ['Backspace over a literal also deletes the token character before it', 'date', '12/34', 3, '13/4', 1],
    // Two literals in a row: ") " in the phone mask.
    [
      'Backspace over two literals also deletes the token character before them',
      'phone',
      '(555) ',
      6,
      '(55',
      3,
    ],
    [
      'Backspace over two literals also deletes the token character before them',
      'phone',
      '(555) 1',
      6,
      '(551',
      3,
    ],
    ['Backspace over a leading literal with nothing before it clears the field', 'phone', '(5', 1, '(5', 1],
    ['Backspace over a leading literal with nothing before it clears the field', 'phone', '(5', 2, '', 0],
  ] as const)('%s: %s %j at %i', (_rule, mask, value, caret, nextValue, nextCaret) => {
    expect(backspace(mask, { value, caret })).toEqual({ value: nextValue, caret: nextCaret });
  });

  it('backspacing a whole value clears it', () => {
    let state: MaskEditResult = { value: '(555) 123-4567', caret: 14 };
    for (let step = 0; step < 20 && state.value !== ''; step++) state = backspace('phone', state);
    expect(state).toEqual({ value: '', caret: 0 });
  });

  it('without previousCaret a literal removal is taken as Backspace', () => {
    expect(maskEdit({ previousValue: '12/34', nextRawValue: '1234', caret: 2, mask: 'date' })).toEqual({
      value: '13/4',
      caret: 1,
    });
  });

  it('Delete over a literal deletes the token character after it and keeps the caret', () => {
    expect(forwardDelete('date', { value: '12/34', caret: 2 })).toEqual({ value: '12/4', caret: 2 });
    expect(forwardDelete('date', { value: '12/', caret: 2 })).toEqual({ value: '12', caret: 2 });
  });

  it('Delete on a token character shifts the rest left', () => {
    expect(forwardDelete('date', { value: '12/34', caret: 0 })).toEqual({ value: '23/4', caret: 0 });
  });

  it('deleting a selection keeps the caret at its start', () => {
    expect(replace('date', '12/25/2024', 3, 10, '')).toEqual({ value: '12/', caret: 3 });
    expect(replace('date', '12/25/2024', 0, 10, '')).toEqual({ value: '', caret: 0 });
    expect(replace('date', '12/25/2024', 1, 4, '')).toEqual({ value: '15/20/24', caret: 1 });
    // A selection of literals only, removed with Backspace or Delete alike.
    expect(replace('phone', '(555) 123', 4, 6, '')).toEqual({ value: '(551) 23', caret: 3 });
  });
});

describe('maskEdit: other changes', () => {
  it('leaves the caret alone when only the selection moved', () => {
    expect(maskEdit({ previousValue: '12/34', nextRawValue: '12/34', caret: 2, mask: 'date' })).toEqual({
      value: '12/34',
      caret: 2,
    });
  });

  it('formats a previous value that did not come from the mask', () => {
    expect(maskEdit({ previousValue: 'junk', nextRawValue: '5551234567', caret: 10, mask: 'phone' })).toEqual(
      {
        value: '(555) 123-4567',
        caret: 14,
      },
    );
  });

  it('copes with a caret that disagrees with the text', () => {
    const result = maskEdit({ previousValue: '12/3', nextRawValue: '12/34', caret: 99, mask: 'date' });
    expect(result).toEqual({ value: '12/34/', caret: 6 });
    expect(maskEdit({ previousValue: '12/3', nextRawValue: '9', caret: Number.NaN, mask: 'date' })).toEqual({
      value: '9',
      caret: 1,
    });
  });

  it('always answers a laid-out value and a caret inside it (random edits)', () => {
    const masks: Mask[] = ['phone', 'date-time', 'AA-nn-XX', 'credit-card'];
    const alphabet = '0123456789abcXYZ-/() :.$';
    let seed = 7;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    for (let run = 0; run < 2000; run++) {
      const mask = masks[random(masks.length)] ?? 'phone';
      const previous = applyMask(
        Array.from({ length: random(20) }, () => alphabet[random(alphabet.length)]).join(''),
        mask,
      );
      const from = random(previous.length + 1);
      const to = from + random(previous.length - from + 1);
      const text = Array.from({ length: random(4) }, () => alphabet[random(alphabet.length)]).join('');
      const result = replace(mask, previous, from, to, text);
      // The answer is always laid out on the mask, so the next edit can rely on it.
      expect(tokenCharacters(result.value, compileMask(resolveMask(mask)))).not.toBeNull();
      expect(result.caret).toBeGreaterThanOrEqual(0);
      expect(result.caret).toBeLessThanOrEqual(result.value.length);
    }
  });
});
