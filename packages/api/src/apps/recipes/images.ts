// Recipe images: an upload is kept as sent (the original), as a display size and as a thumbnail, both WebP.
// The original and the display size are stored files (files/), counted in the uploader's quota, as the
// Scanner keeps its pages; the platform's images table holds a row for each (storage type 2, so the admin
// image viewer lists them) that points at both. The thumbnail, the order and the size are in recipe_images.
// The recipe's preview image is its first image. A recipe holds at most RECIPE_LIMITS.imagesPerRecipe.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Knex } from 'knex';
import type { Config, ImagesConfig } from '../../config.js';
import { ImageStorageOption } from '@lcars/contract';
import { RECIPE_LIMITS, type RecipeImage } from '@lcars/contract/recipes';
import { isoDate } from '../../db/paging.js';
import {
  cleanFileName,
  defineFileKind,
  readStoredFile,
  type FileStore,
  type StoredFile,
} from '../../files/index.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { checkImagePixels, imageDecoding } from '../../images/index.js';
import { tooLarge, unsupportedImage } from '../../platform/profile/images.js';
import { actorOf, canEditRecipe, type Queryable, type RecipeContext } from './access.js';
import { lockRecipe, requireReadable, touchRecipe } from './service.js';
import { typed } from '../../db/typed.js';

/** Formats an original may have (what sharp reads of what cameras and phones write). */
const ORIGINAL_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

export const recipeImageKind = defineFileKind({
  name: 'recipes.image',
  maxBytes: RECIPE_LIMITS.imageBytes,
  types: ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'],
});
/** The display size: at most 1600 pixels a side as WebP, far below this. */
export const recipeDisplayKind = defineFileKind({
  name: 'recipes.display',
  maxBytes: 16 * 1024 * 1024,
  types: ['webp'],
});

/** What reading and changing recipe images needs: the database, the user, the settings, the file store. */
export interface RecipeImageContext extends RecipeContext {
  config: Config;
  files: FileStore;
}

export const DISPLAY_SIZE = 1600;
export const THUMBNAIL_SIZE = 320;

export interface ResizedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  format: string;
}

/**
 * Display size and thumbnail of an uploaded image (turned upright by its EXIF orientation): 415 if it is not
 * one, 413 naming the limit past `limits.maxPixels` (from its header, before decoding), decoded in one of the
 * process's decoding slots.
 */
export async function resizeImage(original: Buffer, limits: ImagesConfig): Promise<ResizedImage> {
  const header = await checkImagePixels(original, limits.maxPixels, 'image');
  const format = header?.format;
  if (format === undefined || !ORIGINAL_FORMATS.includes(format)) throw unsupportedImage();
  return imageDecoding(limits.decodes).run(() => resize(original, format, limits.maxPixels));
}

