// Cookbooks: the owner's named collections of recipes, shared read-only with the users the owner picks. Anyone
// else gets 404; a shared user who tries to change one gets 403. Limits are counted under locks.
import type { Knex } from 'knex';
import {
  COOKBOOK_LIMITS,
  type Cookbook,
  type CookbookSummary,
  type cookbookSaveSchema,
} from '@lcars/contract/recipes';
import type { z } from 'zod';
import { count, lockKeys } from '../../../db/knex.js';
import { insertedId, typed } from '../../../db/typed.js';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.js';
import type { Queryable, RecipeContext } from '../access.js';
import { recipeRow } from '../reads.js';

interface CookbookRow {
  id: number;
  title: string;
  description: string;
  created_by_id: number;
}

function visibleCookbooks(db: Queryable, userId: number): Knex.QueryBuilder {
  return db('recipe_cookbooks as c').where((where) => {
    where.where('c.created_by_id', userId).orWhereExists((exists) => {
      exists
        .select(db.raw('1'))
        .from('recipe_cookbook_users as s')
        .whereRaw('s.cookbook_id = c.id')
        .andWhere('s.user_id', userId);
    });
  });
}

const COLUMNS = ['c.id', 'c.title', 'c.description', 'c.created_by_id'];

async function loadCookbook(db: Queryable, userId: number, id: number): Promise<CookbookRow> {
  const row = await typed<CookbookRow | undefined>(
    visibleCookbooks(db, userId).where('c.id', id).first(COLUMNS),
  );
  if (!row) throw notFound(`Cookbook ${id} was not found.`);
  return row;
}

async function ownCookbook(db: Queryable, userId: number, id: number): Promise<CookbookRow> {
  const row = await loadCookbook(db, userId, id);
  if (Number(row.created_by_id) !== userId) throw forbidden('Only the owner may change this cookbook.');
  return row;
}

async function summariesOf(db: Queryable, userId: number, rows: CookbookRow[]): Promise<CookbookSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const shares = await typed<{ cookbook_id: number; user_id: number }[]>(
    db('recipe_cookbook_users')
      .whereIn('cookbook_id', ids)
      .orderBy('user_id')
      .select('cookbook_id', 'user_id'),
  );
  const counts = await typed<{ cookbook_id: number; n: unknown }[]>(
    db('recipe_cookbook_recipes as b')
      .join('recipes as r', 'r.id', 'b.recipe_id')
      .where('r.archived', false)
      .whereIn('b.cookbook_id', ids)
      .groupBy('b.cookbook_id')
      .select('b.cookbook_id', db.raw('count(*) as n')),
  );
  const owners = await typed<{ id: number; user_name: string }[]>(
    db('users')
      .whereIn('id', [...new Set(rows.map((row) => row.created_by_id))])
      .select('id', 'user_name'),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description,
    ownerId: Number(row.created_by_id),
    ownerName: owners.find((owner) => Number(owner.id) === Number(row.created_by_id))?.user_name ?? '',
    sharedUsers: shares
      .filter((share) => Number(share.cookbook_id) === Number(row.id))
      .map((share) => Number(share.user_id)),
    recipeCount: count(counts.find((entry) => Number(entry.cookbook_id) === Number(row.id))?.n),
    isOwner: Number(row.created_by_id) === userId,
  }));
}

async function readCookbook(db: Queryable, userId: number, row: CookbookRow): Promise<Cookbook> {
  const [summary] = await summariesOf(db, userId, [row]);
  const recipes = await typed<{ id: number; title: string; description: string }[]>(
    db('recipe_cookbook_recipes as b')
      .join('recipes as r', 'r.id', 'b.recipe_id')
      .where({ 'b.cookbook_id': row.id, 'r.archived': false })
      .orderBy('b.sort_order')
      .select('r.id', 'r.title', 'r.description'),
  );
  return { ...summary!, recipes: recipes.map((recipe) => ({ ...recipe, id: Number(recipe.id) })) };
}

export async function listCookbooks({ db, user }: RecipeContext): Promise<CookbookSummary[]> {
  const rows = await typed<CookbookRow[]>(
    visibleCookbooks(db, user.id)
      .orderBy([{ column: 'c.title' }, { column: 'c.id' }])
      .select(COLUMNS),
  );
  return summariesOf(db, user.id, rows);
}

