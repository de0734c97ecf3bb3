// Bouts: set up between two of the caller's own fighters, then fought once. Fighting runs the simulation
// (about a millisecond or two for twelve rounds: bounded work, done in the request) and then, in one
// transaction, finishes the bout only if it is still in setup and updates both records: two requests fighting
// the same bout at once update the records exactly once, on SQLite and PostgreSQL alike.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  MAX_SEED,
  fightingWeightLb,
  weightClassLabel,
  weightClassOf,
  type Bout,
  type BoutFighter,
  type BoutOutcome,
  type BoutSummary,
  type Fighter,
  type boutListQuerySchema,
  type boutSaveSchema,
} from '@lcars/contract/boxing';
import type { PagedList, ProblemError } from '@lcars/contract';
import { toIso } from '../../db/dates.js';
import { readAll, type Db } from '../../db/knex.js';
import { isoDate, pagedQuery } from '../../db/paging.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { findFighter, type Queryable } from './fighters.js';
import { SIMULATION_VERSION, simulateBout, type SimFighter } from './simulation/simulate.js';
import { findVenue } from './venues.js';
import { lockFighters, rateFinishedBout } from './ratings.js';
import { typed } from '../../db/typed.js';

interface BoutRow {
  id: number;
  red_fighter_id: number | null;
  blue_fighter_id: number | null;
  red_name: string;
  blue_name: string;
  venue_id: number | null;
  venue_name: string;
  weight_class_id: number;
  scheduled_rounds: number;
  seed: number | string;
  status: Bout['status'];
  result: Bout['result'];
  winner: Bout['winner'];
  winner_id: number | null;
  end_round: number | null;
  end_time: number | null;
  stoppage: Bout['stoppage'];
  rounds_json: string | null;
  judges_json: string | null;
  red_json: string | null;
  blue_json: string | null;
  fought_at: unknown;
  created_by_id: number | null;
  created_by: string | null;
  created_at: unknown;
}

const nullableId = (value: number | null): number | null => (value === null ? null : Number(value));

function summaryOf(row: BoutRow): BoutSummary {
  return {
    id: Number(row.id),
    redFighterId: nullableId(row.red_fighter_id),
    blueFighterId: nullableId(row.blue_fighter_id),
    redName: row.red_name,
    blueName: row.blue_name,
    venueId: nullableId(row.venue_id),
    venueName: row.venue_name,
    weightClassId: Number(row.weight_class_id),
    scheduledRounds: Number(row.scheduled_rounds),
    seed: Number(row.seed),
    status: row.status,
    result: row.result,
    winner: row.winner,
    winnerId: nullableId(row.winner_id),
    endRound: nullableId(row.end_round),
    endTime: row.end_time === null ? null : Number(row.end_time),
    stoppage: row.stoppage,
    createdById: nullableId(row.created_by_id),
    createdBy: row.created_by ?? '',
    createdDate: isoDate(row.created_at),
    foughtDate: toIso(row.fought_at),
  };
}

function boutQuery(db: Queryable) {
  return db('boxing_bouts as b')
    .leftJoin('users as u', 'u.id', 'b.created_by_id')
    .select('b.*', 'u.user_name as created_by');
}

async function loadBout(db: Queryable, id: number): Promise<BoutRow> {
  const row = (await boutQuery(db).where('b.id', id).first()) as BoutRow | undefined;
  if (!row) throw notFound('No such bout.');
  return row;
}

/** A finished bout shows the fighters as they were on the night; one in setup, as they are now. */
async function boutOf(db: Queryable, row: BoutRow): Promise<Bout> {
  const { redName: _red, blueName: _blue, ...summary } = summaryOf(row);
  if (row.status === 'finished') {
    return {
      ...summary,
      rounds: JSON.parse(row.rounds_json ?? '[]') as Bout['rounds'],
      judges: JSON.parse(row.judges_json ?? '[]') as Bout['judges'],
      red: row.red_json ? ({ ...JSON.parse(row.red_json), id: summary.redFighterId } as BoutFighter) : null,
      blue: row.blue_json
        ? ({ ...JSON.parse(row.blue_json), id: summary.blueFighterId } as BoutFighter)
        : null,
    };
  }
  const [red, blue] = await Promise.all([
    row.red_fighter_id === null ? null : findFighter(db, Number(row.red_fighter_id)),
    row.blue_fighter_id === null ? null : findFighter(db, Number(row.blue_fighter_id)),
  ]);
  return { ...summary, rounds: [], judges: [], red, blue };
}

