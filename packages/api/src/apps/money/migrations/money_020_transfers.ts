// Transfers between two ledgers (money-moves): both sides of one transfer carry the same `transfer_id` (the
// id of its withdrawal row), so they are found, edited and deleted together, and reports can leave them out
// of income and spending. Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.bigInteger('transfer_id');
    table.index(['transfer_id'], 'money_transactions_transfer');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropIndex(['transfer_id'], 'money_transactions_transfer');
    table.dropColumn('transfer_id');
  });
}
