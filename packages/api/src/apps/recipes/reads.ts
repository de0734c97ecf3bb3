// Reading recipes: the setup lists, one recipe, the changes since, the favourites and the searched list.
import type { Knex } from 'knex';
import { SystemItemType } from '@lcars/contract';
import {
  RECIPE_LIST_CAP,
  RecipeSearchOption,
  type Ingredient,
  type Recipe,
  type RecipeListParams,
  type RecipePage,
  type RecipeSetup,
  type RecipeSummary,
} from '@lcars/contract/recipes';
import type { Db } from '../../db/knex.js';
import { count } from '../../db/knex.js';
import { toDate } from '../../db/dates.js';
import { pageOf } from '../../db/paging.js';
import { readCursor, signCursor } from '../../http/cursor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { listSystemItems } from '../../platform/system-items/service.js';
import {
  actorOf,
  canArchiveRecipe,
  canEditRecipe,
  type Queryable,
  type RecipeActor,
  type RecipeContext,
} from './access.js';
import {
  MAX_PREFIX_LEXEMES,
  PG_COLUMNS,
  ftsMatch,
  lexemeQuery,
  searchWords,
  wordClauses,
  type SearchableType,
  type WordClause,
  type WordForms,
} from './search.js';
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
 * PostgreSQL's stems of each typed word and, unless whole words are asked for, the collection's lexemes each
 * stem starts (docs/decisions.md, "Recipes: PostgreSQL's search by exact lexemes"), in one query: a start that
 * the index would answer as a prefix, gathering every posting of every lexeme it starts, is listed instead.
 */
export async function wordForms(db: Db, words: readonly string[], wholeWord: boolean): Promise<WordForms[]> {
  const starts = wholeWord
    ? 'ARRAY[]::text[]'
    : `ARRAY(SELECT l.lexeme FROM recipe_lexemes l
        WHERE l.lexeme >= s.stem COLLATE "C" AND l.lexeme < (s.stem || chr(1114111)) COLLATE "C"
        ORDER BY l.lexeme LIMIT ${MAX_PREFIX_LEXEMES + 1})`;
  const { rows } = await db.raw<{ rows: { ord: string; stem: string | null; starts: string[] }[] }>(
    `SELECT w.ord, s.stem, ${starts} AS starts
       FROM unnest(ARRAY[${words.map(() => '?').join(', ')}]::text[]) WITH ORDINALITY AS w(word, ord)
       LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', w.word))) AS s(stem) ON true
       ORDER BY w.ord, s.stem`,
    [...words],
  );
  return words.map((_, index) => {
    const own = rows.filter((row) => Number(row.ord) === index + 1 && row.stem !== null);
    return {
      stems: own.map((row) => row.stem!),
      starts: new Map(own.map((row) => [row.stem!, row.starts])),
    };
  });
}

/** How a page goes on from the one before: its `after` cursor, and the server's key that signs cursors. */
export interface RecipePaging {
  after?: string | undefined;
  jwtKey: Uint8Array;
}

/** A search's candidate: a recipe's id and how well it matches (higher is better on both databases). */
interface Candidate {
  id: number;
  rank: number;
}

/** Best match first; equal ranks by id, so every recipe has one place in the order (keyset paging needs it). */
const bestFirst = (a: Candidate, b: Candidate): number => b.rank - a.rank || a.id - b.id;

/** The recipes of `rows`, counted up to the cap: one more than the cap says "more than the cap". */
async function cappedCount(db: Queryable, rows: Knex.QueryBuilder): Promise<number> {
  const capped = rows
    .select('r.id')
    .limit(RECIPE_LIST_CAP + 1)
    .as('capped');
  const row = await typed<{ total?: unknown } | undefined>(db.from(capped).count({ total: '*' }).first());
  return count(row?.total);
}

/**
 * The newest matches of a search, at most one more than the cap, each with its rank: the bounded set a page is
 * ranked from (FTS5's bm25 on SQLite, ts_rank on PostgreSQL). Null when the term has no words.
 */
