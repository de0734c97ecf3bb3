// The collection as a zip, and such a zip read back. The layout is Nextcloud Cookbook's, which Mealie and
// Tandoor also read: one folder per recipe holding recipe.json (schema.org Recipe JSON-LD) and its images
// (the first is full.<ext>, as Cookbook names its photo; then image-2.<ext>, ...).
//
// schema.org has no room for all of a recipe (ranges of times, groups and substitutes of ingredients as
// such, whether servings scale), so recipe.json also carries `lcarsRecipe`: the recipe form, its lookup ids
// written as titles so that another portal's lists map them. The import takes it when present, and the
// schema.org fields otherwise (a Cookbook or Mealie export). JSON-LD readers ignore a term the context does
// not define.
//
// The import is idempotent: a recipe whose title and author match one already in the collection (ignoring
// case) is skipped, so the same archive imported twice creates nothing new; a preview says what would be
// created and skipped, and why, without writing anything.
import { zipSync, type Zippable } from 'fflate';
import type { SystemItem } from '@lcars/contract';
import {
  RECIPE_LIMITS,
  recipeSaveSchema,
  type Ingredient,
  type IngredientInput,
  type Recipe,
  type RecipeArchiveImport,
  type RecipeSaveRequest,
  type RecipeSetup,
} from '@lcars/contract/recipes';
import { typed } from '../../db/typed.js';
import { ApiError } from '../../http/errors.js';
import { validate } from '../../http/validate.js';
import { withZip, type ZipLimits, type ZipReader } from '../../zip/index.js';
import { addRecipeImage, recipeImageOriginals, type RecipeImageContext } from './images.js';
import { recipeFromJsonLd, recipeToJsonLd } from './jsonld.js';
import { listAllRecipes, recipeSetup, saveRecipe } from './service.js';

/** The portal's own term in recipe.json: the whole recipe form. */
const FORM_KEY = 'lcarsRecipe';

/**
 * An archive of a whole collection: a few thousand recipes with their photos. Every bound is checked from the
 * central directory before a byte is inflated, and again while inflating (zip/reader.ts).
 */
export const RECIPE_ARCHIVE_LIMITS: ZipLimits = {
  entries: 20_000,
  totalBytes: 512 * 1024 * 1024,
  entryBytes: RECIPE_LIMITS.imageBytes,
  ratio: 200,
};

/** The upload's bound: the archive as sent (its images are compressed already). */
export const RECIPE_ARCHIVE_BYTES = 256 * 1024 * 1024;

const IMAGE_TYPES: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heif: 'heic',
  tiff: 'tif',
};
const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'heic',
  'heif',
  'tif',
  'tiff',
]);

const titleOf = (items: readonly SystemItem[], id: number | null | undefined): string | null =>
  items.find((item) => item.id === id)?.title ?? null;
const idOf = (items: readonly SystemItem[], title: unknown): number | null =>
  typeof title === 'string'
    ? (items.find((item) => item.title.toLowerCase() === title.toLowerCase())?.id ?? null)
    : null;

/** An ingredient of the form, its lookups as titles (the save finds or adds them by title). */
function portableIngredient(line: Ingredient, setup: RecipeSetup): IngredientInput {
  return {
    isGroup: line.isGroup,
    groupTitle: line.groupTitle,
    ingredients: line.ingredients.map((inner) => portableIngredient(inner, setup)),
    amount: line.amount,
    measurementTitle: titleOf(setup.measurements, line.measurementId) ?? '',
    productTitle: titleOf(setup.products, line.productId) ?? '',
    additionalInformation: line.additionalInformation,
    substitution: line.substitution,
    substitutionIngredients: line.substitutionIngredients.map((inner) => portableIngredient(inner, setup)),
    showSubstitutions: line.showSubstitutions,
  };
}

