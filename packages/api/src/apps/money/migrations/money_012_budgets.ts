// Money, depth (budgets): a monthly amount per category (the category's owner's), for a month 'YYYY-MM'.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_budgets', (table) => {
    table
      .integer('category_id')
      .notNullable()
      .references('id')
      .inTable('money_categories')
      .onDelete('CASCADE');
    table.string('month', 7).notNullable();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.bigInteger('amount').notNullable();
    table.primary(['category_id', 'month']);
    table.index(['user_id', 'month']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('money_budgets');
}
