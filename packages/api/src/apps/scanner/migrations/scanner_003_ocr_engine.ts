// Which engine read a version's text ('native' tesseract or 'wasm' tesseract.js): their accuracy and speed
// differ, so the scan's page says which one it was. Versions recognised before this change say nothing.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scan_versions', (table) => {
    table.string('ocr_engine', 16);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scan_versions', (table) => {
    table.dropColumn('ocr_engine');
  });
}
