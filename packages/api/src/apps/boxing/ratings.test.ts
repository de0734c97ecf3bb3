// Boxing's Glicko-2 rating step, without a database: deterministic, the same from either corner, and a
// win, a loss or a draw moves the ratings the way Glicko-2 says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_STANDING, rateBout, redScore, winChance, type Standing } from './ratings.js';

const standing = fc.record({
  rating: fc.double({ min: 800, max: 2400, noNaN: true }),
  rd: fc.double({ min: 30, max: 350, noNaN: true }),
  vol: fc.double({ min: 0.03, max: 0.09, noNaN: true }),
});
const score = fc.constantFrom(0, 0.5, 1);

describe('rateBout', () => {
  it('is deterministic and the same whichever corner a fighter is in', () => {
    fc.assert(
      fc.property(standing, standing, score, (red: Standing, blue: Standing, s: number) => {
        const once = rateBout(red, blue, s);
        expect(rateBout(red, blue, s)).toEqual(once);
        const swapped = rateBout(blue, red, 1 - s);
        expect(swapped.red.rating).toBeCloseTo(once.blue.rating, 9);
        expect(swapped.blue.rating).toBeCloseTo(once.red.rating, 9);
        expect(swapped.red.rd).toBeCloseTo(once.blue.rd, 9);
      }),
    );
  });

  it('raises the winner and lowers the loser', () => {
    fc.assert(
      fc.property(standing, standing, (red: Standing, blue: Standing) => {
        const after = rateBout(red, blue, 1);
        expect(after.red.rating).toBeGreaterThan(red.rating);
        expect(after.blue.rating).toBeLessThan(blue.rating);
      }),
    );
  });

  it('leaves two new fighters level after a draw, and gives the known first-bout figures', () => {
    const draw = rateBout(INITIAL_STANDING, INITIAL_STANDING, redScore(null));
    expect(draw.red.rating).toBeCloseTo(1500, 9);
    expect(draw.blue.rating).toBeCloseTo(1500, 9);
    const win = rateBout(INITIAL_STANDING, INITIAL_STANDING, redScore('red'));
    // Two unrated fighters (1500, RD 350): the winner gains about 162.3 points, RD falls to about 290.3.
    expect(win.red.rating).toBeCloseTo(1662.3, 0);
    expect(win.blue.rating).toBeCloseTo(1337.7, 0);
    expect(win.red.rd).toBeCloseTo(290.3, 0);
    expect(redScore('blue')).toBe(0);
  });

  it('gives the stronger fighter the better chance, and even odds between equals', () => {
    expect(winChance(INITIAL_STANDING, INITIAL_STANDING)).toBeCloseTo(0.5, 9);
    const strong = { rating: 1800, rd: 60, vol: 0.06 };
    expect(winChance(strong, INITIAL_STANDING)).toBeGreaterThan(0.5);
    expect(winChance(INITIAL_STANDING, strong)).toBeLessThan(0.5);
  });
});
