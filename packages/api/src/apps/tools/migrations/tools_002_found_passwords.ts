// A found password waits for its one showing in a table of its own, UNLOGGED on PostgreSQL: it never enters the
// WAL, so once shown (or a day old) and deleted, no copy of it stays there (issue 28). A database crash empties
// the table: a password not yet shown is then lost, and the search says to run again (the decrypted copy stays).
// Portable: the knex schema builder, and one PostgreSQL statement.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tools_found_passwords', (table) => {
    table.integer('job_id').primary();
    table.string('password', 1000).notNullable();
  });
  if ((knex.client as { config: { client: string } }).config.client === 'pg') {
    await knex.raw('ALTER TABLE tools_found_passwords SET UNLOGGED');
    // No samples of the passwords in pg_statistic, a logged catalog: ANALYZE skips the column.
    await knex.raw('ALTER TABLE tools_found_passwords ALTER COLUMN password SET STATISTICS 0');
  }
  await knex('tools_found_passwords').insert(
    knex('tools_searches').whereNotNull('password').select('job_id', 'password'),
  );
  await knex.schema.alterTable('tools_searches', (table) => {
    table.dropColumn('password');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tools_searches', (table) => {
    table.string('password', 1000);
  });
  const found = await knex('tools_found_passwords').select<{ job_id: number; password: string }[]>(
    'job_id',
    'password',
  );
  for (const row of found) {
    await knex('tools_searches').where({ job_id: row.job_id }).update({ password: row.password });
  }
  await knex.schema.dropTableIfExists('tools_found_passwords');
}