async function searchCandidates(
  context: RecipeContext,
  params: RecipeListParams,
): Promise<Candidate[] | null> {
  const { db, user } = context;
  if (isPostgres(db)) return postgresCandidates(context, params);
  const match = ftsMatch(params.term, params.searchOption, params.wholeWord, await recipeTypes(db));
  if (match === null) return null;
  // The FTS5 table holds exactly the recipes that are not archived (reindexRecipe). In rowid order FTS5 reads
  // its index lazily and stops at the limit.
  const hits = (expression: string): Knex.QueryBuilder =>
    db('recipes_fts')
      .whereRaw('recipes_fts match ?', [expression])
      .modify((query) => {
        if (params.favoritesOnly) {
          void query.whereIn('rowid', db('recipe_favorites').where('user_id', user.id).select('recipe_id'));
        }
      })
      .orderBy('rowid', 'desc')
      .limit(RECIPE_LIST_CAP + 1);
  const newest = (await typed<{ id: number }[]>(hits(match).select('rowid as id'))).map((row) =>
    Number(row.id),
  );
  if (newest.length <= RECIPE_LIST_CAP) {
    // Every match is in the set: bm25 ranks them (lower is better, so its negative is the rank). Column
    // weights: title, author, instructions, ingredients, tags. bm25 reads how many recipes hold each word, over
    // the whole index: bounded here, since there are at most the cap of them.
    const rows = await typed<{ id: number; score: number }[]>(
      hits(match).select('rowid as id', db.raw('bm25(recipes_fts, 10.0, 3.0, 1.0, 3.0, 5.0) as score')),
    );
    return rows.map((row) => ({ id: Number(row.id), rank: -Number(row.score) }));
  }
  // More matches than the cap (a word in most recipes): bm25 would count them all. The newest matches are
  // ranked in two tiers, as a search engine's title tier: those whose title matches first.
  const titled =
    params.searchOption === RecipeSearchOption.All || params.searchOption === RecipeSearchOption.Title
      ? ftsMatch(params.term, RecipeSearchOption.Title, params.wholeWord)
      : null;
  // The newest title matches hold every title match among the newest matches (they are fewer than the cap).
  const inTitle = new Set(
    titled === null
      ? []
      : (await typed<{ id: number }[]>(hits(titled).select('rowid as id'))).map((row) => Number(row.id)),
  );
  return newest.map((id) => ({ id, rank: inTitle.has(id) ? 1 : 0 }));
}

/**
 * PostgreSQL's newest matches: from the ordered posting lists when the search is the whole collection under All
 * by exact lexemes (postingCandidates); otherwise (a column, favourites only, a start too common to list) the
 * GIN index's matches, read newest first and ranked by ts_rank.
 */
async function postgresCandidates(
  context: RecipeContext,
  params: RecipeListParams,
): Promise<Candidate[] | null> {
  const { db, user } = context;
  const column = PG_COLUMNS[params.searchOption];
  const words = searchWords(params.term);
  if (words.length === 0) return null;
  const forms = await wordForms(db, words, params.wholeWord);
  const clauses = wordClauses(
    words,
    forms,
    params.wholeWord,
    column === undefined ? await recipeTypes(db) : [],
  );
  const text = clauses && lexemeQuery(clauses);
  if (clauses === null || text === null) return [];
  if (column === undefined && !params.favoritesOnly && postingsAnswer(clauses)) {
    return postingCandidates(db, clauses);
  }
  const matches = recipeRows(db, user.id, params.favoritesOnly)
    .whereRaw('r.search_vector @@ ?::tsquery', [text])
    .modify((query) => {
      if (column !== undefined) {
        void query.whereRaw(`to_tsvector('english', ??) @@ ?::tsquery`, [`r.${column}`, text]);
      }
    })
    .orderBy('r.id', 'desc')
    .limit(RECIPE_LIST_CAP + 1)
    .select('r.id', 'r.search_vector')
    .as('c');
  // The rank is worked out over the bounded set only (the subquery's limit comes first).
  const rows = await typed<{ id: number; rank: number | string }[]>(
    db.from(matches).select('c.id', db.raw('ts_rank(c.search_vector, ?::tsquery) as rank', [text])),
  );
  return rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
}

