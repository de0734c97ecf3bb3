// A bout on the wire: its rounds (events, punch statistics, the three judges' scores) and the judges' cards.
// The simulation produces exactly these shapes, so what the API stores is what the screens play back.
import { z } from 'zod';
import { int32 } from '../int32.js';
import { CORNERS, PUNCH_KINDS, RESULT_KINDS, BOUT_STATUSES } from './vocabulary.js';

export const cornerSchema = z.enum(CORNERS);
export const resultKindSchema = z.enum(RESULT_KINDS);

const punchCountsSchema = z.object(
  Object.fromEntries(PUNCH_KINDS.map((kind) => [kind, int32().min(0)])) as Record<
    (typeof PUNCH_KINDS)[number],
    z.ZodNumber
  >,
);
export type PunchCounts = z.infer<typeof punchCountsSchema>;

export const punchStatsSchema = z.object({ thrown: punchCountsSchema, landed: punchCountsSchema });
export type PunchStats = z.infer<typeof punchStatsSchema>;

/** What happens in a round, in the order it happens; the screens word it (names, variety) themselves. */
export const EVENT_KINDS = [
  /** A fighter works behind the jab (count: jabs landed in the spell). */
  'jabs',
  /** A combination lands (count: punches in it, punch: the one that finished it). */
  'combination',
  /** A single hard punch lands (punch). */
  'power',
  /** A hard body shot lands. */
  'body',
  /** Both fighters let their hands go at once. */
  'exchange',
  /** The opponent is hurt, on unsteady legs. */
  'hurt',
  /** `corner` puts the opponent down (punch: the punch that did it). */
  'knockdown',
  /** The downed fighter beats the count (count: the count reached). */
  'up',
  /** `corner` opens a cut on the opponent (detail: where). */
  'cut',
  /** `corner` ties the opponent up. */
  'clinch',
  /** The referee warns `corner` (detail: the foul). */
  'warning',
  /** The referee takes a point from `corner` (detail: the foul). */
  'deduction',
  /** `corner` wins inside the distance (detail: count, referee, doctor, corner, three knockdowns). */
  'stoppage',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const STOPPAGE_REASONS = ['count', 'referee', 'doctor', 'corner', 'three-knockdowns'] as const;
export type StoppageReason = (typeof STOPPAGE_REASONS)[number];

export const roundEventSchema = z.object({
  /** Seconds into the round (0-180). */
  t: int32().min(0).max(180),
  kind: z.enum(EVENT_KINDS),
  /** Who acts: who lands, clinches, is warned or wins the stoppage. */
  corner: cornerSchema,
  punch: z.enum(PUNCH_KINDS).optional(),
  count: int32().min(0).optional(),
  detail: z.string().optional(),
});
export type RoundEvent = z.infer<typeof roundEventSchema>;

/** One judge's score of one round: 10 to the winner, 9 or less to the loser (10-10 for an even round). */
export const roundScoreSchema = z.object({
  judge: int32().min(0).max(2),
  red: int32().min(0).max(10),
  blue: int32().min(0).max(10),
});
export type RoundScore = z.infer<typeof roundScoreSchema>;

const perCorner = <T extends z.ZodType>(schema: T) => z.object({ red: schema, blue: schema });

/** A fighter's state at the bell: head health and energy (0-100) and the worst cut (0 none - 100). */
export const conditionSchema = z.object({
  health: int32().min(0).max(100),
  energy: int32().min(0).max(100),
  cut: int32().min(0).max(100),
});
export type Condition = z.infer<typeof conditionSchema>;

export const boutRoundSchema = z.object({
  number: int32().min(1),
  events: z.array(roundEventSchema),
  punches: perCorner(punchStatsSchema),
  /** Knockdowns scored by each corner in the round. */
  knockdowns: perCorner(int32().min(0)),
  /** Points the referee took from each corner in the round. */
  deductions: perCorner(int32().min(0)),
  condition: perCorner(conditionSchema),
  /** One score per judge; empty for the round a stoppage ended (it is not scored). */
  scores: z.array(roundScoreSchema),
  /** The second the round ended: 180, or the second of the stoppage. */
  endedAt: int32().min(0).max(180),
});
export type BoutRound = z.infer<typeof boutRoundSchema>;

export const JUDGE_LEANINGS = ['power', 'activity', 'defence'] as const;
export type JudgeLeaning = (typeof JUDGE_LEANINGS)[number];
export const JUDGE_LEANING_TITLES: Record<JudgeLeaning, string> = {
  power: 'Favours the harder, cleaner punches',
  activity: 'Favours work rate and pressure',
  defence: 'Favours ring generalship and defence',
};

export const judgeCardSchema = z.object({
  name: z.string(),
  leaning: z.enum(JUDGE_LEANINGS),
  /** The judge's score of every scored round, in order. */
  card: z.array(z.object({ round: int32().min(1), red: int32(), blue: int32() })),
  red: int32(),
  blue: int32(),
  /** Whom the card favours. */
  verdict: z.enum(['red', 'blue', 'draw']),
});
export type JudgeCard = z.infer<typeof judgeCardSchema>;

/** What a simulation returns (and a finished bout stores). */
export const boutOutcomeSchema = z.object({
  rounds: z.array(boutRoundSchema),
  judges: z.array(judgeCardSchema),
  result: resultKindSchema,
  winner: cornerSchema.nullable(),
  /** The round and second the bout ended (the last round and 180 for a decision). */
  endRound: int32().min(1),
  endTime: int32().min(0).max(180),
  stoppage: z.enum(STOPPAGE_REASONS).nullable(),
});
export type BoutOutcome = z.infer<typeof boutOutcomeSchema>;

export const boutStatusSchema = z.enum(BOUT_STATUSES);
