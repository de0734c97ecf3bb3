// Last-modified marks per data name and id, for the offline store's freshness checks. Any area that
// changes data the portal keeps offline calls touchData in the same transaction.
import type { Knex } from 'knex';
import type { DataLastModified } from '../../contract/index.js';
import { toIso } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

/** Records that `dataName`/`id` changed now. */
export async function touchData(
  db: Db | Knex.Transaction,
  dataName: string,
  id: number | string,
): Promise<void> {
  await db('data_last_modified')
    .insert({
      data_name: dataName.slice(0, 100),
      item_id: String(id).slice(0, 100),
      modified_date: new Date(),
    })
    .onConflict(['data_name', 'item_id'])
    .merge(['modified_date']);
}

export async function getLastModified(db: Db, dataName: string, id: string): Promise<DataLastModified> {
  const row = await db('data_last_modified')
    .where({ data_name: dataName, item_id: id })
    .first<{ modified_date: unknown } | undefined>('modified_date');
  return { dataName, id, lastModified: toIso(row?.modified_date) };
}
