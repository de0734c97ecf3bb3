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

/** FTS5 column of each search option (0 All searches every column). */
const FTS_COLUMNS: Record<number, string> = {
  [RecipeSearchOption.Title]: 'title',
  [RecipeSearchOption.AuthorName]: 'author_name',
  [RecipeSearchOption.Instructions]: 'instructions',
  [RecipeSearchOption.Ingredients]: 'ingredients',
  [RecipeSearchOption.Tags]: 'tags',
};

/** An FTS5 MATCH expression, or null when the term has no words. */
export function ftsMatch(term: string, option: number, wholeWord: boolean): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  const expression = words.map((word) => `"${word}"${wholeWord ? '' : '*'}`).join(' AND ');
  const column = FTS_COLUMNS[option];
  return column === undefined ? expression : `{${column}} : (${expression})`;
}

/** A to_tsquery('english', ...) text, or null when the term has no words. */
export function tsQuery(term: string, wholeWord: boolean): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  return words.map((word) => (wholeWord ? word : `${word}:*`)).join(' & ');
}

/** The recipes column a PostgreSQL search option narrows to (0 All uses the weighted vector alone). */
export const PG_COLUMNS: Record<number, string> = {
  [RecipeSearchOption.Title]: 'title',
  [RecipeSearchOption.AuthorName]: 'author_name',
  [RecipeSearchOption.Instructions]: 'instructions',
  [RecipeSearchOption.Ingredients]: 'ingredients_text',
  [RecipeSearchOption.Tags]: 'tags',
};
