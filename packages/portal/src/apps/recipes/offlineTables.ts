// What Recipes keeps on the device and how its copy is checked: read by the offline declaration (offline.ts, in
// the sign-in bundle) and by the work it loads lazily (offlineData.ts), so neither imports the other.
import { sameItems, type Identified } from '../../core/offline/readiness';

export const RecipeTable = {
  recipe: 'recipe',
  /** Ids of the user's favourite recipes. */
  recipeFavorite: 'recipe-favorite',
  recipeImages: 'recipe-images',
  recipeComments: 'recipe-comments',
  /** The shopping lists as last heard from the server (by list id). */
  shoppingList: 'recipe-shopping-list',
  /** Ticks made on this device not yet accepted by the server (by `listId:itemId`). */
  shoppingChange: 'recipe-shopping-change',
} as const;

/** What recipe preloading is validated on, on the device and on the server. */
export interface RecipePreloadSnapshot {
  timeTypes: readonly Identified[];
  products: readonly Identified[];
  recipeCount: number;
}

/**
 * Per-app "preloaded" validation for recipes : the setup lists (time types,
 * products) match between device and server, then the recipe counts do.
 */
export function isRecipePreloadValid(local: RecipePreloadSnapshot, server: RecipePreloadSnapshot): boolean {
  return (
    sameItems(local.timeTypes, server.timeTypes) &&
    sameItems(local.products, server.products) &&
    local.recipeCount === server.recipeCount
  );
}