/**
 * Whether the posting lists answer these clauses by a plan that holds whatever the planner's estimates: one
 * word of exact lexemes, or several words of one lexeme each. A word of several lexemes beside another word
 * would be a merge of a union, whose size PostgreSQL cannot estimate (it then hashes every posting): GIN's.
 */
export const postingsAnswer = (clauses: readonly WordClause[]): boolean =>
  clauses.length > 0 &&
  clauses.every((clause) => clause.prefixes.length === 0) &&
  (clauses.length === 1 || clauses.every((clause) => clause.lexemes.length === 1));

/**
 * The newest matches of exact lexemes from the posting lists in id order (recipes_010_postings, docs/decisions.md
 * "Recipes: PostgreSQL's search reads ordered posting lists"), read from the index alone and ranked by the sum
 * of each word's best weight (ts_rank's weights of the vector's classes), so no recipe row is read. One word:
 * the newest RECIPE_LIST_CAP + 1 of each of its lexemes (a match among the newest of all of them is among the
 * newest of its own lexeme), merged. Several words of one lexeme each: their lists merged on the recipe, newest
 * first, read only as far as the newest RECIPE_LIST_CAP + 1 matches reach. Only for postingsAnswer's clauses.
 */
export async function postingCandidates(db: Db, clauses: readonly WordClause[]): Promise<Candidate[]> {
  const limit = RECIPE_LIST_CAP + 1;
  const newest = `ORDER BY recipe_id DESC LIMIT ${limit}`;
  const [first = [], ...others] = clauses.map((clause) => clause.lexemes);
  let sql: string;
  let lexemes: readonly string[];
  if (others.length === 0) {
    const lists = first.map(
      () => `(SELECT recipe_id, weight FROM recipe_postings WHERE lexeme = ? ${newest})`,
    );
    sql = `SELECT recipe_id AS id, max(weight) AS rank FROM (${lists.join(' UNION ALL ')}) p
            GROUP BY recipe_id ${newest}`;
    lexemes = first;
  } else {
    const joins = others.map(
      (_, index) =>
        `JOIN recipe_postings w${index + 1} ON w${index + 1}.recipe_id = w0.recipe_id AND w${index + 1}.lexeme = ?`,
    );
    const rank = clauses.map((_, index) => `w${index}.weight`).join(' + ');
    sql = `SELECT w0.recipe_id AS id, ${rank} AS rank FROM recipe_postings w0 ${joins.join(' ')}
            WHERE w0.lexeme = ? ORDER BY w0.recipe_id DESC LIMIT ${limit}`;
    lexemes = [...others.map((word) => word[0]!), first[0]!];
  }
  const { rows } = await db.raw<{ rows: { id: number | string; rank: number | string }[] }>(sql, lexemes);
  return rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
}

/** The list a cursor belongs to: who asks, favourites only, and the search (option, whole word, term). */
function cursorScope(userId: number, params: RecipeListParams): string {
  const search = params.term === '' ? '' : `${params.searchOption}|${params.wholeWord}|${params.term}`;
  return `recipes|${userId}|${params.favoritesOnly}|${search}`;
}

/**
 * A page of the list (docs/decisions.md, "Recipes and the repository: keyset pages and capped counts"). Without
 * a term: title order, each page after the one before by its `after` cursor (title, id), so a page costs the
 * same on page 1 and page 10,000. With a term: the full-text matches of the search option, best first, ranked
 * within the newest RECIPE_LIST_CAP matches (a common word matches most of a large collection: ranking all of
 * them was most of the page's time). The total is counted up to the cap; past it totalIsEstimate says so.
 * Without a cursor a page is found by its number, within the first RECIPE_LIST_CAP recipes.
 */
