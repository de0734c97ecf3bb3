// Random passwords of chosen length and character classes, and passphrases from a word list (the EFF long
// list, loaded by wordlist.ts). Pure: the random source is passed in, so the tests can check the rules.
import { UniformSource } from './random';

export type CharacterClass = 'lower' | 'upper' | 'digits' | 'symbols';

export const CHARACTER_CLASSES: Record<CharacterClass, string> = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  // Printable ASCII punctuation that sites accept most often; no space, quote or backslash (they break forms
  // and shell pastes).
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{|}~',
};

/** Characters easy to misread (1 l I, 0 O o): left out when the user asks for readable passwords. */
export const LOOK_ALIKES = new Set('Il1O0o');

export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 20;

export interface PasswordOptions {
  length: number;
  classes: readonly CharacterClass[];
  /** Leave out look-alike characters. */
  readable?: boolean;
}

export interface PassphraseOptions {
  words: number;
  separator: string;
  /** Capitalise each word's first letter. */
  capitalise?: boolean;
  /** Add one random digit to one random word (for sites that insist on a digit). */
  withNumber?: boolean;
}

/** The characters of a class, without the look-alikes when asked. */
export function alphabetOf(characterClass: CharacterClass, readable = false): string[] {
  const characters = [...CHARACTER_CLASSES[characterClass]];
  return readable ? characters.filter((character) => !LOOK_ALIKES.has(character)) : characters;
}

/** The options made valid: length within bounds and at least the number of classes; lower case when none. */
export function normalisedPassword(
  options: PasswordOptions,
  maxLength = PASSWORD_MAX_LENGTH,
): PasswordOptions {
  const classes = options.classes.length === 0 ? (['lower'] as const) : [...new Set(options.classes)];
  const ceiling = Math.max(PASSWORD_MIN_LENGTH, Math.min(PASSWORD_MAX_LENGTH, maxLength));
  const length = Math.min(ceiling, Math.max(PASSWORD_MIN_LENGTH, Math.trunc(options.length) || 0));
  return { ...options, classes, length };
}

/** Tries before falling back to placing one character of each class (reached with odds below 10^-300). */
const MAX_TRIES = 10_000;

/**
 * A password of the given length with at least one character of every chosen class. Drawn uniformly from the
 * union of the classes and redrawn while a class is missing, so every valid password is equally likely.
 */
export function generatePassword(options: PasswordOptions, source = new UniformSource()): string {
  const { length, classes, readable } = normalisedPassword(options);
  const alphabets = classes.map((characterClass) => alphabetOf(characterClass, readable));
  const pool = alphabets.flat();
  const draw = () => Array.from({ length }, () => source.pick(pool));
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const candidate = draw();
    if (alphabets.every((alphabet) => candidate.some((character) => alphabet.includes(character)))) {
      return candidate.join('');
    }
  }
  const placed = [...alphabets.map((alphabet) => source.pick(alphabet)), ...draw()].slice(0, length);
  return source.shuffle(placed).join('');
}

/** A passphrase of random words from the list. */
export function generatePassphrase(
  options: PassphraseOptions,
  words: readonly string[],
  source = new UniformSource(),
): string {
  if (words.length < 2) throw new RangeError('The word list is empty.');
  const count = Math.min(
    PASSPHRASE_MAX_WORDS,
    Math.max(PASSPHRASE_MIN_WORDS, Math.trunc(options.words) || 0),
  );
  const chosen = Array.from({ length: count }, () => source.pick(words));
  const shaped = options.capitalise
    ? chosen.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    : chosen;
  if (options.withNumber) {
    const at = source.below(shaped.length);
    shaped[at] = `${shaped[at]!}${String(source.below(10))}`;
  }
  return shaped.join(options.separator);
}

/** The strength in bits of a password drawn as generatePassword draws (rounded down; the class rule costs little). */
export function passwordBits(options: PasswordOptions): number {
  const { length, classes, readable } = normalisedPassword(options);
  const pool = classes.reduce((sum, characterClass) => sum + alphabetOf(characterClass, readable).length, 0);
  return Math.floor(length * Math.log2(pool));
}

/** The strength in bits of a passphrase (words from a list of listSize, plus the digit and its place). */
export function passphraseBits(options: PassphraseOptions, listSize: number): number {
  const count = Math.min(
    PASSPHRASE_MAX_WORDS,
    Math.max(PASSPHRASE_MIN_WORDS, Math.trunc(options.words) || 0),
  );
  const extra = options.withNumber ? Math.log2(10 * count) : 0;
  return Math.floor(count * Math.log2(listSize) + extra);
}
