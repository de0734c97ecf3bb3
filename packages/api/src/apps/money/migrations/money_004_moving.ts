// Moving in (issue 31): CSV column mappings saved per user under a bank's name, so that one mapping serves
// every ledger that bank's files go into (the older per-account mapping stays: it is the default of that
// account). Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_bank_mappings', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    // The CsvMapping of the contract, as JSON text (validated again whenever it is read).
    table.text('mapping').notNullable();
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('money_bank_mappings');
}
