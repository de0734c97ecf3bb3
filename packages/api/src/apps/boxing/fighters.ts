// Fighters: every Boxing user may read every fighter; only the owner (who created it) may change or delete
// one, and only the owner may book it into a bout. The record (wins, losses, draws, KOs) is set when a
// fighter is created; after that only bouts change it.
import type { Knex } from 'knex';
import {
  RATINGS,
  type FIGHTER_SORTS,
  type Fighter,
  type fighterListQuerySchema,
  type fighterSaveSchema,
} from '@lcars/contract/boxing';
import type { PagedList } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { isoDate, pagedQuery, whereContains } from '../../db/paging.js';
import { ApiError, forbidden, notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import type { z } from 'zod';
import { typed } from '../../db/typed.js';

export type Queryable = Db | Knex.Transaction;

export interface FighterRow {
  id: number;
  name: string;
  nickname: string;
  weight_class_id: number;
  stance: Fighter['stance'];
  height_cm: number;
  reach_cm: number;
  age: number;
  power: number;
  speed: number;
  stamina: number;
  chin: number;
  defence: number;
  accuracy: number;
  heart: number;
  wins: number;
  losses: number;
  draws: number;
  kos: number;
  created_by_id: number | null;
  created_by: string | null;
  modified_at: unknown;
}

/** The key that makes a roster unique: a name differs from another only by more than case and spacing. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function fighterOf(row: FighterRow): Fighter {
  return {
    id: Number(row.id),
    name: row.name,
    nickname: row.nickname,
    weightClassId: Number(row.weight_class_id),
    stance: row.stance,
    heightCm: Number(row.height_cm),
    reachCm: Number(row.reach_cm),
    age: Number(row.age),
    power: Number(row.power),
    speed: Number(row.speed),
    stamina: Number(row.stamina),
    chin: Number(row.chin),
    defence: Number(row.defence),
    accuracy: Number(row.accuracy),
    heart: Number(row.heart),
    wins: Number(row.wins),
    losses: Number(row.losses),
    draws: Number(row.draws),
    kos: Number(row.kos),
    createdById: row.created_by_id === null ? null : Number(row.created_by_id),
    createdBy: row.created_by ?? '',
    modifiedDate: isoDate(row.modified_at),
  };
}

export function fighterQuery(db: Queryable): Knex.QueryBuilder {
  return db('boxing_fighters as f')
    .leftJoin('users as u', 'u.id', 'f.created_by_id')
    .select('f.*', 'u.user_name as created_by');
}

export async function findFighter(db: Queryable, id: number): Promise<Fighter | null> {
  const row = (await fighterQuery(db).where('f.id', id).first()) as FighterRow | undefined;
  return row ? fighterOf(row) : null;
}

export async function getFighter(context: UserServiceContext, id: number): Promise<Fighter> {
  const fighter = await findFighter(context.db, id);
  if (!fighter) throw notFound('No such fighter.');
  return fighter;
}

const SORT_COLUMNS: Record<(typeof FIGHTER_SORTS)[number], string> = {
  name: 'f.name_key',
  weightClassId: 'f.weight_class_id',
  wins: 'f.wins',
  kos: 'f.kos',
  age: 'f.age',
  modifiedDate: 'f.modified_at',
};

export function listFighters(
  context: UserServiceContext,
  query: z.output<typeof fighterListQuerySchema>,
): Promise<PagedList<Fighter>> {
  const base = () => {
    let builder = fighterQuery(context.db);
    builder = whereContains(builder, ['f.name', 'f.nickname'], query.search);
    if (query.weightClassId !== undefined) builder = builder.where('f.weight_class_id', query.weightClassId);
    if (query.mine === true) builder = builder.where('f.created_by_id', context.user.id);
    return builder;
  };
  return pagedQuery<FighterRow, Fighter>(
    base,
    query,
    (builder) =>
      builder.orderBy([
        { column: SORT_COLUMNS[query.sortBy], order: query.sortDirection },
        { column: 'f.id', order: query.sortDirection },
      ]),
    fighterOf,
  );
}

/** The columns of a fighter save (the record only when `withRecord`: at creation). */
export function fighterColumns(save: z.output<typeof fighterSaveSchema>, withRecord: boolean) {
  const ratings = Object.fromEntries(RATINGS.map((rating) => [rating, save[rating]]));
  return {
    name: save.name,
    name_key: nameKey(save.name),
    nickname: save.nickname,
    weight_class_id: save.weightClassId,
    stance: save.stance,
    height_cm: save.heightCm,
    reach_cm: save.reachCm,
    age: save.age,
    ...ratings,
    ...(withRecord ? { wins: save.wins, losses: save.losses, draws: save.draws, kos: save.kos } : {}),
  };
}

export async function insertFighter(
  trx: Queryable,
  save: z.output<typeof fighterSaveSchema>,
  ownerId: number,
  now: Date,
): Promise<number> {
  const [inserted] = await typed<{ id: number }[]>(
    trx('boxing_fighters')
      .insert({ ...fighterColumns(save, true), created_by_id: ownerId, created_at: now, modified_at: now })
      .returning('id'),
  );
  return Number(inserted?.id);
}

/** A unique-index violation on either database: another fighter of the roster has that name and division. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}

const duplicateName = (name: string): ApiError =>
  new ApiError(409, {
    detail: `You already have a fighter named ${name} in this division.`,
    errors: [{ field: 'name', message: `You already have a fighter named ${name} in this division.` }],
  });

export async function saveFighter(
  context: UserServiceContext,
  save: z.output<typeof fighterSaveSchema>,
): Promise<Fighter> {
  const { db, user } = context;
  const now = new Date();
  try {
    const id = await db.transaction(async (trx) => {
      if (save.id === undefined) {
        return insertFighter(trx, save, user.id, now);
      }
      const owner = await typed<{ created_by_id: number | null } | undefined>(
        trx('boxing_fighters').where({ id: save.id }).first('created_by_id'),
      );
      if (!owner) throw notFound('No such fighter.');
      if (Number(owner.created_by_id) !== user.id) throw forbidden("Only the fighter's owner may change it.");
      await trx('boxing_fighters')
        .where({ id: save.id })
        .update({ ...fighterColumns(save, false), modified_at: now });
      return save.id;
    });
    return await getFighter(context, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(save.name);
    throw error;
  }
}

/**
 * Deletes one of the caller's fighters. Bouts still in setup with them go too; finished bouts stay, with the
 * fighter as they were on the night (the references become empty).
 */
export async function deleteFighter(
  context: UserServiceContext,
  id: number,
): Promise<{ id: number; deleted: true }> {
  await context.db.transaction(async (trx) => {
    const owner = await typed<{ created_by_id: number | null } | undefined>(
      trx('boxing_fighters').where({ id }).first('created_by_id'),
    );
    if (!owner) throw notFound('No such fighter.');
    if (Number(owner.created_by_id) !== context.user.id)
      throw forbidden("Only the fighter's owner may delete it.");
    await trx('boxing_bouts')
      .where('status', 'setup')
      .andWhere((where) => {
        void where.where('red_fighter_id', id).orWhere('blue_fighter_id', id);
      })
      .delete();
    await trx('boxing_bouts').where('red_fighter_id', id).update({ red_fighter_id: null });
    await trx('boxing_bouts').where('blue_fighter_id', id).update({ blue_fighter_id: null });
    await trx('boxing_bouts').where('winner_id', id).update({ winner_id: null });
    // Their ratings go with them; their opponents keep what their bouts earned.
    await trx('boxing_ratings').where({ fighter_id: id }).delete();
    await trx('boxing_fighters').where({ id }).delete();
  });
  return { id, deleted: true };
}