/** Every cookbook the user sees with its recipes: their own and those shared with them (Download my data). */
export async function allCookbooks({ db, user }: RecipeContext): Promise<Cookbook[]> {
  const rows = await typed<CookbookRow[]>(
    visibleCookbooks(db, user.id)
      .orderBy([{ column: 'c.title' }, { column: 'c.id' }])
      .select(COLUMNS),
  );
  const cookbooks: Cookbook[] = [];
  // One at a time: a user's cookbooks are bounded (COOKBOOK_LIMITS), and the export is a background job.
  for (const row of rows) cookbooks.push(await readCookbook(db, user.id, row));
  return cookbooks;
}

export async function getCookbook({ db, user }: RecipeContext, id: number): Promise<Cookbook> {
  return readCookbook(db, user.id, await loadCookbook(db, user.id, id));
}

export async function saveCookbook(
  { db, user }: RecipeContext,
  input: z.output<typeof cookbookSaveSchema>,
): Promise<Cookbook> {
  return db.transaction(async (trx) => {
    const shared = [...new Set(input.sharedUsers)].filter((id) => id !== user.id);
    if (shared.length > 0) {
      const found = await typed<{ id: number }[]>(trx('users').whereIn('id', shared).select('id'));
      if (found.length !== shared.length) {
        throw badRequest([{ field: 'sharedUsers', message: 'Every shared user must be an existing user.' }]);
      }
    }
    let id = input.id;
    if (id === 0) {
      await lockKeys(trx, [`recipe_cookbooks:owner:${user.id}`]);
      const owned = await typed<{ n?: unknown } | undefined>(
        trx('recipe_cookbooks').where({ created_by_id: user.id }).count({ n: '*' }).first(),
      );
      if (count(owned?.n) >= COOKBOOK_LIMITS.cookbooksPerOwner) {
        throw conflict(`You have reached the limit of ${COOKBOOK_LIMITS.cookbooksPerOwner} cookbooks.`);
      }
      id = await insertedId(
        trx('recipe_cookbooks')
          .insert({
            title: input.title,
            description: input.description,
            created_by_id: user.id,
            created_date: new Date(),
          })
          .returning('id'),
      );
    } else {
      await ownCookbook(trx, user.id, id);
      await trx('recipe_cookbooks')
        .where({ id })
        .update({ title: input.title, description: input.description });
      await trx('recipe_cookbook_users').where({ cookbook_id: id }).delete();
    }
    if (shared.length > 0) {
      await trx('recipe_cookbook_users').insert(
        shared.map((userId) => ({ cookbook_id: id, user_id: userId })),
      );
    }
    return readCookbook(trx, user.id, await loadCookbook(trx, user.id, id));
  });
}

export async function deleteCookbook({ db, user }: RecipeContext, id: number): Promise<{ id: number }> {
  return db.transaction(async (trx) => {
    await ownCookbook(trx, user.id, id);
    await trx('recipe_cookbook_recipes').where({ cookbook_id: id }).delete();
    await trx('recipe_cookbook_users').where({ cookbook_id: id }).delete();
    await trx('recipe_cookbooks').where({ id }).delete();
    return { id };
  });
}

export async function addToCookbook(
  { db, user }: RecipeContext,
  id: number,
  recipeId: number,
): Promise<Cookbook> {
  return db.transaction(async (trx) => {
    const row = await ownCookbook(trx, user.id, id);
    await recipeRow(trx, user.id, recipeId);
    await lockKeys(trx, [`recipe_cookbook_recipes:cookbook:${id}`]);
    const present = await typed<{ recipe_id: number } | undefined>(
      trx('recipe_cookbook_recipes').where({ cookbook_id: id, recipe_id: recipeId }).first('recipe_id'),
    );
    if (!present) {
      const held = await typed<{ n?: unknown; top?: unknown } | undefined>(
        trx('recipe_cookbook_recipes')
          .where({ cookbook_id: id })
          .count({ n: '*' })
          .max({ top: 'sort_order' })
          .first(),
      );
      if (count(held?.n) >= COOKBOOK_LIMITS.recipesPerCookbook) {
        throw conflict(`A cookbook holds at most ${COOKBOOK_LIMITS.recipesPerCookbook} recipes.`);
      }
      await trx('recipe_cookbook_recipes').insert({
        cookbook_id: id,
        recipe_id: recipeId,
        sort_order: count(held?.top) + 1,
      });
    }
    return readCookbook(trx, user.id, row);
  });
}

export async function removeFromCookbook(
  { db, user }: RecipeContext,
  id: number,
  recipeId: number,
): Promise<Cookbook> {
  return db.transaction(async (trx) => {
    const row = await ownCookbook(trx, user.id, id);
    await trx('recipe_cookbook_recipes').where({ cookbook_id: id, recipe_id: recipeId }).delete();
    return readCookbook(trx, user.id, row);
  });
}
