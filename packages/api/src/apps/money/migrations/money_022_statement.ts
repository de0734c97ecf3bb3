// Reconciling to a statement (money-moves): Finish marks the ticked rows reconciled with the statement's date
// and locks them; a locked row is not edited or deleted until it is unlocked on purpose.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.boolean('statement_locked').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropColumn('statement_locked');
  });
}
