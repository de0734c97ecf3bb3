// The bout: a pure, deterministic function of the two fighters, the scheduled rounds and a seed. A round is
// twelve 15-second spells; in each the fighters fight at the range the better mover imposes, throw punches
// by style and range, land them by accuracy against defence (reach, stance and fatigue weigh in) and hurt by
// power against chin. Knockdowns, cuts, fouls and stoppages follow from the damage; fatigue and damage carry
// from round to round; three judges score the completed rounds.
import {
  PUNCH_KINDS,
  ROUND_SECONDS,
  styleOf,
  type BoutOutcome,
  type BoutRound,
  type Corner,
  type PunchCounts,
  type PunchKind,
  type PunchStats,
  type RoundEvent,
  type RoundScore,
  type Stance,
  type StoppageReason,
  type Style,
} from '@lcars/contract/boxing';
import { derivedSeed, dice, type Dice } from './dice.js';
import { decision, drawPanel, judgeCards, scoreRound, type Judge, type RoundFacts } from './scoring.js';

/** Bumped whenever a change to the simulation would fight a stored seed differently. */
export const SIMULATION_VERSION = 1;

/** What the simulation knows of a fighter. */
export interface SimFighter {
  heightCm: number;
  reachCm: number;
  age: number;
  stance: Stance;
  /** The weight made on the night, in pounds (the fighter's division). */
  weightLb: number;
  power: number;
  speed: number;
  stamina: number;
  chin: number;
  defence: number;
  accuracy: number;
  heart: number;
}

export interface BoutInput {
  red: SimFighter;
  blue: SimFighter;
  scheduledRounds: number;
  seed: number;
}

const SPELLS = 12;
const SPELL_SECONDS = ROUND_SECONDS / SPELLS;
const CUT_PLACES = [
  'over the left eye',
  'over the right eye',
  'on the left eyebrow',
  'on the right eyebrow',
  'on the bridge of the nose',
  'under the left eye',
] as const;

const clamp = (value: number, low: number, high: number): number =>
  value < low ? low : value > high ? high : value;
const other = (corner: Corner): Corner => (corner === 'red' ? 'blue' : 'red');

/** Peak years are 26-31: younger fighters lack ring craft, older ones slow down and recover less. */
function primeFactor(age: number): number {
  if (age > 31) return clamp(1 - (age - 31) * 0.018, 0.6, 1);
  if (age < 26) return clamp(1 - (26 - age) * 0.01, 0.85, 1);
  return 1;
}

/** One fighter during the bout. */
interface Boxer {
  corner: Corner;
  fighter: SimFighter;
  style: Style;
  prime: number;
  /** Chin after the years have worn it. */
  chin: number;
  /** Lasting damage (does not heal within the bout) and the daze of recent punches (clears between rounds). */
  damage: number;
  daze: number;
  energy: number;
  /** The energy a fighter can get back to: body shots take it away for good. */
  maxEnergy: number;
  cut: number;
  /** Spells left of being hurt. */
  hurt: number;
  knockdownsTaken: number;
  warnings: number;
  /** The weights of the five punches the fighter throws at range and in close. */
  mix: Record<'outside' | 'inside', readonly number[]>;
}

function boxer(corner: Corner, fighter: SimFighter): Boxer {
  const style = styleOf(fighter);
  const mixAt = (range: 'outside' | 'inside') =>
    PUNCH_MIX[range].map((weight, index) => weight * (STYLE_MIX[style][index] as number));
  return {
    corner,
    fighter,
    style,
    mix: { outside: mixAt('outside'), inside: mixAt('inside') },
    prime: primeFactor(fighter.age),
    chin: clamp(fighter.chin - Math.max(0, fighter.age - 32) * 1.5, 1, 100),
    damage: 0,
    daze: 0,
    energy: 100,
    maxEnergy: 100,
    cut: 0,
    hurt: 0,
    knockdownsTaken: 0,
    warnings: 0,
  };
}

const health = (b: Boxer): number => clamp(100 - b.damage - b.daze, 0, 100);
/** 1 fresh, 0.55 spent. */
const freshness = (b: Boxer): number => 0.55 + 0.45 * (b.energy / 100);

