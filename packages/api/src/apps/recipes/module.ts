// The Recipes app module (apps.md: Recipes; decisions.md: Recipes): the collection, notes, ratings,
// favourites, images, import/export and search; the per-user Recipe settings.
import { AppId, recipeSettingsSchema, DEFAULT_RECIPE_SETTINGS } from '../../contract/index.js';
import { defineAppModule } from '../module.js';
import * as collection from './migrations/001_collection.js';
import { seedRecipesDemo } from './demo.js';
import { recipeRoutes } from './routes.js';

export const recipesModule = defineAppModule({
  id: AppId.Recipe,
  name: 'recipes',
  routes: recipeRoutes,
  migrations: [{ name: 'recipes_001_collection', up: collection.up, down: collection.down }],
  settings: {
    key: 'recipeSettings',
    schema: recipeSettingsSchema.partial(),
    defaults: DEFAULT_RECIPE_SETTINGS,
  },
  seedDemo: seedRecipesDemo,
});