/** The recipe form, with its lookup ids as titles. */
function portableForm(recipe: Recipe, setup: RecipeSetup): Record<string, unknown> {
  return {
    title: recipe.title,
    description: recipe.description,
    authorName: recipe.authorName,
    recipeType: titleOf(setup.recipeTypes, recipe.recipeTypeId),
    prepTimeType: titleOf(setup.timeTypes, recipe.prepTimeTypeId),
    prepStartTime: recipe.prepStartTime,
    prepEndTime: recipe.prepEndTime,
    cookTimeType: titleOf(setup.timeTypes, recipe.cookTimeTypeId),
    cookStartTime: recipe.cookStartTime,
    cookEndTime: recipe.cookEndTime,
    totalTimeType: titleOf(setup.timeTypes, recipe.totalTimeTypeId),
    totalStartTime: recipe.totalStartTime,
    totalEndTime: recipe.totalEndTime,
    totalTimeAutoCalculate: recipe.totalTimeAutoCalculate,
    servings: recipe.servings,
    servingTitle: recipe.servingTitle,
    servingScalable: recipe.servingScalable,
    ingredients: recipe.ingredients.map((line) => portableIngredient(line, setup)),
    instructions: recipe.instructions,
    tags: recipe.tags,
  };
}

/** The save request of a portable form (the schema refuses what does not fit, naming the field). */
function formOfPortable(form: Record<string, unknown>, setup: RecipeSetup): RecipeSaveRequest {
  const { recipeType, prepTimeType, cookTimeType, totalTimeType, ...fields } = form;
  return {
    ...(fields as RecipeSaveRequest),
    id: 0,
    recipeTypeId: idOf(setup.recipeTypes, recipeType),
    prepTimeTypeId: idOf(setup.timeTypes, prepTimeType),
    cookTimeTypeId: idOf(setup.timeTypes, cookTimeType),
    totalTimeTypeId: idOf(setup.timeTypes, totalTimeType),
  };
}

