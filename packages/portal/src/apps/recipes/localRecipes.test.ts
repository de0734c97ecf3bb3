import { describe, expect, it } from 'vitest';
import type { Ingredient, Recipe } from '@lcars/contract/recipes';
import type { RecipeListQuery } from './api';
import { recipePagedQuery, searchOptionLabel, toLocalRecipe, type LocalRecipe } from './localRecipes';
import { localRecipePage } from './recipeRows';
import { buildRecipeIndex } from './recipeIndex';
import { recipeOf } from './testRecipe';

const products = [
  { id: 1, title: 'Tomato' },
  { id: 2, title: 'Basil' },
  { id: 3, title: 'Parmesan cheese' },
  { id: 4, title: 'Chicken' },
];

function line(id: number, productId: number | null, additionalInformation = ''): Ingredient {
  return {
    id,
    recipeId: 0,
    isGroup: false,
    isNew: false,
    isSubstitution: false,
    groupTitle: '',
    ingredientOrder: id,
    ingredients: [],
    amount: '1',
    measurementId: null,
    productId,
    additionalInformation,
    substitution: false,
    substitutionIngredients: [],
    showSubstitutions: false,
  };
}

function recipe(id: number, title: string, extra: Partial<Recipe> = {}): LocalRecipe {
  return toLocalRecipe(recipeOf(id, title, { previewImage: 'data:image/webp;base64,AAAA', ...extra }), {
    products: products.map((item) => ({ ...item })) as never,
    recipeTypes: [{ id: 9, title: 'Dessert' }] as never,
  });
}

const records = [
  recipe(1, 'Tomato Soup', {
    ingredients: [line(1, 1), line(2, 2, 'torn')],
    tags: 'soup, vegetarian',
    instructions: 'Simmer the tomatoes.',
  }),
  recipe(2, 'Caprese Salad', { ingredients: [line(3, 1, 'sliced'), line(4, 2)], authorName: 'Anna' }),
  recipe(3, 'Chicken Parmesan', {
    ingredients: [line(5, 4), line(6, 3)],
    instructions: 'Top with tomato sauce and bake.',
  }),
  recipe(4, 'Bread', { ingredients: [line(7, null, '500 g strong flour')], tags: 'baking' }),
  recipe(5, 'Crème Brûlée', { tags: 'dessert' }),
];

const query = (change: Partial<RecipeListQuery> = {}): RecipeListQuery => ({
  page: 1,
  itemsPerPage: 10,
  favoritesOnly: false,
  cardView: false,
  wholeWord: false,
  searchOption: 0,
  term: '',
  ...change,
});

const titles = (list: { records: { title: string }[] }) => list.records.map((record) => record.title);

