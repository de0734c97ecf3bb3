// Paperless-ngx's vocabularies, per user: correspondents and document types (a scan has at most one of each),
// custom fields (a name and a type; a scan's value is kept as canonical text: "12.50" for money, "2024-03-15"
// for a date, "true" for yes) and saved views (a named filter of the list, as JSON). `name_key` (trimmed, lower
// case) makes a name unique per user without regard to case. The scans' two columns carry no foreign key
// (SQLite would rebuild the table to add one): deleting an item clears them in the same transaction.
import type { Knex } from 'knex';

const NAMED = ['scan_correspondents', 'scan_document_types'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const name of NAMED) {
    await knex.schema.createTable(name, (table) => {
      table.increments('id').primary();
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.string('name', 100).notNullable();
      table.string('name_key', 100).notNullable();
      table.unique(['user_id', 'name_key']);
    });
  }
  await knex.schema.createTable('scan_custom_fields', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable();
    table.string('data_type', 10).notNullable();
    table.unique(['user_id', 'name_key']);
  });
  await knex.schema.createTable('scan_field_values', (table) => {
    table.integer('scan_id').notNullable().references('id').inTable('scans').onDelete('CASCADE');
    table
      .integer('field_id')
      .notNullable()
      .references('id')
      .inTable('scan_custom_fields')
      .onDelete('CASCADE');
    table.string('value', 1000).notNullable();
    table.primary(['scan_id', 'field_id']);
    table.index(['field_id']);
  });
  await knex.schema.createTable('scan_saved_views', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable();
    table.text('filter').notNullable();
    table.unique(['user_id', 'name_key']);
  });
  await knex.schema.alterTable('scans', (table) => {
    table.integer('correspondent_id');
    table.integer('document_type_id');
    table.index(['user_id', 'correspondent_id']);
    table.index(['user_id', 'document_type_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('scans', (table) => {
    table.dropIndex(['user_id', 'correspondent_id']);
    table.dropIndex(['user_id', 'document_type_id']);
    table.dropColumn('correspondent_id');
    table.dropColumn('document_type_id');
  });
  for (const name of ['scan_saved_views', 'scan_field_values', 'scan_custom_fields', ...NAMED]) {
    await knex.schema.dropTableIfExists(name);
  }
}
