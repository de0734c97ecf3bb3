// Attachments of records (attachments.ts): the stored file of the ciphertext, its seal id (bound into the
// ciphertext's associated data), the sealed name and type, and the plain size (counted against the uploader's
// total). A record's delete takes its attachment rows with it; the stored files are released by the delete
// and, after a crash, by the file sweep (the module declares file_id).
import type { AppMigration } from '../../module.js';

export const repoMigration004: AppMigration = {
  name: '005_repo_004_attachments',
  async up(knex) {
    await knex.schema.createTable('repo_record_attachments', (table) => {
      table.increments('id').primary();
      table.integer('rec_id').notNullable().references('id').inTable('repo_records').onDelete('CASCADE');
      table.integer('file_id').notNullable();
      table.string('seal_id', 32).notNullable();
      table.text('meta').notNullable();
      table.bigInteger('size').notNullable();
      table.integer('created_by_id').references('id').inTable('users').onDelete('SET NULL');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['rec_id']);
      table.index(['created_by_id']);
      table.index(['file_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('repo_record_attachments');
  },
};
