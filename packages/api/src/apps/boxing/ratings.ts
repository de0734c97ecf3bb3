// Boxing's Glicko-2 ratings (the glicko2 package; docs/decisions.md says why and how). Each finished bout is
// its own rating period for its two fighters, in the division it was fought at: the bout's transaction locks
// both fighters, reads their two ratings, rates the one game and writes them back with the bout's order
// (rating_seq) and both fighters' ratings before and after it. The work per bout is constant; a read
// (a fighter's standing, a page of rankings, matchmaking, a career) is a bounded, indexed query. The kept rows
// are a function of the finished bouts in rating order: replayRatings derives them again from scratch.
import glicko2 from 'glicko2';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  GLICKO2_SETTINGS,
  type Career,
  type CareerBout,
  type DivisionRating,
  type FighterDetail,
  type Matchmaking,
  type RankingEntry,
  type careerQuerySchema,
  type matchmakingQuerySchema,
  type rankingQuerySchema,
} from '@lcars/contract/boxing';
import type { PagedList } from '@lcars/contract';
import { count, isPostgres } from '../../db/knex.js';
import { offsetOf } from '../../db/paging.js';
import { toIso } from '../../db/dates.js';
import { notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { findFighter, type Queryable } from './fighters.js';
import { typed } from '../../db/typed.js';

const { Glicko2 } = glicko2;

export interface Standing {
  rating: number;
  rd: number;
  vol: number;
}

export const INITIAL_STANDING: Standing = {
  rating: GLICKO2_SETTINGS.rating,
  rd: GLICKO2_SETTINGS.rd,
  vol: GLICKO2_SETTINGS.vol,
};

/** Red's score: 1 for a red win, 0 for a blue win, ½ for a draw. */
export function redScore(winner: 'red' | 'blue' | null): number {
  return winner === 'red' ? 1 : winner === 'blue' ? 0 : 0.5;
}

/** One bout as one Glicko-2 rating period of two players: both new standings. */
export function rateBout(red: Standing, blue: Standing, score: number): { red: Standing; blue: Standing } {
  const system = new Glicko2(GLICKO2_SETTINGS);
  const redPlayer = system.makePlayer(red.rating, red.rd, red.vol);
  const bluePlayer = system.makePlayer(blue.rating, blue.rd, blue.vol);
  system.updateRatings([[redPlayer, bluePlayer, score]]);
  const standing = (player: typeof redPlayer): Standing => ({
    rating: player.getRating(),
    rd: player.getRd(),
    vol: player.getVol(),
  });
  return { red: standing(redPlayer), blue: standing(bluePlayer) };
}

/** Glicko-2's expected score of `first` against `second` (0 to 1). */
export function winChance(first: Standing, second: Standing): number {
  const system = new Glicko2(GLICKO2_SETTINGS);
  return system.predict(
    system.makePlayer(first.rating, first.rd, first.vol),
    system.makePlayer(second.rating, second.rd, second.vol),
  );
}

interface RatingRow {
  fighter_id: number;
  weight_class_id: number;
  rating: number | string;
  rd: number | string;
  vol: number | string;
  bouts: number | string;
}

const standingOf = (row: RatingRow | undefined): Standing =>
  row ? { rating: Number(row.rating), rd: Number(row.rd), vol: Number(row.vol) } : { ...INITIAL_STANDING };

export interface FinishedBout {
  id: number;
  weightClassId: number;
  redId: number;
  blueId: number;
  winner: 'red' | 'blue' | null;
}

/**
 * Locks a bout's two fighters (PostgreSQL; SQLite runs one transaction at a time), in id order. It must be the
 * transaction's first write: finishing the bout sets winner_id, whose foreign key takes a KEY SHARE lock on the
 * winner, and two bouts of one fighter each holding that share while asking for the row lock deadlock.
 */
export async function lockFighters(trx: Knex.Transaction, fighterIds: number[]): Promise<void> {
  const ids = [...fighterIds].sort((a, b) => a - b);
  if (isPostgres(trx)) await trx('boxing_fighters').whereIn('id', ids).orderBy('id').forUpdate().select('id');
}

/**
 * Rates a bout that has just finished, in its transaction, which has locked both fighters first
 * (lockFighters): two bouts of one fighter finishing at once are rated one after the other, each from the
 * other's result, and in the order rating_seq records.
 */
export async function rateFinishedBout(trx: Knex.Transaction, bout: FinishedBout): Promise<void> {
  const ids = [bout.redId, bout.blueId].sort((a, b) => a - b);
  const seqRow = await typed<{ seq?: unknown } | undefined>(
    trx('boxing_bouts').max({ seq: 'rating_seq' }).first(),
  );
  const seq = count(seqRow?.seq ?? 0) + 1;
  const rows = (await trx('boxing_ratings')
    .where('weight_class_id', bout.weightClassId)
    .whereIn('fighter_id', ids)
    .select('*')) as RatingRow[];
  const rowOf = (id: number) => rows.find((row) => Number(row.fighter_id) === id);
  const before = { red: standingOf(rowOf(bout.redId)), blue: standingOf(rowOf(bout.blueId)) };
  const after = rateBout(before.red, before.blue, redScore(bout.winner));
  const now = new Date();
  for (const corner of ['red', 'blue'] as const) {
    const fighterId = corner === 'red' ? bout.redId : bout.blueId;
    const existing = rowOf(fighterId);
    const values = { ...after[corner], modified_at: now };
    if (existing)
      await trx('boxing_ratings')
        .where({ fighter_id: fighterId, weight_class_id: bout.weightClassId })
        .update({ ...values, bouts: Number(existing.bouts) + 1 });
    else
      await trx('boxing_ratings').insert({
        ...values,
        fighter_id: fighterId,
        weight_class_id: bout.weightClassId,
        bouts: 1,
      });
  }
  await trx('boxing_bouts').where({ id: bout.id }).update({
    rating_seq: seq,
    red_rating_before: before.red.rating,
    red_rating_after: after.red.rating,
    red_rd_after: after.red.rd,
    blue_rating_before: before.blue.rating,
    blue_rating_after: after.blue.rating,
    blue_rd_after: after.blue.rd,
  });
}

interface ReplayRow {
  id: number;
  weight_class_id: number;
  red_fighter_id: number | null;
  blue_fighter_id: number | null;
  red_json: string | null;
  blue_json: string | null;
  winner: 'red' | 'blue' | null;
}

/**
 * Derives every kept rating again from the finished bouts, in the order they were rated (rating_seq, then
 * the time fought for bouts rated before ratings existed). A deleted fighter still counts for their opponents
 * (known by the id kept with the bout); only the ratings of fighters that still exist are written. Work and
 * memory grow with the number of finished bouts: it runs in a migration (and a test), never per request.
 */
export async function replayRatings(db: Queryable): Promise<{ bouts: number }> {
  const bouts = await typed<ReplayRow[]>(
    db('boxing_bouts')
      .where('status', 'finished')
      .orderByRaw('case when rating_seq is null then 1 else 0 end')
      .orderBy([
        { column: 'rating_seq', order: 'asc' },
        { column: 'fought_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select(
        'id',
        'weight_class_id',
        'red_fighter_id',
        'blue_fighter_id',
        'red_json',
        'blue_json',
        'winner',
      ),
  );
  const standings = new Map<
    string,
    Standing & { bouts: number; fighterId: number | null; division: number }
  >();
  const keyOf = (row: ReplayRow, corner: 'red' | 'blue'): { key: string; fighterId: number | null } => {
    const live = row[`${corner}_fighter_id`];
    if (live !== null) return { key: `${row.weight_class_id}:${Number(live)}`, fighterId: Number(live) };
    const kept = row[`${corner}_json`];
    const keptId = kept ? (JSON.parse(kept) as { id?: unknown }).id : undefined;
    return {
      key: typeof keptId === 'number' ? `${row.weight_class_id}:${keptId}` : `gone:${row.id}:${corner}`,
      fighterId: null,
    };
  };
  const updates: { id: number; values: Record<string, number> }[] = [];
  bouts.forEach((row, index) => {
    const red = keyOf(row, 'red');
    const blue = keyOf(row, 'blue');
    const division = Number(row.weight_class_id);
    const beforeRed = standings.get(red.key) ?? {
      ...INITIAL_STANDING,
      bouts: 0,
      fighterId: red.fighterId,
      division,
    };
    const beforeBlue = standings.get(blue.key) ?? {
      ...INITIAL_STANDING,
      bouts: 0,
      fighterId: blue.fighterId,
      division,
    };
    const after = rateBout(beforeRed, beforeBlue, redScore(row.winner));
    standings.set(red.key, { ...after.red, bouts: beforeRed.bouts + 1, fighterId: red.fighterId, division });
    standings.set(blue.key, {
      ...after.blue,
      bouts: beforeBlue.bouts + 1,
      fighterId: blue.fighterId,
      division,
    });
    updates.push({
      id: Number(row.id),
      values: {
        rating_seq: index + 1,
        red_rating_before: beforeRed.rating,
        red_rating_after: after.red.rating,
        red_rd_after: after.red.rd,
        blue_rating_before: beforeBlue.rating,
        blue_rating_after: after.blue.rating,
        blue_rd_after: after.blue.rd,
      },
    });
  });
  await db('boxing_ratings').delete();
  for (const update of updates) await db('boxing_bouts').where({ id: update.id }).update(update.values);
  const now = new Date();
  const rows = [...standings.values()]
    .filter((standing) => standing.fighterId !== null)
    .map((standing) => ({
      fighter_id: standing.fighterId,
      weight_class_id: standing.division,
      rating: standing.rating,
      rd: standing.rd,
      vol: standing.vol,
      bouts: standing.bouts,
      modified_at: now,
    }));
  for (let start = 0; start < rows.length; start += 100)
    await db('boxing_ratings').insert(rows.slice(start, start + 100));
  return { bouts: bouts.length };
}

/** How many rated fighters of a division rank above a standing (rating, then the smaller deviation, then id). */
async function rankOf(db: Queryable, row: RatingRow): Promise<{ rank: number; rated: number }> {
  const division = Number(row.weight_class_id);
  const rating = Number(row.rating);
  const rd = Number(row.rd);
  const [above, rated] = await Promise.all([
    db('boxing_ratings')
      .where('weight_class_id', division)
      .andWhere((where) => {
        void where
          .where('rating', '>', rating)
          .orWhere((tie) => {
            void tie.where('rating', rating).andWhere('rd', '<', rd);
          })
          .orWhere((tie) => {
            void tie.where({ rating, rd }).andWhere('fighter_id', '<', Number(row.fighter_id));
          });
      })
      .count({ total: '*' })
      .first(),
    db('boxing_ratings').where('weight_class_id', division).count({ total: '*' }).first(),
  ]);
  return {
    rank: count((above as { total?: unknown } | undefined)?.total) + 1,
    rated: count((rated as { total?: unknown } | undefined)?.total),
  };
}

/** A fighter with their standing in their own division and in every division they fought in (17 at most). */
export async function fighterDetail(context: UserServiceContext, id: number): Promise<FighterDetail> {
  const fighter = await findFighter(context.db, id);
  if (!fighter) throw notFound('No such fighter.');
  const rows = (await context
    .db('boxing_ratings')
    .where('fighter_id', id)
    .orderBy('weight_class_id')
    .select('*')) as RatingRow[];
  const divisions: DivisionRating[] = [];
  for (const row of rows) {
    const { rank, rated } = await rankOf(context.db, row);
    divisions.push({
      weightClassId: Number(row.weight_class_id),
      ...standingOf(row),
      bouts: Number(row.bouts),
      rank,
      rated,
    });
  }
  const own = divisions.find((division) => division.weightClassId === fighter.weightClassId);
  const rated = own
    ? own.rated
    : count(
        (
          (await context
            .db('boxing_ratings')
            .where('weight_class_id', fighter.weightClassId)
            .count({ total: '*' })
            .first()) as { total?: unknown } | undefined
        )?.total,
      );
  return {
    ...fighter,
    rating: own ?? {
      weightClassId: fighter.weightClassId,
      ...INITIAL_STANDING,
      bouts: 0,
      rank: null,
      rated,
    },
    divisions,
  };
}

interface RankingRow extends RatingRow {
  name: string;
  nickname: string;
  fighter_weight_class_id: number;
  created_by_id: number | null;
  created_by: string | null;
}

/** A page of a division's rankings: an indexed range of boxing_ratings, 100 lines at most. */
export async function ranking(
  context: UserServiceContext,
  query: z.output<typeof rankingQuerySchema>,
): Promise<PagedList<RankingEntry>> {
  const { db } = context;
  const totalRow = (await db('boxing_ratings')
    .where('weight_class_id', query.weightClassId)
    .count({ total: '*' })
    .first()) as { total?: unknown } | undefined;
  const total = count(totalRow?.total);
  const offset = offsetOf(query);
  const rows = await typed<RankingRow[]>(
    db('boxing_ratings as r')
      .join('boxing_fighters as f', 'f.id', 'r.fighter_id')
      .leftJoin('users as u', 'u.id', 'f.created_by_id')
      .where('r.weight_class_id', query.weightClassId)
      .orderBy([
        { column: 'r.rating', order: 'desc' },
        { column: 'r.rd', order: 'asc' },
        { column: 'r.fighter_id', order: 'asc' },
      ])
      .limit(query.itemsPerPage)
      .offset(offset)
      .select(
        'r.*',
        'f.name',
        'f.nickname',
        'f.weight_class_id as fighter_weight_class_id',
        'f.created_by_id',
        'u.user_name as created_by',
      ),
  );
  const records = rows.map((row, index) => ({
    rank: offset + index + 1,
    fighterId: Number(row.fighter_id),
    name: row.name,
    nickname: row.nickname,
    fighterWeightClassId: Number(row.fighter_weight_class_id),
    rating: Number(row.rating),
    rd: Number(row.rd),
    bouts: Number(row.bouts),
    createdById: row.created_by_id === null ? null : Number(row.created_by_id),
    createdBy: row.created_by ?? '',
  }));
  const pageCount = Math.max(1, Math.ceil(total / query.itemsPerPage));
  return {
    total,
    itemsPerPage: query.itemsPerPage,
    page: query.page,
    pageCount,
    startIndex: offset,
    stopIndex: offset + records.length,
    sortBy: 'rating',
    sortDirection: 'desc',
    records,
  };
}

/** How much one division of weight apart weighs against rating points in matchmaking's distance. */
export const DIVISION_GAP_POINTS = 150;

/**
 * Opponents for a fighter: the owner's other fighters (a bout pairs two of one owner's fighters) within one
 * division of theirs, nearest first by |rating gap| + 150 points a division apart; `limit` (20 at most) rows,
 * sorted and cut by the database.
 */
export async function matchmaking(
  context: UserServiceContext,
  id: number,
  query: z.output<typeof matchmakingQuerySchema>,
): Promise<Matchmaking> {
  const { db } = context;
  const fighter = await findFighter(db, id);
  if (!fighter) throw notFound('No such fighter.');
  if (fighter.createdById === null) return { fighterId: id, records: [] };
  const mine = standingOf(
    (await db('boxing_ratings').where({ fighter_id: id, weight_class_id: fighter.weightClassId }).first()) as
      RatingRow | undefined,
  );
  const division = fighter.weightClassId;
  const rows = await typed<
    {
      id: number;
      name: string;
      nickname: string;
      weight_class_id: number;
      rating: number | string | null;
      rd: number | string | null;
      vol: number | string | null;
    }[]
  >(
    db('boxing_fighters as f')
      .leftJoin('boxing_ratings as r', (join) => {
        join.on('r.fighter_id', 'f.id').andOn('r.weight_class_id', 'f.weight_class_id');
      })
      .where('f.created_by_id', fighter.createdById)
      .whereNot('f.id', id)
      .whereBetween('f.weight_class_id', [division - 1, division + 1])
      .orderByRaw(
        `abs(coalesce(r.rating, ${GLICKO2_SETTINGS.rating}) - cast(? as double precision)) + ${DIVISION_GAP_POINTS} * abs(f.weight_class_id - ${division})`,
        [mine.rating],
      )
      .orderBy('f.id')
      .limit(query.limit)
      .select('f.id', 'f.name', 'f.nickname', 'f.weight_class_id', 'r.rating', 'r.rd', 'r.vol'),
  );
  return {
    fighterId: id,
    records: rows.map((row) => {
      const theirs =
        row.rating === null
          ? { ...INITIAL_STANDING }
          : { rating: Number(row.rating), rd: Number(row.rd), vol: Number(row.vol) };
      const weightClassId = Number(row.weight_class_id);
      return {
        fighterId: Number(row.id),
        name: row.name,
        nickname: row.nickname,
        weightClassId,
        rating: theirs.rating,
        rd: theirs.rd,
        boutWeightClassId: Math.max(weightClassId, division),
        ratingGap: theirs.rating - mine.rating,
        weightClassGap: weightClassId - division,
        winChance: winChance(mine, theirs),
      };
    }),
  };
}

interface CareerRow {
  id: number;
  weight_class_id: number;
  red_fighter_id: number | null;
  blue_fighter_id: number | null;
  red_name: string;
  blue_name: string;
  winner: 'red' | 'blue' | null;
  result: CareerBout['result'];
  end_round: number | null;
  fought_at: unknown;
  red_rating_before: number | string | null;
  red_rating_after: number | string | null;
  red_rd_after: number | string | null;
  blue_rating_before: number | string | null;
  blue_rating_after: number | string | null;
  blue_rd_after: number | string | null;
}

const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** A fighter's latest `limit` finished bouts (200 at most), oldest first, with their rating after each. */
export async function career(
  context: UserServiceContext,
  id: number,
  query: z.output<typeof careerQuerySchema>,
): Promise<Career> {
  const { db } = context;
  const fighter = await findFighter(db, id);
  if (!fighter) throw notFound('No such fighter.');
  const base = () =>
    db('boxing_bouts')
      .where('status', 'finished')
      .andWhere((where) => {
        void where.where('red_fighter_id', id).orWhere('blue_fighter_id', id);
      });
  const totalRow = (await base().count({ total: '*' }).first()) as { total?: unknown } | undefined;
  const rows = await typed<CareerRow[]>(
    base()
      .orderByRaw('case when rating_seq is null then 0 else 1 end desc')
      .orderBy([
        { column: 'rating_seq', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .select(
        'id',
        'weight_class_id',
        'red_fighter_id',
        'blue_fighter_id',
        'red_name',
        'blue_name',
        'winner',
        'result',
        'end_round',
        'fought_at',
        'red_rating_before',
        'red_rating_after',
        'red_rd_after',
        'blue_rating_before',
        'blue_rating_after',
        'blue_rd_after',
      ),
  );
  const records = rows.reverse().map((row): CareerBout => {
    const corner = Number(row.red_fighter_id) === id ? 'red' : 'blue';
    const other = corner === 'red' ? 'blue' : 'red';
    return {
      boutId: Number(row.id),
      foughtDate: toIso(row.fought_at),
      weightClassId: Number(row.weight_class_id),
      corner,
      opponentId: numberOrNull(row[`${other}_fighter_id`]),
      opponentName: row[`${other}_name`],
      outcome: row.winner === null ? 'draw' : row.winner === corner ? 'win' : 'loss',
      result: row.result,
      endRound: numberOrNull(row.end_round),
      ratingBefore: numberOrNull(row[`${corner}_rating_before`]),
      rating: numberOrNull(row[`${corner}_rating_after`]),
      rd: numberOrNull(row[`${corner}_rd_after`]),
    };
  });
  return { fighterId: id, total: count(totalRow?.total), records };
}
