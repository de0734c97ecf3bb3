// Money, depth (splits): a transaction split over several categories. The parts' cents sum exactly to the
// transaction's amount (the service keeps it so through every change of the amount); a split transaction
// has no category of its own. Each part repeats its transaction's ledger and date, so the budget month sums
// parts through an index as it sums transactions. Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_transaction_splits', (table) => {
    table.increments('id').primary();
    table
      .bigInteger('transaction_id')
      .notNullable()
      .references('id')
      .inTable('money_transactions')
      .onDelete('CASCADE');
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.string('transaction_date', 10).notNullable();
    table.integer('category_id').references('id').inTable('money_categories').onDelete('SET NULL');
    table.bigInteger('amount').notNullable();
    table.string('memo', 200).notNullable().defaultTo('');
    table.integer('position').notNullable().defaultTo(0);
    table.index(['transaction_id']);
    table.index(['ledger_id', 'transaction_date', 'category_id', 'amount'], 'money_splits_category');
  });
  await knex.schema.alterTable('money_transactions', (table) => {
    table.boolean('is_split').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropColumn('is_split');
  });
  await knex.schema.dropTableIfExists('money_transaction_splits');
}
