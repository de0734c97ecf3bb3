import type { AppOffline } from '../../core/offline/appOffline';
import { RecipeTable } from './offlineTables';

export { isRecipePreloadValid, RecipeTable, type RecipePreloadSnapshot } from './offlineTables';

/**
 * The Recipes app's offline declaration (its device tables, its preload
 * and its validation), registered with its routes in app.ts. What it runs lives in offlineData.ts, loaded by
 * import() when used: the declaration is in the sign-in bundle (the registry), the work and the search index are not.
 */
const offlineData = () => import('./offlineData');

export const recipeOffline: AppOffline = {
  tables: Object.values(RecipeTable),
  preload: async (context) => (await offlineData()).preloadRecipes(context),
  freshness: async () => (await offlineData()).recipePreloadValid(),
  refresh: async () => (await offlineData()).refreshRecipes(),
};

/** The notes panel offline when the device keeps no notes (the Recipe setting enableOfflineComments was off). */
export const RECIPE_NOTES_NOT_OFFLINE =
  'Notes are not available offline on this device. To read them offline, turn on Comments offline in App settings and preload Recipes again.';
