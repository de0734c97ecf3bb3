// Money, depth (payees and rules): payees remembered per user (the ledger owner's, found by a lower-case key
// with a prefix search), a payee per transaction, and a user's ordered rules (conditions and actions as JSON
// text, validated by the contract's schema whenever read). Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_payees', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('name_key', 100).notNullable();
    table.unique(['user_id', 'name_key']);
  });
  await knex.schema.alterTable('money_transactions', (table) => {
    table.integer('payee_id').references('id').inTable('money_payees').onDelete('SET NULL');
  });
  await knex.schema.createTable('money_rules', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('position').notNullable().defaultTo(0);
    table.string('name', 100).notNullable().defaultTo('');
    table.text('conditions').notNullable();
    table.text('actions').notNullable();
    table.index(['user_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('money_rules');
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropForeign(['payee_id']);
    table.dropColumn('payee_id');
  });
  await knex.schema.dropTableIfExists('money_payees');
}
