// The id pg-boss gave a job's queue entry (PostgreSQL only; SQLite's embedded queue is the jobs table itself),
// so that an instance finds that entry through pg-boss's own API (getJobById, fail) rather than by reading
// pg-boss's tables, whose layout is pg-boss's to change.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.string('queue_job_id', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.dropColumn('queue_job_id');
  });
}
