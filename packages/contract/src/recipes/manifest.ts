// Recipes as the platform and the portal know it: its place, its claims and role, the lookup lists it owns and
// the Recipe settings each user has.
import { z } from 'zod';
import { defineAppManifest, type AppSettingsManifest } from '../manifest.js';
import { PLATFORM_CLAIMS } from '../roles.js';
import { SystemItemType } from '../vocabulary.js';

const RECIPE_CLAIMS = ['Access', 'Read', 'Edit', 'Create', 'Update', 'Delete'] as const;

/** Recipe app settings with their defaults. */
export const recipeSettingsSchema = z.object({
  enableIngredientExport: z.boolean().default(true),
  enableFavorites: z.boolean().default(true),
  enableOfflineImages: z.boolean().default(false),
  enableOfflineComments: z.boolean().default(false),
  enableRatings: z.boolean().default(true),
  useCardView: z.boolean().default(false),
});
export type RecipeSettings = z.output<typeof recipeSettingsSchema>;

/** The Recipe settings as the settings page shows them (App settings, Recipe options). */
export const recipeSettingsManifest: AppSettingsManifest<typeof recipeSettingsSchema.shape> = {
  key: 'recipeSettings',
  title: 'Recipe options',
  schema: recipeSettingsSchema,
  labels: {
    enableIngredientExport: 'Ingredient export',
    enableFavorites: 'Favourites',
    enableOfflineImages: 'Pictures offline',
    enableOfflineComments: 'Comments offline',
    enableRatings: 'Ratings',
    useCardView: 'Card view',
  },
};

/** The role that edits every recipe and the recipe lookup lists (recipes' owners check it). */
export const RECIPE_SUPER_USER_ROLE = 'Recipe Super User';

export const recipesManifest = defineAppManifest({
  id: 1,
  title: 'Recipes',
  narrative: 'Your recipe collection.',
  path: '/recipe',
  claimType: 'Recipes',
  claims: RECIPE_CLAIMS,
  lookupLists: [
    SystemItemType.Product,
    SystemItemType.Measurement,
    SystemItemType.RecipeType,
    SystemItemType.TimeType,
  ],
  settings: recipeSettingsManifest,
  roles: [
    {
      name: RECIPE_SUPER_USER_ROLE,
      description: 'Edits every recipe and the recipe lookup lists.',
      claims: [
        ...RECIPE_CLAIMS.map((value) => ({ type: 'Recipes', value })),
        ...PLATFORM_CLAIMS.SystemItem.map((value) => ({ type: 'SystemItem', value })),
      ],
    },
  ],
});
