// Letting go of deleted bytes. A DELETE or UPDATE removes a row from what queries see, not from disk: SQLite
// keeps the old page images in its WAL (and, without secure_delete, the old cells in free space), PostgreSQL
// keeps dead row versions until VACUUM and writes every change to its WAL. Where a removed value was a secret,
// these are what the database can do about it (docs/decisions.md, "Secrets that outlive their removal").
import { isPostgres, type Db } from './knex.js';

/**
 * After secrets were deleted from `tables`: SQLite (secure_delete is on, so the deleted cells are zeros in the
 * current pages) checkpoints the WAL into the database file and truncates it, so no older page image holds them;
 * PostgreSQL vacuums the tables, so their dead row versions are gone (an UNLOGGED table never had them in the WAL).
 */
export async function shredDeleted(db: Db, tables: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    for (const table of tables) await db.raw('VACUUM ??', [table]);
    return;
  }
  await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}

/**
 * After values that were stored in clear were sealed in `tables` (a field made sensitive): the old clear text may
 * sit anywhere a page once held it. SQLite rebuilds the whole database (VACUUM) and truncates the WAL. PostgreSQL
 * rewrites the tables (VACUUM FULL, a short exclusive lock), which drops their old files, then gathers their
 * statistics again and rewrites pg_statistic: ANALYZE keeps sample values of each column there (the test found
 * the clear text in it). PostgreSQL's WAL still holds the clear text until its segments are recycled (and any WAL
 * archive or backup taken before keeps it).
 */
export async function purgeOldPages(db: Db, tables: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    for (const table of tables) {
      await db.raw('VACUUM FULL ??', [table]);
      await db.raw('ANALYZE ??', [table]);
    }
    // The database's owner may rewrite its catalogs; another user gets a warning, and the samples stay until
    // autovacuum or an administrator's VACUUM FULL pg_statistic.
    await db.raw('VACUUM FULL pg_statistic');
    return;
  }
  await db.raw('VACUUM');
  await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}
