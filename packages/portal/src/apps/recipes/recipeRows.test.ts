import { describe, expect, it } from 'vitest';
import type { Recipe } from '@lcars/contract/recipes';
import { runPagedQuery } from '../../core/offline/pagedQuery';
import type { RecipeListQuery } from './api';
import { recipePagedQuery, toLocalRecipe, type LocalRecipe } from './localRecipes';
import { buildRecipeIndex } from './recipeIndex';
import { RecipeRows } from './recipeRows';
import { recipeOf } from './testRecipe';

function recipe(id: number, title: string, extra: Partial<Recipe & LocalRecipe> = {}): LocalRecipe {
  return {
    ...toLocalRecipe(recipeOf(id, title), { products: [] }),
    ...extra,
  };
}

const query = (change: Partial<RecipeListQuery> = {}): RecipeListQuery => ({
  page: 1,
  itemsPerPage: 50,
  favoritesOnly: false,
  cardView: false,
  wholeWord: false,
  searchOption: 0,
  term: '',
  ...change,
});

const ids = (list: { records: { id: number }[] }) => list.records.map((record) => record.id);

// A collection where field edges matter: "pie" ends the title and "cherry" starts the author name.
const records = [
  recipe(1, 'Apple Pie', { authorName: 'Cherry Jones', tags: 'baking', ingredientProducts: 'apple flour' }),
  recipe(2, 'Cherry Pie', { instructions: 'Pit the cherries.', ingredientNotes: 'stoned' }),
  recipe(3, 'Piece of Cake', { tags: 'baking, party', ingredientProducts: 'Flour sugar' }),
  recipe(4, 'ÉCLAIRS', { instructions: 'Pipe the choux.' }),
  recipe(5, 'Recipe 10'),
  recipe(6, 'Recipe 9'),
];

/** The plain local paged query alone (one contains filter per field, OR-ed), as ids in title order. */
const specMatches = (change: Partial<RecipeListQuery>) =>
  runPagedQuery(records, { ...recipePagedQuery(query(change)), itemsPerPage: 1000 }).records.map(
    (record) => record.id,
  );

