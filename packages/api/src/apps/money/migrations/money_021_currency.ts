// Currencies (money-moves): an ISO 4217 code on accounts and ledgers, null until set (then USD, the "$ two
// decimals" of before, so existing amounts keep their meaning). A ledger linked to an account follows the
// account's; its own is used while it is linked to none. Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_accounts', (table) => {
    table.string('currency', 3);
  });
  await knex.schema.alterTable('money_ledgers', (table) => {
    table.string('currency', 3);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_ledgers', (table) => {
    table.dropColumn('currency');
  });
  await knex.schema.alterTable('money_accounts', (table) => {
    table.dropColumn('currency');
  });
}
