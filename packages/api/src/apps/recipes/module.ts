// The Recipes app module (docs/decisions.md, Recipes): the collection, notes, ratings,
// favourites, images, import/export and search (the Recipe settings are in its manifest).
import { hasClaim } from '@lcars/contract';
import { recipesManifest } from '@lcars/contract/recipes';
import { defineAppModule, type DataReader } from '../module.js';
import * as collection from './migrations/001_collection.js';
import * as noteHides from './migrations/002_note_hides.js';
import * as typeSearch from './migrations/003_type_search.js';
import * as noteEditor from './migrations/004_note_editor.js';
import * as keyset from './migrations/005_keyset.js';
import * as shopping from './migrations/006_shopping.js';
import * as mealPlan from './migrations/007_meal_plan.js';
import * as cookbooks from './migrations/008_cookbooks.js';
import * as lexemes from './migrations/009_lexemes.js';
import * as postings from './migrations/010_postings.js';
import { seedRecipesDemo } from './demo.js';
import { moveRecipeImagesIntoFileStore } from './image-files.js';
import { recipeDisplayKind, recipeImageKind } from './images.js';
import { RECIPE_LOOKUP_LISTS } from './lookup-lists.js';
import { recipeImportJob } from './moving/job.js';
import { recipesPersonalExport } from './moving/personal-export.js';
import { recipeRoutes } from './routes.js';
import { RECIPE_COLLECTION_ID, RECIPE_DATA_NAME } from './service.js';
import { reindexRecipe } from './writes.js';

/** The freshness marks of a recipe, of the whole collection ('all') and of a recipe's notes (data/last): for
 * whoever may read recipes, as the data. */
const recipeReader: DataReader = async (db, user, id) =>
  hasClaim(user.claims, 'Recipes', 'Read') &&
  (id === RECIPE_COLLECTION_ID ||
    (await db('recipes')
      .where({ id: Number(id) || 0 })
      .first('id')) !== undefined);

export const recipesModule = defineAppModule({
  manifest: recipesManifest,
  name: 'recipes',
  routes: recipeRoutes,
  migrations: [
    { name: 'recipes_001_collection', up: collection.up, down: collection.down },
    { name: 'recipes_002_note_hides', up: noteHides.up, down: noteHides.down },
    { name: 'recipes_003_type_search', up: typeSearch.up, down: typeSearch.down },
    { name: 'recipes_004_note_editor', up: noteEditor.up, down: noteEditor.down },
    { name: 'recipes_005_keyset', up: keyset.up, down: keyset.down },
    { name: 'recipes_006_shopping', up: shopping.up, down: shopping.down },
    { name: 'recipes_007_meal_plan', up: mealPlan.up, down: mealPlan.down },
    { name: 'recipes_008_cookbooks', up: cookbooks.up, down: cookbooks.down },
    { name: 'recipes_009_lexemes', up: lexemes.up, down: lexemes.down },
    { name: 'recipes_010_postings', up: postings.up, down: postings.down },
  ],
  // PostgreSQL's list of the lexemes the search vectors hold and their posting lists, kept by triggers
  // (009_lexemes, 010_postings).
  derivedTables: ['recipe_lexemes', 'recipe_postings'],
  lookupLists: RECIPE_LOOKUP_LISTS,
  dataReaders: { [RECIPE_DATA_NAME]: recipeReader, 'recipe-comments': recipeReader },
  // A recipe image is two stored files: the original as sent and its display size.
  fileReferences: [
    { table: 'images', column: 'original_file_id', kind: recipeImageKind },
    { table: 'images', column: 'file_id', kind: recipeDisplayKind },
  ],
  // Images stored before issue 28 kept their bytes in their rows: they move into the file store.
  migrateFiles: async (context) => {
    await moveRecipeImagesIntoFileStore(context);
  },
  rebuildSearchIndex: async (trx) => {
    for (const { id } of await trx('recipes').select<{ id: number }[]>('id')) await reindexRecipe(trx, id);
  },
  seedDemo: seedRecipesDemo,
  // Large imports (another product's export with its photos) are read in a worker thread.
  jobs: [recipeImportJob],
  personalExport: recipesPersonalExport,
});
