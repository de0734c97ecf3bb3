// A budget is in one currency (issue 33: "totals across currencies are never added as if equal"). A month's
// budget counts the ledgers of one currency, so each budgeted amount says which: the key becomes category,
// month and currency. Budgets set before were for ledgers without a currency of their own, which read as USD.
// Portable: the knex schema builder (SQLite's primary key changes by copying the table, which knex does).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_budgets', (table) => {
    table.string('currency', 3).notNullable().defaultTo('USD');
  });
  await knex.schema.alterTable('money_budgets', (table) => {
    table.dropPrimary();
    table.primary(['category_id', 'month', 'currency']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('money_budgets').whereNot({ currency: 'USD' }).delete();
  await knex.schema.alterTable('money_budgets', (table) => {
    table.dropPrimary();
    table.primary(['category_id', 'month']);
  });
  await knex.schema.alterTable('money_budgets', (table) => {
    table.dropColumn('currency');
  });
}
