// Recipes routes (apps.md section 7, platform.md's recipe/count): parse with the contract schemas, call the
// services. Reads need Recipes/Read (the setup lists Recipes/Access); a save needs Recipes/Edit at the door
// and Create (new) or Update plus the edit rule in the service; archive needs Delete plus the same rule.
import { z } from 'zod';
import type { Endpoint } from '@lcars/contract';
import {
  noteDelete,
  noteDeleteAll,
  noteListAll,
  noteGet,
  noteList,
  noteListRequestSchema,
  noteSave,
  noteSaveSchema,
  noteToggle,
  noteToggleAll,
  noteToggleOthers,
  recipeArchive,
  recipeChanges,
  recipeChangesParamsSchema,
  recipeCount,
  recipeExport,
  recipeFavorite,
  recipeFavoriteIds,
  recipeFavoriteParamsSchema,
  recipeGet,
  recipeImageDelete,
  recipeImageUpload,
  recipeImages,
  recipeImagesAll,
  recipeImport,
  recipeImportSchema,
  recipeList,
  recipeListAll,
  recipeListParamsSchema,
  recipeRate,
  recipeRatingParamsSchema,
  recipeSave,
  recipeSaveSchema,
  recipeSearch,
  recipeSetup,
} from '@lcars/contract/recipes';
import {
  routeFor,
  requireClaim,
  type Access,
  type RouteDefinition,
  type RouteHandler,
} from '../../http/routes.js';
import type { UserServiceContext } from '../../http/context.js';
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

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id });

/** Recipes' handlers take the signed-in user's service context and the file store (images live there). */
function route(
  call: Endpoint,
  access: Access & { kind: 'claim' },
  name: string,
  handler: (ctx: Parameters<RouteHandler>[0], context: RecipeImageContext & UserServiceContext) => unknown,
  extra?: Parameters<typeof routeFor>[4],
): RouteDefinition {
  return routeFor(
    call,
    access,
    name,
    (ctx, services, server) => handler(ctx, { ...services, files: server.files }),
    extra,
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

export const recipeRoutes: readonly RouteDefinition[] = [
  route(recipeSetup, ACCESS, 'recipe.md', (_ctx, { db }) => setupLists(db)),
  route(recipeCount, READ, 'recipe.count', (_ctx, { db }) => countRecipes(db)),
  route(recipeListAll, READ, 'recipe.list-all', (_ctx, context) => listAllRecipes(context)),
  route(recipeFavoriteIds, READ, 'recipe.favorites', (_ctx, context) => favoriteIds(context)),
  route(recipeChanges, READ, 'recipe.changes', (ctx, context) =>
    changesSince(context, new Date(validate(recipeChangesParamsSchema, ctx.params).since)),
  ),
  route(noteListAll, READ, 'note.list-all', (_ctx, context) => listAllNotes(context)),
  route(recipeImagesAll, READ, 'recipe.images.all', (_ctx, context) => allRecipeImages(context)),
  route(recipeList, READ, 'recipe.list', (ctx, context) =>
    listRecipes(context, validate(recipeListParamsSchema, ctx.params)),
  ),
  route(recipeSearch, READ, 'recipe.search', (ctx, context) =>
    listRecipes(context, validate(recipeListParamsSchema, ctx.params)),
  ),
  route(recipeSave, EDIT, 'recipe.save', (ctx, context) =>
    saveRecipe(context, validate(recipeSaveSchema, ctx.request.body)),
  ),
  route(
    recipeImport,
    EDIT,
    'recipe.import',
    async (ctx, context) => {
      boundImportText(ctx.request.body);
      const { text } = validate(recipeImportSchema, ctx.request.body);
      const setup = await setupLists(context.db);
      return saveRecipe(context, validate(recipeSaveSchema, recipeFromJsonLd(text, setup)));
    },
    { bodyLimits: { bytes: IMPORT_BODY_BYTES } },
  ),
  route(recipeGet, READ, 'recipe.get', (ctx, context) =>
    getRecipe(context, validate(idParams, ctx.params).id),
  ),
  route(recipeExport, READ, 'recipe.export', async (ctx, context) => {
    const recipe = await getRecipe(context, validate(idParams, ctx.params).id);
    const document = recipeToJsonLd(recipe, await setupLists(context.db));
    ctx.set('Content-Type', 'application/ld+json; charset=utf-8');
    ctx.body = JSON.stringify(document, null, 2);
  }),
  route(recipeArchive, DELETE, 'recipe.archive', (ctx, context) =>
    archiveRecipe(context, validate(idParams, ctx.params).id),
  ),
  route(recipeRate, READ, 'recipe.rate', (ctx, context) => {
    const params = validate(recipeRatingParamsSchema, ctx.params);
    return rateRecipe(context, params.id, params.rating);
  }),
  route(recipeFavorite, READ, 'recipe.favorite', (ctx, context) => {
    const params = validate(recipeFavoriteParamsSchema, ctx.params);
    return setFavorite(context, params.id, params.favorite);
  }),
  route(recipeImages, READ, 'recipe.images', (ctx, context) =>
    imagesOf(context, validate(idParams, ctx.params).id),
  ),
  // The body is the file itself, or a multipart/form-data body whose first file is the image.
  route(recipeImageUpload, EDIT, 'recipe.image.upload', async (ctx, context) => {
    const recipeId = validate(idParams, ctx.params).id;
    const multipart = ctx.is('multipart') !== false && ctx.is('multipart') !== null;
    const raw = await readRawBody(ctx.req, RECIPE_LIMITS.imageBytes + (multipart ? 64 * 1024 : 0));
    if (multipart) {
      const file = firstMultipartFile(raw, ctx.get('content-type'));
      if (!file) throw unsupportedImage();
      return addRecipeImage(context, recipeId, file.bytes, file.fileName);
    }
    const name = typeof ctx.query.name === 'string' ? ctx.query.name : '';
    return addRecipeImage(context, recipeId, raw, name);
  }),
  route(recipeImageDelete, EDIT, 'recipe.image.delete', (ctx, context) => {
    const params = validate(idParams.extend({ imageId: id }), ctx.params);
    return deleteRecipeImage(context, params.id, params.imageId);
  }),

  route(noteList, READ, 'note.list', (ctx, context) =>
    listNotes(context, validate(noteListRequestSchema, ctx.request.body)),
  ),
  route(noteSave, READ, 'note.save', (ctx, context) =>
    saveNote(context, validate(noteSaveSchema, ctx.request.body)),
  ),
  route(noteDeleteAll, READ, 'note.delete-all', (ctx, context) =>
    deleteAllNotes(context, validate(z.object({ recipeId: id }), ctx.params).recipeId),
  ),
  route(noteGet, READ, 'note.get', (ctx, context) => getNote(context, validate(idParams, ctx.params).id)),
  route(noteDelete, READ, 'note.delete', (ctx, context) =>
    deleteNote(context, validate(idParams, ctx.params).id),
  ),
  route(noteToggle, READ, 'note.toggle', (ctx, context) =>
    toggleNote(context, validate(idParams, ctx.params).id),
  ),
  route(noteToggleAll, READ, 'note.toggle-all', (ctx, context) =>
    toggleNotes(context, validate(idParams, ctx.params).id, false),
  ),
  route(noteToggleOthers, READ, 'note.toggle-others', (ctx, context) =>
    toggleNotes(context, validate(idParams, ctx.params).id, true),
  ),
];
