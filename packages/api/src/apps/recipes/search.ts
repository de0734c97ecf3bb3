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

/** How many lexemes a typed word start may stand for before it is left to the index as a prefix (`stem:*`). */
export const MAX_PREFIX_LEXEMES = 32;

/**
 * What PostgreSQL made of one typed word: its stems (to_tsvector('english', word): none for a stop word) and,
 * for a word matched as the start of a word, the lexemes of the collection each stem starts (recipe_lexemes, at
 * most MAX_PREFIX_LEXEMES + 1: more says "too many to list").
 */
export interface WordForms {
  readonly stems: readonly string[];
  readonly starts: ReadonlyMap<string, readonly string[]>;
}

/** A lexeme as a tsquery literal: quoted, its quotes and backslashes escaped. */
const literal = (lexeme: string): string => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * What one word of the term matches on PostgreSQL: any of these exact lexemes, or any lexeme starting one of
 * these prefixes (a short start that begins more than MAX_PREFIX_LEXEMES lexemes).
 */
export interface WordClause {
  readonly lexemes: readonly string[];
  readonly prefixes: readonly string[];
}

/**
 * The clauses every match must meet, one a word, or null when the term can match nothing (a word of which no
 * recipe holds a lexeme). A word matches its stems as they are (whole word), or the lexemes each stem starts,
 * listed. A stop word is left out, as to_tsquery leaves it (an empty list: no words to meet). With types (under
 * All), a word naming a recipe type also matches the recipes of that type.
 */
export function wordClauses(
  words: readonly string[],
  forms: readonly WordForms[],
  wholeWord: boolean,
  types: readonly SearchableType[] = [],
): WordClause[] | null {
  const named = typesNamed(words, types, wholeWord);
  const clauses: WordClause[] = [];
  for (const [index, form] of forms.entries()) {
    const typeTokens = (named[index] ?? []).map(recipeTypeToken);
    if (form.stems.length === 0 && typeTokens.length === 0) continue;
    const lexemes = new Set<string>();
    const prefixes: string[] = [];
    for (const stem of form.stems) {
      const starts = wholeWord ? [stem] : (form.starts.get(stem) ?? []);
      if (starts.length > MAX_PREFIX_LEXEMES) prefixes.push(stem);
      else for (const start of starts) lexemes.add(start);
    }
    for (const token of typeTokens) lexemes.add(token);
    if (lexemes.size === 0 && prefixes.length === 0) return null;
    clauses.push({ lexemes: [...lexemes], prefixes });
  }
  return clauses;
}

/**
 * A tsquery (cast with `::tsquery`, no further stemming) of the clauses, or null when there are none: every
 * clause must match, each by any of its lexemes or prefixes (`stem:*`).
 */
export function lexemeQuery(clauses: readonly WordClause[]): string | null {
  const parts = clauses.map((clause) => {
    const all = [...clause.lexemes.map(literal), ...clause.prefixes.map((stem) => `${literal(stem)}:*`)];
    return all.length === 1 ? all[0]! : `(${all.join(' | ')})`;
  });
  return parts.length === 0 ? null : parts.join(' & ');
}

/** The recipes column a PostgreSQL search option narrows to (0 All uses the weighted vector alone). */
export const PG_COLUMNS: Record<number, string> = {
  [RecipeSearchOption.Title]: 'title',
  [RecipeSearchOption.AuthorName]: 'author_name',
  [RecipeSearchOption.Instructions]: 'instructions',
  [RecipeSearchOption.Ingredients]: 'ingredients_text',
  [RecipeSearchOption.Tags]: 'tags',
};
