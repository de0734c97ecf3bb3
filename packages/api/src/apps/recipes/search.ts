// The quick search's query text for each database. A term is cut into words (letters and digits only, so
// nothing of the user's text reaches the query syntax); every word must match. Whole word matches the word
// itself (stemmed: "egg" finds "eggs"); otherwise a word matches as the start of a word ("pan" finds
// "pancake"), the way a search box is expected to behave while typing.
import { RecipeSearchOption } from '@lcars/contract/recipes';

const MAX_WORDS = 12;

/** The words of a search term, lower case, at most twelve. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * The word a recipe's type is indexed as ("recipetype9"): the type's id, not its title, so renaming a type in
 * the admin list needs no reindex. Under All a word that starts a word of a type's title also finds that type.
 */
export const recipeTypeToken = (typeId: number): string => `recipetype${typeId}`;

/** A type as the search compares it: its id and the lower-cased words of its title. */
export interface SearchableType {
  readonly id: number;
  readonly title: string;
}

/** For each word of the term, the recipe types it names (empty when none): "dessert" names Dessert. */
function typesNamed(
  words: readonly string[],
  types: readonly SearchableType[],
  wholeWord: boolean,
): number[][] {
  const titled = types.map((type) => ({ id: type.id, words: searchWords(type.title) }));
  return words.map((word) =>
    titled
      .filter((type) =>
        type.words.some((titleWord) => (wholeWord ? titleWord === word : titleWord.startsWith(word))),
      )
      .map((type) => type.id),
  );
}

/** FTS5 column of each search option (0 All searches every column). */
const FTS_COLUMNS: Record<number, string> = {
  [RecipeSearchOption.Title]: 'title',
  [RecipeSearchOption.AuthorName]: 'author_name',
  [RecipeSearchOption.Instructions]: 'instructions',
  [RecipeSearchOption.Ingredients]: 'ingredients',
  [RecipeSearchOption.Tags]: 'tags',
};

/**
 * An FTS5 MATCH expression, or null when the term has no words. Under All (no column) a word naming a recipe
 * type also matches the recipes of that type.
 */
export function ftsMatch(
  term: string,
  option: number,
  wholeWord: boolean,
  types: readonly SearchableType[] = [],
): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const column = FTS_COLUMNS[option];
  const named = column === undefined ? typesNamed(words, types, wholeWord) : words.map(() => []);
  const expression = words
    .map((word, index) => {
      const text = `"${word}"${wholeWord ? '' : '*'}`;
      const ids = named[index] ?? [];
      return ids.length === 0
        ? text
        : `(${[text, ...ids.map((id) => `"${recipeTypeToken(id)}"`)].join(' OR ')})`;
    })
    .join(' AND ');
  return column === undefined ? expression : `{${column}} : (${expression})`;
}

/**
 * A to_tsquery('english', ...) text, or null when the term has no words. With types (under All), a word naming
 * a recipe type also matches the recipes of that type.
 */
export function tsQuery(
  term: string,
  wholeWord: boolean,
  types: readonly SearchableType[] = [],
): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const named = typesNamed(words, types, wholeWord);
  return words
    .map((word, index) => {
      const text = wholeWord ? word : `${word}:*`;
      const ids = named[index] ?? [];
      return ids.length === 0 ? text : `(${[text, ...ids.map(recipeTypeToken)].join(' | ')})`;
    })
    .join(' & ');
}

/** The recipes column a PostgreSQL search option narrows to (0 All uses the weighted vector alone). */
export const PG_COLUMNS: Record<number, string> = {
  [RecipeSearchOption.Title]: 'title',
  [RecipeSearchOption.AuthorName]: 'author_name',
  [RecipeSearchOption.Instructions]: 'instructions',
  [RecipeSearchOption.Ingredients]: 'ingredients_text',
  [RecipeSearchOption.Tags]: 'tags',
};
