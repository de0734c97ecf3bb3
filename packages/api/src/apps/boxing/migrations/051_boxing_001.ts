// Boxing: venues, fighters and bouts. A fighter's name key (trimmed, lower case) makes one user's roster
// unique by name and division, which also keeps two imports running at once from doubling a fighter. A bout
// keeps its rounds, cards and the fighters as they were on the night as JSON text: written once, read whole.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

function audit(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.integer('created_by_id').references('id').inTable('users').onDelete('SET NULL');
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('boxing_venues', (table) => {
    table.increments('id').primary();
    table.string('name', 80).notNullable();
    table.string('city', 80).notNullable();
    table.integer('capacity').notNullable();
    audit(knex, table);
  });
  await knex.schema.createTable('boxing_fighters', (table) => {
    table.increments('id').primary();
    table.string('name', 60).notNullable();
    table.string('name_key', 60).notNullable();
    table.string('nickname', 60).notNullable().defaultTo('');
    table.integer('weight_class_id').notNullable();
    table.string('stance', 10).notNullable();
    table.integer('height_cm').notNullable();
    table.integer('reach_cm').notNullable();
    table.integer('age').notNullable();
    for (const rating of ['power', 'speed', 'stamina', 'chin', 'defence', 'accuracy', 'heart'])
      table.integer(rating).notNullable();
    for (const count of ['wins', 'losses', 'draws', 'kos']) table.integer(count).notNullable().defaultTo(0);
    audit(knex, table);
    table.unique(['created_by_id', 'name_key', 'weight_class_id']);
    table.index(['weight_class_id']);
  });
  await knex.schema.createTable('boxing_bouts', (table) => {
    table.increments('id').primary();
    table.integer('red_fighter_id').references('id').inTable('boxing_fighters').onDelete('SET NULL');
    table.integer('blue_fighter_id').references('id').inTable('boxing_fighters').onDelete('SET NULL');
    table.string('red_name', 60).notNullable();
    table.string('blue_name', 60).notNullable();
    table.integer('venue_id').references('id').inTable('boxing_venues').onDelete('SET NULL');
    table.string('venue_name', 80).notNullable();
    table.integer('weight_class_id').notNullable();
    table.integer('scheduled_rounds').notNullable();
    table.bigInteger('seed').notNullable();
    table.string('status', 10).notNullable().defaultTo('setup');
    table.string('result', 5);
    table.string('winner', 5);
    table.integer('winner_id').references('id').inTable('boxing_fighters').onDelete('SET NULL');
    table.integer('end_round');
    table.integer('end_time');
    table.string('stoppage', 20);
    table.integer('simulation_version');
    table.text('rounds_json');
    table.text('judges_json');
    table.text('red_json');
    table.text('blue_json');
    table.timestamp('fought_at', { useTz: true });
    audit(knex, table);
    table.index(['red_fighter_id']);
    table.index(['blue_fighter_id']);
    table.index(['status', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('boxing_bouts');
  await knex.schema.dropTableIfExists('boxing_fighters');
  await knex.schema.dropTableIfExists('boxing_venues');
}
