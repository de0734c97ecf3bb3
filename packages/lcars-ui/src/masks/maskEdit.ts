// Keeping the caret where a person expects while a MaskedField reformats on every keystroke. The
// component passes what it showed before and what the browser now holds; this works out what was
// typed, pasted or deleted and answers with the formatted value and the caret position to restore.
import { fitToMask, type MaskInputChar } from './fitToMask';
import { resolveMask, type Mask } from './presets';
import { tokenCharacters } from './applyMask';
import { compileMask, type MaskSlot } from './tokens';

export interface MaskEditInput {
  /** The value shown before the change (the previous result of maskEdit or applyMask). */
  previousValue: string;
  /**
   * The caret before the change, when it was collapsed (no selection). It tells Delete from
   * Backspace when a literal is removed; without it Backspace is assumed. Leave it out when text was
   * selected, since selectionStart then says nothing about the key.
   */
  previousCaret?: number;
  /** The input's value as the browser reports it after the change (event.target.value). */
  nextRawValue: string;
  /** The caret after the change (event.target.selectionStart). */
  caret: number;
  mask: Mask;
}

export interface MaskEditResult {
  value: string;
  caret: number;
}

interface Edit {
  /** Characters before the change that were kept, in the previous value. */
  start: number;
  /** Index in the previous value where the kept tail starts. */
  previousTailStart: number;
  inserted: string;
}

/**
 * Finds the changed region. The caret after an edit sits at the end of what was typed or pasted, so
 * the text after the caret is the untouched tail; this resolves repeated characters ("11/11") that a
 * plain prefix/suffix diff would guess wrongly.
 */
function findEdit(previous: string, next: string, caret: number): Edit {
  const tail = next.slice(caret);
  let tailLength: number;
  let prefixLimit: number;
  if (caret >= 0 && caret <= next.length && previous.endsWith(tail) && previous.length >= tail.length) {
    tailLength = tail.length;
    prefixLimit = Math.min(caret, previous.length - tailLength);
  } else {
    // The caret does not agree with the text (a programmatic change): fall back to a plain diff.
    tailLength = 0;
    const limit = Math.min(previous.length, next.length);
    while (
      tailLength < limit &&
      previous.charAt(previous.length - 1 - tailLength) === next.charAt(next.length - 1 - tailLength)
    ) {
      tailLength++;
    }
    prefixLimit = Math.min(previous.length, next.length) - tailLength;
  }
  let start = 0;
  while (start < prefixLimit && previous.charAt(start) === next.charAt(start)) start++;
  return {
    start,
    previousTailStart: previous.length - tailLength,
    inserted: next.slice(start, next.length - tailLength),
  };
}

function isLiteralRun(slots: readonly MaskSlot[], from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    if (slots[index]?.kind !== 'literal') return false;
  }
  return to > from;
}

/** Characters of the previous value between two indexes, offered as already-placed token characters. */
function keptTokens(
  previous: string,
  slots: readonly MaskSlot[],
  from: number,
  to: number,
  beforeCaret: boolean,
) {
  const kept: MaskInputChar[] = [];
  for (let index = from; index < to; index++) {
    if (slots[index]?.kind === 'token')
      kept.push({ char: previous.charAt(index), fromToken: true, beforeCaret });
  }
  return kept;
}

function asTyped(text: string, beforeCaret: boolean): MaskInputChar[] {
  return text.split('').map((char) => ({ char, fromToken: false, beforeCaret }));
}

/**
 * Applies one edit of a masked input.
 *
 * - Typing: literals are inserted automatically and the caret moves past them ("12" + "3" in a date
 *   mask gives "12/3"; "1" + "2" gives "12/" with the caret after the slash).
 * - Pasting: the pasted text is formatted into the mask at the caret; what does not fit is dropped.
 * - Backspace over a literal also deletes the token character before it ("12/|34" gives "1|3/4"),
 *   so the key never seems to do nothing. Delete over a literal deletes the token character after it.
 * - Characters a token refuses are dropped and the caret stays put.
 */
export function maskEdit({
  previousValue,
  previousCaret,
  nextRawValue,
  caret,
  mask,
}: MaskEditInput): MaskEditResult {
  const slots = compileMask(resolveMask(mask));
  const caretIn = Math.max(
    0,
    Math.min(Number.isFinite(caret) ? Math.trunc(caret) : nextRawValue.length, nextRawValue.length),
  );
  const laidOut = tokenCharacters(previousValue, slots) !== null;
  if (laidOut && nextRawValue === previousValue) {
    // Only the selection moved (arrow keys, a click): leave the caret alone, or the person could
    // never put it before a literal.
    return { value: previousValue, caret: caretIn };
  }
  const edit = findEdit(previousValue, nextRawValue, caretIn);
  const deleted = edit.previousTailStart - edit.start;
  const literalDeletion =
    laidOut && edit.inserted === '' && deleted > 0 && isLiteralRun(slots, edit.start, edit.previousTailStart);
  // Only a collapsed caret that stayed put means Delete; Backspace moves it back by one.
  const forward = literalDeletion && previousCaret === edit.start;

  let input: MaskInputChar[];
  if (!laidOut) {
    // The previous value was not produced by the mask (first render, value set from outside): treat
    // everything as typed, split at the caret.
    input = [
      ...asTyped(nextRawValue.slice(0, caretIn), true),
      ...asTyped(nextRawValue.slice(caretIn), false),
    ];
  } else {
    let headEnd = edit.start;
    let tailStart = edit.previousTailStart;
    if (literalDeletion) {
      if (forward) {
        // Delete over a literal: take the next token character with it.
        while (tailStart < previousValue.length && slots[tailStart]?.kind !== 'token') tailStart++;
        if (tailStart < previousValue.length) tailStart++;
      } else {
        // Backspace over a literal: take the token character before it.
        while (headEnd > 0 && slots[headEnd - 1]?.kind !== 'token') headEnd--;
        if (headEnd > 0) headEnd--;
      }
    }
    input = [
      ...keptTokens(previousValue, slots, 0, headEnd, true),
      ...asTyped(edit.inserted, true),
      ...keptTokens(previousValue, slots, tailStart, previousValue.length, false),
    ];
  }

  const fitted = fitToMask(input, slots);
  let value = fitted.value;
  let caretOut = fitted.caret;
  if (value === '') return { value: '', caret: 0 };
  if (!forward) {
    // Step over literals after the caret, appending them at the end of the value, so the next key
    // goes into the next token slot and the person sees the separator they are about to need.
    while (caretOut < slots.length) {
      const slot = slots[caretOut];
      if (slot?.kind !== 'literal') break;
      if (caretOut === value.length) value += slot.char;
      caretOut++;
    }
  }
  return { value, caret: caretOut };
}
