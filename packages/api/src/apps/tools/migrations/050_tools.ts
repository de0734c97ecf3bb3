// Tools: the office password finder's uploads (kept a day at most) and searches (one row a job: what the
// results pages show, and the password until its one showing). Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tools_uploads', (table) => {
    // The stored file (files/); the row goes when the upload is deleted.
    table.integer('file_id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 255).notNullable();
    table.string('protection', 20).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at']);
  });
  await knex.schema.createTable('tools_searches', (table) => {
    // The job's id (jobs/).
    table.integer('job_id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('file_id');
    table.integer('copy_file_id');
    table.string('file_name', 255).notNullable();
    table.string('protection', 20).notNullable();
    table.integer('total').notNullable();
    table.integer('tried');
    table.string('outcome', 20);
    // Held only from the job's end to its one showing.
    table.string('password', 1000);
    table.boolean('password_shown').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ended_at', { useTz: true });
    table.integer('duration_ms');
    table.index(['user_id', 'job_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tools_searches');
  await knex.schema.dropTableIfExists('tools_uploads');
}