export async function listRecipes(
  context: RecipeContext,
  params: RecipeListParams,
  paging: RecipePaging,
): Promise<RecipePage> {
  const { db, user } = context;
  const size = params.itemsPerPage;
  const offset = (params.page - 1) * size;
  if (paging.after === undefined && offset >= RECIPE_LIST_CAP) {
    throw badRequest([
      {
        field: 'page',
        message: `Pages past the first ${RECIPE_LIST_CAP.toLocaleString('en')} recipes follow from the page before (after).`,
      },
    ]);
  }
  const scope = cursorScope(user.id, params);
  const summaries = (query: Knex.QueryBuilder): Knex.QueryBuilder => {
    const page = withCallerColumns(db, user.id, params.favoritesOnly, query).select(SUMMARY_COLUMNS);
    return params.cardView
      ? page
          .leftJoin('recipe_images as ri', 'ri.image_id', 'r.preview_image_id')
          .select('ri.thumbnail as preview_thumbnail')
      : page;
  };
  const rows = (): Knex.QueryBuilder => recipeRows(db, user.id, params.favoritesOnly);

  if (params.term === '') {
    const cursor = paging.after === undefined ? null : readCursor(paging.jwtKey, scope, paging.after, 'sn');
    const query = summaries(rows());
    // A row value: both databases read the (archived, title, id) index from the cursor on.
    if (cursor) void query.whereRaw('(r.title, r.id) > (?, ?)', cursor);
    else void query.offset(offset);
    const [found, total] = await Promise.all([
      typed<RecipeRow[]>(
        query
          .orderBy([
            { column: 'r.title', order: 'asc' },
            { column: 'r.id', order: 'asc' },
          ])
          .limit(size + 1),
      ),
      cappedCount(db, rows()),
    ]);
    const records = found.slice(0, size).map(toSummary);
    const last = records.at(-1);
    return cappedPage(total, params, 'title', records, () =>
      found.length > size && last ? signCursor(paging.jwtKey, scope, [last.title, last.id]) : null,
    );
  }

  const candidates = await searchCandidates(context, params);
  if (candidates === null) return emptyPage(params);
  const total = candidates.length;
  const ranked = candidates.slice(0, RECIPE_LIST_CAP).sort(bestFirst);
  let start = offset;
  if (paging.after !== undefined) {
    const [rank, id] = readCursor(paging.jwtKey, scope, paging.after, 'nn') as [number, number];
    // The cursor's recipe where it stands now; if it is gone, the first that ranks after its old place.
    const at = ranked.findIndex((candidate) => candidate.id === id);
    start = at >= 0 ? at + 1 : ranked.findIndex((candidate) => bestFirst({ id, rank }, candidate) < 0);
    if (start < 0) start = ranked.length;
  }
  const slice = ranked.slice(start, start + size);
  const byId = new Map(
    (
      await typed<RecipeRow[]>(
        summaries(rows()).whereIn(
          'r.id',
          slice.map((candidate) => candidate.id),
        ),
      )
    ).map((row) => [row.id, row]),
  );
  const records = slice.flatMap((candidate) => {
    const row = byId.get(candidate.id);
    return row ? [toSummary(row)] : [];
  });
  const last = slice.at(-1);
  return cappedPage(total, params, 'rank', records, () =>
    start + size < ranked.length && last ? signCursor(paging.jwtKey, scope, [last.rank, last.id]) : null,
  );
}

/** The paged list around a page of at most the cap counted: the total is the cap when there were more. */
function cappedPage(
  counted: number,
  params: RecipeListParams,
  sortBy: 'title' | 'rank',
  records: RecipeSummary[],
  nextCursor: () => string | null,
): RecipePage {
  const total = Math.min(counted, RECIPE_LIST_CAP);
  return {
    ...pageOf(total, params, { sortBy, sortDirection: sortBy === 'title' ? 'asc' : 'desc' }, records),
    totalIsEstimate: counted > RECIPE_LIST_CAP,
    nextCursor: nextCursor(),
  };
}

/** The recipe types a search under All compares its words with. */
const recipeTypes = (db: Db): Promise<SearchableType[]> => listSystemItems(db, SystemItemType.RecipeType);

export function emptyPage(params: RecipeListParams): RecipePage {
  return {
    ...pageOf(0, params, { sortBy: 'rank', sortDirection: 'desc' }, []),
    totalIsEstimate: false,
    nextCursor: null,
  };
}
