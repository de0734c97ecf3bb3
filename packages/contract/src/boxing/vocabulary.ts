// The Boxing app's words: weight classes, stances, corners, punches, results, styles. Pure data and small
// pure functions, shared by the API (the simulation, validation) and the portal (labels, the tale of the tape).
import { wholeNumberText } from '../digits.js';

/** One of the 17 professional divisions; `limitLb` is the division's upper limit (heavyweight has none). */
export interface WeightClass {
  readonly id: number;
  readonly name: string;
  /** Pounds; null for heavyweight (no upper limit). */
  readonly limitLb: number | null;
  /** Kilograms, as the sanctioning bodies publish them. */
  readonly limitKg: number | null;
}

/** The 17 professional divisions, lightest first (ids are their order: a higher id is a heavier class). */
export const WEIGHT_CLASSES: readonly WeightClass[] = [
  { id: 1, name: 'Minimumweight', limitLb: 105, limitKg: 47.6 },
  { id: 2, name: 'Light flyweight', limitLb: 108, limitKg: 49 },
  { id: 3, name: 'Flyweight', limitLb: 112, limitKg: 50.8 },
  { id: 4, name: 'Super flyweight', limitLb: 115, limitKg: 52.2 },
  { id: 5, name: 'Bantamweight', limitLb: 118, limitKg: 53.5 },
  { id: 6, name: 'Super bantamweight', limitLb: 122, limitKg: 55.3 },
  { id: 7, name: 'Featherweight', limitLb: 126, limitKg: 57.2 },
  { id: 8, name: 'Super featherweight', limitLb: 130, limitKg: 59 },
  { id: 9, name: 'Lightweight', limitLb: 135, limitKg: 61.2 },
  { id: 10, name: 'Super lightweight', limitLb: 140, limitKg: 63.5 },
  { id: 11, name: 'Welterweight', limitLb: 147, limitKg: 66.7 },
  { id: 12, name: 'Super welterweight', limitLb: 154, limitKg: 69.9 },
  { id: 13, name: 'Middleweight', limitLb: 160, limitKg: 72.6 },
  { id: 14, name: 'Super middleweight', limitLb: 168, limitKg: 76.2 },
  { id: 15, name: 'Light heavyweight', limitLb: 175, limitKg: 79.4 },
  { id: 16, name: 'Cruiserweight', limitLb: 200, limitKg: 90.7 },
  { id: 17, name: 'Heavyweight', limitLb: null, limitKg: null },
];

export const WEIGHT_CLASS_IDS = WEIGHT_CLASSES.map((weightClass) => weightClass.id);

export function weightClassOf(id: number): WeightClass | undefined {
  return WEIGHT_CLASSES.find((weightClass) => weightClass.id === id);
}

/** "Welterweight (147 lb)", "Heavyweight (no limit)". */
export function weightClassLabel(id: number): string {
  const weightClass = weightClassOf(id);
  if (!weightClass) return 'Unknown division';
  return weightClass.limitLb === null
    ? `${weightClass.name} (no limit)`
    : `${weightClass.name} (${weightClass.limitLb} lb)`;
}

/**
 * The weight a fighter of a division makes on the night, in pounds: the division's limit (a heavyweight
 * counts as 225 lb). The simulation uses it for the size difference when a fighter moves up.
 */
export function fightingWeightLb(weightClassId: number): number {
  return weightClassOf(weightClassId)?.limitLb ?? 225;
}

export const STANCES = ['orthodox', 'southpaw', 'switch'] as const;
export type Stance = (typeof STANCES)[number];
export const STANCE_TITLES: Record<Stance, string> = {
  orthodox: 'Orthodox',
  southpaw: 'Southpaw',
  switch: 'Switch hitter',
};

export const CORNERS = ['red', 'blue'] as const;
export type Corner = (typeof CORNERS)[number];

/** Punches the simulation tallies: four to the head and the body shot. */
export const PUNCH_KINDS = ['jab', 'cross', 'hook', 'uppercut', 'body'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];
/** The punches' names whatever the stance: the cross is the rear hand's straight, a right or a left. */
export const PUNCH_TITLES: Record<PunchKind, string> = {
  jab: 'Jabs',
  cross: 'Crosses',
  hook: 'Hooks',
  uppercut: 'Uppercuts',
  body: 'Body shots',
};

