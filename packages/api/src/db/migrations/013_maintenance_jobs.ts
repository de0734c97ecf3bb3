// The portal's own maintenance jobs (the file sweep) belong to no user: jobs.user_id may be null.
// Portable: only the knex schema builder (SQLite rebuilds the table, keeping its rows and indexes).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (table) => {
    table.integer('user_id').nullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('jobs').whereNull('user_id').delete();
  await knex.schema.alterTable('jobs', (table) => {
    table.integer('user_id').notNullable().alter();
  });
}