/** Where a style wants to fight: +1 at range, -1 in close. */
const RANGE_PREFERENCE: Record<Style, number> = {
  'out-boxer': 1,
  'boxer-puncher': 0.3,
  slugger: -0.3,
  swarmer: -1,
};

/** The punches a style throws, at range and in close (jab, cross, hook, uppercut, body). */
const PUNCH_MIX: Record<'outside' | 'inside', readonly number[]> = {
  outside: [0.55, 0.2, 0.08, 0.02, 0.15],
  inside: [0.14, 0.2, 0.33, 0.15, 0.18],
};
const STYLE_MIX: Record<Style, readonly number[]> = {
  'out-boxer': [1.35, 1, 0.8, 0.8, 0.9],
  'boxer-puncher': [1, 1.1, 1, 1, 1],
  slugger: [0.7, 1.3, 1.3, 1.2, 0.9],
  swarmer: [0.8, 0.9, 1.15, 1.1, 1.5],
};
const LAND_BASE: Record<PunchKind, number> = {
  jab: 0.27,
  cross: 0.32,
  hook: 0.29,
  uppercut: 0.27,
  body: 0.4,
};
const HEAD_DAMAGE: Record<PunchKind, number> = { jab: 0.27, cross: 1, hook: 1.1, uppercut: 1.15, body: 0.2 };

interface SpellTally {
  landed: number;
  landedPower: number;
  best: { punch: PunchKind; damage: number } | null;
  bestBody: number;
  jabsLanded: number;
}

/** Everything a round builds up. */
interface RoundLog {
  number: number;
  events: RoundEvent[];
  punches: Record<Corner, PunchStats>;
  damage: Record<Corner, number>;
  knockdowns: Record<Corner, number>;
  deductions: Record<Corner, number>;
}

const zeroCounts = (): PunchCounts => ({ jab: 0, cross: 0, hook: 0, uppercut: 0, body: 0 });

interface Ending {
  winner: Corner;
  reason: StoppageReason;
  t: number;
}

class Fight {
  private readonly boxers: Record<Corner, Boxer>;
  private readonly dice: Dice;

  constructor(input: BoutInput) {
    this.dice = dice(input.seed);
    this.boxers = { red: boxer('red', input.red), blue: boxer('blue', input.blue) };
  }

  /** Who imposes the range in a spell: the better mover, fresher and longer, gets where their style wants. */
  private rangeOf(): 'outside' | 'inside' {
    const control = (b: Boxer, opponent: Boxer): number =>
      (b.fighter.speed * b.prime * freshness(b) + b.fighter.defence * 0.4) *
      (1 + clamp(b.fighter.reachCm - opponent.fighter.reachCm, -15, 15) * 0.01) *
      (b.hurt > 0 ? 0.6 : 1);
    const red = control(this.boxers.red, this.boxers.blue);
    const blue = control(this.boxers.blue, this.boxers.red);
    const pull =
      (RANGE_PREFERENCE[this.boxers.red.style] * red + RANGE_PREFERENCE[this.boxers.blue.style] * blue) /
      (red + blue);
    return this.dice.chance(0.5 + 0.4 * pull) ? 'outside' : 'inside';
  }

  /** Punches thrown in a spell: hand speed and style, less when tired or hurt, more on a hurt opponent. */
  private workRate(b: Boxer, opponent: Boxer): number {
    const styleBoost = { 'out-boxer': 0.4, 'boxer-puncher': 0, slugger: -0.7, swarmer: 1.3 }[b.style];
    // Heart keeps a tired fighter's hands going.
    const tiredness = 1 - (1 - freshness(b)) * (1.2 - b.fighter.heart / 200);
    let rate = (2.6 + b.fighter.speed * b.prime * 0.028 + styleBoost) * tiredness;
    if (b.hurt > 0) rate *= 0.55;
    if (opponent.hurt > 0) rate *= 1.2 + (b.fighter.power + b.fighter.heart) / 400;
    return Math.max(0, Math.floor(rate * (0.5 + this.dice.next())));
  }

