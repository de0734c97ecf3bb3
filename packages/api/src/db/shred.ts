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
    // Once for every table: a transaction that began after the sealing never saw the clear rows.
    await olderSnapshotsEnded(db);
    for (const table of tables) await db.raw('VACUUM FULL ??', [table]);
    // Fresh samples for every table, not only these: a sample taken before the sealing (by autovacuum, of
    // these tables or of one a copy of the value passed through) is replaced by one of what is there now.
    await db.raw('ANALYZE');
    // The database's owner may rewrite its catalogs; another user gets a warning, and the samples stay until
    // autovacuum or an administrator's VACUUM FULL pg_statistic. An autovacuum ANALYZE that began before the
    // one above would keep the old samples' row versions, so the wait comes again.
    await olderSnapshotsEnded(db);
    await db.raw('VACUUM FULL pg_statistic');
    return;
  }
  await db.raw('VACUUM');
  await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}

/** How long a purge waits for the transactions that may still see the clear text. */
const SNAPSHOT_WAIT_MS = 15_000;

/**
 * Waits (bounded) until no other session holds a snapshot or a transaction begun before now. VACUUM FULL keeps
 * every row version such a session may still see ("recently dead"): a request's transaction, or autovacuum's
 * ANALYZE, that began before the values were sealed would keep their clear text in the rewritten table. Sessions
 * of every database count: a long transaction in another database of the server (a bulk load) held the rewrite
 * back too (seen with pageinspect: the sealed row's old version copied into the new file), as does a session
 * still starting, which has no database yet.
 */
async function olderSnapshotsEnded(db: Db): Promise<void> {
  const now = (await db.raw<{ rows: { xid: string }[] }>('SELECT pg_current_xact_id()::xid::text AS xid'))
    .rows[0]!.xid;
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  for (;;) {
    const { rows } = await db.raw<{ rows: { older: string }[] }>(
      `SELECT count(*) AS older FROM pg_stat_activity
        WHERE pid <> pg_backend_pid()
          AND ((backend_xmin IS NOT NULL AND age(backend_xmin) >= age(?::text::xid))
            OR (backend_xid IS NOT NULL AND age(backend_xid) >= age(?::text::xid)))`,
      [now, now],
    );
    if (Number(rows[0]!.older) === 0) return;
    if (Date.now() > deadline) {
      // Purging now keeps what those sessions may see: say so, for the administrator to purge again later.
      console.warn(`Purge: ${rows[0]!.older} older session(s) still open after ${SNAPSHOT_WAIT_MS} ms.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