describe('the Recipes rows kept in memory (a keystroke answered without IndexedDB)', () => {
  it('finds what the plain local paged query finds, in title order, for every option', () => {
    const rows = new RecipeRows(records);
    for (const searchOption of [0, 1, 2, 3, 4, 5, 99])
      for (const term of ['pie', 'PI', 'cherry', 'flour', 'baking', 'é', 'éclairs', 'the', 'x', '1'])
        expect(ids(rows.page(query({ term, searchOption }), new Set())), `${searchOption} "${term}"`).toEqual(
          specMatches({ term, searchOption }),
        );
  });

  it('does not match across the edge of two fields (OR of one filter per field, not one long text)', () => {
    const rows = new RecipeRows(records);
    // Title "Apple Pie" then author "Cherry Jones": "pie cherry" lies in no single field.
    expect(rows.page(query({ term: 'pie cherry' }), new Set()).total).toBe(0);
    expect(rows.page(query({ term: 'pie\u0000cherry' }), new Set()).total).toBe(0);
    expect(specMatches({ term: 'pie cherry' })).toEqual([]);
  });

  it('narrows from the previous keystroke and starts again when the term changes course', () => {
    const rows = new RecipeRows(records);
    const none = new Set<number>();
    const typed = ['c', 'ch', 'che', 'cher', 'cherr', 'cherri', 'cherr', 'ch', 'p', 'pi', 'pie', 'apple pie'];
    for (const term of typed)
      expect(ids(rows.page(query({ term }), none)), term).toEqual(specMatches({ term }));
    // Another option after a narrowing keystroke looks at the whole collection again.
    rows.page(query({ term: 'cherr', searchOption: 2 }), none);
    expect(ids(rows.page(query({ term: 'cherry', searchOption: 3 }), none))).toEqual([]);
    expect(ids(rows.page(query({ term: 'cherri', searchOption: 3 }), none))).toEqual([2]);
  });

  it('keeps favourites only, and follows a new favourites list', () => {
    const rows = new RecipeRows(records);
    expect(ids(rows.page(query({ term: 'pie', favoritesOnly: true }), new Set([2])))).toEqual([2]);
    expect(ids(rows.page(query({ term: 'pie', favoritesOnly: true }), new Set([1, 3])))).toEqual([1, 3]);
    expect(ids(rows.page(query({ favoritesOnly: true }), new Set([5, 6])))).toEqual([6, 5]);
  });

  it('sorts by title naturally (Recipe 9 before Recipe 10) and pages counting from 1, as the API', () => {
    const rows = new RecipeRows(records);
    const first = rows.page(query({ itemsPerPage: 4 }), new Set());
    expect(ids(first)).toEqual([1, 2, 4, 3]);
    expect(first).toMatchObject({ total: 6, pageCount: 2, startIndex: 1, stopIndex: 4, sortBy: 'title' });
    const second = rows.page(query({ itemsPerPage: 4, page: 2 }), new Set());
    expect(ids(second)).toEqual([6, 5]);
    expect(second).toMatchObject({ startIndex: 5, stopIndex: 6 });
    expect(rows.page(query({ itemsPerPage: 4, page: 3 }), new Set())).toMatchObject({
      startIndex: 0,
      stopIndex: 0,
      records: [],
    });
  });

  it('ranks the index matches first, and whole word keeps whole words of the option', () => {
    const rows = new RecipeRows(records);
    const index = buildRecipeIndex(records);
    const ranked = rows.page(query({ term: 'cherry' }), new Set(), index.search);
    expect(ids(ranked)[0]).toBe(2);
    expect(ids(ranked).sort()).toEqual(specMatches({ term: 'cherry' }).sort());
    expect(ranked.sortBy).toBe('rank');
    expect(ids(rows.page(query({ term: 'pi', wholeWord: true }), new Set(), index.search))).toEqual([]);
    expect(ids(rows.page(query({ term: 'the', wholeWord: true, searchOption: 3 }), new Set()))).toEqual([
      2, 4,
    ]);
    expect(ids(rows.page(query({ term: 'cherr', wholeWord: true }), new Set()))).toEqual([]);
    // "Flour" in products is a whole word of the ingredient option, not of the title.
    expect(ids(rows.page(query({ term: 'flour', wholeWord: true, searchOption: 4 }), new Set()))).toEqual([
      1, 3,
    ]);
    expect(ids(rows.page(query({ term: 'flour', wholeWord: true, searchOption: 1 }), new Set()))).toEqual([]);
  });

  it('the index narrows from the previous keystroke to what a fresh search finds, word starts and whole words', () => {
    const index = buildRecipeIndex(records);
    const typed = [
      'p',
      'pi',
      'pie',
      'pie ',
      'pie c',
      'pie ch',
      'pi',
      'of',
      'of c',
      'of ca',
      'eclairs',
      'éclairs',
    ];
    for (const wholeWord of [false, true])
      for (const term of typed)
        expect(index.search(term, 0, wholeWord), `${wholeWord} "${term}"`).toEqual(
          buildRecipeIndex(records).search(term, 0, wholeWord),
        );
    // A short word before the last must be whole: "of" in "Piece of Cake", not the start of "offal".
    expect(index.search('of c', 1, false)).toEqual([3]);
    // Best first: both words in the title (Cherry Pie, Piece of Cake) above one in the author's name.
    expect(index.search('pie c', 0, false)).toEqual([2, 3, 1]);
    expect(index.search('éclairs', 1, true)).toEqual([4]);
  });

  it('takes a refresh: changed recipes searched by their new text, removed ones gone, title order kept', () => {
    const rows = new RecipeRows(records);
    expect(rows.page(query({ term: 'tart' }), new Set()).total).toBe(0);
    rows.apply([recipe(5, 'Apricot Tart')], [2]);
    expect(ids(rows.page(query({ term: 'tart' }), new Set()))).toEqual([5]);
    expect(ids(rows.page(query({ term: 'cherr' }), new Set()))).toEqual([1]);
    expect(ids(rows.page(query(), new Set()))).toEqual([1, 5, 4, 3, 6]);
    expect(rows.get(2)).toBeUndefined();
    expect(rows.get(5)?.title).toBe('Apricot Tart');
    expect(rows.size).toBe(5);
  });
});
