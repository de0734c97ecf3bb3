// Recipes as an app module. For now it declares only the Recipe settings the account pages serve and
// save; its routes, tables, lookup lists and demo content come with the Recipes app.
import { AppId, DEFAULT_RECIPE_SETTINGS, recipeSettingsSchema } from '../../contract/index.js';
import { defineAppModule } from '../module.js';

export const recipesModule = defineAppModule({
  id: AppId.Recipe,
  name: 'recipes',
  routes: [],
  migrations: [],
  settings: {
    key: 'recipeSettings',
    schema: recipeSettingsSchema.partial(),
    defaults: DEFAULT_RECIPE_SETTINGS,
  },
});
