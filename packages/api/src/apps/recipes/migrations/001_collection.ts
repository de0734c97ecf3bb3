// The recipe collection: recipes, their ingredient lines, per-user ratings and favourites, images (the
// files live in the platform's images table, storage type 2) and notes. Full-text search: an FTS5 table on
// SQLite, a generated tsvector column with a GIN index on PostgreSQL; both change with the row they index,
// inside the save's transaction.
import type { Knex } from 'knex';

function dialectOf(knex: Knex): string {
  return (knex.client as { config: { client: string } }).config.client;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recipes', (table) => {
    table.increments('id').primary();
    table.string('title', 200).notNullable();
    table.text('description').notNullable().defaultTo('');
    table.string('author_name', 200).notNullable().defaultTo('');
    table.integer('recipe_type_id');
    for (const part of ['prep', 'cook', 'total']) {
      table.integer(`${part}_time_type_id`);
      table.double(`${part}_start_time`);
      table.double(`${part}_end_time`);
    }
    table.boolean('total_time_auto_calculate').notNullable().defaultTo(true);
    table.double('servings');
    table.string('serving_title', 100).notNullable().defaultTo('');
    table.boolean('serving_scalable').notNullable().defaultTo(true);
    table.text('instructions').notNullable().defaultTo('');
    table.string('tags', 1000).notNullable().defaultTo('');
    // The ingredient lines as text (products, measurements, notes): what the ingredient search reads.
    table.text('ingredients_text').notNullable().defaultTo('');
    // Every user's average, kept by the rating call in the same statement as the rating.
    table.double('overall_rating').notNullable().defaultTo(0);
    table.integer('rating_count').notNullable().defaultTo(0);
    table.integer('preview_image_id');
    table.boolean('archived').notNullable().defaultTo(false);
    table.integer('created_by_id').notNullable().references('id').inTable('users');
    table.integer('modified_by_id').notNullable().references('id').inTable('users');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('last_modified_date', { useTz: true }).notNullable();
    table.timestamp('archived_date', { useTz: true });
    table.index(['archived', 'title']);
    table.index(['created_by_id']);
  });

  await knex.schema.createTable('recipe_ingredients', (table) => {
    table.increments('id').primary();
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    // A group's lines and a line's substitutions point at it.
    table.integer('parent_id').references('id').inTable('recipe_ingredients').onDelete('CASCADE');
    table.boolean('is_group').notNullable().defaultTo(false);
    table.boolean('is_substitution').notNullable().defaultTo(false);
    table.string('group_title', 200).notNullable().defaultTo('');
    table.integer('ingredient_order').notNullable().defaultTo(0);
    table.string('amount', 50).notNullable().defaultTo('');
    table.integer('measurement_id');
    table.integer('product_id');
    table.string('additional_information', 500).notNullable().defaultTo('');
    table.boolean('substitution').notNullable().defaultTo(false);
    table.boolean('show_substitutions').notNullable().defaultTo(false);
    table.index(['recipe_id', 'ingredient_order']);
  });

  await knex.schema.createTable('recipe_ratings', (table) => {
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('rating').notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.primary(['recipe_id', 'user_id']);
  });

  await knex.schema.createTable('recipe_favorites', (table) => {
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.primary(['user_id', 'recipe_id']);
  });

  await knex.schema.createTable('recipe_images', (table) => {
    // The display size and the original are in images (storage type 2); the thumbnail is kept here.
    table.integer('image_id').primary().references('id').inTable('images').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.integer('sort_order').notNullable().defaultTo(0);
    table.integer('width').notNullable();
    table.integer('height').notNullable();
    table.binary('thumbnail').notNullable();
    table.index(['recipe_id', 'sort_order']);
  });

  await knex.schema.createTable('recipe_comments', (table) => {
    table.increments('id').primary();
    table.integer('recipe_id').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('title', 200).notNullable().defaultTo('');
    table.string('description', 500).notNullable().defaultTo('');
    table.integer('message_type_id').notNullable().defaultTo(1);
    table.integer('message_source_id').notNullable().defaultTo(1);
    table.integer('message_status_id').notNullable().defaultTo(0);
    table.text('comment_text').notNullable();
    table.string('tags', 500).notNullable().defaultTo('');
    table.boolean('hidden').notNullable().defaultTo(false);
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.index(['recipe_id', 'created_date']);
  });

  if (dialectOf(knex) === 'pg') {
    // Weights rank a title match above tags, ingredients and author, and those above the method.
    await knex.raw(`
      ALTER TABLE recipes ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', author_name || ' ' || ingredients_text), 'C') ||
        setweight(to_tsvector('english', instructions), 'D')
      ) STORED`);
    await knex.raw('CREATE INDEX recipes_search_vector ON recipes USING GIN (search_vector)');
  } else {
    await knex.raw(`
      CREATE VIRTUAL TABLE recipes_fts USING fts5(
        title, author_name, instructions, ingredients, tags,
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'pg') await knex.raw('DROP TABLE IF EXISTS recipes_fts');
  for (const table of [
    'recipe_comments',
    'recipe_images',
    'recipe_favorites',
    'recipe_ratings',
    'recipe_ingredients',
    'recipes',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
