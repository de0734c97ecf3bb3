// The device's full-text index of the recipe table: the words of each searched field, folded (lower case, no
// accents) once when the offline list first needs them, kept in step recipe by recipe on a refresh. A search
// finds the recipes where every word of the term starts a word of the option's fields (a whole word with
// "whole word", and for the short words before the last one, as the server's search), best first: a word in the
// title weighs most, then tags, then ingredients. It replaces minisearch on the keystroke path: minisearch
// scored every recipe holding a common word ("garlic" is in nearly every method) on each keystroke, 80-280 ms
// at the machine's load, where this index answers the same words in a few milliseconds (docs/performance.md).
import { ALL_SEARCH_FIELDS, searchFieldsOf, type LocalRecipe, type RecipeIndexSearch } from './localRecipes';

const INDEXED_FIELDS = ALL_SEARCH_FIELDS;
type IndexedField = (typeof INDEXED_FIELDS)[number];

/** How much a word found in a field weighs: the title most, then tags and ingredients, as a cook expects. */
const BOOST: Readonly<Record<IndexedField, number>> = {
  title: 4,
  authorName: 1,
  instructions: 1,
  ingredientProducts: 1.5,
  ingredientNotes: 1,
  tags: 2,
  recipeTypeTitle: 2,
};
/** A word found as the start of a longer word weighs less than the whole word. */
const START_OF_WORD = 0.75;

/** Lower case without accents: "Crème brûlée" is found by "creme brulee". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const wordsOf = (text: string): string[] => fold(text).split(NOT_WORD).filter(Boolean);

interface Entry {
  id: number;
  /** Per field, its words between spaces (" lemon herb roast chicken "): a word start is " " + word. */
  words: Readonly<Record<IndexedField, string>>;
}

function entryOf(recipe: LocalRecipe): Entry {
  const words = {} as Record<IndexedField, string>;
  for (const field of INDEXED_FIELDS) {
    const value = recipe[field];
    words[field] = typeof value === 'string' ? ` ${wordsOf(value).join(' ')} ` : ' ';
  }
  return { id: recipe.id, words };
}

/** A word of the term and how it must be found: as the start of a word, or whole. */
interface Wanted {
  needle: string;
  whole: boolean;
}

/**
 * The term's words: the last one (still being typed) and words longer than two letters match word starts;
 * short words before the last ("a", "of") and every word with "whole word" must be whole words.
 */
function wantedOf(term: string, wholeWord: boolean): Wanted[] {
  const words = wordsOf(term);
  return words.map((word, position) => {
    const whole = wholeWord || (position < words.length - 1 && word.length <= 2);
    return { needle: whole ? ` ${word} ` : ` ${word}`, whole };
  });
}

/** The option's fields, the heaviest first: a search stops looking once no other field could weigh more. */
const byWeight = (fields: readonly IndexedField[]): IndexedField[] =>
  [...fields].sort((a, b) => BOOST[b] - BOOST[a]);

/**
 * The entry's score for the term in the option's fields (heaviest first); 0 when a word is missing (every
 * word must match). A word weighs what the best field it is found in weighs.
 */
function scoreOf(entry: Entry, fields: readonly IndexedField[], wanted: readonly Wanted[]): number {
  let score = 0;
  for (const { needle, whole } of wanted) {
    let best = 0;
    for (const field of fields) {
      // Found already where the rest cannot beat it: a keystroke over 5,000 recipes mostly stops at the title.
      if (best >= BOOST[field]) break;
      const text = entry.words[field];
      if (!text.includes(needle)) continue;
      const exact = whole || text.includes(`${needle} `);
      best = Math.max(best, BOOST[field] * (exact ? 1 : START_OF_WORD));
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

export interface RecipeIndex {
  /** Ids of the recipes found, best first; equal scores keep the order the recipes were given in. */
  search: RecipeIndexSearch;
  /** Adds or replaces one recipe. */
  put(recipe: LocalRecipe): void;
  remove(id: number): void;
  readonly size: number;
}

/** What the previous search found: a longer term typed after it can only find among these. */
interface LastSearch {
  option: number;
  wholeWord: boolean;
  term: string;
  entries: Entry[];
}

/** Builds the index; give the recipes in title order so that equal scores list by title. */
export function buildRecipeIndex(recipes: readonly LocalRecipe[]): RecipeIndex {
  const entries = new Map<number, Entry>();
  for (const recipe of recipes) entries.set(recipe.id, entryOf(recipe));
  let last: LastSearch | null = null;

  const search: RecipeIndexSearch = (term, searchOption, wholeWord) => {
    const wanted = wantedOf(term, wholeWord);
    if (wanted.length === 0) return [];
    const fields = byWeight(searchFieldsOf(searchOption) as readonly IndexedField[]);
    const lowered = term.toLowerCase();
    // Typing on: every word stays or gets stricter (a longer start, a short word now whole, one more word).
    // Not with whole word: "pie" is no whole word of what "pi" found.
    const from =
      !wholeWord &&
      last !== null &&
      last.option === searchOption &&
      !last.wholeWord &&
      lowered.startsWith(last.term)
        ? last.entries
        : entries.values();
    const found: { entry: Entry; score: number }[] = [];
    for (const entry of from) {
      const score = scoreOf(entry, fields, wanted);
      if (score > 0) found.push({ entry, score });
    }
    last = { option: searchOption, wholeWord, term: lowered, entries: found.map((hit) => hit.entry) };
    // A stable sort: equal scores keep the given (title) order.
    found.sort((a, b) => b.score - a.score);
    return found.map((hit) => hit.entry.id);
  };

  return {
    search,
    put(recipe) {
      entries.set(recipe.id, entryOf(recipe));
      last = null;
    },
    remove(id) {
      entries.delete(id);
      last = null;
    },
    get size() {
      return entries.size;
    },
  };
}
