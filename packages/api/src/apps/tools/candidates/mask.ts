// Masks: one character set a position. Two forms, told apart by their text:
// - hashcat's: ?l a-z, ?u A-Z, ?d 0-9, ?s the printable symbols and space, ?a all of those, ?? a question mark;
//   any other character stands for itself (`Summer?d?d`);
// - the easy one, for people who never used hashcat: # is any digit, and `\#` a literal # (`Summer20##`).

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const SYMBOLS = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const HASHCAT_SETS: Record<string, string> = {
  l: LOWER,
  u: UPPER,
  d: DIGITS,
  s: SYMBOLS,
  a: LOWER + UPPER + DIGITS + SYMBOLS,
  '?': '?',
};

export class MaskError extends Error {}

/** Whether the mask is written in hashcat's form (it has a `?` placeholder). */
export const isHashcatMask = (mask: string) => /\?[ludsa?]/.test(mask);

/** The mask as one character set a position ([...set] of single characters). */
export function parseMask(mask: string): string[][] {
  const positions: string[][] = [];
  const chars = [...mask];
  if (isHashcatMask(mask)) {
    for (let i = 0; i < chars.length; i++) {
      if (chars[i] !== '?') {
        positions.push([chars[i]!]);
        continue;
      }
      const set = HASHCAT_SETS[chars[i + 1] ?? ''];
      if (!set)
        throw new MaskError(`Mask "${mask}": ?${chars[i + 1] ?? ''} is not one of ?l ?u ?d ?s ?a ??.`);
      positions.push([...set]);
      i++;
    }
  } else {
    for (let i = 0; i < chars.length; i++) {
      if (chars[i] === '\\' && chars[i + 1] === '#') {
        positions.push(['#']);
        i++;
      } else {
        positions.push(chars[i] === '#' ? [...DIGITS] : [chars[i]!]);
      }
    }
  }
  if (positions.length === 0) throw new MaskError('A mask needs at least one position.');
  return positions;
}
