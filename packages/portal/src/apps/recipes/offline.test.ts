import { describe, expect, it } from 'vitest';
import { OfflineTable } from '../../core/offline/tables';
import { isRecipePreloadValid, recipeOffline } from './offline';

describe("the Recipes app's offline declaration", () => {
  it("declares the four recipe tables: with the platform's eight, the twelve of platform.md section 3", () => {
    expect([...Object.values(OfflineTable), ...recipeOffline.tables]).toEqual([
      'app',
      'app-context',
      'account-context',
      'other',
      'profile',
      'system-item-list',
      'theme',
      'view-image',
      'recipe',
      'recipe-favorite',
      'recipe-images',
      'recipe-comments',
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