  private landChance(
    attacker: Boxer,
    defender: Boxer,
    punch: PunchKind,
    range: 'outside' | 'inside',
  ): number {
    const a = attacker.fighter;
    const d = defender.fighter;
    const guard = d.defence * (0.6 + 0.4 * (defender.energy / 100)) * (defender.hurt > 0 ? 0.55 : 1);
    let p = LAND_BASE[punch] * (0.55 + (a.accuracy * 0.9) / 100) * (1.35 - (guard * 0.7) / 100);
    p *= 0.75 + 0.25 * freshness(attacker);
    const reachEdge = clamp(a.reachCm - d.reachCm, -15, 15);
    if (range === 'outside') p *= 1 + reachEdge * (punch === 'jab' ? 0.012 : 0.005);
    // In close, the shorter fighter's hooks and uppercuts have the shorter way to travel.
    else if (punch === 'hook' || punch === 'uppercut')
      p *= 1 - clamp(a.heightCm - d.heightCm, -15, 15) * 0.006;
    // Orthodox against southpaw: lead hands tangle, the rear straight and the body shot come through.
    if (a.stance !== d.stance && a.stance !== 'switch' && d.stance !== 'switch')
      p *= punch === 'jab' ? 0.88 : punch === 'cross' || punch === 'body' ? 1.1 : 1;
    if (a.stance === 'switch') p *= 1.03;
    return clamp(p, 0.03, 0.8);
  }

  private punchDamage(attacker: Boxer, defender: Boxer, punch: PunchKind): { head: number; body: number } {
    const a = attacker.fighter;
    const size = clamp((a.weightLb - defender.fighter.weightLb) / defender.fighter.weightLb, -0.3, 0.3);
    const force =
      (0.4 + a.power / 100) *
      (0.75 + 0.5 * this.dice.next()) *
      (1 + size * 2) *
      (0.6 + 0.4 * freshness(attacker));
    // One in ten lands clean, unseen: the punch that drops a fresh fighter.
    const clean = punch !== 'jab' && this.dice.chance(0.1) ? 1.8 : 1;
    const absorb = 1.4 - (defender.chin * 0.8) / 100;
    if (punch === 'body')
      return {
        head: HEAD_DAMAGE.body * force * absorb,
        body: 1.4 * force * clean * (1.3 - defender.fighter.stamina / 200),
      };
    return { head: HEAD_DAMAGE[punch] * force * clean * absorb, body: 0 };
  }

  /** Chance that a landed head punch of `damage` drops the defender. */
  private knockdownChance(defender: Boxer, damage: number): number {
    const worn = (100 - health(defender)) / 25;
    const weight = damage;
    return clamp(
      0.0025 *
        weight *
        weight *
        (1 + worn * worn) *
        (1.6 - defender.chin * 0.011) *
        (defender.hurt > 0 ? 2 : 1),
      0,
      0.6,
    );
  }

  fightRound(number: number): { log: RoundLog; ending: Ending | null } {
    const log: RoundLog = {
      number,
      events: [],
      punches: {
        red: { thrown: zeroCounts(), landed: zeroCounts() },
        blue: { thrown: zeroCounts(), landed: zeroCounts() },
      },
      damage: { red: 0, blue: 0 },
      knockdowns: { red: 0, blue: 0 },
      deductions: { red: 0, blue: 0 },
    };
    let ending: Ending | null = null;
    for (let spell = 0; spell < SPELLS && !ending; spell++) ending = this.fightSpell(log, spell);
    // In time order; a stable sort keeps a knockdown before its count and the stoppage last.
    log.events.sort((a, b) => a.t - b.t);
    return { log, ending };
  }

  private at(spell: number): number {
    return spell * SPELL_SECONDS + this.dice.int(0, SPELL_SECONDS - 1);
  }

