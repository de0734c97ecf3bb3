// Formatting a whole value at once: initial values, values from the server, pasted text.
import { fitToMask } from './fitToMask';
import { resolveMask, type Mask } from './presets';
import { compileMask, tokenAccepts, type MaskSlot } from './tokens';

/**
 * Formats `value` with `mask` (a mask string or a preset name). Literals are inserted where the mask
 * has them, or kept when the value already has them in place; characters that fit no token are
 * dropped; the result stops after the last filled token, so a partial value has no dangling literal.
 *
 * @example applyMask('5551234567', 'phone') // '(555) 123-4567'
 */
export function applyMask(value: string, mask: Mask): string {
  const slots = compileMask(resolveMask(mask));
  // Split by UTF-16 unit, like the browser's caret: a character outside the BMP arrives as two
  // halves, which every token refuses, so it is dropped rather than splitting a slot.
  const input = value.split('').map((char) => ({ char, fromToken: false, beforeCaret: false }));
  return fitToMask(input, slots).value;
}

/**
 * The raw characters of a masked value, without its literals: `unmask('(555) 123-4567', 'phone')` is
 * `'5551234567'`. The value is formatted first, so anything that does not fit the mask is ignored.
 */
export function unmask(value: string, mask: Mask): string {
  const slots = compileMask(resolveMask(mask));
  return tokenCharacters(applyMask(value, mask), slots) ?? '';
}

/** Whether `value` is a complete fill of `mask` (every token slot filled): a finished phone number. */
export function isMaskComplete(value: string, mask: Mask): boolean {
  const slots = compileMask(resolveMask(mask));
  return value.length === slots.length && tokenCharacters(value, slots) !== null;
}

/**
 * The characters in token slots when `value` is laid out exactly on the mask (each literal in its
 * place, each token character accepted), or null when it is not.
 */
export function tokenCharacters(value: string, slots: readonly MaskSlot[]): string | null {
  if (value.length > slots.length) return null;
  let raw = '';
  for (let index = 0; index < value.length; index++) {
    const slot = slots[index];
    const char = value.charAt(index);
    if (!slot) return null;
    if (slot.kind === 'literal') {
      if (slot.char !== char) return null;
    } else if (tokenAccepts(slot.token, char)) {
      raw += char;
    } else {
      return null;
    }
  }
  return raw;
}