async function resize(original: Buffer, format: string, maxPixels: number): Promise<ResizedImage> {
  const upright = sharp(original, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
  const display = await upright
    .clone()
    .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await upright
    .clone()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return {
    display: display.data,
    thumbnail,
    width: display.info.width,
    height: display.info.height,
    format,
  };
}

interface ImageRow {
  id: number;
  recipe_id: number;
  image_name: string;
  sort_order: number;
  width: number;
  height: number;
  /** The display size when it is kept in the row (images stored before issue 28 and not moved yet). */
  image_data: Buffer;
  file_id: number | null;
  thumbnail: Buffer;
  created_date: unknown;
}

const asDataUrl = (data: Buffer): string => `data:image/webp;base64,${Buffer.from(data).toString('base64')}`;

async function toImage(files: FileStore, row: ImageRow): Promise<RecipeImage> {
  const display = row.file_id === null ? row.image_data : await readStoredFile(files, row.file_id);
  return {
    id: row.id,
    recipeId: row.recipe_id,
    imageName: row.image_name,
    imageType: 'webp',
    sortOrder: row.sort_order,
    width: row.width,
    height: row.height,
    imageData: asDataUrl(display),
    thumbnailData: asDataUrl(row.thumbnail),
    createdDate: isoDate(row.created_date),
  };
}

function imagesQuery(db: Queryable): Knex.QueryBuilder {
  return db('recipe_images as ri')
    .join('images as i', 'i.id', 'ri.image_id')
    .join('recipes as r', 'r.id', 'ri.recipe_id')
    .where('r.archived', false)
    .orderBy([
      { column: 'ri.recipe_id', order: 'asc' },
      { column: 'ri.sort_order', order: 'asc' },
      { column: 'ri.image_id', order: 'asc' },
    ])
    .select(
      'ri.image_id as id',
      'ri.recipe_id',
      'i.image_name',
      'ri.sort_order',
      'ri.width',
      'ri.height',
      'i.image_data',
      'i.file_id',
      'ri.thumbnail',
      'i.created_date',
    );
}

async function imagesOf(context: RecipeImageContext, query: Knex.QueryBuilder): Promise<RecipeImage[]> {
  const rows = await typed<ImageRow[]>(query);
  const images: RecipeImage[] = [];
  for (const row of rows) images.push(await toImage(context.files, row));
  return images;
}

export async function recipeImages(context: RecipeImageContext, recipeId: number): Promise<RecipeImage[]> {
  await requireReadable(context.db, recipeId);
  return imagesOf(context, imagesQuery(context.db).where('ri.recipe_id', recipeId));
}

export async function allRecipeImages(context: RecipeImageContext): Promise<RecipeImage[]> {
  return imagesOf(context, imagesQuery(context.db));
}

/** The images of a recipe as they were uploaded, in order: what an export carries. */
export async function recipeImageOriginals(
  context: RecipeImageContext,
  recipeId: number,
): Promise<{ name: string; format: string; bytes: Buffer }[]> {
  const rows = await typed<{ image_name: string; original_file_id: number | null; file_id: number | null }[]>(
    context
      .db('recipe_images as ri')
      .join('images as i', 'i.id', 'ri.image_id')
      .where('ri.recipe_id', recipeId)
      .orderBy([
        { column: 'ri.sort_order', order: 'asc' },
        { column: 'ri.image_id', order: 'asc' },
      ])
      .select('i.image_name', 'i.original_file_id', 'i.file_id'),
  );
  const originals = [];
  for (const row of rows) {
    // Images from before the file store kept only the display size.
    const fileId = row.original_file_id ?? row.file_id;
    if (fileId === null) continue;
    const bytes = await readStoredFile(context.files, fileId);
    const format = (await sharp(bytes).metadata()).format ?? 'jpeg';
    originals.push({ name: row.image_name, format, bytes });
  }
  return originals;
}

/** Points the recipe's preview at its first image (none: no preview). */
async function refreshPreview(trx: Knex.Transaction, recipeId: number): Promise<void> {
  const first = await typed<{ image_id: number } | undefined>(
    trx('recipe_images')
      .where({ recipe_id: recipeId })
      .orderBy([
        { column: 'sort_order', order: 'asc' },
        { column: 'image_id', order: 'asc' },
      ])
      .first('image_id'),
  );
  await trx('recipes')
    .where({ id: recipeId })
    .update({ preview_image_id: first?.image_id ?? null, last_modified_date: new Date() });
  await touchRecipe(trx, recipeId);
}

async function requireEditable(context: RecipeContext, trx: Knex.Transaction, recipeId: number) {
  const existing = await lockRecipe(trx, recipeId);
  if (!canEditRecipe(await actorOf(trx, context.user), existing.created_by_id))
    throw forbidden('Only those who may edit the recipe may change its images.');
}

/** The rights to add an image, and room for one more (under the recipe's lock when in the saving transaction). */
async function requireRoom(context: RecipeContext, trx: Knex.Transaction, recipeId: number) {
  await requireEditable(context, trx, recipeId);
  const held = await typed<{ n?: unknown } | undefined>(
    trx('recipe_images').where({ recipe_id: recipeId }).count({ n: '*' }).first(),
  );
  if (Number(held?.n ?? 0) >= RECIPE_LIMITS.imagesPerRecipe) {
    throw new ApiError(409, {
      detail: `A recipe holds at most ${RECIPE_LIMITS.imagesPerRecipe} images: delete one to add another.`,
    });
  }
}

export async function addRecipeImage(
  context: RecipeImageContext,
  recipeId: number,
  original: Buffer,
  imageName: string,
): Promise<RecipeImage> {
  if (original.length === 0)
    throw badRequest([{ field: 'image', message: 'The body is empty: send the image file.' }]);
  if (original.length > RECIPE_LIMITS.imageBytes) throw tooLarge(RECIPE_LIMITS.imageBytes);
  // The rights and the room before the (CPU-heavy) resize; again in the transaction that adds the image.
  await context.db.transaction((trx) => requireRoom(context, trx, recipeId));
  const resized = await resizeImage(original, context.config.images);
  const name = imageName === '' ? '' : cleanFileName(imageName);
  const userId = context.user.id;
  const stored: StoredFile[] = [];
  try {
    // Both count in the uploader's quota (413 past it), as any upload does.
    const originalFile = await context.files.store(Readable.from([original]), {
      kind: recipeImageKind,
      userId,
      name: name || 'image',
    });
    stored.push(originalFile);
    const displayFile = await context.files.store(Readable.from([resized.display]), {
      kind: recipeDisplayKind,
      userId,
      name: `${(name || 'image').replace(/\.[^.]*$/, '')}.webp`,
    });
    stored.push(displayFile);
    const imageId = await context.db.transaction(async (trx) => {
      await requireRoom(context, trx, recipeId);
      const now = new Date();
      const [inserted] = await typed<{ id: number }[]>(
        trx('images')
          .insert({
            image_type_id: ImageStorageOption.RecipePhotos,
            user_id: userId,
            destination_id: recipeId,
            image_name: name.slice(0, 256),
            image_type: 'webp',
            // The bytes are the stored files'.
            image_data: Buffer.alloc(0),
            file_id: displayFile.id,
            original_file_id: originalFile.id,
            image_meta_data: JSON.stringify({
              originalFormat: resized.format,
              width: resized.width,
              height: resized.height,
            }),
            byte_size: original.length,
            created_date: now,
            modified_date: now,
          })
          .returning('id'),
      );
      const id = Number(inserted?.id);
      const last = await typed<{ order: unknown } | undefined>(
        trx('recipe_images').where({ recipe_id: recipeId }).max({ order: 'sort_order' }).first(),
      );
      await trx('recipe_images').insert({
        image_id: id,
        recipe_id: recipeId,
        sort_order: Number(last?.order ?? 0) + 1,
        width: resized.width,
        height: resized.height,
        thumbnail: resized.thumbnail,
      });
      await refreshPreview(trx, recipeId);
      return id;
    });
    const row = await typed<ImageRow>(imagesQuery(context.db).where('ri.image_id', imageId).first());
    return await toImage(context.files, row);
  } catch (error) {
    for (const file of stored) await context.files.release(file.id).catch(() => undefined);
    throw error;
  }
}

export async function deleteRecipeImage(
  context: RecipeImageContext,
  recipeId: number,
  imageId: number,
): Promise<RecipeImage[]> {
  const files = await context.db.transaction(async (trx) => {
    await requireEditable(context, trx, recipeId);
    const found = await typed<{ file_id: number | null; original_file_id: number | null } | undefined>(
      trx('recipe_images as ri')
        .join('images as i', 'i.id', 'ri.image_id')
        .where({ 'ri.recipe_id': recipeId, 'ri.image_id': imageId })
        .first('i.file_id', 'i.original_file_id'),
    );
    if (!found) throw notFound('The image was not found.');
    await trx('recipe_images').where({ image_id: imageId }).delete();
    await trx('images').where({ id: imageId }).delete();
    await refreshPreview(trx, recipeId);
    await touchRecipe(trx, recipeId);
    return [found.file_id, found.original_file_id].filter((id): id is number => id !== null);
  });
  // After the commit: the rows that held the files are gone, so are the references.
  for (const file of files) await context.files.release(file).catch(() => undefined);
  return recipeImages(context, recipeId);
}
