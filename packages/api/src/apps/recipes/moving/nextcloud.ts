// Nextcloud Cookbook's layout (also what the collection export writes): one folder per recipe holding
// recipe.json (schema.org Recipe JSON-LD) and its images, full.<ext> first. A recipe.json carrying the portal's
// own term (`lcarsRecipe`) is read from it, losslessly; any other from its schema.org fields.
import { RECIPE_LIMITS } from '@lcars/contract/recipes';
import { ApiError } from '../../../http/errors.js';
import type { ZipReader } from '../../../zip/index.js';
import { recipeFromJsonLd, type ImportLookups } from '../jsonld.js';
import {
  checkedForm,
  entriesByFolder,
  extensionOf,
  IMAGE_EXTENSIONS,
  isJsonObject,
  isMacMetadata,
  noRecipes,
  parseJson,
  textOf,
  type ImportedRecipe,
} from './neutral.js';
import { FORM_KEY, formOfPortable } from './portable.js';

/** full.* first, then image-2, image-3, ... */
function imageOrder(name: string): number {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  if (base.startsWith('full.')) return 0;
  const number = /^image-(\d{1,4})\./.exec(base)?.[1];
  return number === undefined ? 10_000 : Number(number);
}

export async function readNextcloud(zip: ZipReader, lookups: ImportLookups): Promise<ImportedRecipe[]> {
  const found: ImportedRecipe[] = [];
  const folders = entriesByFolder(zip);
  for (const entry of zip.entries) {
    if (isMacMetadata(entry.name)) continue;
    const base = entry.name.slice(entry.name.lastIndexOf('/') + 1);
    if (base !== 'recipe.json') continue;
    const folder = entry.name.slice(0, Math.max(0, entry.name.length - base.length - 1));
    const prefix = folder === '' ? '' : `${folder}/`;
    const bytes = await zip.read(entry);
    const document = parseJson(bytes);
    let title = '';
    let form: ReturnType<typeof checkedForm> = { save: null, reason: 'recipe.json is no JSON.' };
    if (isJsonObject(document)) {
      title = textOf(document.name, RECIPE_LIMITS.title);
      const portable = document[FORM_KEY];
      try {
        form = checkedForm(
          isJsonObject(portable)
            ? formOfPortable(portable, lookups)
            : recipeFromJsonLd(Buffer.from(bytes).toString('utf8'), lookups),
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        form = { save: null, reason: error.errors?.[0]?.message ?? error.message };
      }
    }
    const images = (folders.get(folder) ?? [])
      .filter((image) => {
        // Cookbook keeps thumbnails beside the photo: the import makes its own.
        const base = image.name.slice(prefix.length);
        return IMAGE_EXTENSIONS.has(extensionOf(image.name)) && !/^thumb/i.test(base);
      })
      .sort((a, b) => imageOrder(a.name) - imageOrder(b.name) || a.name.localeCompare(b.name))
      // A recipe holds at most so many images: the rest are left in the archive.
      .slice(0, RECIPE_LIMITS.imagesPerRecipe);
    const read = [];
    for (const image of images)
      read.push({ name: image.name.slice(prefix.length), bytes: await zip.read(image) });
    found.push({
      source: folder,
      title: form.save?.title ?? title,
      save: form.save,
      reason: form.reason,
      notes: [],
      images: form.save === null ? [] : read,
    });
  }
  if (found.length === 0) throw noRecipes('The archive holds no recipe.json.');
  return found;
}
