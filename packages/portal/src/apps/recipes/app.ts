import { recipesManifest } from '@lcars/contract/recipes/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { recipeOffline } from './offline';
import { recipeRoutes } from './routes';

/** Recipes in the portal registry: its routes and its offline tables. */
export const recipesApp: AppEntry = {
  manifest: recipesManifest,
  routes: recipeRoutes,
  offline: recipeOffline,
};
