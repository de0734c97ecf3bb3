// Keyset pages and an index for the record filter (docs/decisions.md, "Recipes and the repository: keyset
// pages and capped counts"). Records are paged by (repo_id, id). The filter's index holds the plain values only:
// a sensitive value is stored sealed with `value` null, and neither index ever sees it.
//
// - SQLite: an FTS5 table with the trigram tokenizer, one row per record (rowid = the record's id) holding its
//   plain values joined by U+001F, which a filter cannot contain. FTS5 answers `LIKE '%term%'` from the
//   trigrams, in rowid order and lazily, so a page of matches stops at the page. Triggers keep it in step with
//   every write of a value (saves, imports, a field made sensitive, cascaded deletes). A value's trigrams stay in
//   the index's older segments until a merge: a field made sensitive merges the whole index at once
//   ('optimize', repos.ts) before the purge rewrites the files. (FTS5's secure-delete option would do it on
//   every write, at twice the cost of a record's insert: 2.8 ms instead of 1.3.)
// - PostgreSQL: a trigram GIN index (pg_trgm) on lower(value) for the rows whose value is not null, its
//   statistics off like the column's (005_repo_002): ANALYZE never copies a sample of the values.
import { isPostgres } from '../../../db/knex.js';
import type { AppMigration } from '../../module.js';

/** The record's row of the filter index made again from its plain values (none: no row). */
const reindex = (rec: string): string => `
    DELETE FROM repo_values_fts WHERE rowid = ${rec};
    INSERT INTO repo_values_fts (rowid, plain)
      SELECT rec_id, group_concat(value, char(31)) FROM repo_record_values
      WHERE rec_id = ${rec} AND value IS NOT NULL GROUP BY rec_id;`;

export const repoMigration003: AppMigration = {
  name: '005_repo_003_keyset',
  async up(knex) {
    await knex.schema.alterTable('repo_records', (table) => {
      table.index(['repo_id', 'id'], 'repo_records_keyset');
    });
    await knex.schema.alterTable('repo_records', (table) => {
      table.dropIndex(['repo_id']);
    });
    if (isPostgres(knex)) {
      const { rows } = await knex.raw<{ rows: { can: boolean }[] }>(
        `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
           AND (EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
             OR has_database_privilege(current_database(), 'CREATE')) AS can`,
      );
      // Without the extension the filter works as before, by a scan of the repository's values.
      if (!rows[0]?.can) return;
      await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await knex.raw(
        `CREATE INDEX repo_record_values_trgm ON repo_record_values
           USING gin (lower(value) gin_trgm_ops) WHERE value IS NOT NULL`,
      );
      await knex.raw('ALTER INDEX repo_record_values_trgm ALTER COLUMN 1 SET STATISTICS 0');
      return;
    }
    await knex.raw(
      `CREATE VIRTUAL TABLE repo_values_fts USING fts5(plain, tokenize = 'trigram', detail = 'full')`,
    );
    await knex.raw(
      `INSERT INTO repo_values_fts (rowid, plain)
         SELECT rec_id, group_concat(value, char(31)) FROM repo_record_values
         WHERE value IS NOT NULL GROUP BY rec_id`,
    );
    await knex.raw(`CREATE TRIGGER repo_values_fts_insert AFTER INSERT ON repo_record_values BEGIN
      ${reindex('new.rec_id')}
    END`);
    await knex.raw(`CREATE TRIGGER repo_values_fts_update AFTER UPDATE ON repo_record_values BEGIN
      ${reindex('old.rec_id')}
      ${reindex('new.rec_id')}
    END`);
    await knex.raw(`CREATE TRIGGER repo_values_fts_delete AFTER DELETE ON repo_record_values BEGIN
      ${reindex('old.rec_id')}
    END`);
  },
  async down(knex) {
    if (isPostgres(knex)) {
      await knex.raw('DROP INDEX IF EXISTS repo_record_values_trgm');
    } else {
      for (const trigger of ['insert', 'update', 'delete']) {
        await knex.raw(`DROP TRIGGER IF EXISTS repo_values_fts_${trigger}`);
      }
      await knex.raw('DROP TABLE IF EXISTS repo_values_fts');
    }
    await knex.schema.alterTable('repo_records', (table) => {
      table.index(['repo_id']);
    });
    await knex.schema.alterTable('repo_records', (table) => {
      table.dropIndex(['repo_id', 'id'], 'repo_records_keyset');
    });
  },
};
