// Costs that stay flat as a repository grows (issue 35; docs/decisions.md, "The repository at 100,000 records").
// Both tables are derived by triggers from the records and their values: backups leave them out (the module's
// `derivedTables`) and a restore's inserts fill them again.
//
// - repo_record_counts: each repository's number of records, kept by the inserts and deletes of records, so
//   the repository's `recs` is one row read instead of a count of every record.
// - repo_values_plain (PostgreSQL): one row per record holding its plain values, lower-cased and joined by
//   U+001F (which a filter cannot contain), as SQLite's repo_values_fts does. A filter reads the next records of
//   the repository in id order from it (a narrow row each) or, for rarer text, its trigram index; before, it
//   looked into each record's values one by one (30 ms of PostgreSQL's CPU for a rare filter at 10,000
//   records). Sensitive values are sealed, their `value` null: they are never in it. Its column is never
//   sampled by ANALYZE, as repo_record_values' own (005_repo_002).
import type { Knex } from 'knex';
import { isPostgres } from '../../../db/knex.js';
import type { AppMigration } from '../../module.js';

async function countsUp(knex: Knex): Promise<void> {
  await knex.schema.createTable('repo_record_counts', (table) => {
    table.integer('repo_id').primary().references('id').inTable('repo_repos').onDelete('CASCADE');
    table.integer('records').notNullable().defaultTo(0);
  });
  await knex.raw(
    `INSERT INTO repo_record_counts (repo_id, records)
       SELECT repo_id, count(*) FROM repo_records GROUP BY repo_id`,
  );
  if (isPostgres(knex)) {
    // Once a statement, with the statement's rows: an import's thousand records are one upsert.
    await knex.raw(`CREATE FUNCTION repo_record_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO repo_record_counts (repo_id, records)
          SELECT repo_id, count(*) FROM added_records GROUP BY repo_id
          ON CONFLICT (repo_id) DO UPDATE SET records = repo_record_counts.records + excluded.records;
        RETURN NULL;
      END $$`);
    await knex.raw(`CREATE FUNCTION repo_record_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE repo_record_counts c SET records = c.records - d.n
          FROM (SELECT repo_id, count(*) AS n FROM removed_records GROUP BY repo_id) d
          WHERE c.repo_id = d.repo_id;
        RETURN NULL;
      END $$`);
    await knex.raw(`CREATE TRIGGER repo_record_counts_insert AFTER INSERT ON repo_records
      REFERENCING NEW TABLE AS added_records FOR EACH STATEMENT EXECUTE FUNCTION repo_record_counts_added()`);
    await knex.raw(`CREATE TRIGGER repo_record_counts_delete AFTER DELETE ON repo_records
      REFERENCING OLD TABLE AS removed_records FOR EACH STATEMENT EXECUTE FUNCTION repo_record_counts_removed()`);
    return;
  }
  await knex.raw(`CREATE TRIGGER repo_record_counts_insert AFTER INSERT ON repo_records BEGIN
      INSERT INTO repo_record_counts (repo_id, records) VALUES (new.repo_id, 1)
        ON CONFLICT (repo_id) DO UPDATE SET records = records + 1;
    END`);
  await knex.raw(`CREATE TRIGGER repo_record_counts_delete AFTER DELETE ON repo_records BEGIN
      UPDATE repo_record_counts SET records = records - 1 WHERE repo_id = old.repo_id;
    END`);
}

/** The rows of repo_values_plain for the records `where` picks (`r` is the record): their plain values joined. */
const plainRows = (where: string): string => `
  INSERT INTO repo_values_plain (rec_id, repo_id, plain)
    SELECT r.id, r.repo_id, string_agg(lower(v.value), E'\\x1f' ORDER BY v.id)
    FROM repo_records r JOIN repo_record_values v ON v.rec_id = r.id
    WHERE (${where}) AND v.value IS NOT NULL
    GROUP BY r.id, r.repo_id`;

async function hasTrigrams(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: { trgm: boolean }[] }>(
    `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trgm`,
  );
  return rows[0]?.trgm === true;
}

