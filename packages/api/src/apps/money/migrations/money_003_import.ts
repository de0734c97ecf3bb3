// Bank statement imports (issue 21): a batch per import, so a whole import can be undone; the batch id and
// the bank's own transaction id (OFX FITID) on each transaction it posted, so a later import of the same
// statement finds them as duplicates; and the CSV column mapping saved per account (or per ledger when the
// ledger belongs to no account). Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_import_batches', (table) => {
    table.increments('id').primary();
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.string('format', 10).notNullable();
    table.string('file_name', 255).notNullable().defaultTo('');
    table.integer('row_count').notNullable().defaultTo(0);
    table.integer('created_by_id').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['ledger_id']);
  });

  await knex.schema.createTable('money_import_mappings', (table) => {
    table.increments('id').primary();
    table.integer('account_id').references('id').inTable('money_accounts').onDelete('CASCADE');
    table.integer('ledger_id').references('id').inTable('money_ledgers').onDelete('CASCADE');
    // The CsvMapping of the contract, as JSON text (validated again whenever it is read).
    table.text('mapping').notNullable();
    table.integer('modified_by_id').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['account_id']);
    table.unique(['ledger_id']);
  });

  await knex.schema.alterTable('money_transactions', (table) => {
    table.integer('import_batch_id').references('id').inTable('money_import_batches').onDelete('SET NULL');
    table.string('external_id', 255);
    table.index(['import_batch_id'], 'money_transactions_import_batch');
    table.index(['ledger_id', 'external_id'], 'money_transactions_external');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropIndex(['ledger_id', 'external_id'], 'money_transactions_external');
    table.dropIndex(['import_batch_id'], 'money_transactions_import_batch');
    table.dropForeign(['import_batch_id']);
    table.dropColumn('import_batch_id');
    table.dropColumn('external_id');
  });
  await knex.schema.dropTableIfExists('money_import_mappings');
  await knex.schema.dropTableIfExists('money_import_batches');
}
