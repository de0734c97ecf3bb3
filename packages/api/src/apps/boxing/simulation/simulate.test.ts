import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUNCH_KINDS, type BoutOutcome, type Corner } from '@lcars/contract/boxing';
import { decision, scoreRound, type Judge, type RoundFacts } from './scoring.js';
import { SIMULATION_VERSION, simulateBout, type BoutInput, type SimFighter } from './simulate.js';

const champion: SimFighter = {
  heightCm: 180,
  reachCm: 188,
  age: 29,
  stance: 'orthodox',
  weightLb: 147,
  power: 78,
  speed: 84,
  stamina: 80,
  chin: 75,
  defence: 82,
  accuracy: 80,
  heart: 85,
};
const challenger: SimFighter = {
  heightCm: 173,
  reachCm: 175,
  age: 31,
  stance: 'southpaw',
  weightLb: 147,
  power: 88,
  speed: 68,
  stamina: 74,
  chin: 70,
  defence: 62,
  accuracy: 70,
  heart: 90,
};
const title: BoutInput = { red: champion, blue: challenger, scheduledRounds: 12, seed: 20_240_601 };

const digest = (outcome: BoutOutcome): string =>
  createHash('sha256').update(JSON.stringify(outcome)).digest('hex');

describe('the same seed gives the same bout', () => {
  it('twice in one process, round events and cards alike', () => {
    expect(simulateBout(title)).toEqual(simulateBout(title));
  });

  it('in another process', () => {
    const module = fileURLToPath(new URL('./simulate.ts', import.meta.url));
    const script = `
      import { createHash } from 'node:crypto';
      import { simulateBout } from ${JSON.stringify(module)};
      const outcome = simulateBout(${JSON.stringify(title)});
      process.stdout.write(createHash('sha256').update(JSON.stringify(outcome)).digest('hex'));`;
    const other = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      {
        encoding: 'utf8',
      },
    );
    expect(other).toBe(digest(simulateBout(title)));
  });

  it('as recorded when simulation version 1 was written (any machine, any Node)', () => {
    // Changing the simulation changes this digest: bump SIMULATION_VERSION with it.
    expect(SIMULATION_VERSION).toBe(1);
    expect(digest(simulateBout(title))).toBe(
      '5ed0dd4a5d07291f876fe0419706521fc12d9c8b378e4ffffd4230d7157b9f8a',
    );
  });

  it('and a different seed gives a different bout', () => {
    expect(digest(simulateBout({ ...title, seed: title.seed + 1 }))).not.toBe(digest(simulateBout(title)));
  });
});

const judge = (leaning: Judge['leaning'] = 'power'): Judge => ({ name: 'J', leaning, evenBelow: 0.01 });
const stats = (landed: number, thrown: number) => ({
  thrown: { jab: thrown, cross: thrown, hook: 0, uppercut: 0, body: 0 },
  landed: { jab: landed, cross: landed, hook: 0, uppercut: 0, body: 0 },
});
const facts = (overrides: Partial<RoundFacts> = {}): RoundFacts => ({
  punches: { red: stats(10, 30), blue: stats(6, 30) },
  damage: { red: 8, blue: 5 },
  knockdowns: { red: 0, blue: 0 },
  deductions: { red: 0, blue: 0 },
  ...overrides,
});
const seenAll = { red: 1, blue: 1 };

describe('10-point must scoring', () => {
  it('gives the better round 10-9', () => {
    expect(scoreRound(judge(), 0, facts(), seenAll)).toEqual({ judge: 0, red: 10, blue: 9 });
  });

  it('scores a knockdown round 10-8 for the fighter who scored it, even if they were outworked', () => {
    const outworked = facts({
      punches: { red: stats(4, 20), blue: stats(14, 40) },
      knockdowns: { red: 1, blue: 0 },
    });
    for (const leaning of ['power', 'activity', 'defence'] as const)
      expect(scoreRound(judge(leaning), 1, outworked, seenAll)).toEqual({ judge: 1, red: 10, blue: 8 });
    expect(scoreRound(judge(), 1, facts({ knockdowns: { red: 0, blue: 2 } }), seenAll)).toEqual({
      judge: 1,
      red: 7,
      blue: 10,
    });
  });

  it('lets knockdowns on both sides cancel out, and takes deducted points off', () => {
    expect(scoreRound(judge(), 2, facts({ knockdowns: { red: 1, blue: 1 } }), seenAll)).toEqual({
      judge: 2,
      red: 10,
      blue: 9,
    });
    expect(scoreRound(judge(), 2, facts({ deductions: { red: 1, blue: 0 } }), seenAll)).toEqual({
      judge: 2,
      red: 9,
      blue: 9,
    });
  });

  it('calls a truly even round 10-10', () => {
    const even = facts({ punches: { red: stats(8, 30), blue: stats(8, 30) }, damage: { red: 6, blue: 6 } });
    expect(scoreRound(judge(), 0, even, seenAll)).toEqual({ judge: 0, red: 10, blue: 10 });
  });
});

