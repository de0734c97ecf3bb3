// Category totals per ledger and month, kept by the database (issue 33: the budget month and the reports over
// 100,000 rows). The budget's carry-over summed every row since a category's first budgeted month and the
// reports every row of their range; they now read one row per ledger, month and category, and only the rows
// of a range's partial first and last months. docs/decisions.md, "Money: category totals kept by triggers".
//
// Kept by triggers, not by the service: every write of a row (entry, import, undo, transfer, split, rule,
// restore, a category's deletion setting its rows' category to null) goes through them, whoever writes it.
// What a row counts, as the budget and the reports counted it before:
// - a transaction row (not one side of a transfer) adds its amount to its category (0: uncategorised), and
//   to `income` or `spending` by its sign;
// - a split part adds its amount to its category and takes it from 0, where its split row counted the whole.
// - a transaction row (not one side of a transfer) also adds its amount to its payee's total (0: no payee) in
//   money_payee_months, for the report by payee.
// The tables are derived: backups leave them out (the module's `derivedTables`) and a restore's inserts fill them.
import type { Knex } from 'knex';
import { isPostgres } from '../../../db/knex.js';

const TABLE = 'money_category_months';
const PAYEES = 'money_payee_months';

/** The row's key and amounts as a trigger sees them (`side` is new or old). */
const rowKey = (side: string) =>
  `ledger_id = ${side}.ledger_id and month = substr(${side}.transaction_date, 1, 7) and category_id = coalesce(${side}.category_id, 0)`;

/** A row's payee total: what leaves is taken from the row that exists, what comes is added (`upsert` clause). */
const payeeKey = (side: string) =>
  `ledger_id = ${side}.ledger_id and month = substr(${side}.transaction_date, 1, 7) and payee_id = coalesce(${side}.payee_id, 0)`;
const takePayee = (side: string, where: string) =>
  `update ${PAYEES} set total = total - ${side}.amount where ${payeeKey(side)} and ${where};`;
const addPayee = (side: string, where: string) =>
  `insert into ${PAYEES} (ledger_id, month, payee_id, total)
     select ${side}.ledger_id, substr(${side}.transaction_date, 1, 7), coalesce(${side}.payee_id, 0), ${side}.amount
     where ${where}
     on conflict (ledger_id, month, payee_id) do update set total = ${PAYEES}.total + excluded.total;`;

/** What a part's deletion takes back: its amount from its category, given back to 0. Only rows that exist. */
const takePart = (side: string) =>
  `update ${TABLE} set total = total + (case when category_id = 0 then ${side}.amount else -${side}.amount end)
     where ${side}.category_id is not null and ledger_id = ${side}.ledger_id
       and month = substr(${side}.transaction_date, 1, 7) and category_id in (${side}.category_id, 0);`;

function sqliteTriggers(): string[] {
  const add = (side: string, where: string) =>
    `insert into ${TABLE} (ledger_id, month, category_id, total, income, spending)
       select ${side}.ledger_id, substr(${side}.transaction_date, 1, 7), coalesce(${side}.category_id, 0),
         ${side}.amount, max(${side}.amount, 0), max(-${side}.amount, 0) where ${where}
       on conflict (ledger_id, month, category_id) do update set total = total + excluded.total,
         income = income + excluded.income, spending = spending + excluded.spending;`;
  const take = (side: string, where: string) =>
    `update ${TABLE} set total = total - ${side}.amount, income = income - max(${side}.amount, 0),
       spending = spending - max(-${side}.amount, 0) where ${rowKey(side)} and ${where};`;
  // A part moves its amount from 0 (where the split row counted it) to its category. What leaves is only taken
  // from rows that exist (takePart, an update): a deletion never inserts, so a ledger's cascade leaves nothing.
  const addPart = (side: string) =>
    `insert into ${TABLE} (ledger_id, month, category_id, total, income, spending)
       select ${side}.ledger_id, substr(${side}.transaction_date, 1, 7), ${side}.category_id, ${side}.amount, 0, 0
       where ${side}.category_id is not null
       on conflict (ledger_id, month, category_id) do update set total = total + excluded.total;
     insert into ${TABLE} (ledger_id, month, category_id, total, income, spending)
       select ${side}.ledger_id, substr(${side}.transaction_date, 1, 7), 0, -${side}.amount, 0, 0
       where ${side}.category_id is not null
       on conflict (ledger_id, month, category_id) do update set total = total + excluded.total;`;
  const rowColumns = 'ledger_id, transaction_date, category_id, payee_id, amount, transfer_id';
  const partColumns = 'ledger_id, transaction_date, category_id, amount';
  return [
    `create trigger money_category_months_row_insert after insert on money_transactions begin
       ${add('new', 'new.transfer_id is null')} ${addPayee('new', 'new.transfer_id is null')} end`,
    `create trigger money_category_months_row_delete after delete on money_transactions begin
       ${take('old', 'old.transfer_id is null')} ${takePayee('old', 'old.transfer_id is null')} end`,
    `create trigger money_category_months_row_update after update of ${rowColumns} on money_transactions begin
       ${take('old', 'old.transfer_id is null')} ${takePayee('old', 'old.transfer_id is null')}
       ${add('new', 'new.transfer_id is null')} ${addPayee('new', 'new.transfer_id is null')} end`,
    `create trigger money_category_months_part_insert after insert on money_transaction_splits begin
       ${addPart('new')} end`,
    `create trigger money_category_months_part_delete after delete on money_transaction_splits begin
       ${takePart('old')} end`,
    `create trigger money_category_months_part_update after update of ${partColumns} on money_transaction_splits begin
       ${takePart('old')} ${addPart('new')} end`,
  ];
}

