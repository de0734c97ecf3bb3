// The one formatting loop shared by applyMask and maskEdit: pours characters into the slots of a
// compiled mask and reports where the caret lands.
import { tokenAccepts, tokenConvert, type MaskSlot } from './tokens';

/** A character offered to the mask. */
export interface MaskInputChar {
  char: string;
  /**
   * True when the character already sat in a token slot of the previous value. Such a character can
   * only move to another token slot; it must never be taken as a literal (a `-` that was typed into an
   * `X` slot is not the `-` literal of the mask).
   */
  fromToken: boolean;
  /** True when the character came from before the caret in the text the browser reported. */
  beforeCaret: boolean;
}

export interface FitResult {
  value: string;
  /** Caret after the last character that came from before the caret (typed, pasted or kept). */
  caret: number;
}

/**
 * Fills the slots left to right. Literals are inserted on the way (or consumed when the person typed
 * them), characters that fit no slot are dropped, and characters left over when the mask is full are
 * dropped. Trailing literals are trimmed: "12" in a date mask is "12", not "12/"; maskEdit adds them
 * back when the caret should move past them.
 */
export function fitToMask(input: readonly MaskInputChar[], slots: readonly MaskSlot[]): FitResult {
  const out: string[] = [];
  let caret = 0;
  let lastToken = -1;
  let inputIndex = 0;
  while (inputIndex < input.length && out.length < slots.length) {
    const item = input[inputIndex];
    const slot = slots[out.length];
    if (!item || !slot) break;
    if (slot.kind === 'literal') {
      out.push(slot.char);
      if (!item.fromToken && item.char === slot.char) {
        // The person typed (or pasted) the literal itself: it fills this slot instead of shifting.
        inputIndex++;
        if (item.beforeCaret) caret = out.length;
      }
      continue;
    }
    inputIndex++;
    if (tokenAccepts(slot.token, item.char)) {
      out.push(tokenConvert(slot.token, item.char));
      lastToken = out.length - 1;
    }
    if (item.beforeCaret) caret = out.length;
  }
  const value = out.slice(0, lastToken + 1).join('');
  return { value, caret: Math.min(caret, value.length) };
}