describe('decisions from the cards', () => {
  const cards = (...verdicts: ('red' | 'blue' | 'draw')[]) => verdicts.map((verdict) => ({ verdict }));
  it('is unanimous when all three cards agree', () => {
    expect(decision(cards('blue', 'blue', 'blue'))).toEqual({ result: 'UD', winner: 'blue' });
  });
  it('is split when two cards are against one', () => {
    expect(decision(cards('red', 'blue', 'red'))).toEqual({ result: 'SD', winner: 'red' });
  });
  it('is a majority decision when the third card is a draw', () => {
    expect(decision(cards('draw', 'blue', 'blue'))).toEqual({ result: 'MD', winner: 'blue' });
  });
  it('is a draw when split one-one-one, by majority, or unanimously', () => {
    expect(decision(cards('red', 'blue', 'draw'))).toEqual({ result: 'draw', winner: null });
    expect(decision(cards('draw', 'draw', 'red'))).toEqual({ result: 'draw', winner: null });
    expect(decision(cards('draw', 'draw', 'draw'))).toEqual({ result: 'draw', winner: null });
  });
});

const rating = fc.integer({ min: 1, max: 100 });
const fighterArbitrary: fc.Arbitrary<SimFighter> = fc.record({
  heightCm: fc.integer({ min: 140, max: 220 }),
  reachCm: fc.integer({ min: 140, max: 230 }),
  age: fc.integer({ min: 18, max: 50 }),
  stance: fc.constantFrom('orthodox', 'southpaw', 'switch'),
  weightLb: fc.constantFrom(105, 118, 135, 147, 160, 175, 200, 225),
  power: rating,
  speed: rating,
  stamina: rating,
  chin: rating,
  defence: rating,
  accuracy: rating,
  heart: rating,
});
const boutArbitrary: fc.Arbitrary<BoutInput> = fc.record({
  red: fighterArbitrary,
  blue: fighterArbitrary,
  scheduledRounds: fc.integer({ min: 4, max: 12 }),
  seed: fc.integer({ min: 0, max: 2_147_483_647 }),
});

/**
 * What is wrong with a simulated bout, whatever the fighters and the seed (nothing, when all is well). Plain
 * checks collected as text: thousands of bouts with an expect() per number would take minutes.
 */
function problemsOf(input: BoutInput, outcome: BoutOutcome): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => void (ok || problems.push(problem));
  const { rounds } = outcome;
  check(rounds.length >= 1 && rounds.length <= input.scheduledRounds, `rounds ${rounds.length}`);
  rounds.forEach((round, index) => {
    const at = `round ${round.number}`;
    check(round.number === index + 1, `${at}: numbered ${round.number}`);
    for (const corner of ['red', 'blue'] as Corner[]) {
      for (const kind of PUNCH_KINDS) {
        const { landed, thrown } = round.punches[corner];
        check(
          landed[kind] >= 0 && landed[kind] <= thrown[kind],
          `${at}: ${corner} ${kind} ${landed[kind]}/${thrown[kind]}`,
        );
      }
      const { health, energy, cut } = round.condition[corner];
      for (const value of [health, energy, cut])
        check(value >= 0 && value <= 100, `${at}: ${corner} condition ${value}`);
      check(round.knockdowns[corner] >= 0 && round.deductions[corner] >= 0, `${at}: negative count`);
    }
    let previous = 0;
    for (const event of round.events) {
      check(event.t >= previous && event.t <= round.endedAt, `${at}: event at ${event.t} out of order`);
      previous = event.t;
    }
    const isLast = index === rounds.length - 1;
    const stoppages = round.events.filter((event) => event.kind === 'stoppage');
    // A stoppage ends the bout: only in the last round, as its last event.
    check(isLast || stoppages.length === 0, `${at}: a stoppage before the last round`);
    check(
      stoppages.length === 0 || round.events.at(-1)?.kind === 'stoppage',
      `${at}: events after the stoppage`,
    );
    // A round is scored by three judges unless the bout was stopped inside it; the winner of a round gets 10.
    if (round.endedAt === 180) {
      check(round.scores.length === 3, `${at}: ${round.scores.length} scores`);
      for (const score of round.scores) {
        const deducted = round.deductions;
        check(
          Math.max(score.red + deducted.red, score.blue + deducted.blue) === 10,
          `${at}: no 10 in ${JSON.stringify(score)}`,
        );
        check(Math.min(score.red, score.blue) >= 0, `${at}: negative score`);
      }
    } else check(round.scores.length === 0 && isLast, `${at}: stopped inside but scored`);
  });
  // The cards add up.
  check(outcome.judges.length === 3, `${outcome.judges.length} judges`);
  const scored = rounds.filter((round) => round.scores.length > 0);
  outcome.judges.forEach((card, judgeIndex) => {
    check(
      card.card.map((score) => score.round).join() === scored.map((round) => round.number).join(),
      `card ${judgeIndex} rounds`,
    );
    let red = 0;
    let blue = 0;
    for (const round of scored) {
      red += round.scores[judgeIndex]?.red ?? 0;
      blue += round.scores[judgeIndex]?.blue ?? 0;
    }
    check(
      card.red === red && card.blue === blue,
      `card ${judgeIndex} totals ${card.red}-${card.blue}, rounds ${red}-${blue}`,
    );
    check(card.verdict === (red > blue ? 'red' : blue > red ? 'blue' : 'draw'), `card ${judgeIndex} verdict`);
  });
  const last = rounds.at(-1);
  if (outcome.stoppage) {
    check(outcome.result === (outcome.stoppage === 'count' ? 'KO' : 'TKO'), `result ${outcome.result}`);
    check(outcome.winner !== null, 'a stoppage without a winner');
    const final = last?.events.at(-1);
    check(
      final?.kind === 'stoppage' && final.corner === outcome.winner,
      'the last event is not the stoppage',
    );
  } else {
    check(rounds.length === input.scheduledRounds, 'a decision before the last round');
    const verdict = decision(outcome.judges);
    check(
      verdict.result === outcome.result && verdict.winner === outcome.winner,
      'the result is not the cards',
    );
  }
  return problems;
}