function postgresTriggers(): string[] {
  const upsert = (side: string, category: string, total: string, income: string, spending: string) =>
    `insert into ${TABLE} (ledger_id, month, category_id, total, income, spending)
       values (${side}.ledger_id, substr(${side}.transaction_date, 1, 7), ${category}, ${total}, ${income}, ${spending})
       on conflict (ledger_id, month, category_id) do update set total = ${TABLE}.total + excluded.total,
         income = ${TABLE}.income + excluded.income, spending = ${TABLE}.spending + excluded.spending;`;
  const take = (side: string) =>
    `update ${TABLE} set total = total - ${side}.amount, income = income - greatest(${side}.amount, 0),
       spending = spending - greatest(-${side}.amount, 0) where ${rowKey(side)};`;
  const addPart = (side: string) =>
    `if ${side}.category_id is not null then
       ${upsert(side, `${side}.category_id`, `${side}.amount`, '0', '0')}
       ${upsert(side, '0', `-${side}.amount`, '0', '0')}
     end if;`;
  return [
    `create or replace function money_category_months_row() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then
         if old.transfer_id is null then ${take('old')} ${takePayee('old', 'true')} end if;
       end if;
       if tg_op <> 'DELETE' then
         if new.transfer_id is null then
           ${upsert('new', 'coalesce(new.category_id, 0)', 'new.amount', 'greatest(new.amount, 0)', 'greatest(-new.amount, 0)')}
           ${addPayee('new', 'true')}
         end if;
       end if;
       return null;
     end $$`,
    `create or replace function money_category_months_part() returns trigger language plpgsql as $$
     begin
       if tg_op <> 'INSERT' then ${takePart('old')} end if;
       if tg_op <> 'DELETE' then ${addPart('new')} end if;
       return null;
     end $$`,
    `create trigger money_category_months_row
       after insert or delete or update of ledger_id, transaction_date, category_id, payee_id, amount, transfer_id
       on money_transactions for each row execute function money_category_months_row()`,
    `create trigger money_category_months_part
       after insert or delete or update of ledger_id, transaction_date, category_id, amount
       on money_transaction_splits for each row execute function money_category_months_part()`,
  ];
}

/**
 * Both tables filled from every row at once, as the triggers would have kept them: the migration's first fill,
 * and a bulk load's (tests/bench/money.mjs loads a million rows with the row trigger off: on PostgreSQL each
 * row's upsert adds a version of the same month's row, which the next one walks, within one transaction).
 */
export async function fillDerived(knex: Knex): Promise<void> {
  await knex.raw(`insert into ${TABLE} (ledger_id, month, category_id, total, income, spending)
    select ledger_id, month, category_id, sum(total), sum(income), sum(spending) from (
      select ledger_id, substr(transaction_date, 1, 7) as month, coalesce(category_id, 0) as category_id,
        amount as total, case when amount > 0 then amount else 0 end as income,
        case when amount < 0 then -amount else 0 end as spending
      from money_transactions where transfer_id is null
      union all
      select ledger_id, substr(transaction_date, 1, 7), category_id, amount, 0, 0
      from money_transaction_splits where category_id is not null
      union all
      select ledger_id, substr(transaction_date, 1, 7), 0, -amount, 0, 0
      from money_transaction_splits where category_id is not null
    ) s group by ledger_id, month, category_id`);
  await knex.raw(`insert into ${PAYEES} (ledger_id, month, payee_id, total)
    select ledger_id, substr(transaction_date, 1, 7), coalesce(payee_id, 0), sum(amount)
    from money_transactions where transfer_id is null
    group by ledger_id, substr(transaction_date, 1, 7), coalesce(payee_id, 0)`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE, (table) => {
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.string('month', 7).notNullable();
    // 0 is "no category" (a key column cannot be null): no reference, so a deleted category's rows stay at 0.
    table.integer('category_id').notNullable();
    table.bigInteger('total').notNullable().defaultTo(0);
    table.bigInteger('income').notNullable().defaultTo(0);
    table.bigInteger('spending').notNullable().defaultTo(0);
    table.primary(['ledger_id', 'month', 'category_id']);
    // The carry-over reads a category's months across its owner's ledgers.
    table.index(['category_id', 'month', 'ledger_id', 'total'], 'money_category_months_category');
  });
  await knex.schema.createTable(PAYEES, (table) => {
    table.integer('ledger_id').notNullable().references('id').inTable('money_ledgers').onDelete('CASCADE');
    table.string('month', 7).notNullable();
    // 0 is "no payee", as 0 is "no category" above.
    table.integer('payee_id').notNullable();
    table.bigInteger('total').notNullable().defaultTo(0);
    table.primary(['ledger_id', 'month', 'payee_id']);
  });
  await fillDerived(knex);
  for (const statement of isPostgres(knex) ? postgresTriggers() : sqliteTriggers()) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('drop trigger if exists money_category_months_row on money_transactions');
    await knex.raw('drop trigger if exists money_category_months_part on money_transaction_splits');
    await knex.raw('drop function if exists money_category_months_row()');
    await knex.raw('drop function if exists money_category_months_part()');
  } else {
    for (const name of [
      'row_insert',
      'row_delete',
      'row_update',
      'part_insert',
      'part_delete',
      'part_update',
    ])
      await knex.raw(`drop trigger if exists money_category_months_${name}`);
  }
  await knex.schema.dropTableIfExists(PAYEES);
  await knex.schema.dropTableIfExists(TABLE);
}
