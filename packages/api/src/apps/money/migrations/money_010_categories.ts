// Money, depth (categories): a user's category groups and categories, and a category per transaction (null:
// uncategorised). A ledger's transactions take the categories of the ledger's owner. The index serves the
// budget month's aggregate: a ledger's rows of a month, summed by category, read from the index alone.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_category_groups', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.integer('sort_order').notNullable().defaultTo(0);
    table.index(['user_id']);
  });
  await knex.schema.createTable('money_categories', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('group_id').references('id').inTable('money_category_groups').onDelete('SET NULL');
    table.string('name', 100).notNullable();
    table.boolean('carry_over').notNullable().defaultTo(false);
    table.integer('sort_order').notNullable().defaultTo(0);
    table.index(['user_id']);
  });
  await knex.schema.alterTable('money_transactions', (table) => {
    table.integer('category_id').references('id').inTable('money_categories').onDelete('SET NULL');
    table.index(['ledger_id', 'transaction_date', 'category_id', 'amount'], 'money_transactions_category');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropIndex(
      ['ledger_id', 'transaction_date', 'category_id', 'amount'],
      'money_transactions_category',
    );
    table.dropForeign(['category_id']);
    table.dropColumn('category_id');
  });
  await knex.schema.dropTableIfExists('money_categories');
  await knex.schema.dropTableIfExists('money_category_groups');
}
