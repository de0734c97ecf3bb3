// Recipe images stored before issue 28 kept their bytes in the images table, outside every quota. On start,
// each such row's original and display size move into the file store as its uploader's files (counted in
// the quota even past it: they were stored already), and the row points at them. Row by row, each in its own
// transaction: an interrupted start leaves every row either moved or as it was, and the next start goes on.
import { Readable } from 'node:stream';
import { ImageStorageOption } from '@lcars/contract';
import type { StoredFile } from '../../files/index.js';
import type { FileMigrationContext } from '../module.js';
import { recipeDisplayKind, recipeImageKind } from './images.js';
import { typed } from '../../db/typed.js';

interface LegacyRow {
  id: number;
  user_id: number | null;
  destination_id: number;
  image_name: string;
  image_data: Buffer | string;
  image_data_original: Buffer | string | null;
}

const bytesOf = (value: Buffer | string): Buffer => (Buffer.isBuffer(value) ? value : Buffer.from(value));

/** Moves what is left; answers how many images it moved. */
export async function moveRecipeImagesIntoFileStore({
  db,
  files,
  log,
}: FileMigrationContext): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await typed<LegacyRow[]>(
      db('images')
        .where({ image_type_id: ImageStorageOption.RecipePhotos })
        .whereNull('file_id')
        .where('id', '>', after)
        .orderBy('id')
        .limit(20)
        .select('id', 'user_id', 'destination_id', 'image_name', 'image_data', 'image_data_original'),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.id;
      // The uploader pays; a row without one (none is written so) goes to the recipe's creator.
      const owner =
        row.user_id ??
        (
          await typed<{ created_by_id: number } | undefined>(
            db('recipes').where({ id: row.destination_id }).first('created_by_id'),
          )
        )?.created_by_id;
      if (owner === undefined) continue;
      const display = bytesOf(row.image_data);
      const original = row.image_data_original === null ? display : bytesOf(row.image_data_original);
      const name = row.image_name === '' ? 'image' : row.image_name;
      const stored: StoredFile[] = [];
      let changed = 0;
      try {
        stored.push(
          await files.store(Readable.from([original]), {
            kind: recipeImageKind,
            userId: owner,
            name,
            withinQuota: false,
          }),
        );
        stored.push(
          await files.store(Readable.from([display]), {
            kind: recipeDisplayKind,
            userId: owner,
            name: `${name.replace(/\.[^.]*$/, '')}.webp`,
            withinQuota: false,
          }),
        );
        const [originalFile, displayFile] = stored as [StoredFile, StoredFile];
        changed = await db('images')
          .where({ id: row.id })
          .whereNull('file_id')
          .update({
            file_id: displayFile.id,
            original_file_id: originalFile.id,
            image_data: Buffer.alloc(0),
            image_data_original: null,
          });
      } catch (error) {
        // A row the store refuses (an original of a type it does not know) keeps its bytes where they are: it
        // is still shown, and the next start tries again.
        log.error(`Recipes: image ${row.id} could not move into the file store`, error);
      }
      if (changed === 1) moved += 1;
      // Refused, or another instance moved the row first: these files are nobody's.
      else for (const file of stored) await files.release(file.id).catch(() => undefined);
    }
  }
  if (moved > 0) log.info(`Recipes: ${moved} images moved into the file store.`);
  return moved;
}
