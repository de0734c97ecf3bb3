// A search under All finds recipes by their type ("dessert" finds the Desserts): the type's id goes into the
// search text as a word of its own ("recipetype9", apps/recipes/search.ts), weighted as the tags. PostgreSQL's
// generated vector is made again with it; SQLite's FTS5 table is filled again from the rows.
import type { Knex } from 'knex';

function dialectOf(knex: Knex): string {
  return (knex.client as { config: { client: string } }).config.client;
}

const vector = (withType: boolean): string => `
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', tags${withType ? " || ' recipetype' || coalesce(recipe_type_id::text, '0')" : ''}), 'B') ||
  setweight(to_tsvector('english', author_name || ' ' || ingredients_text), 'C') ||
  setweight(to_tsvector('english', instructions), 'D')`;

async function rebuild(knex: Knex, withType: boolean): Promise<void> {
  if (dialectOf(knex) === 'pg') {
    await knex.raw('ALTER TABLE recipes DROP COLUMN search_vector');
    await knex.raw(
      `ALTER TABLE recipes ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${vector(withType)}) STORED`,
    );
    await knex.raw('CREATE INDEX recipes_search_vector ON recipes USING GIN (search_vector)');
    return;
  }
  const tags = withType ? "tags || ' recipetype' || coalesce(recipe_type_id, 0)" : 'tags';
  await knex.raw('DELETE FROM recipes_fts');
  await knex.raw(
    `INSERT INTO recipes_fts (rowid, title, author_name, instructions, ingredients, tags)
     SELECT id, title, author_name, instructions, ingredients_text, ${tags} FROM recipes WHERE archived = 0`,
  );
}

export const up = (knex: Knex): Promise<void> => rebuild(knex, true);
export const down = (knex: Knex): Promise<void> => rebuild(knex, false);