describe('any fighters, any seed (property)', () => {
  it('keeps every statistic in range, the cards consistent and a stoppage final', () => {
    fc.assert(
      fc.property(boutArbitrary, (input) => {
        expect(problemsOf(input, simulateBout(input))).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  }, 180_000);

  it('plays the same bout again from the same input', () => {
    fc.assert(
      fc.property(boutArbitrary, (input) => {
        expect(digest(simulateBout(input))).toBe(digest(simulateBout(structuredClone(input))));
      }),
      { numRuns: 200 },
    );
  });

  it('finds every way a bout can end, and scores knockdown rounds 10-8', () => {
    const seen = new Set<string>();
    let knockdownRounds = 0;
    fc.assert(
      fc.property(boutArbitrary, (input) => {
        const outcome = simulateBout(input);
        seen.add(outcome.result);
        for (const round of outcome.rounds) {
          const net = round.knockdowns.red - round.knockdowns.blue;
          const clean = round.deductions.red === 0 && round.deductions.blue === 0;
          if (Math.abs(net) !== 1 || !clean || round.scores.length === 0) continue;
          knockdownRounds += 1;
          for (const score of round.scores)
            expect(net > 0 ? [score.red, score.blue] : [score.blue, score.red]).toEqual([10, 8]);
        }
      }),
      { numRuns: 1_500 },
    );
    expect([...seen].sort()).toEqual(['KO', 'MD', 'SD', 'TKO', 'UD', 'draw']);
    expect(knockdownRounds).toBeGreaterThan(0);
  }, 180_000);
});

describe('the fight is credible', () => {
  it('favours the much better fighter and lets style and reach matter', () => {
    const journeyman: SimFighter = {
      ...challenger,
      power: 45,
      speed: 45,
      chin: 45,
      defence: 45,
      accuracy: 45,
      heart: 45,
    };
    let championWins = 0;
    let jabsLanded = { long: 0, short: 0 };
    for (let seed = 0; seed < 200; seed++) {
      const outcome = simulateBout({ red: champion, blue: journeyman, scheduledRounds: 10, seed });
      if (outcome.winner === 'red') championWins += 1;
      const long = simulateBout({
        red: { ...champion, reachCm: 200 },
        blue: { ...champion, reachCm: 175 },
        scheduledRounds: 4,
        seed,
      });
      jabsLanded = long.rounds.reduce(
        (sum, round) => ({
          long: sum.long + round.punches.red.landed.jab,
          short: sum.short + round.punches.blue.landed.jab,
        }),
        jabsLanded,
      );
    }
    expect(championWins).toBeGreaterThan(180);
    expect(jabsLanded.long).toBeGreaterThan(jabsLanded.short * 1.2);
  }, 60_000);
});
