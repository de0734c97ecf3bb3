// Fighters, venues and bouts on the wire, and the requests that change them. Every bound here is also the
// API's validation: a request outside it is a 400 naming the field.
import { z } from 'zod';
import { int32, queryId, queryPage } from '../int32.js';
import { pagedListSchema } from '../paged.js';
import {
  boutOutcomeSchema,
  boutRoundSchema,
  boutStatusSchema,
  cornerSchema,
  judgeCardSchema,
  resultKindSchema,
} from './bout.js';
import { MAX_ROUNDS, MAX_SEED, MIN_ROUNDS, RATINGS, STANCES, WEIGHT_CLASSES } from './vocabulary.js';

const id = int32().min(1).max(2_147_483_647);
const rating = int32().min(1, 'Ratings run from 1 to 100.').max(100, 'Ratings run from 1 to 100.');
const recordCount = int32().min(0).max(500);
export const weightClassIdSchema = z
  .number()
  .int()
  .min(1, 'Pick one of the 17 divisions.')
  .max(WEIGHT_CLASSES.length, 'Pick one of the 17 divisions.');

/** Height, reach and age bounds of a professional fighter. */
export const FIGHTER_BOUNDS = {
  heightCm: { min: 140, max: 220 },
  reachCm: { min: 140, max: 230 },
  age: { min: 18, max: 50 },
} as const;

const ratingsShape = Object.fromEntries(RATINGS.map((name) => [name, rating])) as Record<
  (typeof RATINGS)[number],
  typeof rating
>;

export const fighterSchema = z.object({
  id,
  name: z.string(),
  nickname: z.string(),
  weightClassId: int32(),
  stance: z.enum(STANCES),
  heightCm: int32(),
  reachCm: int32(),
  age: int32(),
  ...ratingsShape,
  wins: int32(),
  losses: int32(),
  draws: int32(),
  kos: int32(),
  createdById: int32().nullable(),
  createdBy: z.string(),
  modifiedDate: z.string(),
});
export type Fighter = z.infer<typeof fighterSchema>;

/** Creates (no id) or updates (id) a fighter. The record is set at creation; bouts change it after that. */
export const fighterSaveSchema = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1, 'Name is required.').max(60, 'Name is at most 60 characters.'),
    nickname: z.string().trim().max(60, 'Nickname is at most 60 characters.').default(''),
    weightClassId: weightClassIdSchema,
    stance: z.enum(STANCES, 'Stance is orthodox, southpaw or switch.'),
    heightCm: int32().min(FIGHTER_BOUNDS.heightCm.min).max(FIGHTER_BOUNDS.heightCm.max),
    reachCm: int32().min(FIGHTER_BOUNDS.reachCm.min).max(FIGHTER_BOUNDS.reachCm.max),
    age: int32().min(FIGHTER_BOUNDS.age.min).max(FIGHTER_BOUNDS.age.max),
    ...ratingsShape,
    wins: recordCount.default(0),
    losses: recordCount.default(0),
    draws: recordCount.default(0),
    kos: recordCount.default(0),
  })
  .refine((fighter) => fighter.kos <= fighter.wins, {
    path: ['kos'],
    message: 'Knockouts cannot exceed wins.',
  });
export type FighterSave = z.input<typeof fighterSaveSchema>;

export const FIGHTER_SORTS = ['name', 'weightClassId', 'wins', 'kos', 'age', 'modifiedDate'] as const;

