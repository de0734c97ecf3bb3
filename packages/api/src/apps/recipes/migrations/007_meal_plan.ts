// The meal plan (issue 34): each user's recipes by day (YYYY-MM-DD text: a calendar day, no time zone) and meal.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recipe_meal_plan', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('day', 10).notNullable();
    table.string('meal', 10).notNullable();
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.double('servings');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.index(['user_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recipe_meal_plan');
}
