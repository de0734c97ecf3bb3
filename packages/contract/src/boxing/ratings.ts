// Boxing's ratings (Glicko-2, computed by the API from finished bouts, one rating per fighter and division),
// the rankings of a division, matchmaking suggestions and a fighter's career. Every query bound here is also
// the API's validation: a request outside it is a 400 naming the field.
import { z } from 'zod';
import { int32, queryPage } from '../int32.js';
import { pagedListSchema } from '../paged.js';
import { resultKindSchema } from './bout.js';
import { fighterSchema } from './entities.js';
import { WEIGHT_CLASSES } from './vocabulary.js';

/** The Glicko-2 system's settings: a fighter with no rated bout starts here. */
export const GLICKO2_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

/** The most suggestions one matchmaking answer holds, and the most bouts one career answer holds. */
export const MAX_SUGGESTIONS = 20;
export const MAX_CAREER_BOUTS = 200;

const divisionQuery = z.coerce
  .number('Pick one of the 17 divisions.')
  .int('Pick one of the 17 divisions.')
  .min(1, 'Pick one of the 17 divisions.')
  .max(WEIGHT_CLASSES.length, 'Pick one of the 17 divisions.');

/** A fighter's standing in one division: rating, deviation, volatility, rated bouts and rank (null: unrated). */
export const divisionRatingSchema = z.object({
  weightClassId: int32(),
  rating: z.number(),
  rd: z.number(),
  vol: z.number(),
  bouts: int32(),
  rank: int32().nullable(),
  /** How many fighters are rated in the division. */
  rated: int32(),
});
export type DivisionRating = z.infer<typeof divisionRatingSchema>;

/** GET boxing/fighter/:id: the fighter, their standing in their own division and in every division they fought in. */
export const fighterDetailSchema = fighterSchema.extend({
  rating: divisionRatingSchema,
  divisions: z.array(divisionRatingSchema),
});
export type FighterDetail = z.infer<typeof fighterDetailSchema>;

export const rankingQuerySchema = z.object({
  weightClassId: divisionQuery,
  page: queryPage().default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type RankingQuery = z.input<typeof rankingQuerySchema>;

/** One line of a division's rankings. */
export const rankingEntrySchema = z.object({
  rank: int32(),
  fighterId: int32(),
  name: z.string(),
  nickname: z.string(),
  /** The fighter's own division (a fighter may be rated in a heavier one they fought in). */
  fighterWeightClassId: int32(),
  rating: z.number(),
  rd: z.number(),
  bouts: int32(),
  createdById: int32().nullable(),
  createdBy: z.string(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
export const rankingPagedSchema = pagedListSchema(rankingEntrySchema);

export const matchmakingQuerySchema = z.object({
  limit: z.coerce
    .number('The limit is a whole number from 1 to 20.')
    .int('The limit is a whole number from 1 to 20.')
    .min(1, 'The limit is a whole number from 1 to 20.')
    .max(MAX_SUGGESTIONS, 'The limit is a whole number from 1 to 20.')
    .default(5),
});
export type MatchmakingQuery = z.input<typeof matchmakingQuerySchema>;

/** A possible opponent: one of the same owner's fighters (the ones a bout may pair), close in rating and weight. */
export const matchSuggestionSchema = z.object({
  fighterId: int32(),
  name: z.string(),
  nickname: z.string(),
  weightClassId: int32(),
  rating: z.number(),
  rd: z.number(),
  /** The division the bout would be fought at: the heavier of the two. */
  boutWeightClassId: int32(),
  ratingGap: z.number(),
  weightClassGap: int32(),
  /** Glicko-2's expected score of the asked-for fighter against this one (0 to 1). */
  winChance: z.number(),
});
export type MatchSuggestion = z.infer<typeof matchSuggestionSchema>;
export const matchmakingSchema = z.object({
  fighterId: int32(),
  records: z.array(matchSuggestionSchema),
});
export type Matchmaking = z.infer<typeof matchmakingSchema>;

export const careerQuerySchema = z.object({
  limit: z.coerce
    .number('The limit is a whole number from 1 to 200.')
    .int('The limit is a whole number from 1 to 200.')
    .min(1, 'The limit is a whole number from 1 to 200.')
    .max(MAX_CAREER_BOUTS, 'The limit is a whole number from 1 to 200.')
    .default(100),
});
export type CareerQuery = z.input<typeof careerQuerySchema>;

export const CAREER_OUTCOMES = ['win', 'loss', 'draw'] as const;

/** One finished bout of a fighter's career, with their rating in that bout's division after it. */
export const careerBoutSchema = z.object({
  boutId: int32(),
  foughtDate: z.string().nullable(),
  weightClassId: int32(),
  corner: z.enum(['red', 'blue']),
  opponentId: int32().nullable(),
  opponentName: z.string(),
  outcome: z.enum(CAREER_OUTCOMES),
  result: resultKindSchema.nullable(),
  endRound: int32().nullable(),
  ratingBefore: z.number().nullable(),
  rating: z.number().nullable(),
  rd: z.number().nullable(),
});
export type CareerBout = z.infer<typeof careerBoutSchema>;
/** The latest `limit` bouts, oldest first; `total` counts every finished bout. */
export const careerSchema = z.object({
  fighterId: int32(),
  total: int32(),
  records: z.array(careerBoutSchema),
});
export type Career = z.infer<typeof careerSchema>;
