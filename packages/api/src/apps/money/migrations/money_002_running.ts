// Running balances kept outside the page statement (issue 19, docs/decisions.md "Money: running balances as
// month checkpoints"): each transaction stores `month_running`, the sum of its set's rows of its month up to
// and including it in date order (transaction_date, id); each month total stores `opening`, the sum of its
// set's months before it. A row's balance is then anchor (+ the reconciled total, for live rows) + opening +
// month_running: a read, not a window over the ledger. postings.ts keeps both in step on every write.
// Portable: the knex schema builder, then one backfill statement per table (UPDATE ... FROM, which SQLite
// has since 3.33 and PostgreSQL always had).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_transactions', (table) => {
    table.bigInteger('month_running').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('money_ledger_months', (table) => {
    table.bigInteger('opening').notNullable().defaultTo(0);
  });
  await knex.raw(`update money_transactions set month_running = w.running
    from (select id, sum(amount) over (partition by ledger_id, reconciled, substr(transaction_date, 1, 7)
            order by transaction_date, id rows between unbounded preceding and current row) as running
          from money_transactions) w
    where money_transactions.id = w.id`);
  await knex.raw(`update money_ledger_months set opening = w.opening
    from (select ledger_id, reconciled, month,
            coalesce(sum(total) over (partition by ledger_id, reconciled order by month
              rows between unbounded preceding and 1 preceding), 0) as opening
          from money_ledger_months) w
    where money_ledger_months.ledger_id = w.ledger_id and money_ledger_months.reconciled = w.reconciled
      and money_ledger_months.month = w.month`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('money_ledger_months', (table) => {
    table.dropColumn('opening');
  });
  await knex.schema.alterTable('money_transactions', (table) => {
    table.dropColumn('month_running');
  });
}
