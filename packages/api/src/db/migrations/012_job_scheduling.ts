// The jobs table is the queue on PostgreSQL too (jobs/poller.ts): pg-boss's entry ids are no longer kept, and
// the scheduler's round robin asks when each user's last job started. Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.dropColumn('queue_job_id');
    table.index(['user_id', 'started_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.dropIndex(['user_id', 'started_at']);
    table.string('queue_job_id', 64);
  });
}