/**
 * A punch's name for a fighter of a stance: the cross is the rear hand, a straight right for an orthodox
 * fighter and a straight left for a southpaw; a switch hitter (or no stance) throws crosses.
 */
export function punchTitle(kind: PunchKind, stance?: Stance | null): string {
  if (kind !== 'cross') return PUNCH_TITLES[kind];
  if (stance === 'orthodox') return 'Straight rights';
  if (stance === 'southpaw') return 'Straight lefts';
  return PUNCH_TITLES.cross;
}

/** How a bout ends: knockout, technical knockout (referee, doctor, corner, three knockdowns), or the cards. */
export const RESULT_KINDS = ['KO', 'TKO', 'UD', 'SD', 'MD', 'draw'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export const RESULT_TITLES: Record<ResultKind, string> = {
  KO: 'Knockout',
  TKO: 'Technical knockout',
  UD: 'Unanimous decision',
  SD: 'Split decision',
  MD: 'Majority decision',
  draw: 'Draw',
};

export const BOUT_STATUSES = ['setup', 'finished'] as const;
export type BoutStatus = (typeof BOUT_STATUSES)[number];

export const MIN_ROUNDS = 4;
export const MAX_ROUNDS = 12;
/** Seeds are unsigned 31-bit integers: any machine, any language reads them the same. */
export const MAX_SEED = 2_147_483_647;
/** What a seed may be, in a person's words (the portal says it before the API would). */
export const SEED_RULE = `A seed is ${wholeNumberText(0, MAX_SEED)}.`;

/** The ratings of a fighter, each 1-100. */
export const RATINGS = ['power', 'speed', 'stamina', 'chin', 'defence', 'accuracy', 'heart'] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_TITLES: Record<Rating, string> = {
  power: 'Power',
  speed: 'Hand speed',
  stamina: 'Stamina',
  chin: 'Chin',
  defence: 'Defence',
  accuracy: 'Accuracy',
  heart: 'Heart',
};

/** How a fighter fights, read from the ratings and the frame: the simulation's tactics follow it. */
export const STYLES = ['out-boxer', 'boxer-puncher', 'slugger', 'swarmer'] as const;
export type Style = (typeof STYLES)[number];
export const STYLE_TITLES: Record<Style, string> = {
  'out-boxer': 'Out-boxer',
  'boxer-puncher': 'Boxer-puncher',
  slugger: 'Slugger',
  swarmer: 'Swarmer',
};

export interface StyleInputs {
  heightCm: number;
  reachCm: number;
  power: number;
  speed: number;
  stamina: number;
  defence: number;
  accuracy: number;
  heart: number;
}

/**
 * The style a fighter's numbers suggest: a long, quick, defensive fighter boxes from range; a puncher whose
 * power stands out looks for one shot; a fighter of engine and will presses; the rest mix both.
 */
export function styleOf(fighter: StyleInputs): Style {
  const craft =
    (fighter.speed + fighter.defence + fighter.accuracy) / 3 + (fighter.reachCm - fighter.heightCm);
  const pressure = (fighter.stamina + fighter.heart) / 2;
  if (fighter.power >= craft + 8 && fighter.power >= pressure + 4) return 'slugger';
  if (pressure >= craft + 6 && pressure >= fighter.power) return 'swarmer';
  if (craft >= fighter.power + 8) return 'out-boxer';
  return 'boxer-puncher';
}

/** The ape index: reach minus height, in centimetres (long arms for one's height give range). */
export function apeIndex(fighter: { heightCm: number; reachCm: number }): number {
  return fighter.reachCm - fighter.heightCm;
}

/** A record as boxing writes it: "24-2-1 (18 KOs)". */
export function recordText(fighter: { wins: number; losses: number; draws: number; kos: number }): string {
  return `${fighter.wins}-${fighter.losses}-${fighter.draws} (${fighter.kos} KO${fighter.kos === 1 ? '' : 's'})`;
}

/** Height in feet and inches, as the tale of the tape prints it next to centimetres: 5' 10". */
export function feetAndInches(cm: number): string {
  const totalInches = Math.round(cm / 2.54);
  return `${Math.floor(totalInches / 12)}' ${totalInches % 12}"`;
}

/** Minutes and seconds of a round clock: 2:31. */
export function roundClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A round lasts three minutes. */
export const ROUND_SECONDS = 180;
