// Shopping lists (issue 34): a list is its owner's and shared with the users of recipe_shopping_list_users; its
// items keep their added-up quantity (grams, millilitres or their own measurement) and when their tick last
// changed, the clock the sync's last-write-wins compares (docs/decisions.md, "Shopping lists: last write wins").
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recipe_shopping_lists', (table) => {
    table.increments('id').primary();
    table.string('title', 100).notNullable();
    table.integer('created_by_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.index(['created_by_id']);
  });
  await knex.schema.createTable('recipe_shopping_list_users', (table) => {
    table
      .integer('list_id')
      .notNullable()
      .references('id')
      .inTable('recipe_shopping_lists')
      .onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.primary(['list_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.schema.createTable('recipe_shopping_items', (table) => {
    table.increments('id').primary();
    table
      .integer('list_id')
      .notNullable()
      .references('id')
      .inTable('recipe_shopping_lists')
      .onDelete('CASCADE');
    // The ingredient it came from (null: typed on the list); its title is kept in name.
    table.integer('product_id');
    table.string('name', 200).notNullable();
    // What it adds up as: 'mass', 'volume', 'm<measurement id>', 'count', 'text' or 'typed'.
    table.string('amount_key', 20).notNullable();
    table.double('quantity');
    // 'metric' or 'us' for mass and volume: how the quantity is shown.
    table.string('unit_family', 10);
    table.integer('measurement_id');
    table.string('amount_text', 200).notNullable().defaultTo('');
    table.string('sources', 500).notNullable().defaultTo('');
    table.boolean('checked').notNullable().defaultTo(false);
    table.timestamp('checked_at', { useTz: true });
    table.integer('sort_order').notNullable().defaultTo(0);
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.index(['list_id', 'sort_order']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recipe_shopping_items');
  await knex.schema.dropTableIfExists('recipe_shopping_list_users');
  await knex.schema.dropTableIfExists('recipe_shopping_lists');
}
