// The Recipes calls (recipes, images, notes, and the recipe count of the hub), written once for the API's
// routes and the portal's apps/recipes/api.ts. Fixed paths come before the :id ones (the router tries them
// in order).
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { queryId } from '../int32.js';
import { importReportSchema } from '../moving.js';
import {
  recipeChangesParamsSchema,
  recipeFavoriteParamsSchema,
  recipeListParamsSchema,
  recipeListQuerySchema,
  recipeRatingParamsSchema,
  recipeArchiveSchema,
  recipeChangesSchema,
  recipeCountSchema,
  recipeFavoriteIdsSchema,
  recipeFavoriteSchema,
  recipeImageListSchema,
  recipeImageSchema,
  recipeImportSchema,
  recipeImportUrlSchema,
  recipeArchiveQuerySchema,
  recipeListAllSchema,
  recipePageSchema,
  recipeRatingSchema,
  recipeSaveSchema,
  recipeSchema,
  recipeSetupSchema,
} from './recipe.js';
import {
  noteDeleteSchema,
  noteListRequestSchema,
  notePageSchema,
  noteSaveSchema,
  noteSchema,
  noteToggleSchema,
} from './note.js';

/** The path's ids as numbers (a recipe's, a note's, an image's). */
const idParams = z.object({ id: queryId() });
const recipeIdParams = z.object({ recipeId: queryId() });
const imageParams = idParams.extend({ imageId: queryId() });
/** The upload's file name, for a body that is the file itself. */
const imageUploadQuery = z.object({ name: z.string().max(255).optional() });

export const recipeSetup = endpoint({
  method: 'GET',
  path: '/recipe/md',
  response: recipeSetupSchema,
  summary: 'The setup lists: search options, recipe types, time types, measurements, products',
});
export const recipeCount = endpoint({
  method: 'GET',
  path: '/recipe/count',
  response: recipeCountSchema,
  summary: 'How many recipes the collection holds (offline validity check)',
});
export const recipeListAll = endpoint({
  method: 'GET',
  path: '/recipe/list-all',
  response: recipeListAllSchema,
  summary: 'Every recipe with its ingredients (the offline preload)',
});
export const recipeFavoriteIds = endpoint({
  method: 'GET',
  path: '/recipe/favorites/list',
  response: recipeFavoriteIdsSchema,
  summary: "The ids of the caller's favourite recipes",
});
export const recipeImagesAll = endpoint({
  method: 'GET',
  path: '/recipe/images/list',
  response: recipeImageListSchema,
  summary: 'Every recipe image, display size and thumbnail (the offline preload)',
});
export const recipeChanges = endpoint({
  method: 'GET',
  path: '/recipe/changes/:since',
  params: recipeChangesParamsSchema,
  response: recipeChangesSchema,
  summary: 'The recipes changed since an ISO time, in full, and the ids archived since (the offline refresh)',
});
export const noteListAll = endpoint({
  method: 'GET',
  path: '/recipe/comments/list',
  response: z.array(noteSchema),
  summary: 'Every visible note of every recipe (the offline preload, when notes are wanted offline)',
});
export const recipeList = endpoint({
  method: 'GET',
  path: '/recipe/list/:page/:itemsPerPage/:favoritesOnly/:cardView',
  params: recipeListParamsSchema,
  request: recipeListQuerySchema,
  response: recipePageSchema,
  summary: 'A page of recipes (favourites only, card view with preview images)',
});
export const recipeSearch = endpoint({
  method: 'GET',
  path: '/recipe/list/:page/:itemsPerPage/:favoritesOnly/:cardView/:wholeWord/:searchOption/:term',
  params: recipeListParamsSchema,
  request: recipeListQuerySchema,
  response: recipePageSchema,
  summary: 'A page of recipes matching a quick search (search option 0-5, whole word), best match first',
});
export const recipeSave = endpoint({
  method: 'POST',
  path: '/recipe/save',
  request: recipeSaveSchema,
  response: recipeSchema,
  summary: 'Creates (id 0) or updates a recipe with its ingredients, in one transaction',
});
export const recipeImport = endpoint({
  method: 'POST',
  path: '/recipe/import',
  request: recipeImportSchema,
  response: recipeSchema,
  summary: 'Creates a recipe from schema.org Recipe JSON-LD (JSON, or the HTML of a page)',
});
export const recipeImportUrl = endpoint({
  method: 'POST',
  path: '/recipe/import-url',
  request: recipeImportUrlSchema,
  response: recipeSchema,
  summary:
    "Creates a recipe from a web page's schema.org Recipe JSON-LD, fetched by the server (public http and https addresses only)",
});
export const recipeExportCollection = endpoint({
  method: 'GET',
  path: '/recipe/export/collection',
  summary:
    'Every recipe the caller can read as a zip: a folder per recipe with recipe.json (schema.org Recipe JSON-LD) and its images (Nextcloud Cookbook layout)',
});
export const recipeImportArchive = endpoint({
  method: 'POST',
  path: '/recipe/import/archive',
  query: recipeArchiveQuerySchema,
  response: importReportSchema,
  summary:
    'Imports another product’s recipe export (the body is the file; ?format= nextcloud, mealie, tandoor, paprika, or lcars for this portal’s Download my data zip, which also brings the caller’s own shopping lists, meal plan and cookbooks): recipes already in the collection (same title and author) are skipped; ?preview=true only says what would be created and skipped; a large file answers a jobId whose result is the report',
});
export const recipeGet = endpoint({
  method: 'GET',
  path: '/recipe/:id',
  params: idParams,
  response: recipeSchema,
  summary: 'One recipe with ingredients, the caller’s rating and favourite',
});
export const recipeExport = endpoint({
  method: 'GET',
  path: '/recipe/:id/export',
  params: idParams,
  response: z.record(z.string(), z.unknown()),
  summary: 'One recipe as schema.org Recipe JSON-LD',
});
export const recipeExportArchive = endpoint({
  method: 'GET',
  path: '/recipe/:id/export/archive',
  params: idParams,
  summary:
    'One recipe as a zip, as the collection export writes it: its folder with recipe.json and its images',
});
export const recipeArchive = endpoint({
  method: 'DELETE',
  path: '/recipe/:id',
  params: idParams,
  response: recipeArchiveSchema,
  summary: 'Archives a recipe (creator with Delete, or a Recipe Super User or Admin with Delete)',
});
export const recipeRate = endpoint({
  method: 'POST',
  path: '/recipe/:id/rating/:rating',
  params: recipeRatingParamsSchema,
  response: recipeRatingSchema,
  summary: "Sets the caller's rating (1-5); the overall rating is every user's average",
});
export const recipeFavorite = endpoint({
  method: 'POST',
  path: '/recipe/:id/favorite/:favorite',
  params: recipeFavoriteParamsSchema,
  response: recipeFavoriteSchema,
  summary: 'Marks (1) or unmarks (0) a favourite of the caller',
});
export const recipeImages = endpoint({
  method: 'GET',
  path: '/recipe/:id/images',
  params: idParams,
  response: recipeImageListSchema,
  summary: "A recipe's images, display size and thumbnail",
});
export const recipeImageUpload = endpoint({
  method: 'PUT',
  path: '/recipe/:id/image',
  params: idParams,
  query: imageUploadQuery,
  response: recipeImageSchema,
  summary: 'Uploads an image (the body is the file); kept as original, display size and thumbnail',
});
export const recipeImageDelete = endpoint({
  method: 'DELETE',
  path: '/recipe/:id/image/:imageId',
  params: imageParams,
  response: recipeImageListSchema,
  summary: 'Removes an image of a recipe; answers the images left',
});

