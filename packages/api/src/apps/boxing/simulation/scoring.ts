// Three judges score every completed round on the 10-point must system, each with a leaning (what they value
// most) and their own imperfect view of the punches; the cards then give the decision as the rules say.
import type {
  Corner,
  JudgeCard,
  JudgeLeaning,
  PunchStats,
  ResultKind,
  RoundScore,
} from '@lcars/contract/boxing';
import type { Dice } from './dice.js';

export interface Judge {
  name: string;
  leaning: JudgeLeaning;
  /** How close a round must be for this judge to call it even (10-10); most judges rarely do. */
  evenBelow: number;
}

/** Fictional officials: the panel of a bout is drawn from them by its seed. */
const JUDGE_NAMES = [
  'Adalaide Byrd-Kowal',
  'Glenn Feldmann',
  'Tomasz Wierzbicki',
  'Lucía Arrieta',
  'Dave Moretto',
  'Julie Lederer-Kent',
  'Burt Clements',
  'Nobuko Sato',
  'Max DeLuca',
  'Benoit Roussel',
  'Patricia Morse',
  'Steve Weisfield-Hart',
] as const;

const LEANINGS: readonly JudgeLeaning[] = ['power', 'activity', 'defence'];

export function drawPanel(dice: Dice): Judge[] {
  const names = [...JUDGE_NAMES];
  const panel: Judge[] = [];
  for (let index = 0; index < 3; index++) {
    const [name] = names.splice(dice.int(0, names.length - 1), 1);
    panel.push({ name: name as string, leaning: dice.pick(LEANINGS), evenBelow: 0.005 + dice.next() * 0.02 });
  }
  return panel;
}

/** What happened in a round, as far as scoring goes. */
export interface RoundFacts {
  punches: Record<Corner, PunchStats>;
  /** Damage each corner dealt (the effect of the punches, which judges see). */
  damage: Record<Corner, number>;
  /** Knockdowns each corner scored. */
  knockdowns: Record<Corner, number>;
  /** Points the referee took from each corner. */
  deductions: Record<Corner, number>;
}

const WEIGHTS: Record<
  JudgeLeaning,
  { power: number; jab: number; damage: number; work: number; defence: number }
> = {
  power: { power: 1, jab: 0.25, damage: 2.2, work: 0.03, defence: 3 },
  activity: { power: 0.7, jab: 0.4, damage: 1.4, work: 0.12, defence: 1.5 },
  defence: { power: 0.7, jab: 0.45, damage: 1.4, work: 0.02, defence: 9 },
};

function landedPower(stats: PunchStats): number {
  return stats.landed.cross + stats.landed.hook + stats.landed.uppercut + stats.landed.body;
}
function thrownTotal(stats: PunchStats): number {
  const { thrown } = stats;
  return thrown.jab + thrown.cross + thrown.hook + thrown.uppercut + thrown.body;
}
function landedTotal(stats: PunchStats): number {
  return stats.landed.jab + landedPower(stats);
}

/** A judge's view of one corner's round: clean punching, effect, work rate and the punches made to miss. */
function merit(judge: Judge, own: PunchStats, other: PunchStats, damage: number, seen: number): number {
  const weights = WEIGHTS[judge.leaning];
  const otherThrown = thrownTotal(other);
  const madeToMiss = otherThrown === 0 ? 0 : (otherThrown - landedTotal(other)) / otherThrown;
  return (
    weights.power * landedPower(own) * seen +
    weights.jab * own.landed.jab * seen +
    weights.damage * damage +
    weights.work * thrownTotal(own) +
    weights.defence * madeToMiss
  );
}

/**
 * A judge's score of a completed round. The round goes 10-9 to the fighter the judge saw doing more, 10-10
 * only when it was truly even, 10-8 on a complete rout; each net knockdown takes a further point (a round
 * with one knockdown is 10-8 to the fighter who scored it); then the referee's deductions come off. `seen`
 * is how well the judge saw each corner's punches (1 = all of them).
 */
export function scoreRound(
  judge: Judge,
  judgeIndex: number,
  facts: RoundFacts,
  seen: Record<Corner, number>,
): RoundScore {
  const red = merit(judge, facts.punches.red, facts.punches.blue, facts.damage.red, seen.red);
  const blue = merit(judge, facts.punches.blue, facts.punches.red, facts.damage.blue, seen.blue);
  const margin = (red - blue) / ((red + blue) / 2 + 1);
  let score = { red: 10, blue: 10 };
  const netKnockdowns = facts.knockdowns.red - facts.knockdowns.blue;
  if (netKnockdowns > 0) score = { red: 10, blue: Math.max(6, 9 - netKnockdowns) };
  else if (netKnockdowns < 0) score = { red: Math.max(6, 9 + netKnockdowns), blue: 10 };
  else if (margin >= judge.evenBelow) score = { red: 10, blue: margin > 0.95 ? 8 : 9 };
  else if (margin <= -judge.evenBelow) score = { red: margin < -0.95 ? 8 : 9, blue: 10 };
  return {
    judge: judgeIndex,
    red: Math.max(0, score.red - facts.deductions.red),
    blue: Math.max(0, score.blue - facts.deductions.blue),
  };
}

/** Each judge's card: their scores of the scored rounds, totals and whom the card favours. */
export function judgeCards(
  judges: readonly Judge[],
  scored: readonly { round: number; scores: RoundScore[] }[],
): JudgeCard[] {
  return judges.map((judge, index) => {
    const card = scored.map(({ round, scores }) => {
      const score = scores.find((candidate) => candidate.judge === index);
      return { round, red: score?.red ?? 0, blue: score?.blue ?? 0 };
    });
    const red = card.reduce((sum, score) => sum + score.red, 0);
    const blue = card.reduce((sum, score) => sum + score.blue, 0);
    return {
      name: judge.name,
      leaning: judge.leaning,
      card,
      red,
      blue,
      verdict: red > blue ? 'red' : blue > red ? 'blue' : 'draw',
    };
  });
}

/**
 * The decision from three cards: all three for one fighter is unanimous; two for one and one for the other a
 * split decision; two for one and a drawn card a majority decision; anything else (split, majority or
 * unanimous draw) a draw.
 */
export function decision(cards: readonly Pick<JudgeCard, 'verdict'>[]): {
  result: ResultKind;
  winner: Corner | null;
} {
  const votes = { red: 0, blue: 0, draw: 0 };
  for (const card of cards) votes[card.verdict] += 1;
  for (const corner of ['red', 'blue'] as const) {
    const other = corner === 'red' ? 'blue' : 'red';
    if (votes[corner] === 3) return { result: 'UD', winner: corner };
    if (votes[corner] === 2 && votes[other] === 1) return { result: 'SD', winner: corner };
    if (votes[corner] === 2 && votes.draw === 1) return { result: 'MD', winner: corner };
  }
  return { result: 'draw', winner: null };
}
