// After a restore into SQLite, the apps' full-text tables are filled again from the restored rows: the archive
// leaves them out (tables.ts), since PostgreSQL computes its search vectors itself. The apps' own reindexing
// functions do it, so the index holds exactly what a save would have put there. This file names the apps with
// a search index; an app module hook ("rebuild your search index") would let the seam carry it instead.
import type { Knex } from 'knex';
import { reindexRecipe } from '../apps/recipes/writes.js';
import { reindexScan } from '../apps/scanner/writes.js';
import { isPostgres } from '../db/knex.js';

const SEARCH_INDEXES: readonly {
  table: string;
  reindex: (trx: Knex.Transaction, id: number) => Promise<void>;
}[] = [
  { table: 'recipes', reindex: reindexRecipe },
  { table: 'scans', reindex: reindexScan },
];

export async function rebuildSearchIndexes(trx: Knex.Transaction): Promise<void> {
  if (isPostgres(trx)) return;
  for (const { table, reindex } of SEARCH_INDEXES) {
    if (!(await trx.schema.hasTable(table))) continue;
    for (const { id } of await trx(table).select<{ id: number }[]>('id')) await reindex(trx, id);
  }
}