export const noteList = endpoint({
  method: 'POST',
  path: '/social/comment/list/1',
  request: noteListRequestSchema,
  response: notePageSchema,
  summary: "A recipe's notes, newest first (hidden ones with showHidden, to those who may edit them)",
});
export const noteGet = endpoint({
  method: 'GET',
  path: '/social/comment/:id',
  params: idParams,
  response: noteSchema,
  summary: 'One note',
});
export const noteSave = endpoint({
  method: 'POST',
  path: '/social/comment',
  request: noteSaveSchema,
  response: noteSchema,
  summary: 'Adds (id 0) or edits a note',
});
export const noteDeleteAll = endpoint({
  method: 'DELETE',
  path: '/social/comment/all/:recipeId',
  params: recipeIdParams,
  response: noteDeleteSchema,
  summary: "Deletes every note of a recipe (the recipe's editors)",
});
export const noteDelete = endpoint({
  method: 'DELETE',
  path: '/social/comment/:id',
  params: idParams,
  response: noteDeleteSchema,
  summary: 'Deletes a note',
});
export const noteToggle = endpoint({
  method: 'POST',
  path: '/social/comment/:id/toggle-visibility',
  params: idParams,
  response: noteToggleSchema,
  summary: 'Hides or shows one note (id: the note)',
});
export const noteToggleAll = endpoint({
  method: 'POST',
  path: '/social/comment/:id/toggle-visibility-all',
  params: idParams,
  response: noteToggleSchema,
  summary: 'Hides every note of a recipe, or shows them again when all are hidden (id: the recipe)',
});
export const noteToggleOthers = endpoint({
  method: 'POST',
  path: '/social/comment/:id/toggle-visibility-others',
  params: idParams,
  response: noteToggleSchema,
  summary: 'Hides or shows the notes other people wrote on a recipe (id: the recipe)',
});
