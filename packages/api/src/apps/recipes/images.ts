// Recipe images: an upload is kept as sent (the original), as a display size and as a thumbnail, both WebP.
// The original and the display size live in the platform's images table (storage type 2, so the admin image
// viewer lists them); the thumbnail, the order and the size in recipe_images. The recipe's preview image is
// its first image.
import sharp from 'sharp';
import type { Config, ImagesConfig } from '../../config.js';
import { checkImagePixels, imageDecoding } from '../../images/index.js';
import type { Knex } from 'knex';
import { ImageStorageOption } from '../../contract/index.js';
import { RECIPE_LIMITS, type RecipeImage } from '../../contract/recipes/index.js';
import { isoDate } from '../../db/paging.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { tooLarge, unsupportedImage } from '../../platform/profile/images.js';
import { actorOf, canEditRecipe, type Queryable, type RecipeContext } from './access.js';
import { lockRecipe, requireReadable, touchRecipe } from './service.js';
import { typed } from './typed.js';

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
  if (format === undefined || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'].includes(format))
    throw unsupportedImage();
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
  image_data: Buffer;
  thumbnail: Buffer;
  created_date: unknown;
}

const asDataUrl = (data: Buffer): string => `data:image/webp;base64,${Buffer.from(data).toString('base64')}`;

function toImage(row: ImageRow): RecipeImage {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    imageName: row.image_name,
    imageType: 'webp',
    sortOrder: row.sort_order,
    width: row.width,
    height: row.height,
    imageData: asDataUrl(row.image_data),
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
      'ri.thumbnail',
      'i.created_date',
    );
}

export async function recipeImages(context: RecipeContext, recipeId: number): Promise<RecipeImage[]> {
  await requireReadable(context.db, recipeId);
  return (await typed<ImageRow[]>(imagesQuery(context.db).where('ri.recipe_id', recipeId))).map(toImage);
}

export async function allRecipeImages(context: RecipeContext): Promise<RecipeImage[]> {
  return (await typed<ImageRow[]>(imagesQuery(context.db))).map(toImage);
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

export async function addRecipeImage(
  context: RecipeContext & { config: Config },
  recipeId: number,
  original: Buffer,
  imageName: string,
): Promise<RecipeImage> {
  if (original.length === 0)
    throw badRequest([{ field: 'image', message: 'The body is empty: send the image file.' }]);
  if (original.length > RECIPE_LIMITS.imageBytes) throw tooLarge(RECIPE_LIMITS.imageBytes);
  // Check the rights before the (CPU-heavy) resize.
  await context.db.transaction((trx) => requireEditable(context, trx, recipeId));
  const resized = await resizeImage(original, context.config.images);
  const imageId = await context.db.transaction(async (trx) => {
    await requireEditable(context, trx, recipeId);
    const now = new Date();
    const [inserted] = await typed<{ id: number }[]>(
      trx('images')
        .insert({
          image_type_id: ImageStorageOption.RecipePhotos,
          user_id: context.user.id,
          destination_id: recipeId,
          image_name: imageName.slice(0, 256),
          image_type: 'webp',
          image_data: resized.display,
          image_data_original: original,
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
  return toImage(row);
}

export async function deleteRecipeImage(
  context: RecipeContext,
  recipeId: number,
  imageId: number,
): Promise<RecipeImage[]> {
  await context.db.transaction(async (trx) => {
    await requireEditable(context, trx, recipeId);
    const found = await typed<unknown>(
      trx('recipe_images').where({ recipe_id: recipeId, image_id: imageId }).first('image_id'),
    );
    if (!found) throw notFound('The image was not found.');
    await trx('recipe_images').where({ image_id: imageId }).delete();
    await trx('images').where({ id: imageId }).delete();
    await refreshPreview(trx, recipeId);
    await touchRecipe(trx, recipeId);
  });
  return recipeImages(context, recipeId);
}
