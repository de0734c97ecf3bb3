// PostgreSQL: every lexeme the collection's search vectors hold, so that a word typed as the start of a word
// ("salm") becomes the exact lexemes it starts ("salmon") before the GIN index is asked (reads.ts,
// docs/decisions.md "Recipes: PostgreSQL's search by exact lexemes"). GIN answers a prefix (`salm:*`) by
// gathering every posting of every lexeme it starts into one bitmap, without the skipping it does for exact
// lexemes: "miso salmon" at 200,000 recipes took 37 ms as prefixes and 6 ms as lexemes.
//
// Kept by statement triggers on recipes (the transition table's lexemes, in order, so two writers never wait
// on each other in a circle); never emptied (a lexeme no recipe holds any more costs the index nothing). Derived:
// backups leave it out and a restore's inserts fill it. SQLite's FTS5 reads prefixes from its own index.
import type { Knex } from 'knex';
import { isPostgres } from '../../../db/knex.js';

const fill = (source: string): string =>
  `INSERT INTO recipe_lexemes (lexeme)
     SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS lexeme FROM ${source} ORDER BY lexeme
     ON CONFLICT DO NOTHING`;

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  // Byte order ("C"): a prefix is one range of the primary key.
  await knex.raw('CREATE TABLE recipe_lexemes (lexeme text COLLATE "C" PRIMARY KEY)');
  await knex.raw(fill('recipes'));
  await knex.raw(`CREATE FUNCTION recipe_lexemes_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${fill('changed_recipes')};
        RETURN NULL;
      END $$`);
  for (const event of ['INSERT', 'UPDATE']) {
    await knex.raw(`CREATE TRIGGER recipe_lexemes_${event.toLowerCase()} AFTER ${event} ON recipes
        REFERENCING NEW TABLE AS changed_recipes FOR EACH STATEMENT EXECUTE FUNCTION recipe_lexemes_added()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  for (const event of ['insert', 'update'])
    await knex.raw(`DROP TRIGGER IF EXISTS recipe_lexemes_${event} ON recipes`);
  await knex.raw('DROP FUNCTION IF EXISTS recipe_lexemes_added()');
  await knex.raw('DROP TABLE IF EXISTS recipe_lexemes');
}