/** A folder name from a title: letters, digits and a few signs, never a path; the id keeps it unique. */
function folderName(recipe: Recipe): string {
  const safe = recipe.title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe === '' ? 'Recipe' : safe} (${recipe.id})`;
}

/** Every recipe the caller can read (or those of `ids`), as a Nextcloud Cookbook zip. */
export async function collectionArchive(
  context: RecipeImageContext,
  ids?: readonly number[],
): Promise<Uint8Array> {
  const setup = await recipeSetup(context.db);
  const files: Zippable = {};
  for (const recipe of await listAllRecipes(context, ids)) {
    const folder = folderName(recipe);
    const images = await recipeImageOriginals(context, recipe.id);
    const names = images.map(
      (image, index) =>
        `${index === 0 ? 'full' : `image-${index + 1}`}.${IMAGE_TYPES[image.format] ?? 'jpg'}`,
    );
    const document = {
      ...recipeToJsonLd(recipe, setup),
      ...(names.length === 0 ? {} : { image: names }),
      [FORM_KEY]: portableForm(recipe, setup),
    };
    files[`${folder}/recipe.json`] = new TextEncoder().encode(JSON.stringify(document, null, 2));
    // Photos are compressed already: stored as they are.
    images.forEach((image, index) => (files[`${folder}/${names[index]}`] = [image.bytes, { level: 0 }]));
  }
  return zipSync(files, { level: 6 });
}

const keyOf = (title: string, author: string): string =>
  `${title.trim().toLowerCase()}\u0000${author.trim().toLowerCase()}`;

interface ArchivedRecipe {
  folder: string;
  save: RecipeSaveRequest | null;
  reason: string;
  images: { name: string; read: () => Promise<Buffer> }[];
}

/** The recipes of an open archive: each folder's recipe.json, read into a save request, and its images. */
async function recipesOf(zip: ZipReader, setup: RecipeSetup): Promise<ArchivedRecipe[]> {
  const found: ArchivedRecipe[] = [];
  for (const entry of zip.entries) {
    const match = /^(?:(.*)\/)?recipe\.json$/.exec(entry.name);
    // A zip made on a Mac carries a copy of each file's metadata under __MACOSX/: no recipe.
    if (!match || entry.name.startsWith('__MACOSX/')) continue;
    const folder = match[1] ?? '';
    const prefix = folder === '' ? '' : `${folder}/`;
    const text = (await zip.read(entry)).toString('utf8');
    let save: RecipeSaveRequest | null = null;
    let reason = '';
    try {
      const document = JSON.parse(text) as Record<string, unknown>;
      const form = document[FORM_KEY];
      save =
        typeof form === 'object' && form !== null && !Array.isArray(form)
          ? formOfPortable(form as Record<string, unknown>, setup)
          : recipeFromJsonLd(text, setup);
      save = validate(recipeSaveSchema, save);
    } catch (error) {
      reason =
        error instanceof ApiError ? (error.errors?.[0]?.message ?? error.message) : 'recipe.json is no JSON.';
      save = null;
    }
    const images = zip.entries
      .filter((image) => {
        if (!image.name.startsWith(prefix) || image.name.slice(prefix.length).includes('/')) return false;
        const extension = image.name.slice(image.name.lastIndexOf('.') + 1).toLowerCase();
        // Cookbook keeps thumbnails beside the photo: the import makes its own.
        return IMAGE_EXTENSIONS.has(extension) && !/^thumb/i.test(image.name.slice(prefix.length));
      })
      .sort((a, b) => imageOrder(a.name) - imageOrder(b.name) || a.name.localeCompare(b.name))
      // A recipe holds at most so many images: the rest are left in the archive.
      .slice(0, RECIPE_LIMITS.imagesPerRecipe)
      .map((image) => ({ name: image.name.slice(prefix.length), read: () => zip.read(image) }));
    found.push({ folder, save, reason, images });
  }
  return found;
}

/** full.* first, then image-2, image-3, ... */
function imageOrder(name: string): number {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  if (base.startsWith('full.')) return 0;
  const number = /^image-(\d{1,4})\./.exec(base)?.[1];
  return number === undefined ? 10_000 : Number(number);
}

/**
 * Imports (or with `preview`, only reads) a recipe archive: each recipe is created with its images, or
 * skipped with the reason (already in the collection, twice in the archive, unreadable).
 */
export async function importRecipeArchive(
  context: RecipeImageContext,
  bytes: Uint8Array,
  preview: boolean,
): Promise<RecipeArchiveImport> {
  const setup = await recipeSetup(context.db);
  return withZip(bytes, RECIPE_ARCHIVE_LIMITS, async (zip) => {
    const archived = await recipesOf(zip, setup);
    if (archived.length === 0) {
      throw new ApiError(400, {
        detail: 'The archive holds no recipe.json.',
        errors: [{ field: 'file', message: 'The archive holds no recipe.json.' }],
      });
    }
    const existing = await typed<{ title: string; author_name: string | null }[]>(
      context.db('recipes').where('archived', false).select('title', 'author_name'),
    );
    const inCollection = new Set(existing.map((row) => keyOf(row.title, row.author_name ?? '')));
    const inArchive = new Set<string>();
    const result: RecipeArchiveImport = { preview, created: [], skipped: [] };
    for (const recipe of archived) {
      if (recipe.save === null) {
        result.skipped.push({ folder: recipe.folder, title: '', reason: recipe.reason });
        continue;
      }
      const title = recipe.save.title;
      const key = keyOf(title, recipe.save.authorName ?? '');
      if (inCollection.has(key) || inArchive.has(key)) {
        const reason = inCollection.has(key)
          ? 'A recipe of this title and author is already in the collection.'
          : 'An earlier folder of the archive holds a recipe of this title and author.';
        result.skipped.push({ folder: recipe.folder, title, reason });
        continue;
      }
      inArchive.add(key);
      if (preview) {
        result.created.push({ folder: recipe.folder, title, id: null, images: recipe.images.length });
        continue;
      }
      const saved = await saveRecipe(context, validate(recipeSaveSchema, recipe.save));
      for (const image of recipe.images) {
        await addRecipeImage(context, saved.id, await image.read(), image.name);
      }
      result.created.push({ folder: recipe.folder, title, id: saved.id, images: recipe.images.length });
    }
    return result;
  });
}
