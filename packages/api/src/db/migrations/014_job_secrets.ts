// Job secrets sealed under a key of their job's own (jobs/secrets.ts): the sealed bundle with the job, the
// wrapped data key in job_keys until the job ends. On PostgreSQL job_keys is UNLOGGED: its rows never enter the
// WAL, so a deleted key leaves no copy there (and a database crash empties it: the jobs then waiting fail, saying
// to start them again). Portable: the knex schema builder, and one PostgreSQL statement.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.text('secrets');
  });
  await knex.schema.createTable('job_keys', (table) => {
    table.integer('job_id').primary();
    table.string('wrapped', 200).notNullable();
  });
  if ((knex.client as { config: { client: string } }).config.client === 'pg') {
    await knex.raw('ALTER TABLE job_keys SET UNLOGGED');
    // No samples of the wrapped keys in pg_statistic (a logged catalog): ANALYZE skips the column.
    await knex.raw('ALTER TABLE job_keys ALTER COLUMN wrapped SET STATISTICS 0');
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_keys');
  await knex.schema.alterTable('jobs', (table) => {
    table.dropColumn('secrets');
  });
}
