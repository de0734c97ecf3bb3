// The simulation's only source of chance: pure-rand's xoroshiro128+ seeded with the bout's seed. Never
// Math.random: the same seed must give the same bout on any machine, so the numbers drawn from it go through
// + - * / only (no exp, pow or log, whose last bits may differ between platforms' maths libraries).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Dice {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [from, to]. */
  int(from: number, to: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number;
}

export function dice(seed: number): Dice {
  // pure-rand 8 generators change in place: each draw advances this one.
  const generator = xoroshiro128plus(seed);
  const next = (): number => uniformFloat64(generator);
  return {
    next,
    int: (from, to) => uniformInt(generator, from, to),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[uniformInt(generator, 0, items.length - 1)] as T;
    },
    weighted(weights) {
      let total = 0;
      for (const weight of weights) total += weight;
      let roll = next() * total;
      for (let index = 0; index < weights.length; index++) {
        roll -= weights[index] as number;
        if (roll < 0) return index;
      }
      return weights.length - 1;
    },
  };
}

/** A second, independent stream for the same bout (the judges'), derived from its seed. */
export function derivedSeed(seed: number, stream: number): number {
  // Knuth's multiplicative hash, kept in 31 bits with integer arithmetic only.
  return (Math.imul(seed ^ (stream * 0x9e3779b1), 0x85ebca6b) >>> 1) & 0x7fffffff;
}
