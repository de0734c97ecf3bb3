// Cookbooks (issue 34): named collections of recipes, their owner's, shared read-only with recipe_cookbook_users.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recipe_cookbooks', (table) => {
    table.increments('id').primary();
    table.string('title', 100).notNullable();
    table.string('description', 1000).notNullable().defaultTo('');
    table.integer('created_by_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.index(['created_by_id']);
  });
  await knex.schema.createTable('recipe_cookbook_users', (table) => {
    table
      .integer('cookbook_id')
      .notNullable()
      .references('id')
      .inTable('recipe_cookbooks')
      .onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.primary(['cookbook_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.schema.createTable('recipe_cookbook_recipes', (table) => {
    table
      .integer('cookbook_id')
      .notNullable()
      .references('id')
      .inTable('recipe_cookbooks')
      .onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.integer('sort_order').notNullable();
    table.primary(['cookbook_id', 'recipe_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recipe_cookbook_recipes');
  await knex.schema.dropTableIfExists('recipe_cookbook_users');
  await knex.schema.dropTableIfExists('recipe_cookbooks');
}
