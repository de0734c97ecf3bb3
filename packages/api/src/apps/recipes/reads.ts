// Reading recipes: the setup lists, one recipe, the changes since, the favourites and the searched list.
import type { Knex } from 'knex';
import { SystemItemType, type PagedList } from '@lcars/contract';
import {
  type Ingredient,
  type Recipe,
  type RecipeListParams,
  type RecipeSetup,
  type RecipeSummary,
} from '@lcars/contract/recipes';
import type { Db } from '../../db/knex.js';
import { count } from '../../db/knex.js';
import { toDate } from '../../db/dates.js';
import { pageOf } from '../../db/paging.js';
import { notFound } from '../../http/errors.js';
import { listSystemItems } from '../../platform/system-items/service.js';
import {
  actorOf,
  canArchiveRecipe,
  canEditRecipe,
  type Queryable,
  type RecipeActor,
  type RecipeContext,
} from './access.js';
import { PG_COLUMNS, ftsMatch, tsQuery, type SearchableType } from './search.js';
import { typed } from '../../db/typed.js';
import {
  RECIPE_COLLECTION_ID,
  RECIPE_DATA_NAME,
  type RecipeRow,
  SUMMARY_COLUMNS,
  isPostgres,
  recipeRows,
  recipesFor,
  toSummary,
  withCallerColumns,
} from './rows.js';
import { ingredientTrees } from './ingredients.js';

// ---- Reads ----------------------------------------------------------------------------------------

export async function recipeSetup(db: Db): Promise<RecipeSetup> {
  const [searchOptions, recipeTypes, timeTypes, measurements, products] = await Promise.all(
    [
      SystemItemType.SearchOptions,
      SystemItemType.RecipeType,
      SystemItemType.TimeType,
      SystemItemType.Measurement,
      SystemItemType.Product,
    ].map((type) => listSystemItems(db, type)),
  );
  return {
    searchOptions: searchOptions!,
    recipeTypes: recipeTypes!,
    timeTypes: timeTypes!,
    measurements: measurements!,
    products: products!,
  };
}

export async function countRecipes(db: Db): Promise<number> {
  const row = await typed<{ total?: unknown } | undefined>(
    db('recipes').where('archived', false).count({ total: '*' }).first(),
  );
  return count(row?.total);
}

export async function recipeRow(db: Queryable, userId: number, id: number): Promise<RecipeRow> {
  const row = await typed<RecipeRow | undefined>(
    recipesFor(db, userId)
      .where('r.id', id)
      .first([...SUMMARY_COLUMNS, 'r.instructions']),
  );
  if (!row) throw notFound(`Recipe ${id} was not found.`);
  return row;
}

export function withDetails(row: RecipeRow, ingredients: Ingredient[], actor: RecipeActor): Recipe {
  return {
    ...toSummary(row),
    ingredients,
    instructions: row.instructions,
    canEdit: canEditRecipe(actor, row.created_by_id),
    canArchive: canArchiveRecipe(actor, row.created_by_id),
  };
}

export async function getRecipe(context: RecipeContext, id: number, db: Queryable = context.db) {
  const row = await recipeRow(db, context.user.id, id);
  const [trees, actor] = await Promise.all([ingredientTrees(db, [id]), actorOf(db, context.user)]);
  return withDetails(row, trees.get(id) ?? [], actor);
}

/** Every recipe, in full: what the device keeps for offline use (or only those of `ids`). */
export async function listAllRecipes(context: RecipeContext, ids?: readonly number[]): Promise<Recipe[]> {
  if (ids?.length === 0) return [];
  const query = recipesFor(context.db, context.user.id);
  if (ids) query.whereIn('r.id', ids);
  const rows = await typed<RecipeRow[]>(query.orderBy('r.id').select([...SUMMARY_COLUMNS, 'r.instructions']));
  const [trees, actor] = await Promise.all([
    ingredientTrees(
      context.db,
      rows.map((row) => row.id),
    ),
    actorOf(context.db, context.user),
  ]);
  return rows.map((row) => withDetails(row, trees.get(row.id) ?? [], actor));
}

/**
 * What changed in the collection since a device's copy (`since`, the `at` of its last preload or refresh):
 * the recipes marked since then that are still in the collection, in full, and the ids of those archived
 * or gone. `at` is the newest mark seen, for the next call; marks at `at` itself come again (a change in
 * the same millisecond is never missed).
 */
export async function recipeChanges(
  context: RecipeContext,
  since: Date,
): Promise<{ at: string; recipes: Recipe[]; removed: number[] }> {
  const marks = await typed<{ item_id: string; modified_date: unknown }[]>(
    context
      .db('data_last_modified')
      .where({ data_name: RECIPE_DATA_NAME })
      .whereNot('item_id', RECIPE_COLLECTION_ID)
      .where('modified_date', '>=', since)
      .select('item_id', 'modified_date'),
  );
  const ids = marks.map((mark) => Number(mark.item_id)).filter((id) => Number.isInteger(id) && id > 0);
  const recipes: Recipe[] = [];
  // In slices: a long absence may bring thousands of ids, more than a statement's parameters allow.
  for (let start = 0; start < ids.length; start += 500) {
    recipes.push(...(await listAllRecipes(context, ids.slice(start, start + 500))));
  }
  const live = new Set(recipes.map((recipe) => recipe.id));
  const newest = marks.reduce(
    (latest, mark) => Math.max(latest, toDate(mark.modified_date)?.getTime() ?? 0),
    since.getTime(),
  );
  return {
    at: new Date(newest).toISOString(),
    recipes,
    removed: ids.filter((id) => !live.has(id)),
  };
}

