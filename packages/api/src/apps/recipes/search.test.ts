// The PostgreSQL search's tsquery of exact lexemes (search.ts lexemeQuery): listed word starts, a start too
// common to list left a prefix, stop words left out, recipe types named, and lexemes quoted for the syntax.
import { describe, expect, it } from 'vitest';
import {
  MAX_PREFIX_LEXEMES,
  lexemeQuery as tsquery,
  wordClauses,
  type SearchableType,
  type WordForms,
} from './search.js';

/** The tsquery of a term's words, or null when it can match nothing. */
function lexemeQuery(
  words: readonly string[],
  forms: readonly WordForms[],
  wholeWord: boolean,
  types: readonly SearchableType[] = [],
): string | null {
  const clauses = wordClauses(words, forms, wholeWord, types);
  return clauses && tsquery(clauses);
}

const forms = (stem: string, starts: string[] = [stem]): WordForms => ({
  stems: [stem],
  starts: new Map([[stem, starts]]),
});
const stopWord: WordForms = { stems: [], starts: new Map() };

describe('lexemeQuery', () => {
  it('lists the lexemes a word start begins, and requires every word', () => {
    expect(
      lexemeQuery(['salm', 'miso'], [forms('salm', ['salmon', 'salmonberri']), forms('miso')], false),
    ).toBe("('salmon' | 'salmonberri') & 'miso'");
  });

  it('leaves a start that begins more lexemes than are listed a prefix for the index', () => {
    const many = Array.from({ length: MAX_PREFIX_LEXEMES + 1 }, (_, index) => `s${index}`);
    expect(lexemeQuery(['s'], [forms('s', many)], false)).toBe("'s':*");
  });

  it('matches the stems themselves for whole words, and nothing for a start no recipe holds', () => {
    expect(lexemeQuery(['salmon'], [forms('salmon', ['salmon', 'salmonberri'])], true)).toBe("'salmon'");
    expect(lexemeQuery(['zzq', 'miso'], [forms('zzq', []), forms('miso')], false)).toBeNull();
  });

  it('leaves stop words out; only stop words match nothing', () => {
    expect(lexemeQuery(['the', 'miso'], [stopWord, forms('miso')], false)).toBe("'miso'");
    expect(lexemeQuery(['the'], [stopWord], false)).toBeNull();
  });

  it('lets a word name a recipe type under All, even a stop word', () => {
    const types = [{ id: 9, title: 'Dessert' }];
    expect(lexemeQuery(['dess'], [forms('dess', [])], false, types)).toBe("'recipetype9'");
    expect(lexemeQuery(['dessert'], [forms('dessert')], true, types)).toBe("('dessert' | 'recipetype9')");
  });

  it("quotes a lexeme's quotes and backslashes, so no text reaches the query syntax", () => {
    expect(lexemeQuery(['x'], [forms('x', ["o'brien", 'a\\b'])], false)).toBe("('o''brien' | 'a\\\\b')");
  });
});
