// Recipes routes: parse with the contract schemas, call the
// services. Reads need Recipes/Read (the setup lists Recipes/Access); a save needs Recipes/Edit at the door
// and Create (new) or Update plus the edit rule in the service; archive needs Delete plus the same rule.
import type { Endpoint } from '@lcars/contract';
import {
  noteDelete,
  noteDeleteAll,
  noteListAll,
  noteGet,
  noteList,
  noteSave,
  noteToggle,
  noteToggleAll,
  noteToggleOthers,
  recipeArchive,
  recipeChanges,
  recipeCount,
  recipeExport,
  recipeFavorite,
  recipeFavoriteIds,
  recipeGet,
  recipeImageDelete,
  recipeImageUpload,
  recipeImages,
  recipeImagesAll,
  recipeImport,
  recipeImportUrl,
  recipeExportCollection,
  recipeExportArchive,
  recipeImportArchive,
  recipeList,
  recipeListAll,
  recipeRate,
  recipeSave,
  recipeSaveSchema,
  recipeSearch,
  recipeSetup,
} from '@lcars/contract/recipes';
import {
  requireClaim,
  route,
  type Access,
  type RouteDefinition,
  type RouteInput,
  type RouteOptions,
} from '../../http/routes.js';
import type { ApiContext, UserServiceContext } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { firstMultipartFile, readRawBody, unsupportedImage } from '../../platform/profile/images.js';
import { RECIPE_LIMITS } from '@lcars/contract/recipes';
import {
  addRecipeImage,
  allRecipeImages,
  deleteRecipeImage,
  recipeImages as imagesOf,
  type RecipeImageContext,
} from './images.js';
import { recipeFromJsonLd, recipeToJsonLd } from './jsonld.js';
import { fetchRecipePage, withFetchSlot } from './page-fetch.js';
import { collectionArchive } from './archive.js';
import { shoppingRoutes } from './shopping/routes.js';
import { mealPlanRoutes } from './meal-plan/routes.js';
import { cookbookRoutes } from './cookbooks/routes.js';
import { queueRecipeImport, RECIPE_IMPORT_JOB_BYTES } from './moving/job.js';
import { RECIPE_ARCHIVE_BYTES, readRecipeExport } from './moving/read.js';
import { writeExportImport } from './moving/write-around.js';
import {
  listAllNotes,
  deleteAllNotes,
  deleteNote,
  getNote,
  listNotes,
  saveNote,
  toggleNote,
  toggleNotes,
} from './notes.js';
import {
  archiveRecipe,
  countRecipes,
  favoriteIds,
  getRecipe,
  listAllRecipes,
  listRecipes,
  recipeChanges as changesSince,
  rateRecipe,
  recipeSetup as setupLists,
  saveRecipe,
  setFavorite,
} from './service.js';

const ACCESS = requireClaim('Recipes', 'Access');
const READ = requireClaim('Recipes', 'Read');
const EDIT = requireClaim('Recipes', 'Edit');
const DELETE = requireClaim('Recipes', 'Delete');

/** Recipes' handlers take the signed-in user's service context and the file store (images live there). */
function recipeRoute<E extends Endpoint>(
  call: E,
  access: Access & { kind: 'claim' },
  name: string,
  handler: (
    input: RouteInput<E>,
    services: RecipeImageContext & UserServiceContext,
    ctx: ApiContext,
  ) => unknown,
  options?: RouteOptions,
): RouteDefinition {
  return route(
    call,
    access,
    name,
    (input, services, ctx, server) => handler(input, { ...services, files: server.files }, ctx),
    options,
  );
}

/** The import's text as JSON (escapes may double it), with room for the braces. */
const IMPORT_BODY_BYTES = RECIPE_LIMITS.importText * 2 + 1024;

/** 413 naming the field when the pasted text is longer than the import reads. */
function boundImportText(body: unknown): void {
  const text = (body as { text?: unknown } | null)?.text;
  if (typeof text === 'string' && text.length > RECIPE_LIMITS.importText) {
    throw new ApiError(413, {
      detail: `The text is longer than ${RECIPE_LIMITS.importText} characters.`,
      errors: [{ field: 'text', message: `At most ${RECIPE_LIMITS.importText} characters.` }],
    });
  }
}

