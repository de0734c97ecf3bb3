import { describe, expect, it } from 'vitest';
import { isRecipePreloadValid, recipeOffline } from './offline';

describe("the Recipes app's offline declaration", () => {
  // The platform's own tables come first in every device database: core/offline/tables.test.ts checks them.
  it('declares the recipe tables and the shopping list tables', () => {
    expect(recipeOffline.tables).toEqual([
      'recipe',
      'recipe-favorite',
      'recipe-images',
      'recipe-comments',
      'recipe-shopping-list',
      'recipe-shopping-change',
    ]);
  });

  it('validates recipe preloading by setup lists, then counts', () => {
    const local = { timeTypes: [{ id: 1 }, { id: 2 }], products: [{ id: 'a' }], recipeCount: 3 };
    expect(isRecipePreloadValid(local, { ...local, timeTypes: [{ id: 2 }, { id: 1 }] })).toBe(true);
    expect(isRecipePreloadValid(local, { ...local, timeTypes: [{ id: 1 }] })).toBe(false);
    expect(isRecipePreloadValid(local, { ...local, products: [{ id: 'b' }] })).toBe(false);
    expect(isRecipePreloadValid(local, { ...local, recipeCount: 4 })).toBe(false);
  });
});