export const fighterListQuerySchema = z.object({
  page: queryPage().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(60).default(''),
  weightClassId: z.coerce.number().int().min(1).max(WEIGHT_CLASSES.length).optional(),
  /** Only the caller's own fighters (the ones they may book). */
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z.enum(FIGHTER_SORTS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type FighterListQuery = z.input<typeof fighterListQuerySchema>;
export const fighterPagedSchema = pagedListSchema(fighterSchema);

export const venueSchema = z.object({
  id,
  name: z.string(),
  city: z.string(),
  capacity: int32(),
  createdById: int32().nullable(),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueSaveSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80),
  city: z.string().trim().min(1, 'City is required.').max(80),
  capacity: int32().min(50).max(200_000),
});
export type VenueSave = z.input<typeof venueSaveSchema>;
export const venueListSchema = z.object({ records: z.array(venueSchema) });

/** A fighter as they were on the night: the attributes the simulation used. */
export const boutFighterSchema = fighterSchema.extend({ id: id.nullable() });
export type BoutFighter = z.infer<typeof boutFighterSchema>;

export const boutSchema = z.object({
  id,
  redFighterId: id.nullable(),
  blueFighterId: id.nullable(),
  venueId: id.nullable(),
  venueName: z.string(),
  weightClassId: int32(),
  scheduledRounds: int32(),
  seed: int32(),
  status: boutStatusSchema,
  result: resultKindSchema.nullable(),
  winnerId: id.nullable(),
  winner: cornerSchema.nullable(),
  endRound: int32().nullable(),
  endTime: int32().nullable(),
  stoppage: boutOutcomeSchema.shape.stoppage,
  rounds: z.array(boutRoundSchema),
  judges: z.array(judgeCardSchema),
  /** The fighters: as they are now for a bout in setup, as they were on the night for a finished one. */
  red: boutFighterSchema.nullable(),
  blue: boutFighterSchema.nullable(),
  createdById: int32().nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  foughtDate: z.string().nullable(),
});
export type Bout = z.infer<typeof boutSchema>;

/** A bout in a list: who, where, how it ended; no rounds. */
export const boutSummarySchema = boutSchema
  .omit({ rounds: true, judges: true, red: true, blue: true })
  .extend({
    redName: z.string(),
    blueName: z.string(),
  });
export type BoutSummary = z.infer<typeof boutSummarySchema>;

export const boutSaveSchema = z
  .object({
    id: id.optional(),
    redFighterId: id,
    blueFighterId: id,
    venueId: id,
    weightClassId: weightClassIdSchema,
    scheduledRounds: z
      .number()
      .int()
      .min(MIN_ROUNDS, `A bout is scheduled for ${MIN_ROUNDS} to ${MAX_ROUNDS} rounds.`)
      .max(MAX_ROUNDS, `A bout is scheduled for ${MIN_ROUNDS} to ${MAX_ROUNDS} rounds.`),
    /** Omitted: the server draws one. */
    seed: int32().min(0).max(MAX_SEED).optional(),
  })
  .refine((bout) => bout.redFighterId !== bout.blueFighterId, {
    path: ['blueFighterId'],
    message: 'A fighter cannot box themselves: pick two fighters.',
  });
export type BoutSave = z.input<typeof boutSaveSchema>;

export const boutListQuerySchema = z.object({
  page: queryPage().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  fighterId: queryId().optional(),
  status: boutStatusSchema.optional(),
});
export type BoutListQuery = z.input<typeof boutListQuerySchema>;
export const boutPagedSchema = pagedListSchema(boutSummarySchema);

const lookupSchema = z.object({ id: int32(), title: z.string() });

/** GET boxing/md: everything the forms pick from. */
export const boxingMetadataSchema = z.object({
  venues: z.array(venueSchema),
  weightClasses: z.array(
    z.object({
      id: int32(),
      name: z.string(),
      limitLb: z.number().nullable(),
      limitKg: z.number().nullable(),
    }),
  ),
  users: z.array(lookupSchema),
  stances: z.array(z.object({ id: z.enum(STANCES), title: z.string() })),
  resultKinds: z.array(z.object({ id: resultKindSchema, title: z.string() })),
});
export type BoxingMetadata = z.infer<typeof boxingMetadataSchema>;

export const deletedSchema = z.object({ id, deleted: z.literal(true) });