export async function getBout(context: UserServiceContext, id: number): Promise<Bout> {
  return boutOf(context.db, await loadBout(context.db, id));
}

export function listBouts(
  context: UserServiceContext,
  query: z.output<typeof boutListQuerySchema>,
): Promise<PagedList<BoutSummary>> {
  const base = () => {
    let builder = boutQuery(context.db);
    if (query.fighterId !== undefined) {
      const fighterId = query.fighterId;
      builder = builder.where((where) => {
        void where.where('b.red_fighter_id', fighterId).orWhere('b.blue_fighter_id', fighterId);
      });
    }
    if (query.status !== undefined) builder = builder.where('b.status', query.status);
    return builder;
  };
  return pagedQuery<BoutRow, BoutSummary>(
    base,
    { ...query, sortBy: 'id', sortDirection: 'desc' },
    (builder) => builder.orderBy('b.id', 'desc'),
    summaryOf,
  );
}

/** A booking's fighter: theirs to book, and light enough for the division. */
async function bookableFighter(
  db: Queryable,
  userId: number,
  id: number,
  field: 'redFighterId' | 'blueFighterId',
  weightClassId: number,
): Promise<{ fighter: Fighter } | { error: ProblemError }> {
  const fighter = await findFighter(db, id);
  if (!fighter) return { error: { field, message: 'No such fighter.' } };
  if (fighter.createdById !== userId) throw forbidden('You can book only your own fighters.');
  const division = weightClassOf(weightClassId);
  const own = weightClassOf(fighter.weightClassId);
  if (division && own && own.id > division.id)
    return {
      error: {
        field: 'weightClassId',
        message: `${fighter.name} fights at ${weightClassLabel(own.id)}, above the ${weightClassLabel(division.id)} limit.`,
      },
    };
  return { fighter };
}

async function checkBooking(
  db: Queryable,
  userId: number,
  save: z.output<typeof boutSaveSchema>,
): Promise<{ red: Fighter; blue: Fighter; venueName: string }> {
  // In the booking's transaction (saveBout) as well as on the pool (fight).
  const [red, blue, venue] = await readAll(
    db,
    () => bookableFighter(db, userId, save.redFighterId, 'redFighterId', save.weightClassId),
    () => bookableFighter(db, userId, save.blueFighterId, 'blueFighterId', save.weightClassId),
    () => findVenue(db, save.venueId),
  );
  const errors: ProblemError[] = [];
  if ('error' in red) errors.push(red.error);
  if ('error' in blue) errors.push(blue.error);
  if (!venue) errors.push({ field: 'venueId', message: 'No such venue.' });
  if ('error' in red || 'error' in blue || !venue) throw badRequest(errors);
  return { red: red.fighter, blue: blue.fighter, venueName: venue.name };
}

/** Sets up a bout (no id) or changes one of the caller's still in setup. */
export async function saveBout(
  context: UserServiceContext,
  save: z.output<typeof boutSaveSchema>,
): Promise<Bout> {
  const { db, user } = context;
  const id = await db.transaction(async (trx) => {
    const booking = await checkBooking(trx, user.id, save);
    const fields = {
      red_fighter_id: booking.red.id,
      blue_fighter_id: booking.blue.id,
      red_name: booking.red.name,
      blue_name: booking.blue.name,
      venue_id: save.venueId,
      venue_name: booking.venueName,
      weight_class_id: save.weightClassId,
      scheduled_rounds: save.scheduledRounds,
      modified_at: new Date(),
    };
    if (save.id === undefined) {
      const [inserted] = await typed<{ id: number }[]>(
        trx('boxing_bouts')
          .insert({
            ...fields,
            seed: save.seed ?? randomInt(0, MAX_SEED),
            status: 'setup',
            created_by_id: user.id,
            created_at: fields.modified_at,
          })
          .returning('id'),
      );
      return Number(inserted?.id);
    }
    const existing = await loadBout(trx, save.id);
    if (Number(existing.created_by_id) !== user.id) throw forbidden("Only the bout's owner may change it.");
    if (existing.status !== 'setup') throw conflict('This bout has been fought; it can no longer change.');
    await trx('boxing_bouts')
      .where({ id: save.id, status: 'setup' })
      .update({ ...fields, ...(save.seed === undefined ? {} : { seed: save.seed }) });
    return save.id;
  });
  return getBout(context, id);
}