describe('the local recipe query (offline reads)', () => {
  it('keeps the ingredients as text: products, then the free text of the lines', () => {
    expect(records[0]).toMatchObject({ ingredientProducts: 'Tomato Basil', ingredientNotes: 'torn' });
    expect(records[3]).toMatchObject({ ingredientProducts: '', ingredientNotes: '500 g strong flour' });
  });

  it('builds contains filters OR-ed across the fields of the search option', () => {
    expect(recipePagedQuery(query({ term: ' tom ', searchOption: 4 }))).toMatchObject({
      filterLogic: 'OR',
      sortBy: 'title',
      filters: [
        { field: 'ingredientProducts', value: 'tom', operator: 'contains' },
        { field: 'ingredientNotes', value: 'tom', operator: 'contains' },
      ],
    });
    expect(recipePagedQuery(query({ term: 'x', searchOption: 0 })).filters).toHaveLength(7);
    expect(recipePagedQuery(query({ term: 'x', searchOption: 1 })).filters).toEqual([
      { field: 'title', value: 'x', operator: 'contains' },
    ]);
    expect(recipePagedQuery(query()).filters).toEqual([]);
  });

  it('lists by title without a term, pages, and keeps favourites only when asked', () => {
    const source = { records, favorites: new Set([3, 5]) };
    const first = localRecipePage(source, query({ itemsPerPage: 2 }));
    expect(titles(first)).toEqual(['Bread', 'Caprese Salad']);
    expect(first).toMatchObject({ total: 5, pageCount: 3, startIndex: 1, stopIndex: 2 });
    expect(titles(localRecipePage(source, query({ itemsPerPage: 2, page: 3 })))).toEqual(['Tomato Soup']);
    const favourites = localRecipePage(source, query({ favoritesOnly: true }));
    expect(titles(favourites)).toEqual(['Chicken Parmesan', 'Crème Brûlée']);
    expect(favourites.records.every((record) => record.favorite)).toBe(true);
    // The list's preview image is sent in card view only, as the server does.
    expect(favourites.records[0]!.previewImage).toBe('');
    expect(localRecipePage(source, query({ cardView: true })).records[0]!.previewImage).not.toBe('');
    expect(first.records[0]).not.toHaveProperty('ingredients');
  });

  it('finds contains matches without an index: the ingredient option looks in products and line text', () => {
    const source = { records, favorites: new Set<number>() };
    expect(titles(localRecipePage(source, query({ term: 'tom', searchOption: 4 })))).toEqual([
      'Caprese Salad',
      'Tomato Soup',
    ]);
    expect(titles(localRecipePage(source, query({ term: 'flour', searchOption: 4 })))).toEqual(['Bread']);
    expect(titles(localRecipePage(source, query({ term: 'TOMATO', searchOption: 0 })))).toEqual([
      'Caprese Salad',
      'Chicken Parmesan',
      'Tomato Soup',
    ]);
    expect(titles(localRecipePage(source, query({ term: 'anna', searchOption: 2 })))).toEqual([
      'Caprese Salad',
    ]);
    expect(localRecipePage(source, query({ term: 'anna', searchOption: 1 })).total).toBe(0);
  });

  it('ranks the index matches first, then adds contains matches inside words; whole word keeps whole words', () => {
    const index = buildRecipeIndex(records);
    const source = { records, favorites: new Set<number>(), search: index.search };
    // "tomato" in a title weighs more than in instructions; "Caprese" has it as an ingredient.
    expect(titles(localRecipePage(source, query({ term: 'tomato' })))[0]).toBe('Tomato Soup');
    expect(localRecipePage(source, query({ term: 'tomato' })).total).toBe(3);
    // A word start while typing; "mato" is inside a word: the contains part of the query finds it.
    expect(titles(localRecipePage(source, query({ term: 'parm', searchOption: 1 })))).toEqual([
      'Chicken Parmesan',
    ]);
    expect(titles(localRecipePage(source, query({ term: 'mato', searchOption: 1 })))).toEqual([
      'Tomato Soup',
    ]);
    expect(localRecipePage(source, query({ term: 'parm', searchOption: 1, wholeWord: true })).total).toBe(0);
    expect(
      titles(localRecipePage(source, query({ term: 'parmesan', searchOption: 1, wholeWord: true }))),
    ).toEqual(['Chicken Parmesan']);
    // Accents do not matter to the index.
    expect(titles(localRecipePage(source, query({ term: 'creme brulee' })))).toEqual(['Crème Brûlée']);
    // Every word must match.
    expect(titles(localRecipePage(source, query({ term: 'chicken tomato' })))).toEqual(['Chicken Parmesan']);
  });
});

describe('searching by recipe type under All (issue 29)', () => {
  it('finds a recipe by its type title, with and without the index; the Title option does not', () => {
    const panna = recipe(6, 'Panna Cotta', { recipeTypeId: 9 });
    expect(panna.recipeTypeTitle).toBe('Dessert');
    const all = [...records, panna];
    const plain = { records: all, favorites: new Set<number>() };
    expect(titles(localRecipePage(plain, query({ term: 'dessert' })))).toEqual([
      'Crème Brûlée',
      'Panna Cotta',
    ]);
    const indexed = { ...plain, search: buildRecipeIndex(all).search };
    expect(titles(localRecipePage(indexed, query({ term: 'desse' })))).toContain('Panna Cotta');
    expect(titles(localRecipePage(indexed, query({ term: 'panna dessert' })))).toEqual(['Panna Cotta']);
    expect(localRecipePage(indexed, query({ term: 'dessert', searchOption: 1 })).total).toBe(0);
    // A type is not part of the summary a list row carries.
    expect(localRecipePage(plain, query({ term: 'panna' })).records[0]).not.toHaveProperty('recipeTypeTitle');
  });

  it('labels the "Search in" options in words, keeping an unknown option\'s stored title', () => {
    expect(
      [
        { id: 0, title: 'All' },
        { id: 1, title: 'title' },
        { id: 2, title: 'authorName' },
        { id: 3, title: 'instructions' },
        { id: 4, title: 'ingredients' },
        { id: 5, title: 'tags' },
        { id: 6, title: 'Something new' },
      ].map(searchOptionLabel),
    ).toEqual(['All', 'Title', 'Author', 'Method', 'Ingredients', 'Tags', 'Something new']);
  });
});

describe("the device's full-text index", () => {
  it('searches one field per option and follows changes one recipe at a time', () => {
    const index = buildRecipeIndex(records);
    expect(index.size).toBe(5);
    expect(index.search('baking', 5, false)).toEqual([4]);
    expect(index.search('baking', 1, false)).toEqual([]);
    expect(index.search('basil', 4, false).sort()).toEqual([1, 2]);
    index.put(recipe(4, 'Sourdough Bread', { tags: 'baking, sourdough' }));
    expect(index.search('sourdough', 0, false)).toEqual([4]);
    expect(index.size).toBe(5);
    index.remove(4);
    index.remove(4);
    expect(index.search('sourdough', 0, false)).toEqual([]);
    index.put(recipe(6, 'Pesto', { ingredients: [line(8, 2)] }));
    expect(index.search('basil', 4, true).sort()).toEqual([1, 2, 6]);
  });
});