export async function favoriteIds(context: RecipeContext): Promise<number[]> {
  const ids = await typed<unknown[]>(
    context
      .db('recipe_favorites as f')
      .join('recipes as r', 'r.id', 'f.recipe_id')
      .where({ 'f.user_id': context.user.id, 'r.archived': false })
      .orderBy('f.recipe_id')
      .pluck('f.recipe_id'),
  );
  return ids.map(Number);
}

/**
 * A page of the list: without a term in title order; with one, the full-text match of the search option,
 * best match first (FTS5's bm25 on SQLite, ts_rank on PostgreSQL).
 */
export async function listRecipes(
  context: RecipeContext,
  params: RecipeListParams,
): Promise<PagedList<RecipeSummary>> {
  const { db, user } = context;
  const offset = (params.page - 1) * params.itemsPerPage;
  const rows = (): Knex.QueryBuilder => recipeRows(db, user.id, params.favoritesOnly);
  const summaries = (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    const page = withCallerColumns(db, user.id, params.favoritesOnly, query).select(SUMMARY_COLUMNS);
    return params.cardView
      ? page
          .leftJoin('recipe_images as ri', 'ri.image_id', 'r.preview_image_id')
          .select('ri.thumbnail as preview_thumbnail')
      : page;
  };
  let counted: Knex.QueryBuilder;
  let paged: Knex.QueryBuilder;
  if (params.term === '') {
    counted = rows();
    paged = summaries(rows())
      .orderBy([
        { column: 'r.title', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ])
      .limit(params.itemsPerPage)
      .offset(offset);
  } else if (isPostgres(db)) {
    const column = PG_COLUMNS[params.searchOption];
    const text = tsQuery(params.term, params.wholeWord, column === undefined ? await recipeTypes(db) : []);
    if (text === null) return emptyPage(params);
    const matches = (): Knex.QueryBuilder => {
      const query = rows().whereRaw("r.search_vector @@ to_tsquery('english', ?)", [text]);
      return column === undefined
        ? query
        : query.whereRaw(`to_tsvector('english', ??) @@ to_tsquery('english', ?)`, [`r.${column}`, text]);
    };
    counted = matches();
    paged = summaries(matches())
      .orderByRaw("ts_rank(r.search_vector, to_tsquery('english', ?)) desc", [text])
      .orderBy('r.title')
      .orderBy('r.id')
      .limit(params.itemsPerPage)
      .offset(offset);
  } else {
    const match = ftsMatch(params.term, params.searchOption, params.wholeWord, await recipeTypes(db));
    if (match === null) return emptyPage(params);
    // The FTS5 table holds exactly the recipes that are not archived (reindexRecipe), so the count and the
    // ranking read the index alone; only the page's ten rows are joined to their recipes. Ties in rank go
    // by id: ordering 40,000 matches by title made a common word's page twice as slow.
    const hits = (): Knex.QueryBuilder => {
      const query = db('recipes_fts').whereRaw('recipes_fts match ?', [match]);
      return params.favoritesOnly
        ? query.whereIn('rowid', db('recipe_favorites').where('user_id', user.id).select('recipe_id'))
        : query;
    };
    counted = hits();
    // Column weights: title, author, instructions, ingredients, tags.
    const ranked = hits()
      .select('rowid as id', db.raw('bm25(recipes_fts, 10.0, 3.0, 1.0, 3.0, 5.0) as score'))
      .orderBy([{ column: 'score' }, { column: 'rowid' }])
      .limit(params.itemsPerPage)
      .offset(offset)
      .as('hits');
    paged = summaries(rows().join(ranked, 'hits.id', 'r.id')).orderBy([
      { column: 'hits.score' },
      { column: 'r.id' },
    ]);
  }
  const totalRow = await typed<{ total?: unknown } | undefined>(counted.count({ total: '*' }).first());
  const records = (await typed<RecipeRow[]>(paged)).map(toSummary);
  const sortBy = params.term === '' ? 'title' : 'rank';
  return pageOf(
    count(totalRow?.total),
    params,
    { sortBy, sortDirection: sortBy === 'title' ? 'asc' : 'desc' },
    records,
  );
}

/** The recipe types a search under All compares its words with. */
const recipeTypes = (db: Db): Promise<SearchableType[]> => listSystemItems(db, SystemItemType.RecipeType);

export function emptyPage(params: RecipeListParams): PagedList<RecipeSummary> {
  return pageOf(0, params, { sortBy: 'rank', sortDirection: 'desc' }, []);
}
