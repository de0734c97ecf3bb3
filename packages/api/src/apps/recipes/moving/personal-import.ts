// The import of this portal's own "Download my data" zip (format `lcars`): its recipes/recipes.zip (Nextcloud
// Cookbook's layout, read as that format is) and, beside it, the person's shopping lists, meal plan and
// cookbooks (around.ts). Only recipes/ is opened: the other apps' files in the download are never read.
import { withZip, ZipLimitError, type ZipLimits, type ZipReader } from '../../../zip/index.js';
import type { ImportLookups } from '../jsonld.js';
import {
  COOKBOOKS_FILE,
  MEAL_PLAN_FILE,
  readAround,
  SHOPPING_LISTS_FILE,
  type ImportedAround,
} from './around.js';
import { noRecipes, type ImportedRecipe } from './neutral.js';
import { readNextcloud } from './nextcloud.js';

export const COLLECTION_FILE = 'recipes.zip';

/**
 * The download as a whole: the collection's bounds, but recipes.zip is stored as it is (its photos are
 * compressed already), so one entry may be as large as the upload. The inner zip then has the collection
 * import's own bounds. The other apps' entries (a scan's PDF) are counted in the directory, never read.
 */
export function downloadLimits(collection: ZipLimits, uploadBytes: number): ZipLimits {
  return {
    entries: collection.entries,
    totalBytes: collection.totalBytes,
    entryBytes: uploadBytes,
    ratio: collection.ratio,
  };
}

/** One of the JSON files, refused by its declared size before a byte is inflated (the reader holds it to it). */
async function jsonEntry(zip: ZipReader, folder: string, file: string, maxBytes: number) {
  const entry = zip.entry(`${folder}${file}`);
  if (entry === undefined) return undefined;
  if (entry.uncompressedSize > maxBytes)
    throw new ZipLimitError(
      `${file} is refused: it is larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB.`,
    );
  return zip.read(entry);
}

export interface PersonalImportRead {
  recipes: ImportedRecipe[];
  around: ImportedAround;
}

export async function readPersonalExport(
  zip: ZipReader,
  lookups: ImportLookups,
  collection: ZipLimits,
): Promise<PersonalImportRead> {
  // recipes/recipes.zip, or the same one level down (the download unpacked and zipped again in its folder).
  const inner = zip.entries.find(
    (entry) =>
      entry.name === `recipes/${COLLECTION_FILE}` || entry.name.endsWith(`/recipes/${COLLECTION_FILE}`),
  );
  if (inner === undefined)
    throw noRecipes(`The file holds no recipes/${COLLECTION_FILE}: choose the zip "Download my data" gave.`);
  const folder = inner.name.slice(0, inner.name.length - COLLECTION_FILE.length);
  // The JSON files are read and checked first: a refused one costs no recipe's reading.
  const around = readAround({
    shoppingLists: await jsonEntry(zip, folder, SHOPPING_LISTS_FILE, collection.entryBytes),
    mealPlan: await jsonEntry(zip, folder, MEAL_PLAN_FILE, collection.entryBytes),
    cookbooks: await jsonEntry(zip, folder, COOKBOOKS_FILE, collection.entryBytes),
  });
  // A person with lists but no recipe yet downloads an empty collection: nothing to read, not a wrong file.
  const recipes = await withZip(await zip.read(inner), collection, (recipeZip) =>
    recipeZip.entries.some((entry) => entry.name.endsWith('recipe.json'))
      ? readNextcloud(recipeZip, lookups)
      : Promise.resolve([]),
  );
  return { recipes, around };
}
