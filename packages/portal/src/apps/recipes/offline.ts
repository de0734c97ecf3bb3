import type { AppOffline } from '../../core/offline/appOffline';
import { sameItems, type Identified } from '../../core/offline/readiness';

/**
 * The Recipes app's offline declaration (platform.md section 3, the recipe tables; section 4, its preload
 * validation). It lives here, in the app's folder, not in the offline engine: the Recipes app registers it
 * with its routes (`{ routes: recipeRoutes, offline: recipeOffline }`) and adds its preload and freshness
 * check (`isRecipePreloadValid` over the device's and the server's snapshots) once its API exists.
 */
export const RecipeTable = {
  recipe: 'recipe',
  /** Ids of the user's favourite recipes. */
  recipeFavorite: 'recipe-favorite',
  recipeImages: 'recipe-images',
  recipeComments: 'recipe-comments',
} as const;

export const recipeOffline: AppOffline = { tables: Object.values(RecipeTable) };

/** What recipe preloading is validated on, on the device and on the server. */
export interface RecipePreloadSnapshot {
  timeTypes: readonly Identified[];
  products: readonly Identified[];
  recipeCount: number;
}

/**
 * Per-app "preloaded" validation for recipes (platform.md section 4): the setup lists (time types,
 * products) match between device and server, then the recipe counts do.
 */
export function isRecipePreloadValid(local: RecipePreloadSnapshot, server: RecipePreloadSnapshot): boolean {
  return (
    sameItems(local.timeTypes, server.timeTypes) &&
    sameItems(local.products, server.products) &&
    local.recipeCount === server.recipeCount
  );
}
