// Background jobs and the file store (jobs/, files/). Portable: only the knex schema builder.
// `jobs` is the user-facing record of every job (status, progress, result) on both databases; with SQLite it
// is also the queue, with PostgreSQL pg-boss carries the job's id and this row keeps the rest.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('kind', 100).notNullable();
    table.string('title', 200).notNullable();
    /** queued, running, succeeded, failed, cancelled */
    table.string('status', 16).notNullable();
    table.integer('percent').notNullable().defaultTo(0);
    table.string('message', 500);
    /** JSON; the kind's secret fields are removed when the job ends. */
    table.text('payload');
    table.text('result');
    table.string('error', 1000);
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('max_attempts').notNullable();
    /** Epoch milliseconds before which a queued job is not claimed (retry backoff). */
    table.bigInteger('run_after_ms').notNullable();
    table.boolean('cancel_requested').notNullable().defaultTo(false);
    /** The API instance running it (for logs and recovery). */
    table.string('claimed_by', 64);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('started_at', { useTz: true });
    table.timestamp('ended_at', { useTz: true });
    table.index(['user_id', 'id']);
    table.index(['status', 'run_after_ms']);
  });

  // One row per distinct content (sha256): the bytes are on disk (PORTAL_DATA_DIR/files) or in `content`.
  await knex.schema.createTable('file_blobs', (table) => {
    table.string('sha256', 64).primary();
    table.bigInteger('size').notNullable();
    /** How many stored_files rows point here; the blob goes when it reaches 0. */
    table.integer('ref_count').notNullable();
    /** The bytes, when the store is the database (PORTAL_FILE_STORE=db). */
    table.binary('content');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  // One row per file a user stored; apps' records refer to its id.
  await knex.schema.createTable('stored_files', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('kind', 100).notNullable();
    table.string('name', 255).notNullable();
    table.string('content_type', 100).notNullable();
    table.bigInteger('size').notNullable();
    table.string('sha256', 64).notNullable().references('sha256').inTable('file_blobs');
    /** How many app records refer to this file; it is deleted when it reaches 0. */
    table.integer('ref_count').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['user_id']);
    table.index(['sha256']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stored_files');
  await knex.schema.dropTableIfExists('file_blobs');
  await knex.schema.dropTableIfExists('jobs');
}
