// The Recipes list on the device (apps.md section 4, "Offline reads"): the spec's local paged query over the
// recipe table (contains matches; OR across fields for All and for ingredients), ranked first by the device's
// full-text index when one is built. Pure: the tables and the index are handed in.
import type { PagedList } from '@lcars/api/contract';
import type { Ingredient, Recipe, RecipeSetup, RecipeSummary } from '@lcars/api/contract/recipes';
import { runPagedQuery, type PagedQuery, type QueryFilter } from '../../core/offline/pagedQuery';
import type { RecipeListQuery } from './api';

/** A recipe as the device keeps it: the server's recipe and its ingredients as text, for the local query. */
export interface LocalRecipe extends Recipe {
  /** The products of its ingredient lines (and substitutions), space separated. */
  ingredientProducts: string;
  /** The free text of its ingredient lines ("finely chopped", lines kept as text by an import). */
  ingredientNotes: string;
}

function lines(ingredients: readonly Ingredient[]): Ingredient[] {
  return ingredients.flatMap((line) => [
    line,
    ...lines(line.ingredients),
    ...lines(line.substitutionIngredients),
  ]);
}

/** The recipe with its ingredient text, for the recipe table. */
export function toLocalRecipe(recipe: Recipe, setup: Pick<RecipeSetup, 'products'>): LocalRecipe {
  const products = new Map(setup.products.map((item) => [item.id, item.title]));
  const all = lines(recipe.ingredients);
  return {
    ...recipe,
    ingredientProducts: all
      .map((line) => (line.productId === null ? '' : (products.get(line.productId) ?? '')))
      .filter((text) => text !== '')
      .join(' '),
    ingredientNotes: all
      .map((line) => [line.groupTitle, line.additionalInformation].filter(Boolean).join(' '))
      .filter((text) => text !== '')
      .join(' '),
  };
}

/** The record fields each search option looks in (0 All, 1 title, 2 authorName, 3 instructions, 4 ingredients, 5 tags). */
export const SEARCH_FIELDS: Readonly<Record<number, readonly (keyof LocalRecipe)[]>> = {
  0: ['title', 'authorName', 'instructions', 'ingredientProducts', 'ingredientNotes', 'tags'],
  1: ['title'],
  2: ['authorName'],
  3: ['instructions'],
  4: ['ingredientProducts', 'ingredientNotes'],
  5: ['tags'],
};

export const searchFieldsOf = (option: number): readonly (keyof LocalRecipe)[] =>
  SEARCH_FIELDS[option] ?? SEARCH_FIELDS[0]!;

/**
 * The spec's local paged query for a list request: the term as a contains filter on each field of the
 * search option, OR-ed (one field for the single-field options), sorted by title. Favourites only is
 * applied by the caller (the favourites are a table of their own).
 */
export function recipePagedQuery(query: RecipeListQuery): PagedQuery {
  const term = query.term.trim();
  const filters: QueryFilter[] =
    term === ''
      ? []
      : searchFieldsOf(query.searchOption).map((field) => ({ field, value: term, operator: 'contains' }));
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    filters,
    filterLogic: 'OR',
    sortBy: 'title',
    sortDirection: 'asc',
  };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Whole word: every word of the term is a whole word of one of the fields (what the server's whole word does). */
function wholeWordMatch(record: LocalRecipe, fields: readonly (keyof LocalRecipe)[], term: string): boolean {
  const wanted = term.toLowerCase().match(WORD) ?? [];
  if (wanted.length === 0) return false;
  const words = new Set(
    fields.flatMap((field) => {
      const value = record[field];
      return typeof value === 'string' ? (value.toLowerCase().match(WORD) ?? []) : [];
    }),
  );
  return wanted.every((word) => words.has(word));
}

/** What the device's full-text index answers: recipe ids, best match first. */
export type RecipeIndexSearch = (term: string, searchOption: number, wholeWord: boolean) => number[];

export interface LocalRecipeSource {
  /** The recipe table's records, in any order unless `sortedByTitle`. */
  records: readonly LocalRecipe[];
  /**
   * The records are already in title order (the device's copy in memory is sorted once): a keystroke then
   * only filters, which keeps it far under the 50 ms of a keystroke (sorting 5,000 titles costs more).
   */
  sortedByTitle?: boolean;
  /** The recipe-favorite table: ids of the user's favourites. */
  favorites: ReadonlySet<number>;
  /** The full-text index, when built; without it only the local paged query answers. */
  search?: RecipeIndexSearch;
}

/** Title order, as the local query's sortBy 'title' (natural, ignoring case). */
export function sortByTitle(records: readonly LocalRecipe[]): LocalRecipe[] {
  return runPagedQuery(records, { sortBy: 'title', itemsPerPage: Math.max(1, records.length) }).records;
}

const summaryOf = (record: LocalRecipe, favorites: ReadonlySet<number>, cardView: boolean): RecipeSummary => {
  const {
    ingredients: _ingredients,
    instructions: _instructions,
    canEdit: _canEdit,
    canArchive: _canArchive,
    ingredientProducts: _products,
    ingredientNotes: _notes,
    ...summary
  } = record;
  return {
    ...summary,
    favorite: favorites.has(record.id),
    previewImage: cardView ? summary.previewImage : '',
  };
};

/**
 * A page of the list from the device: without a term, every (favourite) recipe by title; with one, the
 * index's matches best first, then the local query's contains matches it did not rank (a word inside
 * another, "mato" in "tomato"); whole word keeps whole words only.
 */
export function localRecipePage(source: LocalRecipeSource, query: RecipeListQuery): PagedList<RecipeSummary> {
  const term = query.term.trim();
  const all = query.favoritesOnly
    ? source.records.filter((record) => source.favorites.has(record.id))
    : source.records;
  const pool = source.sortedByTitle ? all : sortByTitle(all);
  // The pool is in title order: the local query filters it and keeps that order.
  const paged = { ...recipePagedQuery(query), sortBy: undefined };
  let ordered: readonly LocalRecipe[];
  if (term === '') {
    ordered = runPagedQuery(pool, { ...paged, page: 1, itemsPerPage: Math.max(1, pool.length) }).records;
  } else {
    const fields = searchFieldsOf(query.searchOption);
    const byId = new Map(pool.map((record) => [record.id, record]));
    const ranked = (source.search?.(term, query.searchOption, query.wholeWord) ?? []).flatMap((id) => {
      const record = byId.get(id);
      return record ? [record] : [];
    });
    const seen = new Set(ranked.map((record) => record.id));
    const contains = runPagedQuery(pool, { ...paged, page: 1, itemsPerPage: Math.max(1, pool.length) })
      .records.filter((record) => !seen.has(record.id))
      .filter((record) => !query.wholeWord || wholeWordMatch(record, fields, term));
    ordered = [...ranked, ...contains];
  }
  const page = runPagedQuery(ordered, { page: query.page, itemsPerPage: query.itemsPerPage });
  return {
    total: page.total,
    itemsPerPage: page.itemsPerPage,
    page: page.page,
    pageCount: page.pageCount,
    startIndex: page.records.length === 0 ? 0 : page.startIndex + 1,
    stopIndex: page.stopIndex,
    sortBy: term === '' ? 'title' : 'rank',
    sortDirection: 'asc',
    records: page.records.map((record) => summaryOf(record, source.favorites, query.cardView)),
  };
}
