// The secure repository: repositories, their users and fields, records with their wrapped data key, and
// values (plain text for ordinary fields, sealed text for sensitive ones: never both). The reveal counts
// keep each user's reveals per minute for the rate limit. Portable: only the knex schema builder.
import type { Knex } from 'knex';
import type { AppMigration } from '../../module.js';

function audit(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.integer('created_by_id').references('id').inTable('users').onDelete('SET NULL');
  table.integer('modified_by_id').references('id').inTable('users').onDelete('SET NULL');
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export const repoMigration001: AppMigration = {
  name: '005_repo_001',
  async up(knex) {
    await knex.schema.createTable('repo_repos', (table) => {
      table.increments('id').primary();
      table.string('title', 200).notNullable();
      table.string('description', 2000).notNullable().defaultTo('');
      table.boolean('repo_enabled').notNullable().defaultTo(true);
      table.boolean('share_users_can_edit').notNullable().defaultTo(false);
      table.boolean('share_users_can_edit_users').notNullable().defaultTo(false);
      audit(knex, table);
      table.index(['created_by_id']);
    });
    await knex.schema.createTable('repo_users', (table) => {
      table.integer('repo_id').notNullable().references('id').inTable('repo_repos').onDelete('CASCADE');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.primary(['repo_id', 'user_id']);
      table.index(['user_id']);
    });
    await knex.schema.createTable('repo_fields', (table) => {
      table.increments('id').primary();
      table.integer('repo_id').notNullable().references('id').inTable('repo_repos').onDelete('CASCADE');
      table.string('title', 100).notNullable();
      table.string('description', 500).notNullable().defaultTo('');
      table.integer('data_type_id').notNullable().defaultTo(9);
      table.integer('sort_order').notNullable().defaultTo(0);
      table.integer('max_character_length');
      table.integer('numeric_precision');
      table.boolean('always_edit').notNullable().defaultTo(false);
      table.boolean('is_sensitive').notNullable().defaultTo(false);
      table.boolean('is_user_defined').notNullable().defaultTo(true);
      table.index(['repo_id']);
    });
    await knex.schema.createTable('repo_records', (table) => {
      table.increments('id').primary();
      table.integer('repo_id').notNullable().references('id').inTable('repo_repos').onDelete('CASCADE');
      table.integer('rec_type_id');
      // The record's data key, sealed under the key-encryption key whose fingerprint is key_id.
      table.string('data_key', 200).notNullable();
      table.string('key_id', 32).notNullable();
      audit(knex, table);
      table.index(['repo_id']);
      table.index(['key_id']);
    });
    await knex.schema.createTable('repo_record_values', (table) => {
      table.increments('id').primary();
      table.integer('rec_id').notNullable().references('id').inTable('repo_records').onDelete('CASCADE');
      table.integer('field_id').notNullable().references('id').inTable('repo_fields').onDelete('CASCADE');
      table.text('value');
      table.text('sealed');
      table.unique(['rec_id', 'field_id']);
      table.index(['field_id']);
    });
    await knex.schema.createTable('repo_reveal_counts', (table) => {
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      // The minute (seconds since 1970 / window) the count belongs to.
      table.bigInteger('window_start').notNullable();
      table.integer('reveals').notNullable().defaultTo(0);
      table.primary(['user_id', 'window_start']);
    });
  },
  async down(knex) {
    for (const table of [
      'repo_reveal_counts',
      'repo_record_values',
      'repo_records',
      'repo_fields',
      'repo_users',
      'repo_repos',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
