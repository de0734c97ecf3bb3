// The recipe collection: read, search, save (recipe, ingredient tree and search index in one
// transaction), archive, ratings and favourites. Rules of who may change what are in access.ts.
import type { Knex } from 'knex';
import { SystemItemType, type PagedList } from '@lcars/contract';
import {
  RECIPE_MESSAGES,
  type Ingredient,
  type IngredientInput,
  type Recipe,
  type RecipeListParams,
  type RecipeRating,
  type RecipeSave,
  type RecipeSetup,
  type RecipeSummary,
} from '@lcars/contract/recipes';
import type { Db } from '../../db/knex.js';
import { bool, count } from '../../db/knex.js';
import { toDate } from '../../db/dates.js';
import { isoDate, pageOf } from '../../db/paging.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { findOrAddSystemItem, listSystemItems } from '../../platform/system-items/service.js';
import { touchData } from '../../platform/settings/data.js';
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

interface RecipeRow {
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

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function dataUrl(data: Buffer | null | undefined, type = 'webp'): string {
  return data ? `data:image/${type};base64,${Buffer.from(data).toString('base64')}` : '';
}

function toSummary(row: RecipeRow): RecipeSummary {
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

const SUMMARY_COLUMNS = [
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
function recipeRows(db: Queryable, userId: number, favoritesOnly = false): Knex.QueryBuilder {
  const query = db('recipes as r').where('r.archived', false);
  return favoritesOnly
    ? query.join('recipe_favorites as rf', (join) => {
        join.on('rf.recipe_id', 'r.id').andOn('rf.user_id', db.raw('?', [userId]));
      })
    : query;
}

/** Recipes with the caller's rating and favourite and the author's name; archived ones never. */
function withCallerColumns(
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

function recipesFor(db: Queryable, userId: number, favoritesOnly = false): Knex.QueryBuilder {
  return withCallerColumns(db, userId, favoritesOnly, recipeRows(db, userId, favoritesOnly));
}

// ---- Ingredients ----------------------------------------------------------------------------------

interface IngredientRow {
  id: number;
  recipe_id: number;
  parent_id: number | null;
  is_group: boolean | number;
  is_substitution: boolean | number;
  group_title: string;
  ingredient_order: number;
  amount: string;
  measurement_id: number | null;
  product_id: number | null;
  additional_information: string;
  substitution: boolean | number;
  show_substitutions: boolean | number;
}

/** The stored rows of recipes as trees: top-level lines and groups, in order. */
async function ingredientTrees(db: Queryable, recipeIds: number[]): Promise<Map<number, Ingredient[]>> {
  const trees = new Map<number, Ingredient[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return trees;
  const rows: IngredientRow[] = [];
  // Chunks keep the IN list under SQLite's variable limit for the offline preload of every recipe.
  for (let start = 0; start < recipeIds.length; start += 500) {
    rows.push(
      ...(await typed<IngredientRow[]>(
        db('recipe_ingredients')
          .whereIn('recipe_id', recipeIds.slice(start, start + 500))
          .orderBy([
            { column: 'recipe_id', order: 'asc' },
            { column: 'ingredient_order', order: 'asc' },
            { column: 'id', order: 'asc' },
          ])
          .select('*'),
      )),
    );
  }
  const byId = new Map<number, Ingredient>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      recipeId: row.recipe_id,
      isGroup: bool(row.is_group),
      isNew: false,
      isSubstitution: bool(row.is_substitution),
      groupTitle: row.group_title,
      ingredientOrder: row.ingredient_order,
      ingredients: [],
      amount: row.amount,
      measurementId: row.measurement_id,
      productId: row.product_id,
      additionalInformation: row.additional_information,
      substitution: bool(row.substitution),
      substitutionIngredients: [],
      showSubstitutions: bool(row.show_substitutions),
    });
  }
  for (const row of rows) {
    const ingredient = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent === undefined) trees.get(row.recipe_id)?.push(ingredient);
    else if (ingredient.isSubstitution) parent.substitutionIngredients.push(ingredient);
    else parent.ingredients.push(ingredient);
  }
  return trees;
}

interface Titles {
  measurements: Map<number, string>;
  products: Map<number, string>;
}

async function lookupTitles(db: Queryable): Promise<Titles> {
  const rows = await typed<{ system_item_type: number; id: number; title: string }[]>(
    db('system_items')
      .whereIn('system_item_type', [SystemItemType.Measurement, SystemItemType.Product])
      .select('system_item_type', 'id', 'title'),
  );
  const titles: Titles = { measurements: new Map(), products: new Map() };
  for (const row of rows) {
    (row.system_item_type === SystemItemType.Product ? titles.products : titles.measurements).set(
      row.id,
      row.title,
    );
  }
  return titles;
}

/** The ingredient lines as searchable text: group titles, amounts, measurements, products, notes. */
export function ingredientsText(ingredients: readonly IngredientInput[], titles: Titles): string {
  const lines: string[] = [];
  const walk = (list: readonly IngredientInput[]): void => {
    for (const ingredient of list) {
      lines.push(
        [
          ingredient.groupTitle,
          ingredient.amount,
          ingredient.measurementId == null ? '' : titles.measurements.get(ingredient.measurementId),
          ingredient.productId == null ? '' : titles.products.get(ingredient.productId),
          ingredient.additionalInformation,
        ]
          .filter((part) => part !== undefined && part !== '')
          .join(' '),
      );
      walk(ingredient.ingredients ?? []);
      walk(ingredient.substitutionIngredients ?? []);
    }
  };
  walk(ingredients);
  return lines.filter((line) => line !== '').join('\n');
}

/**
 * The lines with each typed ingredient or measurement (productTitle, measurementTitle, with no id) turned into
 * the id of its lookup entry, added to the list when it is new: free text is kept, not dropped.
 */
async function withTypedLookups(
  trx: Knex.Transaction,
  ingredients: readonly IngredientInput[],
): Promise<IngredientInput[]> {
  const resolved: IngredientInput[] = [];
  for (const ingredient of ingredients) {
    const { productTitle = '', measurementTitle = '', ...line } = ingredient;
    resolved.push({
      ...line,
      productId:
        line.productId == null && productTitle !== ''
          ? await findOrAddSystemItem(trx, SystemItemType.Product, productTitle)
          : line.productId,
      measurementId:
        line.measurementId == null && measurementTitle !== ''
          ? await findOrAddSystemItem(trx, SystemItemType.Measurement, measurementTitle)
          : line.measurementId,
      ...(line.ingredients ? { ingredients: await withTypedLookups(trx, line.ingredients) } : {}),
      ...(line.substitutionIngredients
        ? { substitutionIngredients: await withTypedLookups(trx, line.substitutionIngredients) }
        : {}),
    });
  }
  return resolved;
}

/** Rejects ids of measurements and products that are not in the lookup lists (400 naming the field). */
function checkLookups(ingredients: readonly IngredientInput[], titles: Titles, path = 'ingredients'): void {
  ingredients.forEach((ingredient, index) => {
    const at = `${path}.${index}`;
    if (ingredient.measurementId != null && !titles.measurements.has(ingredient.measurementId))
      throw badRequest([{ field: `${at}.measurementId`, message: 'Measurement is not in the list.' }]);
    if (ingredient.productId != null && !titles.products.has(ingredient.productId))
      throw badRequest([{ field: `${at}.productId`, message: 'Ingredient is not in the list.' }]);
    checkLookups(ingredient.ingredients ?? [], titles, `${at}.ingredients`);
    checkLookups(ingredient.substitutionIngredients ?? [], titles, `${at}.substitutionIngredients`);
  });
}

/** Writes the tree in the order the form sent it (ingredientOrder renumbered 1, 2, ...). */
async function insertIngredients(
  trx: Knex.Transaction,
  recipeId: number,
  ingredients: readonly IngredientInput[],
  parentId: number | null,
  asSubstitution: boolean,
): Promise<void> {
  let order = 0;
  for (const ingredient of ingredients) {
    order += 1;
    const isGroup = !asSubstitution && ingredient.isGroup === true && parentId === null;
    const [inserted] = await typed<{ id: number }[]>(
      trx('recipe_ingredients')
        .insert({
          recipe_id: recipeId,
          parent_id: parentId,
          is_group: isGroup,
          is_substitution: asSubstitution,
          group_title: ingredient.groupTitle ?? '',
          ingredient_order: order,
          amount: isGroup ? '' : (ingredient.amount ?? ''),
          measurement_id: isGroup ? null : (ingredient.measurementId ?? null),
          product_id: isGroup ? null : (ingredient.productId ?? null),
          additional_information: ingredient.additionalInformation ?? '',
          substitution:
            (ingredient.substitutionIngredients ?? []).length > 0 || ingredient.substitution === true,
          show_substitutions: ingredient.showSubstitutions === true,
        })
        .returning('id'),
    );
    const id = Number(inserted?.id);
    if (isGroup) await insertIngredients(trx, recipeId, ingredient.ingredients ?? [], id, false);
    if (!asSubstitution)
      await insertIngredients(trx, recipeId, ingredient.substitutionIngredients ?? [], id, true);
  }
}

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

async function recipeRow(db: Queryable, userId: number, id: number): Promise<RecipeRow> {
  const row = await typed<RecipeRow | undefined>(
    recipesFor(db, userId)
      .where('r.id', id)
      .first([...SUMMARY_COLUMNS, 'r.instructions']),
  );
  if (!row) throw notFound(`Recipe ${id} was not found.`);
  return row;
}

function withDetails(row: RecipeRow, ingredients: Ingredient[], actor: RecipeActor): Recipe {
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

function emptyPage(params: RecipeListParams): PagedList<RecipeSummary> {
  return pageOf(0, params, { sortBy: 'rank', sortDirection: 'desc' }, []);
}

// ---- Writes ---------------------------------------------------------------------------------------

/** The stored creator of a recipe that is not archived, locked for the transaction on PostgreSQL. */
export async function lockRecipe(
  trx: Knex.Transaction,
  id: number,
): Promise<{ created_by_id: number; title: string }> {
  let query = trx('recipes').where({ id, archived: false }).select('created_by_id', 'title');
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await typed<{ created_by_id: number; title: string } | undefined>(query.first());
  if (!row) throw notFound(`Recipe ${id} was not found.`);
  return row;
}

/**
 * What the FTS5 table holds of a recipe row: its type goes in with the tags as a word of its own
 * ("recipetype9", search.ts), so a search under All finds recipes by their type's title.
 */
export const FTS_SOURCE_COLUMNS =
  "id, title, author_name, instructions, ingredients_text, tags || ' recipetype' || coalesce(recipe_type_id, 0)";

/** Refreshes the search index of one recipe from its row (SQLite: FTS5; PostgreSQL's column is generated). */
export async function reindexRecipe(trx: Knex.Transaction, id: number): Promise<void> {
  if (isPostgres(trx)) return;
  await trx.raw('DELETE FROM recipes_fts WHERE rowid = ?', [id]);
  await trx.raw(
    `INSERT INTO recipes_fts (rowid, title, author_name, instructions, ingredients, tags)
     SELECT ${FTS_SOURCE_COLUMNS} FROM recipes
     WHERE id = ? AND archived = 0`,
    [id],
  );
}

function fieldsOf(input: RecipeSave) {
  // Zero prep times are no prep time (apps.md section 4, Recipe save).
  const zeroIsEmpty = (value: number | null): number | null => (value === 0 ? null : value);
  return {
    title: input.title,
    description: input.description,
    author_name: input.authorName,
    recipe_type_id: input.recipeTypeId,
    prep_time_type_id: input.prepTimeTypeId,
    prep_start_time: zeroIsEmpty(input.prepStartTime),
    prep_end_time: zeroIsEmpty(input.prepEndTime),
    cook_time_type_id: input.cookTimeTypeId,
    cook_start_time: input.cookStartTime,
    cook_end_time: input.cookEndTime,
    total_time_type_id: input.totalTimeTypeId,
    total_start_time: input.totalStartTime,
    total_end_time: input.totalEndTime,
    total_time_auto_calculate: input.totalTimeAutoCalculate,
    servings: input.servings,
    serving_title: input.servingTitle,
    serving_scalable: input.servingScalable,
    instructions: input.instructions,
    tags: input.tags,
  };
}

async function checkTypes(trx: Knex.Transaction, input: RecipeSave): Promise<void> {
  const wanted: [string, number, number | null][] = [
    ['recipeTypeId', SystemItemType.RecipeType, input.recipeTypeId],
    ['prepTimeTypeId', SystemItemType.TimeType, input.prepTimeTypeId],
    ['cookTimeTypeId', SystemItemType.TimeType, input.cookTimeTypeId],
    ['totalTimeTypeId', SystemItemType.TimeType, input.totalTimeTypeId],
  ];
  for (const [field, type, id] of wanted) {
    if (id === null) continue;
    const found = await typed<unknown>(trx('system_items').where({ system_item_type: type, id }).first('id'));
    if (!found) throw badRequest([{ field, message: 'The value is not in the list.' }]);
  }
}

/** Creates (id 0) or updates a recipe: fields, ingredient tree, search index and freshness, one transaction. */
export async function saveRecipe(context: RecipeContext, sent: RecipeSave): Promise<Recipe> {
  const { db, user } = context;
  const id = await db.transaction(async (trx) => {
    const actor = await actorOf(trx, user);
    // Who may not save the recipe adds nothing to the lists: the check comes before the typed entries.
    if (sent.id === 0 && !canEditRecipe(actor, null))
      throw forbidden('Adding a recipe needs the Recipes/Create claim.');
    if (sent.id !== 0) {
      const existing = await lockRecipe(trx, sent.id);
      if (!canEditRecipe(actor, existing.created_by_id))
        throw forbidden(
          'Only its creator, a Recipe Super User or an Admin (with Recipes/Update) may edit this recipe.',
        );
    }
    const input = { ...sent, ingredients: await withTypedLookups(trx, sent.ingredients) };
    const titles = await lookupTitles(trx);
    checkLookups(input.ingredients, titles);
    await checkTypes(trx, input);
    const now = new Date();
    const fields = {
      ...fieldsOf(input),
      ingredients_text: ingredientsText(input.ingredients, titles),
      modified_by_id: user.id,
      last_modified_date: now,
    };
    let recipeId = input.id;
    if (recipeId === 0) {
      if (!canEditRecipe(actor, null)) throw forbidden('Adding a recipe needs the Recipes/Create claim.');
      const [inserted] = await typed<{ id: number }[]>(
        trx('recipes')
          .insert({ ...fields, created_by_id: user.id, created_date: now })
          .returning('id'),
      );
      recipeId = Number(inserted?.id);
    } else {
      const existing = await lockRecipe(trx, recipeId);
      if (!canEditRecipe(actor, existing.created_by_id))
        throw forbidden(
          'Only its creator, a Recipe Super User or an Admin (with Recipes/Update) may edit this recipe.',
        );
      await trx('recipes').where({ id: recipeId }).update(fields);
      await trx('recipe_ingredients').where({ recipe_id: recipeId }).delete();
    }
    await insertIngredients(trx, recipeId, input.ingredients, null, false);
    await reindexRecipe(trx, recipeId);
    await touchRecipe(trx, recipeId);
    return recipeId;
  });
  return getRecipe(context, id);
}

export async function archiveRecipe(context: RecipeContext, id: number) {
  const { db, user } = context;
  return db.transaction(async (trx) => {
    const actor = await actorOf(trx, user);
    const existing = await lockRecipe(trx, id);
    if (!canArchiveRecipe(actor, existing.created_by_id))
      throw forbidden(
        'Only its creator, a Recipe Super User or an Admin (with Recipes/Update and Delete) may archive this recipe.',
      );
    await trx('recipes').where({ id }).update({
      archived: true,
      archived_date: new Date(),
      modified_by_id: user.id,
      last_modified_date: new Date(),
    });
    await reindexRecipe(trx, id);
    await touchRecipe(trx, id);
    return { id, title: existing.title, message: RECIPE_MESSAGES.archived(existing.title) };
  });
}

async function requireReadable(db: Queryable, id: number): Promise<void> {
  const found = await typed<unknown>(db('recipes').where({ id, archived: false }).first('id'));
  if (!found) throw notFound(`Recipe ${id} was not found.`);
}

/** One rating per user (a second one replaces the first); the overall rating is their average. */
export async function rateRecipe(context: RecipeContext, id: number, rating: number): Promise<RecipeRating> {
  const { db, user } = context;
  return db.transaction(async (trx) => {
    // The recipe row's lock orders concurrent raters, so each average is taken after the others committed
    // (PostgreSQL: an UPDATE's subquery reads the snapshot of its statement's start).
    await lockRecipe(trx, id);
    await trx('recipe_ratings')
      .insert({ recipe_id: id, user_id: user.id, rating, modified_date: new Date() })
      .onConflict(['recipe_id', 'user_id'])
      .merge(['rating', 'modified_date']);
    // One statement: concurrent raters each leave the average of every rating then committed.
    await trx('recipes')
      .where({ id })
      .update({
        overall_rating: trx('recipe_ratings').where({ recipe_id: id }).avg('rating'),
        rating_count: trx('recipe_ratings').where({ recipe_id: id }).count('*'),
      });
    await touchRecipe(trx, id);
    const row = await typed<{
      overall_rating: number | string;
      rating_count: number | string;
    }>(trx('recipes').where({ id }).first('overall_rating', 'rating_count'));
    return {
      id,
      overallRating: Math.round(Number(row.overall_rating) * 100) / 100,
      userRating: rating,
      ratingCount: count(row.rating_count),
    };
  });
}

export async function setFavorite(context: RecipeContext, id: number, favorite: boolean) {
  const { db, user } = context;
  await requireReadable(db, id);
  if (favorite) {
    await db('recipe_favorites')
      .insert({ user_id: user.id, recipe_id: id, created_date: new Date() })
      .onConflict(['user_id', 'recipe_id'])
      .ignore();
  } else {
    await db('recipe_favorites').where({ user_id: user.id, recipe_id: id }).delete();
  }
  return { id, favorite };
}

export { requireReadable };
