// The scheduled backups' runs: what the admin page, `lcars backup list` and the metrics show. A row is written
// when a run starts and completed when it ends, so a run cut short by a stop stays visible as never ended.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('backup_runs', (table) => {
    table.increments('id').primary();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('ended_at', { useTz: true });
    table.boolean('ok');
    table.string('file', 200).notNullable();
    table.bigInteger('bytes');
    table.string('message', 1000);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('backup_runs');
}
