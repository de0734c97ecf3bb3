// The mask language: which characters a token accepts and how it changes their case. Kept apart from
// the formatter so MaskedField (and its docs) can describe a mask without running it.

/** A mask token: `#` digit, `A`/`a` letter, `N`/`n` letter or digit, `X` symbol. */
export type MaskToken = '#' | 'A' | 'a' | 'N' | 'n' | 'X';

/** One position of a compiled mask: a token the user fills, or a literal inserted for them. */
export type MaskSlot = { kind: 'token'; token: MaskToken } | { kind: 'literal'; char: string };

const LETTER = /^\p{L}$/u;
const DIGIT = /^[0-9]$/;
// X means "symbol": anything printable that is neither a letter, a number nor white space. Lone
// surrogate halves are refused so an emoji can never be split across two slots.
const SYMBOL = /^[^\p{L}\p{N}\s\uD800-\uDFFF]$/u;

function isToken(char: string): char is MaskToken {
  return char === '#' || char === 'A' || char === 'a' || char === 'N' || char === 'n' || char === 'X';
}

/** Whether `char` (one UTF-16 code unit) may fill a slot of `token`. */
export function tokenAccepts(token: MaskToken, char: string): boolean {
  switch (token) {
    case '#':
      return DIGIT.test(char);
    case 'A':
    case 'a':
      return LETTER.test(char);
    case 'N':
    case 'n':
      return LETTER.test(char) || DIGIT.test(char);
    case 'X':
      return SYMBOL.test(char);
  }
}

/**
 * The character a token stores for an accepted `char`. Upper-case tokens (A, N) force upper case and
 * lower-case tokens (a, n) force lower case, as in Vuetify's masks, so a licence plate or a code is
 * stored the way it is printed whatever the Caps Lock state. A letter whose case mapping is not a
 * single character (German ß upper-cases to SS) is kept as typed, so one keystroke fills one slot.
 */
export function tokenConvert(token: MaskToken, char: string): string {
  const converted =
    token === 'A' || token === 'N'
      ? char.toUpperCase()
      : token === 'a' || token === 'n'
        ? char.toLowerCase()
        : char;
  return converted.length === 1 ? converted : char;
}

const compiled = new Map<string, readonly MaskSlot[]>();

/**
 * Compiles a mask string into slots. Every character that is not a token is a literal; a backslash
 * makes the next character literal too (`'\\####'` is a hash followed by three digits).
 */
export function compileMask(mask: string): readonly MaskSlot[] {
  const cached = compiled.get(mask);
  if (cached) return cached;
  const slots: MaskSlot[] = [];
  for (let index = 0; index < mask.length; index++) {
    const char = mask.charAt(index);
    if (char === '\\' && index + 1 < mask.length) {
      index++;
      slots.push({ kind: 'literal', char: mask.charAt(index) });
    } else if (isToken(char)) {
      slots.push({ kind: 'token', token: char });
    } else {
      slots.push({ kind: 'literal', char });
    }
  }
  // Masks come from a short list of presets and field props, so the cache stays tiny.
  if (compiled.size < 200) compiled.set(mask, slots);
  return slots;
}
