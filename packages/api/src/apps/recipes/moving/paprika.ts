// Paprika 3's export (.paprikarecipes): a zip of .paprikarecipe entries, each a gzipped JSON recipe whose photos
// are base64 text inside it (photo_data, and photos[].data). Every step is bounded before it costs: the zip
// through the bounded reader, the gunzip by its output size (zlib stops at the first byte past it), and each
// photo's base64 text by its length before a byte is decoded; the pixels are checked from the image's header
// when it is stored (images.ts), before it is decoded.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { RECIPE_LIMITS } from '@lcars/contract/recipes';
import { ZipLimitError, type ZipReader } from '../../../zip/index.js';
import { ingredientsFromLines, type ImportLookups, type Json } from '../jsonld.js';
import {
  extensionOf,
  isJsonObject,
  isMacMetadata,
  minutesOfText,
  namesOf,
  noRecipes,
  parseJson,
  recipeForm,
  servingsOf,
  textOf,
  type ImportedImage,
  type ImportedRecipe,
} from './neutral.js';

const inflate = promisify(gunzip);

/** A photo's base64 text: four characters for three bytes, and room for line breaks. */
export const PHOTO_BASE64_CHARS = Math.ceil((RECIPE_LIMITS.imageBytes * 4) / 3) + 64 * 1024;
/** One recipe's JSON: its text and its photos as base64. */
export const PAPRIKA_RECIPE_BYTES = 4 * PHOTO_BASE64_CHARS;

/** Paprika's lines: "\n" or "\r\n", blank ones dropped. */
const linesOf = (value: Json | undefined): string[] =>
  textOf(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function photosOf(document: Record<string, Json>): {
  images: ImportedImage[];
  leftOut: { name: string; reason: string }[];
} {
  const encoded: { name: string; data: string }[] = [];
  if (typeof document.photo_data === 'string' && document.photo_data !== '')
    encoded.push({ name: textOf(document.photo, 200) || 'photo.jpg', data: document.photo_data });
  if (Array.isArray(document.photos))
    for (const photo of document.photos.filter(isJsonObject))
      if (typeof photo.data === 'string' && photo.data !== '')
        encoded.push({
          name: textOf(photo.filename, 200) || textOf(photo.name, 200) || 'photo.jpg',
          data: photo.data,
        });
  const images: ImportedImage[] = [];
  const leftOut: { name: string; reason: string }[] = [];
  for (const photo of encoded.slice(0, RECIPE_LIMITS.imagesPerRecipe)) {
    // Measured as text, before a byte is decoded.
    if (photo.data.length > PHOTO_BASE64_CHARS) {
      const limit = RECIPE_LIMITS.imageBytes / 1024 / 1024;
      leftOut.push({ name: photo.name, reason: `The photo is larger than ${limit} MiB: it was left out.` });
      continue;
    }
    images.push({ name: photo.name, bytes: Buffer.from(photo.data, 'base64') });
  }
  return { images, leftOut };
}

export async function readPaprika(zip: ZipReader, lookups: ImportLookups): Promise<ImportedRecipe[]> {
  const found: ImportedRecipe[] = [];
  // What the recipes inflate to, all together, against the file's one budget.
  let inflated = 0;
  for (const entry of zip.entries) {
    if (isMacMetadata(entry.name) || extensionOf(entry.name) !== 'paprikarecipe') continue;
    const source = entry.name;
    const skip = (reason: string, title = ''): ImportedRecipe => ({
      source,
      title,
      save: null,
      reason,
      notes: [],
      images: [],
    });
    let json: Buffer;
    try {
      json = await inflate(await zip.read(entry), { maxOutputLength: PAPRIKA_RECIPE_BYTES });
    } catch (error) {
      if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ZipLimitError(
          `The file is refused: ${source} inflates past the limit of ${PAPRIKA_RECIPE_BYTES / 1024 / 1024} MiB.`,
        );
      if (error instanceof ZipLimitError) throw error;
      found.push(skip(`${source} is not gzipped JSON (${(error as Error).message}).`));
      continue;
    }
    inflated += json.length;
    if (inflated > zip.limits.totalBytes)
      throw new ZipLimitError('The file is refused: what its recipes inflate to is past the limit.');
    const document = parseJson(json);
    if (!isJsonObject(document)) {
      found.push(skip(`${source} is no JSON.`));
      continue;
    }
    const yieldText = servingsOf(document.servings);
    const categories = namesOf(document.categories);
    const { save, reason } = recipeForm(
      {
        title: textOf(document.name, RECIPE_LIMITS.title),
        description: textOf(document.description, RECIPE_LIMITS.description),
        authorName: '',
        categories,
        tags: [],
        prepMinutes: minutesOfText(document.prep_time),
        cookMinutes: minutesOfText(document.cook_time),
        totalMinutes: minutesOfText(document.total_time),
        servings: yieldText.servings,
        servingTitle: yieldText.servingTitle,
        // Paprika keeps ingredients as lines; a heading line ("For the sauce:") starts a group.
        ingredients: ingredientsFromLines(
          linesOf(document.ingredients).slice(0, RECIPE_LIMITS.ingredients),
          lookups,
        ),
        instructions: linesOf(document.directions),
        sourceUrl: textOf(document.source_url, 2048),
      },
      lookups,
    );
    if (save === null) {
      found.push(skip(reason, textOf(document.name, RECIPE_LIMITS.title)));
      continue;
    }
    const { images, leftOut } = photosOf(document);
    const notes = [
      { title: 'Notes', text: textOf(document.notes, 10_000) },
      { title: 'Nutrition', text: textOf(document.nutritional_info, 10_000) },
    ].filter((note) => note.text !== '');
    found.push({ source, title: save.title, save, reason: '', notes, images, leftOut });
  }
  if (found.length === 0) throw noRecipes('The file holds no Paprika recipe (.paprikarecipe entries).');
  return found;
}
