// Resuming a stopped search (issue 34): a search keeps what it left untried (`remaining`, [start, end) ranges
// of its numbering as JSON), saved now and then while it runs and once when it stops, so that a run after a
// server restart goes on from there, and a cancelled search can be resumed by its owner. A resumed search
// names the one it goes on from, and starts at its position. What the owner described (words, masks, rules)
// waits for the resume sealed, in a table of its own whose row is deleted (and shredded) once resumed, when
// the upload goes, or a day after. Portable: the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tools_searches', (table) => {
    table.text('remaining');
    table.integer('start_position').notNullable().defaultTo(0);
    table.integer('resumed_from');
    table.integer('resumed_as');
  });
  await knex.schema.createTable('tools_resume', (table) => {
    // The stopped search's job.
    table.integer('job_id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // A data key of this row alone, wrapped under the key the jobs' keys are (never in the database).
    table.text('data_key').notNullable();
    // The spec, sealed under the data key.
    table.text('secrets').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tools_resume');
  await knex.schema.alterTable('tools_searches', (table) => {
    table.dropColumn('remaining');
    table.dropColumn('start_position');
    table.dropColumn('resumed_from');
    table.dropColumn('resumed_as');
  });
}