/** PostgreSQL: the plain values of each record in one row, kept by statement triggers on the values. */
async function plainValuesUp(knex: Knex): Promise<void> {
  await knex.schema.createTable('repo_values_plain', (table) => {
    table.integer('rec_id').primary().references('id').inTable('repo_records').onDelete('CASCADE');
    table.integer('repo_id').notNullable();
    table.text('plain').notNullable();
    table.index(['repo_id', 'rec_id'], 'repo_values_plain_keyset');
  });
  await knex.raw('ALTER TABLE repo_values_plain ALTER COLUMN plain SET STATISTICS 0');
  await knex.raw(`CREATE FUNCTION repo_values_plain_reindex(recs integer[]) RETURNS void LANGUAGE sql AS $$
      DELETE FROM repo_values_plain WHERE rec_id = ANY (recs);
      ${plainRows('r.id = ANY (recs)')};
    $$`);
  // A trigger with transition tables answers one event: one function for each of the three.
  const events = [
    ['insert', 'INSERT', 'NEW TABLE AS new_values', 'SELECT rec_id FROM new_values'],
    ['delete', 'DELETE', 'OLD TABLE AS old_values', 'SELECT rec_id FROM old_values'],
    [
      'update',
      'UPDATE',
      'OLD TABLE AS old_values NEW TABLE AS new_values',
      'SELECT rec_id FROM old_values UNION SELECT rec_id FROM new_values',
    ],
  ] as const;
  for (const [name, event, tables, recs] of events) {
    await knex.raw(`CREATE FUNCTION repo_values_plain_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM repo_values_plain_reindex(ARRAY(SELECT DISTINCT rec_id FROM (${recs}) changed));
          RETURN NULL;
        END $$`);
    await knex.raw(`CREATE TRIGGER repo_values_plain_${name} AFTER ${event} ON repo_record_values
        REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION repo_values_plain_${name}()`);
  }
  await knex.raw(plainRows('true'));
  // 005_repo_003 installed pg_trgm where it could; without it a rare filter reads the repository's rows.
  if (await hasTrigrams(knex)) {
    // On the column itself (not an expression), so the column's STATISTICS 0 holds for the index too.
    await knex.raw('CREATE INDEX repo_values_plain_trgm ON repo_values_plain USING gin (plain gin_trgm_ops)');
  }
  // Nothing reads the per-value trigram index any more; every write of a value paid for it.
  await knex.raw('DROP INDEX IF EXISTS repo_record_values_trgm');
}

export const repoMigration005: AppMigration = {
  name: '005_repo_005_growth',
  async up(knex) {
    await countsUp(knex);
    if (isPostgres(knex)) await plainValuesUp(knex);
  },
  async down(knex) {
    for (const trigger of ['repo_record_counts_insert', 'repo_record_counts_delete']) {
      await knex.raw(
        isPostgres(knex)
          ? `DROP TRIGGER IF EXISTS ${trigger} ON repo_records`
          : `DROP TRIGGER IF EXISTS ${trigger}`,
      );
    }
    await knex.schema.dropTableIfExists('repo_record_counts');
    if (!isPostgres(knex)) return;
    await knex.raw('DROP FUNCTION IF EXISTS repo_record_counts_added(), repo_record_counts_removed()');
    for (const name of ['insert', 'delete', 'update']) {
      await knex.raw(`DROP TRIGGER IF EXISTS repo_values_plain_${name} ON repo_record_values`);
      await knex.raw(`DROP FUNCTION IF EXISTS repo_values_plain_${name}()`);
    }
    await knex.raw('DROP FUNCTION IF EXISTS repo_values_plain_reindex(integer[])');
    await knex.schema.dropTableIfExists('repo_values_plain');
    if (await hasTrigrams(knex)) {
      await knex.raw(
        `CREATE INDEX repo_record_values_trgm ON repo_record_values
           USING gin (lower(value) gin_trgm_ops) WHERE value IS NOT NULL`,
      );
    }
  },
};
