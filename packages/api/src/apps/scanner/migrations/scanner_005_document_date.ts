// The date of the document itself (the letter's date, not the day it was scanned): set by its owner, often
// from a date the recognised text suggests. A date column would come back as a Date in local time from the
// PostgreSQL driver; the text YYYY-MM-DD sorts and compares the same on both databases.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scans', (table) => {
    table.string('document_date', 10);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scans', (table) => {
    table.dropColumn('document_date');
  });
}
