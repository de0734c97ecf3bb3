// The recipe rows and how a caller reads them: the row shape, the summary, the caller's columns.
import type { Knex } from 'knex';
import { type RecipeSummary } from '@lcars/contract/recipes';
import { bool, count } from '../../db/knex.js';
import { isoDate } from '../../db/paging.js';
import { touchData } from '../../platform/settings/data.js';
import { type Queryable } from './access.js';

/** The data name of the freshness call data/last/recipe/{id}. */
export const RECIPE_DATA_NAME = 'recipe';
/** The id of the collection-wide mark (data/last/recipe/all): when any recipe last changed. */
export const RECIPE_COLLECTION_ID = 'all';

/**
 * Marks a recipe changed (its own mark and the collection's), in the transaction of the change: a device
 * back online asks the collection's mark first, then fetches only the recipes marked since its copy.
 */
export async function touchRecipe(trx: Knex.Transaction, id: number): Promise<void> {
  await touchData(trx, RECIPE_DATA_NAME, id);
  await touchData(trx, RECIPE_DATA_NAME, RECIPE_COLLECTION_ID);
}

export function isPostgres(db: Queryable): boolean {
  return (db.client as { config: { client: string } }).config.client === 'pg';
}

export interface RecipeRow {
  id: number;
  title: string;
  description: string;
  author_name: string;
  recipe_type_id: number | null;
  prep_time_type_id: number | null;
  prep_start_time: number | null;
  prep_end_time: number | null;
  cook_time_type_id: number | null;
  cook_start_time: number | null;
  cook_end_time: number | null;
  total_time_type_id: number | null;
  total_start_time: number | null;
  total_end_time: number | null;
  total_time_auto_calculate: boolean | number;
  servings: number | null;
  serving_title: string;
  serving_scalable: boolean | number;
  instructions: string;
  tags: string;
  overall_rating: number | string;
  rating_count: number | string;
  preview_image_id: number | null;
  created_by_id: number;
  created_date: unknown;
  last_modified_date: unknown;
  created_by_name: string | null;
  user_rating: number | string | null;
  favorite: unknown;
  preview_thumbnail?: Buffer | null;
}

export const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function dataUrl(data: Buffer | null | undefined, type = 'webp'): string {
  return data ? `data:image/${type};base64,${Buffer.from(data).toString('base64')}` : '';
}

export function toSummary(row: RecipeRow): RecipeSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    authorName: row.author_name,
    recipeTypeId: row.recipe_type_id,
    previewImage: dataUrl(row.preview_thumbnail),
    overallRating: Math.round(Number(row.overall_rating) * 100) / 100,
    userRating: Number(row.user_rating ?? 0),
    prepTimeTypeId: row.prep_time_type_id,
    prepStartTime: num(row.prep_start_time),
    prepEndTime: num(row.prep_end_time),
    cookTimeTypeId: row.cook_time_type_id,
    cookStartTime: num(row.cook_start_time),
    cookEndTime: num(row.cook_end_time),
    totalTimeTypeId: row.total_time_type_id,
    totalStartTime: num(row.total_start_time),
    totalEndTime: num(row.total_end_time),
    totalTimeAutoCalculate: bool(row.total_time_auto_calculate),
    servings: num(row.servings),
    servingTitle: row.serving_title,
    servingScalable: bool(row.serving_scalable),
    hasImages: row.preview_image_id !== null,
    favorite: row.favorite !== null && row.favorite !== undefined,
    tags: row.tags,
    createdById: row.created_by_id,
    createdDate: isoDate(row.created_date),
    lastModifiedDate: isoDate(row.last_modified_date),
    ratingCount: count(row.rating_count),
    createdByName: row.created_by_name ?? '',
  };
}

export const SUMMARY_COLUMNS = [
  'r.id',
  'r.title',
  'r.description',
  'r.author_name',
  'r.recipe_type_id',
  'r.prep_time_type_id',
  'r.prep_start_time',
  'r.prep_end_time',
  'r.cook_time_type_id',
  'r.cook_start_time',
  'r.cook_end_time',
  'r.total_time_type_id',
  'r.total_start_time',
  'r.total_end_time',
  'r.total_time_auto_calculate',
  'r.servings',
  'r.serving_title',
  'r.serving_scalable',
  'r.tags',
  'r.overall_rating',
  'r.rating_count',
  'r.preview_image_id',
  'r.created_by_id',
  'r.created_date',
  'r.last_modified_date',
  'u.user_name as created_by_name',
  'rr.rating as user_rating',
  'rf.recipe_id as favorite',
];

/**
 * The recipes a list counts: not archived, and with favouritesOnly the caller's favourites. No other join:
 * the count of a page reads only these rows (over 50,000 recipes, the left joins below made it 15 times
 * slower and changed nothing, each of them matching at most one row).
 */
export function recipeRows(db: Queryable, userId: number, favoritesOnly = false): Knex.QueryBuilder {
  const query = db('recipes as r').where('r.archived', false);
  return favoritesOnly
    ? query.join('recipe_favorites as rf', (join) => {
        join.on('rf.recipe_id', 'r.id').andOn('rf.user_id', db.raw('?', [userId]));
      })
    : query;
}

/** Recipes with the caller's rating and favourite and the author's name; archived ones never. */
export function withCallerColumns(
  db: Queryable,
  userId: number,
  favoritesOnly: boolean,
  query: Knex.QueryBuilder,
): Knex.QueryBuilder {
  query.leftJoin('users as u', 'u.id', 'r.created_by_id').leftJoin('recipe_ratings as rr', (join) => {
    join.on('rr.recipe_id', 'r.id').andOn('rr.user_id', db.raw('?', [userId]));
  });
  return favoritesOnly
    ? query
    : query.leftJoin('recipe_favorites as rf', (join) => {
        join.on('rf.recipe_id', 'r.id').andOn('rf.user_id', db.raw('?', [userId]));
      });
}

export function recipesFor(db: Queryable, userId: number, favoritesOnly = false): Knex.QueryBuilder {
  return withCallerColumns(db, userId, favoritesOnly, recipeRows(db, userId, favoritesOnly));
}