/** A zip as a download. */
function sendZip(ctx: ApiContext, fileName: string, zip: Uint8Array): void {
  ctx.set('Content-Type', 'application/zip');
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.body = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

export const recipeRoutes: readonly RouteDefinition[] = [
  // Before the recipe's own /recipe/:id paths (the router tries them in order).
  ...shoppingRoutes,
  ...mealPlanRoutes,
  ...cookbookRoutes,
  recipeRoute(recipeSetup, ACCESS, 'recipe.md', (_input, { db }) => setupLists(db)),
  recipeRoute(recipeCount, READ, 'recipe.count', (_input, { db }) => countRecipes(db)),
  recipeRoute(recipeListAll, READ, 'recipe.list-all', (_input, services) => listAllRecipes(services)),
  recipeRoute(recipeFavoriteIds, READ, 'recipe.favorites', (_input, services) => favoriteIds(services)),
  recipeRoute(recipeChanges, READ, 'recipe.changes', ({ params }, services) =>
    changesSince(services, new Date(params.since)),
  ),
  recipeRoute(noteListAll, READ, 'note.list-all', (_input, services) => listAllNotes(services)),
  recipeRoute(recipeImagesAll, READ, 'recipe.images.all', (_input, services) => allRecipeImages(services)),
  route(recipeList, READ, 'recipe.list', ({ params, query }, services, _ctx, server) =>
    listRecipes(services, params, { after: query.after, jwtKey: server.jwtKey }),
  ),
  route(recipeSearch, READ, 'recipe.search', ({ params, query }, services, _ctx, server) =>
    listRecipes(services, params, { after: query.after, jwtKey: server.jwtKey }),
  ),
  recipeRoute(recipeSave, EDIT, 'recipe.save', ({ body }, services) => saveRecipe(services, body)),
  // The text's length is checked before its schema, so that a long paste is a 413 naming the field.
  recipeRoute(
    recipeImport,
    EDIT,
    'recipe.import',
    async ({ body }, services) => {
      const setup = await setupLists(services.db);
      return saveRecipe(services, validate(recipeSaveSchema, recipeFromJsonLd(body.text, setup)));
    },
    { bodyLimits: { bytes: IMPORT_BODY_BYTES }, bound: boundImportText },
  ),
  // The same import from a page the server fetches (page-fetch.ts says what it refuses).
  recipeRoute(recipeImportUrl, EDIT, 'recipe.import-url', async ({ body }, services) => {
    const page = await withFetchSlot(services.user.id, () =>
      fetchRecipePage(body.url, services.config.recipeFetch),
    );
    const setup = await setupLists(services.db);
    return saveRecipe(services, validate(recipeSaveSchema, recipeFromJsonLd(page, setup, 'url')));
  }),
  recipeRoute(recipeExportCollection, READ, 'recipe.export.collection', async (_input, services, ctx) =>
    sendZip(ctx, 'recipes.zip', await collectionArchive(services)),
  ),
  // The body is the file itself. A small one is read here; a large one goes to a job (moving/job.ts), and the
  // answer carries its id: the job's result is the report.
  route(recipeImportArchive, EDIT, 'recipe.import.archive', async ({ query }, services, ctx, server) => {
    const bytes = await readRawBody(ctx.req, RECIPE_ARCHIVE_BYTES);
    const context = { ...services, files: server.files };
    if (bytes.byteLength > RECIPE_IMPORT_JOB_BYTES) {
      return queueRecipeImport(context, server, bytes, query.format, query.preview);
    }
    const read = await readRecipeExport(bytes, query.format, await setupLists(services.db));
    return writeExportImport(context, query.format, read, query.preview);
  }),
  recipeRoute(recipeGet, READ, 'recipe.get', ({ params }, services) => getRecipe(services, params.id)),
  recipeRoute(recipeExport, READ, 'recipe.export', async ({ params }, services, ctx) => {
    const recipe = await getRecipe(services, params.id);
    const document = recipeToJsonLd(recipe, await setupLists(services.db));
    ctx.set('Content-Type', 'application/ld+json; charset=utf-8');
    ctx.body = JSON.stringify(document, null, 2);
  }),
  recipeRoute(recipeExportArchive, READ, 'recipe.export.archive', async ({ params }, services, ctx) => {
    // A 404 for a recipe the caller cannot read, rather than an empty zip.
    await getRecipe(services, params.id);
    sendZip(ctx, `recipe-${params.id}.zip`, await collectionArchive(services, [params.id]));
  }),
  recipeRoute(recipeArchive, DELETE, 'recipe.archive', ({ params }, services) =>
    archiveRecipe(services, params.id),
  ),
  recipeRoute(recipeRate, READ, 'recipe.rate', ({ params }, services) =>
    rateRecipe(services, params.id, params.rating),
  ),
  recipeRoute(recipeFavorite, READ, 'recipe.favorite', ({ params }, services) =>
    setFavorite(services, params.id, params.favorite),
  ),
  recipeRoute(recipeImages, READ, 'recipe.images', ({ params }, services) => imagesOf(services, params.id)),
  // The body is the file itself, or a multipart/form-data body whose first file is the image.
  recipeRoute(recipeImageUpload, EDIT, 'recipe.image.upload', async ({ params, query }, services, ctx) => {
    const recipeId = params.id;
    const multipart = ctx.is('multipart') !== false && ctx.is('multipart') !== null;
    const raw = await readRawBody(ctx.req, RECIPE_LIMITS.imageBytes + (multipart ? 64 * 1024 : 0));
    if (multipart) {
      const file = firstMultipartFile(raw, ctx.get('content-type'));
      if (!file) throw unsupportedImage();
      return addRecipeImage(services, recipeId, file.bytes, file.fileName);
    }
    return addRecipeImage(services, recipeId, raw, query.name ?? '');
  }),
  recipeRoute(recipeImageDelete, EDIT, 'recipe.image.delete', ({ params }, services) =>
    deleteRecipeImage(services, params.id, params.imageId),
  ),

  recipeRoute(noteList, READ, 'note.list', ({ body }, services) => listNotes(services, body)),
  recipeRoute(noteSave, READ, 'note.save', ({ body }, services) => saveNote(services, body)),
  recipeRoute(noteDeleteAll, READ, 'note.delete-all', ({ params }, services) =>
    deleteAllNotes(services, params.recipeId),
  ),
  recipeRoute(noteGet, READ, 'note.get', ({ params }, services) => getNote(services, params.id)),
  recipeRoute(noteDelete, READ, 'note.delete', ({ params }, services) => deleteNote(services, params.id)),
  recipeRoute(noteToggle, READ, 'note.toggle', ({ params }, services) => toggleNote(services, params.id)),
  recipeRoute(noteToggleAll, READ, 'note.toggle-all', ({ params }, services) =>
    toggleNotes(services, params.id, false),
  ),
  recipeRoute(noteToggleOthers, READ, 'note.toggle-others', ({ params }, services) =>
    toggleNotes(services, params.id, true),
  ),
];