const simFighter = (fighter: Fighter): SimFighter => ({
  heightCm: fighter.heightCm,
  reachCm: fighter.reachCm,
  age: fighter.age,
  stance: fighter.stance,
  weightLb: fightingWeightLb(fighter.weightClassId),
  power: fighter.power,
  speed: fighter.speed,
  stamina: fighter.stamina,
  chin: fighter.chin,
  defence: fighter.defence,
  accuracy: fighter.accuracy,
  heart: fighter.heart,
});

/** What a result adds to a fighter's record: the columns to count up by one. */
function recordChange(outcome: BoutOutcome, corner: 'red' | 'blue'): string[] {
  if (outcome.winner === null) return ['draws'];
  if (outcome.winner !== corner) return ['losses'];
  return outcome.stoppage ? ['wins', 'kos'] : ['wins'];
}

/**
 * Fights a bout of the caller's that is still in setup, from its seed, and updates both records once. A
 * bout already fought is answered as it is (fighting twice changes nothing).
 */
export async function fightBout(context: UserServiceContext, id: number): Promise<Bout> {
  await fight(context.db, context.user.id, id);
  return getBout(context, id);
}

/** Fights bout `id` for user `userId` (the demo seed calls it too). */
export async function fight(db: Db, userId: number, id: number): Promise<void> {
  const row = await loadBout(db, id);
  if (Number(row.created_by_id) !== userId) throw forbidden("Only the bout's owner may fight it.");
  if (row.status === 'finished') return;
  const booking = await checkBooking(db, userId, {
    redFighterId: Number(row.red_fighter_id),
    blueFighterId: Number(row.blue_fighter_id),
    venueId: Number(row.venue_id),
    weightClassId: Number(row.weight_class_id),
    scheduledRounds: Number(row.scheduled_rounds),
  });
  const outcome = simulateBout({
    red: simFighter(booking.red),
    blue: simFighter(booking.blue),
    scheduledRounds: Number(row.scheduled_rounds),
    seed: Number(row.seed),
  });
  const now = new Date();
  const winnerId = outcome.winner === null ? null : booking[outcome.winner].id;
  const asOnTheNight = (fighter: Fighter) => JSON.stringify({ ...fighter, modifiedDate: now.toISOString() });
  await db.transaction(async (trx) => {
    await lockFighters(trx, [booking.red.id, booking.blue.id]);
    // Only the request that moves the bout out of setup goes on to the records.
    const finished = await trx('boxing_bouts')
      .where({ id, status: 'setup' })
      .update({
        status: 'finished',
        result: outcome.result,
        winner: outcome.winner,
        winner_id: winnerId,
        end_round: outcome.endRound,
        end_time: outcome.endTime,
        stoppage: outcome.stoppage,
        simulation_version: SIMULATION_VERSION,
        rounds_json: JSON.stringify(outcome.rounds),
        judges_json: JSON.stringify(outcome.judges),
        red_json: asOnTheNight(booking.red),
        blue_json: asOnTheNight(booking.blue),
        red_name: booking.red.name,
        blue_name: booking.blue.name,
        fought_at: now,
        modified_at: now,
      });
    if (finished !== 1) return;
    await rateFinishedBout(trx, {
      id,
      weightClassId: Number(row.weight_class_id),
      redId: booking.red.id,
      blueId: booking.blue.id,
      winner: outcome.winner,
    });
    for (const corner of ['red', 'blue'] as const) {
      const change = Object.fromEntries(
        recordChange(outcome, corner).map((column) => [column, trx.raw('?? + 1', [column])]),
      );
      await trx('boxing_fighters')
        .where({ id: booking[corner].id })
        .update({ ...change, modified_at: now });
    }
  });
}
