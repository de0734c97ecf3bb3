// Scanner: scans (owned by one user), their versions (immutable once saved: the pages and the PDF are never
// changed, only the recognised text is added once) and the pages of each version. Page images and PDFs are in
// the file store (files/); a page keeps its thumbnail here. Full-text search like Recipes: an FTS5 table on
// SQLite (refreshed with the row, in the same transaction), a generated tsvector column with a GIN index on
// PostgreSQL.
import type { Knex } from 'knex';

function dialectOf(knex: Knex): string {
  return (knex.client as { config: { client: string } }).config.client;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scans', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('title', 200).notNullable();
    table.text('description').notNullable().defaultTo('');
    // Comma-separated, as the tags field shows them.
    table.string('tags', 1000).notNullable().defaultTo('');
    table.integer('current_version_id');
    table.integer('page_count').notNullable().defaultTo(0);
    // The current version's text, what the search reads.
    table.text('ocr_text').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('modified_at', { useTz: true }).notNullable();
    table.index(['user_id', 'modified_at']);
  });

  await knex.schema.createTable('scan_versions', (table) => {
    table.increments('id').primary();
    table.integer('scan_id').notNullable().references('id').inTable('scans').onDelete('CASCADE');
    table.integer('version_number').notNullable();
    table.string('note', 500).notNullable().defaultTo('');
    table.integer('page_count').notNullable();
    // Set once, when recognition ended (with the text layer) or failed (without).
    table.integer('pdf_file_id');
    table.string('ocr_status', 20).notNullable().defaultTo('queued');
    table.integer('ocr_job_id');
    table.text('ocr_text').notNullable().defaultTo('');
    table.integer('created_by_id').notNullable().references('id').inTable('users');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['scan_id', 'version_number']);
    table.index(['ocr_job_id']);
  });

  await knex.schema.createTable('scan_pages', (table) => {
    table.increments('id').primary();
    table.integer('version_id').notNullable().references('id').inTable('scan_versions').onDelete('CASCADE');
    table.integer('scan_id').notNullable().references('id').inTable('scans').onDelete('CASCADE');
    table.integer('page_number').notNullable();
    // The image as uploaded (a later version starts from it) and the page as made from it (turned, cropped).
    table.integer('source_file_id').notNullable();
    table.integer('image_file_id').notNullable();
    table.integer('rotation').notNullable().defaultTo(0);
    table.double('crop_x');
    table.double('crop_y');
    table.double('crop_width');
    table.double('crop_height');
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.binary('thumbnail').notNullable();
    table.text('ocr_text').notNullable().defaultTo('');
    table.unique(['version_id', 'page_number']);
    table.index(['scan_id']);
  });

  if (dialectOf(knex) === 'pg') {
    await knex.raw(`
      ALTER TABLE scans ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', replace(tags, ',', ' ')), 'B') ||
        setweight(to_tsvector('english', description), 'C') ||
        setweight(to_tsvector('english', ocr_text), 'D')
      ) STORED`);
    await knex.raw('CREATE INDEX scans_search_vector ON scans USING GIN (search_vector)');
  } else {
    await knex.raw(`
      CREATE VIRTUAL TABLE scans_fts USING fts5(
        title, tags, description, ocr_text,
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'pg') await knex.raw('DROP TABLE IF EXISTS scans_fts');
  for (const table of ['scan_pages', 'scan_versions', 'scans']) await knex.schema.dropTableIfExists(table);
}
