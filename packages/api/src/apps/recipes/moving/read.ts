// Reading another product's recipe export into neutral recipes (neutral.ts), through the bounded zip reader.
// Nothing here touches the database: a request runs it for a small file, a job's worker thread for a large one.
import { RECIPE_LIMITS, type RecipeImportFormat } from '@lcars/contract/recipes';
import { withZip, type ZipLimits, type ZipReader } from '../../../zip/index.js';
import type { ImportLookups } from '../jsonld.js';
import { readMealie } from './mealie.js';
import type { ImportedRecipe } from './neutral.js';
import { readNextcloud } from './nextcloud.js';
import { readPaprika } from './paprika.js';
import { downloadLimits, readPersonalExport, type PersonalImportRead } from './personal-import.js';
import { readTandoor } from './tandoor.js';

/**
 * An export of a whole collection: a few thousand recipes with their photos. Every bound is checked from the
 * central directory before a byte is inflated, and again while inflating (zip/reader.ts). An entry may be a
 * photo, or a Paprika recipe holding one (base64 in gzip), or a Tandoor recipe zip holding one.
 */
export const RECIPE_ARCHIVE_LIMITS: ZipLimits = {
  entries: 20_000,
  totalBytes: 512 * 1024 * 1024,
  entryBytes: 2 * RECIPE_LIMITS.imageBytes,
  ratio: 200,
};

/** The upload's bound: the file as sent (its images are compressed already). */
export const RECIPE_ARCHIVE_BYTES = 256 * 1024 * 1024;

const READERS: Record<
  Exclude<RecipeImportFormat, 'lcars'>,
  (zip: ZipReader, lookups: ImportLookups) => Promise<ImportedRecipe[]>
> = {
  nextcloud: readNextcloud,
  mealie: readMealie,
  tandoor: readTandoor,
  paprika: readPaprika,
};

/** What an export holds: its recipes, and with this portal's download what is the person's around them. */
export type RecipeExportRead = Pick<PersonalImportRead, 'recipes'> &
  Partial<Pick<PersonalImportRead, 'around'>>;

/** The recipes of an export in `format` (a 400 naming the problem when it is not one, 413 past a bound). */
export async function readRecipeExport(
  bytes: Uint8Array,
  format: RecipeImportFormat,
  lookups: ImportLookups,
): Promise<RecipeExportRead> {
  if (format === 'lcars')
    return withZip(bytes, downloadLimits(RECIPE_ARCHIVE_LIMITS, RECIPE_ARCHIVE_BYTES), (zip) =>
      readPersonalExport(zip, lookups, RECIPE_ARCHIVE_LIMITS),
    );
  return { recipes: await withZip(bytes, RECIPE_ARCHIVE_LIMITS, (zip) => READERS[format](zip, lookups)) };
}
