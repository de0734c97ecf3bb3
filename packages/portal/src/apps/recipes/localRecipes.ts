// A recipe as the device keeps it and the local paged query a list
// search stands for (contains matches; OR across fields for All and for ingredients). The rows in memory that
// answer a keystroke are in recipeRows.ts, the full-text index in recipeIndex.ts.
import type { Ingredient, Recipe, RecipeSetup, RecipeSummary } from '@lcars/contract/recipes';
import { runPagedQuery, type PagedQuery, type QueryFilter } from '../../core/offline/pagedQuery';
import type { RecipeListQuery } from './query';

/** A recipe as the device keeps it: the server's recipe and its ingredients as text, for the local query. */
export interface LocalRecipe extends Recipe {
  /** The products of its ingredient lines (and substitutions), space separated. */
  ingredientProducts: string;
  /** The free text of its ingredient lines ("finely chopped", lines kept as text by an import). */
  ingredientNotes: string;
  /** The title of its recipe type ("Dessert"): searched under All, as the server does. */
  recipeTypeTitle: string;
}

function lines(ingredients: readonly Ingredient[]): Ingredient[] {
  return ingredients.flatMap((line) => [
    line,
    ...lines(line.ingredients),
    ...lines(line.substitutionIngredients),
  ]);
}

/** The recipe with its ingredient text, for the recipe table. */
export function toLocalRecipe(
  recipe: Recipe,
  setup: Pick<RecipeSetup, 'products'> & Partial<Pick<RecipeSetup, 'recipeTypes'>>,
): LocalRecipe {
  const products = new Map(setup.products.map((item) => [item.id, item.title]));
  const recipeType = setup.recipeTypes?.find((item) => item.id === recipe.recipeTypeId);
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
    recipeTypeTitle: recipeType?.title ?? '',
  };
}

/** Every field a search looks in: option 0 (All), and the fields the word index holds. */
export const ALL_SEARCH_FIELDS = [
  'title',
  'authorName',
  'instructions',
  'ingredientProducts',
  'ingredientNotes',
  'tags',
  'recipeTypeTitle',
] as const satisfies readonly (keyof LocalRecipe)[];

/** The record fields each search option looks in (0 All, 1 title, 2 authorName, 3 instructions, 4 ingredients, 5 tags). */
export const SEARCH_FIELDS: Readonly<Record<number, readonly (keyof LocalRecipe)[]>> = {
  0: ALL_SEARCH_FIELDS,
  1: ['title'],
  2: ['authorName'],
  3: ['instructions'],
  4: ['ingredientProducts', 'ingredientNotes'],
  5: ['tags'],
};

/**
 * What the "Search in" options read: the words a person uses, by option id (the stored lookup titles are the
 * field names, "authorName"); an option the portal does not know keeps its stored title.
 */
export const SEARCH_OPTION_LABELS: Readonly<Record<number, string>> = {
  0: 'All',
  1: 'Title',
  2: 'Author',
  3: 'Method',
  4: 'Ingredients',
  5: 'Tags',
};

export const searchOptionLabel = (option: { id: number; title: string }): string =>
  SEARCH_OPTION_LABELS[option.id] ?? option.title;

export const searchFieldsOf = (option: number): readonly (keyof LocalRecipe)[] =>
  SEARCH_FIELDS[option] ?? SEARCH_FIELDS[0]!;

/**
 * The local paged query for a list request: the term as a contains filter on each field of the
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

/** What the device's full-text index answers: recipe ids, best match first. */
export type RecipeIndexSearch = (term: string, searchOption: number, wholeWord: boolean) => number[];

/** Title order, as the local query's sortBy 'title' (natural, ignoring case). */
export function sortByTitle(records: readonly LocalRecipe[]): LocalRecipe[] {
  return runPagedQuery(records, { sortBy: 'title', itemsPerPage: Math.max(1, records.length) }).records;
}

/** The list's row of a recipe, as the server sends it (the preview image in card view only). */
export const summaryOf = (
  record: LocalRecipe,
  favorites: ReadonlySet<number>,
  cardView: boolean,
): RecipeSummary => {
  const {
    ingredients: _ingredients,
    instructions: _instructions,
    canEdit: _canEdit,
    canArchive: _canArchive,
    ingredientProducts: _products,
    ingredientNotes: _notes,
    recipeTypeTitle: _type,
    ...summary
  } = record;
  return {
    ...summary,
    favorite: favorites.has(record.id),
    previewImage: cardView ? summary.previewImage : '',
  };
};