  private fightSpell(log: RoundLog, spell: number): Ending | null {
    const range = this.rangeOf();
    const tallies: Record<Corner, SpellTally> = {
      red: { landed: 0, landedPower: 0, best: null, bestBody: 0, jabsLanded: 0 },
      blue: { landed: 0, landedPower: 0, best: null, bestBody: 0, jabsLanded: 0 },
    };
    const spellEvents: RoundEvent[] = [];
    const thrown = {
      red: this.workRate(this.boxers.red, this.boxers.blue),
      blue: this.workRate(this.boxers.blue, this.boxers.red),
    };
    // The punches of both fighters interleave, so either can be dropped in the middle of a spell.
    const order: Corner[] = [];
    for (let i = 0; i < Math.max(thrown.red, thrown.blue); i++) {
      if (i < thrown.red) order.push('red');
      if (i < thrown.blue) order.push('blue');
    }
    if (this.dice.chance(0.5)) order.reverse();
    const knockdownsThisRound = { red: log.knockdowns.red, blue: log.knockdowns.blue };
    for (const [index, corner] of order.entries()) {
      // The punches spread over the spell's 15 seconds, so what they cause keeps its order.
      const t = spell * SPELL_SECONDS + Math.floor((index * SPELL_SECONDS) / order.length);
      const attacker = this.boxers[corner];
      const defender = this.boxers[other(corner)];
      const mix = attacker.mix[range];
      const punch = PUNCH_KINDS[this.dice.weighted(mix)] as PunchKind;
      log.punches[corner].thrown[punch] += 1;
      attacker.energy = Math.max(
        0,
        attacker.energy - (punch === 'jab' ? 0.3 : 0.45) * (1.5 - attacker.fighter.stamina / 100),
      );
      if (!this.dice.chance(this.landChance(attacker, defender, punch, range))) continue;
      log.punches[corner].landed[punch] += 1;
      const tally = tallies[corner];
      tally.landed += 1;
      if (punch === 'jab') tally.jabsLanded += 1;
      else tally.landedPower += 1;
      const hit = this.punchDamage(attacker, defender, punch);
      defender.damage += hit.head * 0.4;
      defender.daze += hit.head * 0.6;
      defender.energy = Math.max(0, defender.energy - hit.body);
      defender.maxEnergy = Math.max(40, defender.maxEnergy - hit.body * 0.35);
      log.damage[corner] += hit.head + hit.body * 0.5;
      if (punch === 'body') tally.bestBody = Math.max(tally.bestBody, hit.body);
      else if (!tally.best || hit.head > tally.best.damage) tally.best = { punch, damage: hit.head };
      if (punch === 'jab' || punch === 'body') continue;
      // A cut opens, or an open one worsens.
      if (defender.cut > 0) defender.cut = Math.min(100, defender.cut + hit.head * 1.6);
      else if (this.dice.chance(0.0035 * (defender.fighter.age > 32 ? 1.5 : 1))) {
        defender.cut = 15 + this.dice.int(0, 20);
        spellEvents.push({ t, kind: 'cut', corner, punch, detail: this.dice.pick(CUT_PLACES) });
      }
      if (
        defender.hurt === 0 &&
        (hit.head > 1.6 || health(defender) < 30) &&
        this.dice.chance(health(defender) < 30 ? 0.35 : 0.5)
      ) {
        defender.hurt = 2;
        spellEvents.push({ t, kind: 'hurt', corner, punch });
      }
      if (this.dice.chance(this.knockdownChance(defender, hit.head))) {
        const ending = this.knockdown(log, spellEvents, knockdownsThisRound, corner, punch, t);
        if (ending) {
          this.flush(log, spellEvents, tallies, spell, ending.t);
          return ending;
        }
      }
    }
    this.flush(log, spellEvents, tallies, spell, ROUND_SECONDS);
    return this.afterSpell(log, tallies, spell);
  }

  /** `corner` drops the opponent: the count, and whether the bout goes on. */
  private knockdown(
    log: RoundLog,
    events: RoundEvent[],
    roundKnockdowns: Record<Corner, number>,
    corner: Corner,
    punch: PunchKind,
    t: number,
  ): Ending | null {
    const downed = this.boxers[other(corner)];
    log.knockdowns[corner] += 1;
    roundKnockdowns[corner] += 1;
    downed.knockdownsTaken += 1;
    events.push({ t, kind: 'knockdown', corner, punch });
    if (roundKnockdowns[corner] >= 3) {
      events.push({ t, kind: 'stoppage', corner, detail: 'three-knockdowns' });
      return { winner: corner, reason: 'three-knockdowns', t };
    }
    const rises = clamp(
      0.45 +
        downed.fighter.heart * 0.004 +
        health(downed) * 0.005 -
        (roundKnockdowns[corner] - 1) * 0.15 -
        (downed.knockdownsTaken - 1) * 0.05,
      0.03,
      0.98,
    );
    if (!this.dice.chance(rises)) {
      // The official time of a knockout is when the referee reaches ten (a round stopped inside ends before the bell).
      const counted = Math.min(ROUND_SECONDS - 1, t + 10);
      events.push({ t: counted, kind: 'stoppage', corner, detail: 'count' });
      return { winner: corner, reason: 'count', t: counted };
    }
    const count = rises > 0.7 ? 8 : 9;
    events.push({ t, kind: 'up', corner: downed.corner, count });
    // The count gives a few seconds' rest; the referee looks into the eyes.
    downed.daze *= 0.75;
    downed.hurt = 2;
    if (health(downed) < 35 && this.dice.chance(0.1 + (35 - health(downed)) / 35)) {
      events.push({ t, kind: 'stoppage', corner, detail: 'referee' });
      return { winner: corner, reason: 'referee', t };
    }
    return null;
  }

