// Images whose bytes live in the file store (recipe images, issue 28): the shown image and the original as
// stored files, counted in their uploader's quota. image_data stays for the images kept in the row (profile
// pictures) and is empty for these. The rows stored before are moved by the Recipes app on start (it needs
// the file store, which may be a folder on disk).
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (table) => {
    table.integer('file_id');
    table.integer('original_file_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (table) => {
    table.dropColumn('file_id');
    table.dropColumn('original_file_id');
  });
}
