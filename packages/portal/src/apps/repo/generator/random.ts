// The generator's one source of randomness: the Web Crypto generator (crypto.getRandomValues), drawn without
// modulo bias. `x % n` over 32-bit draws favours the first 2^32 mod n results; rejection sampling throws away
// the draws at the top of the range that would cause it, so every result below n is equally likely.

/** Fills an array with random 32-bit words; the default is the platform's cryptographic generator. */
export type RandomWords = (into: Uint32Array) => Uint32Array;

export const cryptoWords: RandomWords = (into) => globalThis.crypto.getRandomValues(into);

const RANGE = 2 ** 32;

/** A source of uniform whole numbers, drawing 32-bit words in batches (one call per batch, not per number). */
export class UniformSource {
  private readonly batch = new Uint32Array(64);
  private next = this.batch.length;

  constructor(private readonly words: RandomWords = cryptoWords) {}

  private word(): number {
    if (this.next >= this.batch.length) {
      this.words(this.batch);
      this.next = 0;
    }
    const word = this.batch[this.next]!;
    this.next += 1;
    return word;
  }

  /** A whole number in [0, n), each equally likely. n from 1 to 2^32. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > RANGE)
      throw new RangeError(`below(${String(n)}): n out of range`);
    // The largest multiple of n that fits in 32 bits: words at or above it are rejected (at most half of them).
    const limit = RANGE - (RANGE % n);
    for (;;) {
      const word = this.word();
      if (word < limit) return word % n;
    }
  }

  /** One item of a list, each equally likely. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  /** Shuffles in place (Fisher-Yates with unbiased draws: every order equally likely). */
  shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = this.below(index + 1);
      [items[index], items[other]] = [items[other]!, items[index]!];
    }
    return items;
  }
}