  /** The spell's notable moments become events: the big shots, the combinations, the jab work. */
  private flush(
    log: RoundLog,
    events: RoundEvent[],
    tallies: Record<Corner, SpellTally>,
    spell: number,
    until: number,
  ): void {
    const noted: RoundEvent[] = [];
    const bothLetGo = tallies.red.landedPower >= 2 && tallies.blue.landedPower >= 2;
    if (bothLetGo)
      noted.push({
        t: this.at(spell),
        kind: 'exchange',
        corner: tallies.red.landedPower >= tallies.blue.landedPower ? 'red' : 'blue',
      });
    for (const corner of ['red', 'blue'] as const) {
      const tally = tallies[corner];
      if (!bothLetGo && tally.landedPower >= 3 && tally.best)
        noted.push({
          t: this.at(spell),
          kind: 'combination',
          corner,
          count: tally.landed,
          punch: tally.best.punch,
        });
      else if (tally.best && tally.best.damage > 1.3)
        noted.push({ t: this.at(spell), kind: 'power', corner, punch: tally.best.punch });
      if (tally.bestBody > 2.1) noted.push({ t: this.at(spell), kind: 'body', corner, punch: 'body' });
      if (tally.jabsLanded >= 3)
        noted.push({ t: this.at(spell), kind: 'jabs', corner, count: tally.jabsLanded });
    }
    // A summary never comes after the stoppage; at the same second the moment itself comes first.
    const summaries = noted.filter((event) => event.t < until);
    log.events.push(...events, ...summaries);
  }

  /** After a spell: the hurt fighter holds on, fouls, and the referee's look at a fighter taking a beating. */
  private afterSpell(log: RoundLog, tallies: Record<Corner, SpellTally>, spell: number): Ending | null {
    for (const corner of ['red', 'blue'] as const) {
      const b = this.boxers[corner];
      const opponent = this.boxers[other(corner)];
      const tired = b.energy < 35;
      if ((b.hurt > 0 || tired) && this.dice.chance(b.hurt > 0 ? 0.5 : 0.2)) {
        log.events.push({ t: this.at(spell), kind: 'clinch', corner });
        // Holding buys time: some daze clears, and the referee may not like it.
        b.daze *= 0.85;
      }
      const holding = tired || b.hurt > 0 ? 0.012 : 0.0015;
      const lowBlow = log.punches[corner].thrown.body > 0 ? 0.0012 : 0;
      if (this.dice.chance(holding + lowBlow)) {
        const foul = this.dice.chance(holding / (holding + lowBlow)) ? 'holding' : 'a low blow';
        b.warnings += 1;
        // Two warnings, then a point for every further foul.
        if (b.warnings > 2) {
          log.deductions[corner] += 1;
          log.events.push({ t: this.at(spell), kind: 'deduction', corner, detail: foul });
        } else log.events.push({ t: this.at(spell), kind: 'warning', corner, detail: foul });
      }
      // The opponent is taking punches without answering.
      const beaten = tallies[corner].landed >= 4 && tallies[other(corner)].landed <= 1;
      if (
        opponent.hurt > 0 &&
        health(opponent) < 35 &&
        beaten &&
        this.dice.chance(0.25 + (35 - health(opponent)) * 0.03)
      ) {
        const t = Math.min(ROUND_SECONDS, spell * SPELL_SECONDS + SPELL_SECONDS - 1);
        log.events.push({ t, kind: 'stoppage', corner, detail: 'referee' });
        return { winner: corner, reason: 'referee', t };
      }
      if (health(opponent) <= 3) {
        const t = Math.min(ROUND_SECONDS, spell * SPELL_SECONDS + SPELL_SECONDS - 1);
        log.events.push({ t, kind: 'stoppage', corner, detail: 'referee' });
        return { winner: corner, reason: 'referee', t };
      }
    }
    for (const b of Object.values(this.boxers)) {
      b.hurt = Math.max(0, b.hurt - 1);
      b.daze *= 0.9;
      b.energy = Math.max(0, b.energy - 0.4 * (1.5 - b.fighter.stamina / 100));
    }
    return null;
  }

