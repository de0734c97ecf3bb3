// Word lists (issue 34): a text file of one word a line, kept until its owner removes it, for any number of
// searches one after another. The row holds its file (a declared file reference) and its count of words, so
// that a search's candidates are counted without reading it. A search names the word list it reads.
// Portable: the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tools_wordlists', (table) => {
    table.integer('file_id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 255).notNullable();
    table.integer('size').notNullable();
    table.integer('words').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.alterTable('tools_searches', (table) => {
    table.integer('wordlist_file_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tools_searches', (table) => {
    table.dropColumn('wordlist_file_id');
  });
  await knex.schema.dropTableIfExists('tools_wordlists');
}
