// The Recipes list rows kept in memory on the device, so that a keystroke of the offline quick search is
// answered without reading IndexedDB and without lower-casing the collection again: the records sorted by
// title once, their search text lower-cased once per search option, and the matches of the previous keystroke
// to narrow from. The answer is what the local paged query finds (contains, case-insensitive,
// OR across the fields of the option) with the full-text index's best matches first; pages are cut here.
import type { PagedList } from '@lcars/contract';
import type { RecipeSummary } from '@lcars/contract/recipes';
import { runPagedQuery } from '../../core/offline/pagedQuery';
import type { RecipeListQuery } from './query';
import {
  SEARCH_FIELDS,
  searchFieldsOf,
  sortByTitle,
  summaryOf,
  type LocalRecipe,
  type RecipeIndexSearch,
} from './localRecipes';

/**
 * Joins the fields of an option: no term typed in the search box holds it, so a term found in the joined text
 * lies inside one field, which is the OR of one contains filter per field. A term that does hold it
 * is checked field by field instead.
 */
const SEPARATOR = '\u0000';

/** A row: the record and, per search option (0-5), the lower-cased text its contains filters look in. */
interface RecipeRow {
  record: LocalRecipe;
  /** The keystroke that last ranked this row (marks it without a Set of 5,000 ids a keystroke). */
  ranked: number;
  /** Lower-cased value of each field, by field name (what matchesFilter compares). */
  fields: Readonly<Record<string, string>>;
  /** Per search option, its fields' lower-cased values joined by SEPARATOR. */
  text: readonly string[];
}

const OPTIONS = Object.keys(SEARCH_FIELDS).map(Number);
const optionOf = (searchOption: number): number => (SEARCH_FIELDS[searchOption] ? searchOption : 0);

function toRow(record: LocalRecipe): RecipeRow {
  const fields: Record<string, string> = {};
  for (const field of SEARCH_FIELDS[0]!) {
    const value = record[field];
    // As the local query's contains: text (and numbers) compare lower-cased; anything else never matches.
    fields[field] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value).toLowerCase()
        : '';
  }
  const text: string[] = [];
  for (const option of OPTIONS) {
    text[option] = searchFieldsOf(option)
      .map((field) => fields[field] ?? '')
      .join(SEPARATOR);
  }
  return { record, fields, text, ranked: 0 };
}

/** The contains filters of the option, OR-ed, on one row; `term` is lower-cased and not empty. */
function containsMatch(row: RecipeRow, option: number, term: string): boolean {
  if (!term.includes(SEPARATOR)) return row.text[option]!.includes(term);
  return searchFieldsOf(option).some((field) => (row.fields[field] ?? '').includes(term));
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Whole word: every word of the term is a whole word of one of the option's fields (what the server's whole
 * word does). One pattern a keystroke; a word's edges are where no letter or digit touches it.
 */
function wholeWordTest(term: string): ((row: RecipeRow, option: number) => boolean) | null {
  const words = term.match(WORD);
  if (!words) return null;
  // The words hold only letters and digits: nothing to escape.
  const patterns = [...new Set(words)].map(
    (word) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u'),
  );
  return (row, option) => patterns.every((pattern) => pattern.test(row.text[option]!));
}

/** What the previous keystroke matched: a longer term that holds it can only match among these. */
interface LastMatch {
  option: number;
  favoritesOnly: boolean;
  favorites: ReadonlySet<number>;
  term: string;
  rows: RecipeRow[];
}

export class RecipeRows {
  /** The rows in title order (natural, ignoring case, as the local query's sortBy 'title'). */
  private rows: RecipeRow[];
  private readonly byId = new Map<number, RecipeRow>();
  private last: LastMatch | null = null;
  private keystroke = 0;

  constructor(records: readonly LocalRecipe[]) {
    this.rows = sortByTitle(records).map(toRow);
    for (const row of this.rows) this.byId.set(row.record.id, row);
  }

  /** The records in title order. */
  get records(): LocalRecipe[] {
    return this.rows.map((row) => row.record);
  }

  get size(): number {
    return this.rows.length;
  }