  /** Between rounds: the corner works, the cutman works, the doctor looks, and a corner may pull its man out. */
  betweenRounds(log: RoundLog): Ending | null {
    for (const corner of ['red', 'blue'] as const) {
      const b = this.boxers[corner];
      if (b.cut >= 85) {
        log.events.push({ t: ROUND_SECONDS, kind: 'stoppage', corner: other(corner), detail: 'doctor' });
        return { winner: other(corner), reason: 'doctor', t: ROUND_SECONDS };
      }
      const beaten = log.damage[other(corner)] > log.damage[corner] * 2.5 + 4;
      if (
        health(b) < 30 &&
        beaten &&
        this.dice.chance(((30 - health(b)) / 60) * (1.2 - b.fighter.heart / 100))
      ) {
        log.events.push({ t: ROUND_SECONDS, kind: 'stoppage', corner: other(corner), detail: 'corner' });
        return { winner: other(corner), reason: 'corner', t: ROUND_SECONDS };
      }
    }
    for (const b of Object.values(this.boxers)) {
      b.daze *= 0.3;
      b.hurt = 0;
      b.energy = Math.min(b.maxEnergy, b.energy + (12 + b.fighter.stamina * 0.12) * b.prime);
      if (b.cut > 0) b.cut = Math.max(5, b.cut - this.dice.int(6, 14));
    }
    return null;
  }

  condition(corner: Corner): { health: number; energy: number; cut: number } {
    const b = this.boxers[corner];
    return {
      health: Math.round(health(b)),
      energy: Math.round(clamp(b.energy, 0, 100)),
      cut: Math.round(b.cut),
    };
  }
}

/** Fights a bout: the same input gives the same outcome, round by round, on any machine. */
export function simulateBout(input: BoutInput): BoutOutcome {
  const fight = new Fight(input);
  const judgesDice = dice(derivedSeed(input.seed, 1));
  const panel: Judge[] = drawPanel(judgesDice);
  const rounds: BoutRound[] = [];
  let ending: Ending | null = null;
  for (let number = 1; number <= input.scheduledRounds && !ending; number++) {
    const fought = fight.fightRound(number);
    const { log } = fought;
    ending = fought.ending;
    let scores: RoundScore[] = [];
    if (!ending) {
      const facts: RoundFacts = log;
      scores = panel.map((judge, index) =>
        scoreRound(judge, index, facts, {
          red: 0.85 + judgesDice.next() * 0.3,
          blue: 0.85 + judgesDice.next() * 0.3,
        }),
      );
      // The bell has gone: the round counts even if a corner then retires its fighter.
      if (number < input.scheduledRounds) ending = fight.betweenRounds(log);
    }
    rounds.push({
      number,
      events: log.events,
      punches: log.punches,
      knockdowns: log.knockdowns,
      deductions: log.deductions,
      condition: { red: fight.condition('red'), blue: fight.condition('blue') },
      scores,
      endedAt: fought.ending ? fought.ending.t : ROUND_SECONDS,
    });
  }
  const judges = judgeCards(
    panel,
    rounds
      .filter((round) => round.scores.length > 0)
      .map((round) => ({ round: round.number, scores: round.scores })),
  );
  const last = rounds[rounds.length - 1] as BoutRound;
  if (ending) {
    return {
      rounds,
      judges,
      result: ending.reason === 'count' ? 'KO' : 'TKO',
      winner: ending.winner,
      endRound: last.number,
      endTime: ending.t,
      stoppage: ending.reason,
    };
  }
  const verdict = decision(judges);
  return { rounds, judges, ...verdict, endRound: last.number, endTime: ROUND_SECONDS, stoppage: null };
}
