import type { AppOffline } from '../../core/offline/appOffline';
import { sameItems, type Identified } from '../../core/offline/readiness';

/**
 * The Recipes app's offline declaration (platform.md section 3, the recipe tables; section 4, its preload
 * and its validation), registered with its routes in app.ts. What it runs lives in offlineData.ts, loaded by
 * import() when used: the declaration is in the sign-in bundle (the registry), the work and the search index are not.
 */
export const RecipeTable = {
  recipe: 'recipe',
  /** Ids of the user's favourite recipes. */
  recipeFavorite: 'recipe-favorite',
  recipeImages: 'recipe-images',
  recipeComments: 'recipe-comments',
} as const;

const offlineData = () => import('./offlineData');

export const recipeOffline: AppOffline = {
  tables: Object.values(RecipeTable),
  preload: async (context) => (await offlineData()).preloadRecipes(context),
  freshness: async () => (await offlineData()).recipePreloadValid(),
  refresh: async () => (await offlineData()).refreshRecipes(),
};

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

/** The notes panel offline when the device keeps no notes (the Recipe setting enableOfflineComments was off). */
export const RECIPE_NOTES_NOT_OFFLINE =
  'Notes are not available offline on this device. To read them offline, turn on Comments offline in App settings and preload Recipes again.';
