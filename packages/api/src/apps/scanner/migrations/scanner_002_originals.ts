// The documents a version's pages were made from (an uploaded PDF or TIFF, an imported Paperless-ngx
// original), kept as they came: the pages are images made from them, the original is what the user brought.
// `source_key` marks what an import made (Paperless-ngx's document id and checksum), so that importing the
// same export again finds it and creates nothing new.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scan_originals', (table) => {
    table.increments('id').primary();
    table.integer('scan_id').notNullable().references('id').inTable('scans').onDelete('CASCADE');
    table.integer('version_id').notNullable().references('id').inTable('scan_versions').onDelete('CASCADE');
    table.integer('file_id').notNullable();
    table.string('name', 255).notNullable();
    table.integer('page_count').notNullable();
    table.index(['scan_id']);
  });
  await knex.schema.alterTable('scans', (table) => {
    table.string('source_key', 200);
    table.index(['user_id', 'source_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scans', (table) => {
    table.dropIndex(['user_id', 'source_key']);
    table.dropColumn('source_key');
  });
  await knex.schema.dropTableIfExists('scan_originals');
}
