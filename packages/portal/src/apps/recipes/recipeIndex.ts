// The device's full-text index of the recipe table (minisearch, docs/decisions.md): built when the offline
// list first needs it, kept in step recipe by recipe on a refresh. Only the offline code imports this
// module, and only by import(): minisearch never reaches the sign-in bundle nor an online user's pages.
import MiniSearch, { type SearchOptions } from 'minisearch';
import { searchFieldsOf, type LocalRecipe, type RecipeIndexSearch } from './localRecipes';

const INDEXED_FIELDS = [
  'title',
  'authorName',
  'instructions',
  'ingredientProducts',
  'ingredientNotes',
  'tags',
] as const satisfies readonly (keyof LocalRecipe)[];

/** Lower case without accents: "Crème brûlée" is found by "creme brulee". */
const fold = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface RecipeIndex {
  search: RecipeIndexSearch;
  /** Adds or replaces one recipe. */
  put(recipe: LocalRecipe): void;
  remove(id: number): void;
  readonly size: number;
}

export function buildRecipeIndex(recipes: readonly LocalRecipe[]): RecipeIndex {
  const index = new MiniSearch<LocalRecipe>({
    idField: 'id',
    fields: [...INDEXED_FIELDS],
    storeFields: [],
    processTerm: (term) => fold(term),
  });
  index.addAll(recipes);

  const search: RecipeIndexSearch = (term, searchOption, wholeWord) => {
    const options: SearchOptions = {
      fields: [...searchFieldsOf(searchOption)],
      // Every word must match (as the server's search), the last one as the start of a word while typing.
      combineWith: 'AND',
      prefix: wholeWord ? false : (word, position, words) => position === words.length - 1 || word.length > 2,
      // The title weighs most, then tags and ingredients, as a cook searching a name expects.
      boost: { title: 4, tags: 2, ingredientProducts: 1.5 },
    };
    return index.search(term, options).map((result) => Number(result.id));
  };

  return {
    search,
    put(recipe) {
      if (index.has(recipe.id)) index.replace(recipe);
      else index.add(recipe);
    },
    remove(id) {
      if (index.has(id)) index.discard(id);
    },
    get size() {
      return index.documentCount;
    },
  };
}
