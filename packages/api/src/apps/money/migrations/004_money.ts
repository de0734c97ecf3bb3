// Money: accounts, ledgers, transactions, sharing, schedule postings and per-month ledger totals.
// Amounts are integer cents in bigint columns; dates of the ledger (transaction, cycle, reconciliation) are
// 'YYYY-MM-DD' text, which sorts and compares the same on SQLite and PostgreSQL.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

function audit(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.integer('created_by_id').references('id').inTable('users').onDelete('SET NULL');
  table.integer('modified_by_id').references('id').inTable('users').onDelete('SET NULL');
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

function schedule(table: Knex.CreateTableBuilder): void {
  table.bigInteger('amount_per_cycle').notNullable().defaultTo(0);
  table.integer('schedule_interval_id');
  table.string('next_cycle_date', 10);
  table.boolean('auto_increment_cycle_date').notNullable().defaultTo(false);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('money_accounts', (table) => {
    table.increments('id').primary();
    table.string('title', 200).notNullable();
    table.string('description', 2000).notNullable().defaultTo('');
    table.integer('account_type_id').notNullable().defaultTo(1);
    table.string('account_number', 100).notNullable().defaultTo('');
    table.boolean('active').notNullable().defaultTo(true);
    table.boolean('enable_account').notNullable().defaultTo(true);
    table.boolean('enable_ledger').notNullable().defaultTo(false);
    table.bigInteger('current_balance').notNullable().defaultTo(0);
    // Hundredths of a percent (basis points): 19.99 % is 1999.
    table.integer('percentage_rate').notNullable().defaultTo(0);
    table.bigInteger('credit_limit').notNullable().defaultTo(0);
    schedule(table);
    table.boolean('share_users_can_edit').notNullable().defaultTo(true);
    table.boolean('share_users_can_edit_users').notNullable().defaultTo(true);
    table.integer('ledger_type_id').notNullable().defaultTo(1);
    table.integer('budget_template_id');
    audit(knex, table);
    table.index(['created_by_id']);
  });

  await knex.schema.createTable('money_account_users', (table) => {
    table.integer('account_id').notNullable().references('id').inTable('money_accounts').onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.primary(['account_id', 'user_id']);
    table.index(['user_id']);
  });

  await knex.schema.createTable('money_ledgers', (table) => {
    table.increments('id').primary();
    table.string('title', 200).notNullable();
    table.string('description', 2000).notNullable().defaultTo('');
    // The account this ledger belongs to (Account.ledgers), if any.
    table.integer('account_id').references('id').inTable('money_accounts').onDelete('SET NULL');
    table.integer('balance_mode_id').notNullable().defaultTo(1);
    table.integer('balance_account_id').references('id').inTable('money_accounts').onDelete('SET NULL');
    table.integer('balance_ledger_id').references('id').inTable('money_ledgers').onDelete('SET NULL');
    table.integer('ledger_type_id').notNullable().defaultTo(1);
    table.boolean('keep_order').notNullable().defaultTo(false);
    table.boolean('enable_rank_order').notNullable().defaultTo(false);
    table.boolean('enable_ledger_date').notNullable().defaultTo(true);
    table.boolean('enable_ledger_affects_current_balance').notNullable().defaultTo(true);
    table.boolean('enable_schedule').notNullable().defaultTo(false);
    schedule(table);
    table.boolean('share_users_can_edit').notNullable().defaultTo(true);
    table.boolean('share_users_can_edit_users').notNullable().defaultTo(true);
    audit(knex, table);
    table.index(['created_by_id']);
    table.index(['account_id']);
  });

  await knex.schema.createTable('money_ledger_users', (table) => {
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // 0 shared only, 1 left group (balances as stored), 2 right group (balances with the sign reversed).
    table.integer('side').notNullable().defaultTo(0);
    table.primary(['ledger_id', 'user_id']);
    table.index(['user_id']);
  });

  await knex.schema.createTable('money_transactions', (table) => {
    table.bigIncrements('id').primary();
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    // Signed cents: deposits positive, withdrawals negative (transaction_type_id says the same).
    table.bigInteger('amount').notNullable();
    table.integer('transaction_type_id').notNullable().defaultTo(1);
    table.string('memo', 500).notNullable().defaultTo('');
    table.string('transaction_date', 10).notNullable();
    table.string('reconciliation_date', 10);
    table.boolean('reconciled').notNullable().defaultTo(false);
    table.boolean('archived').notNullable().defaultTo(false);
    table.integer('order_id').notNullable().defaultTo(0);
    table.boolean('transaction_initiated').notNullable().defaultTo(false);
    table.boolean('automated_transaction').notNullable().defaultTo(false);
    audit(knex, table);
    // The ledger page in date order, live or historical, with keyset paging: an index-only range scan.
    table.index(['ledger_id', 'reconciled', 'transaction_date', 'id', 'amount'], 'money_transactions_page');
    table.index(['ledger_id', 'order_id', 'id'], 'money_transactions_rank');
  });

  // Totals per ledger, set (reconciled or not) and month, kept in the transaction of every change: the opening
  // balance of any page is a sum of at most a few hundred months plus the rows of one month.
  await knex.schema.createTable('money_ledger_months', (table) => {
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.boolean('reconciled').notNullable();
    table.string('month', 7).notNullable();
    table.bigInteger('total').notNullable().defaultTo(0);
    table.bigInteger('row_count').notNullable().defaultTo(0);
    table.primary(['ledger_id', 'reconciled', 'month']);
  });

  // One row per schedule cycle posted: the unique key makes posting idempotent across restarts.
  await knex.schema.createTable('money_schedule_postings', (table) => {
    table.string('owner_kind', 10).notNullable();
    table.integer('owner_id').notNullable();
    table.string('cycle_date', 10).notNullable();
    table.bigInteger('transaction_id');
    table.timestamp('posted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['owner_kind', 'owner_id', 'cycle_date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'money_schedule_postings',
    'money_ledger_months',
    'money_transactions',
    'money_ledger_users',
    'money_ledgers',
    'money_account_users',
    'money_accounts',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
