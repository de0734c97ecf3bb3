import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHARACTER_CLASSES,
  LOOK_ALIKES,
  PASSWORD_MAX_LENGTH,
  alphabetOf,
  generatePassphrase,
  generatePassword,
  normalisedPassword,
  passphraseBits,
  passwordBits,
  type CharacterClass,
} from './password';
import { UniformSource, type RandomWords } from './random';
import { loadWordList } from './wordlist';

const ALL: CharacterClass[] = ['lower', 'upper', 'digits', 'symbols'];
const classesArbitrary = fc.subarray(ALL, { minLength: 1 });

/** A source that replays fixed words (to see which draws are rejected). */
function replay(values: number[]): RandomWords {
  let at = 0;
  return (into) => {
    for (let index = 0; index < into.length; index += 1) {
      into[index] = values[at % values.length]!;
      at += 1;
    }
    return into;
  };
}

describe('the uniform source', () => {
  it('rejects the draws at the top of the range instead of folding them with %', () => {
    // n = 3: 2^32 mod 3 = 1, so the one word 2^32 - 1 is rejected and the next word (5) decides: 5 % 3 = 2.
    const source = new UniformSource(replay([2 ** 32 - 1, 5]));
    expect(source.below(3)).toBe(2);
    // n = 2^31 + 1: every word from 2^31 + 1 up would bias toward small results; they are all rejected.
    const big = new UniformSource(replay([2 ** 31 + 1, 2 ** 32 - 2, 7]));
    expect(big.below(2 ** 31 + 1)).toBe(7);
  });

  it('stays in range and refuses a bad range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), (n) => {
        const value = new UniformSource().below(n);
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
    expect(() => new UniformSource().below(0)).toThrow(RangeError);
    expect(() => new UniformSource().below(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('draws every value about equally often (chi-square, 9 degrees of freedom)', () => {
    const source = new UniformSource();
    const counts = new Array<number>(10).fill(0);
    const draws = 100_000;
    for (let index = 0; index < draws; index += 1) counts[source.below(10)]! += 1;
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 27.88 is the 99.9th percentile of chi-square with 9 degrees of freedom: a fair source fails 1 run in 1,000.
    expect(chiSquare).toBeLessThan(27.88);
  });

  it('shuffles into every order', () => {
    const source = new UniformSource();
    const seen = new Set<string>();
    for (let index = 0; index < 600; index += 1) seen.add(source.shuffle(['a', 'b', 'c']).join(''));
    expect(seen.size).toBe(6);
  });
});

describe('generatePassword', () => {
  it('has the asked length and a character of every chosen class, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: PASSWORD_MAX_LENGTH }),
        classesArbitrary,
        fc.boolean(),
        (length, classes, readable) => {
          const password = generatePassword({ length, classes, readable });
          const characters = [...password];
          const allowed = new Set(classes.flatMap((characterClass) => alphabetOf(characterClass, readable)));
          expect(characters).toHaveLength(length);
          expect(characters.every((character) => allowed.has(character))).toBe(true);
          for (const characterClass of classes) {
            expect(
              characters.some((character) => CHARACTER_CLASSES[characterClass].includes(character)),
            ).toBe(true);
          }
          if (readable) expect(characters.some((character) => LOOK_ALIKES.has(character))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has every class even at the shortest length', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword({ length: 4, classes: ALL });
      for (const characterClass of ALL) {
        expect([...password].some((character) => CHARACTER_CLASSES[characterClass].includes(character))).toBe(
          true,
        );
      }
    }
  });

  it('bounds the length and falls back to lower case with no class', () => {
    expect(generatePassword({ length: 1, classes: ['digits'] })).toHaveLength(4);
    expect(generatePassword({ length: 10_000, classes: ['digits'] })).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(generatePassword({ length: 12, classes: [] })).toMatch(/^[a-z]{12}$/);
    expect(normalisedPassword({ length: 64, classes: ['lower'] }, 20).length).toBe(20);
  });

  it('uses every character of the pool about equally often', () => {
    const pool = alphabetOf('lower');
    const counts = new Map<string, number>(pool.map((character) => [character, 0]));
    for (let run = 0; run < 2_000; run += 1) {
      for (const character of generatePassword({ length: 32, classes: ['lower'] })) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    const expected = (2_000 * 32) / pool.length;
    const chiSquare = [...counts.values()].reduce(
      (sum, count) => sum + (count - expected) ** 2 / expected,
      0,
    );
    // 25 degrees of freedom: 52.62 is the 99.9th percentile.
    expect(chiSquare).toBeLessThan(52.62);
  });

  it('counts its strength from the pool', () => {
    expect(passwordBits({ length: 20, classes: ['lower', 'upper', 'digits'] })).toBe(
      Math.floor(20 * Math.log2(62)),
    );
  });
});

describe('generatePassphrase', () => {
  it('joins the asked number of words of the EFF list', async () => {
    const words = await loadWordList();
    expect(words).toHaveLength(7776);
    expect(words[0]).toBe('abacus');
    expect(words.at(-1)).toBe('zoom');
    const list = new Set(words);
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.constantFrom(' ', '.', '_', '+'),
        (count, separator) => {
          const parts = generatePassphrase({ words: count, separator }, words).split(separator);
          expect(parts).toHaveLength(count);
          expect(parts.every((part) => list.has(part))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('capitalises and adds one digit when asked', async () => {
    const words = await loadWordList();
    const phrase = generatePassphrase(
      { words: 5, separator: ' ', capitalise: true, withNumber: true },
      words,
    );
    const parts = phrase.split(' ');
    expect(parts.every((part) => /^[A-Z]/.test(part))).toBe(true);
    expect(phrase.match(/\d/g)).toHaveLength(1);
    expect(passphraseBits({ words: 6, separator: '-' }, words.length)).toBe(77);
  });
});