  get(id: number): LocalRecipe | undefined {
    return this.byId.get(id)?.record;
  }

  /** Applies a refresh: changed recipes replace theirs, removed ones go; the title order is made again. */
  apply(changed: readonly LocalRecipe[], removed: readonly number[]): void {
    for (const record of changed) this.byId.set(record.id, toRow(record));
    for (const id of removed) this.byId.delete(id);
    const records = [...this.byId.values()].map((row) => row.record);
    const rowOf = new Map([...this.byId.values()].map((row) => [row.record, row]));
    this.rows = sortByTitle(records).map((record) => rowOf.get(record)!);
    this.last = null;
  }

  /** The contains matches of the term in title order, narrowed from the previous keystroke when it can be. */
  private containsMatches(query: RecipeListQuery, favorites: ReadonlySet<number>, term: string): RecipeRow[] {
    const option = optionOf(query.searchOption);
    const last = this.last;
    const narrow =
      last !== null &&
      last.option === option &&
      last.favoritesOnly === query.favoritesOnly &&
      last.favorites === favorites &&
      term.includes(last.term);
    const from = narrow
      ? last.rows
      : query.favoritesOnly
        ? this.rows.filter((row) => favorites.has(row.record.id))
        : this.rows;
    const rows = from.filter((row) => containsMatch(row, option, term));
    this.last = { option, favoritesOnly: query.favoritesOnly, favorites, term, rows };
    return rows;
  }

  /**
   * A page of the list: without a term, every (favourite) recipe by title; with one, the index's matches best
   * first, then the contains matches it did not rank (a word inside another, "mato" in "tomato"); whole word
   * keeps whole words only. `search` is the full-text index, when built.
   */
  page(
    query: RecipeListQuery,
    favorites: ReadonlySet<number>,
    search?: RecipeIndexSearch,
  ): PagedList<RecipeSummary> {
    const term = query.term.trim();
    let ordered: readonly RecipeRow[];
    if (term === '') {
      ordered = query.favoritesOnly ? this.rows.filter((row) => favorites.has(row.record.id)) : this.rows;
    } else {
      const option = optionOf(query.searchOption);
      const inPool = (row: RecipeRow) => !query.favoritesOnly || favorites.has(row.record.id);
      const ranked: RecipeRow[] = [];
      const mark = ++this.keystroke;
      for (const id of search?.(term, query.searchOption, query.wholeWord) ?? []) {
        const row = this.byId.get(id);
        if (row && inPool(row) && row.ranked !== mark) {
          ranked.push(row);
          row.ranked = mark;
        }
      }
      let contains = this.containsMatches(query, favorites, term.toLowerCase());
      if (query.wholeWord) {
        const whole = wholeWordTest(term.toLowerCase());
        contains = whole ? contains.filter((row) => whole(row, option)) : [];
      }
      ordered = ranked.length === 0 ? contains : ranked.concat(contains.filter((row) => row.ranked !== mark));
    }
    // Only the page's rows become summaries; the local query cuts the page and counts from 1 as the API.
    const page = runPagedQuery(ordered, { page: query.page, itemsPerPage: query.itemsPerPage });
    return {
      total: page.total,
      itemsPerPage: page.itemsPerPage,
      page: page.page,
      pageCount: page.pageCount,
      startIndex: page.startIndex,
      stopIndex: page.stopIndex,
      sortBy: term === '' ? 'title' : 'rank',
      sortDirection: 'asc',
      records: page.records.map((row) => summaryOf(row.record, favorites, query.cardView)),
    };
  }
}

/** What a page is made from: the recipe table's records, the favourites, and the index when built. */
export interface LocalRecipeSource {
  records: readonly LocalRecipe[];
  /** The recipe-favorite table: ids of the user's favourites. */
  favorites: ReadonlySet<number>;
  /** The full-text index, when built; without it only the local paged query answers. */
  search?: RecipeIndexSearch;
}

/** One page from plain records (the rows are made for this call; the app keeps a RecipeRows instead). */
export function localRecipePage(source: LocalRecipeSource, query: RecipeListQuery): PagedList<RecipeSummary> {
  return new RecipeRows(source.records).page(query, source.favorites, source.search);
}
