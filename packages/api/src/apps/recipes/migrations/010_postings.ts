// PostgreSQL: the search's posting lists in id order (reads.ts `postingCandidates`, docs/decisions.md "Recipes:
// PostgreSQL's search reads ordered posting lists"). GIN hands over a word's recipes in no order, so the newest
// 1,001 matches of a word in one recipe in ten cost 10,000 rows of `recipes` read newest first, and a two-word
// term every one of its matches. A B-tree on (lexeme, recipe_id) is each lexeme's recipes newest first: one
// word is an index-only range, two words a merge of two ranges, and each posting carries its best weight so the
// page is ranked without reading the recipes (200,000 recipes: 1,782 buffers → 91 for "honey cake").
//
// One row per lexeme of each recipe that is not archived, as SQLite's FTS5 table holds only those. Kept by
// statement triggers on recipes (an update changes the postings only of rows whose vector or archived flag
// changed; rows in (lexeme, recipe_id) order, so two writers never wait on each other in a circle). Derived:
// backups leave it out and a restore's inserts fill it.
import type { Knex } from 'knex';
import { isPostgres } from '../../../db/knex.js';

/** ts_rank's default weights of the vector's classes: title A, tags and type B, author and ingredients C, instructions D. */
const WEIGHT = `CASE WHEN 'A' = ANY(u.weights) THEN 1.0 WHEN 'B' = ANY(u.weights) THEN 0.4
  WHEN 'C' = ANY(u.weights) THEN 0.2 ELSE 0.1 END`;

const fill = (source: string, where = 'true'): string =>
  `INSERT INTO recipe_postings (lexeme, recipe_id, weight)
     SELECT u.lexeme, r.id, ${WEIGHT} FROM ${source} r, unnest(r.search_vector) u
      WHERE NOT r.archived AND ${where} ORDER BY u.lexeme, r.id`;

/** Rows of an update whose postings change: their vector or their archived flag. */
const CHANGED = `r.id IN (SELECT n.id FROM new_recipes n JOIN old_recipes o ON o.id = n.id
  WHERE n.search_vector IS DISTINCT FROM o.search_vector OR n.archived <> o.archived)`;

const forget = (where: string): string =>
  `DELETE FROM recipe_postings p USING (SELECT u.lexeme, r.id FROM old_recipes r, unnest(r.search_vector) u
     WHERE ${where} ORDER BY u.lexeme, r.id) gone WHERE p.lexeme = gone.lexeme AND p.recipe_id = gone.id`;

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  // Byte order ("C") as recipe_lexemes; the weight rides in the index, so a search never visits the table.
  await knex.raw(`CREATE TABLE recipe_postings (
      lexeme text COLLATE "C" NOT NULL,
      recipe_id integer NOT NULL,
      weight real NOT NULL,
      PRIMARY KEY (lexeme, recipe_id) INCLUDE (weight))`);
  await knex.raw(fill('recipes'));
  // Statistics at once: a collection upgraded here is searched before autovacuum's next round.
  await knex.raw('ANALYZE recipe_postings');
  await knex.raw(`CREATE FUNCTION recipe_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${fill('new_recipes')}; RETURN NULL; END $$`);
  await knex.raw(`CREATE FUNCTION recipe_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${forget(CHANGED)}; ${fill('new_recipes', CHANGED)}; RETURN NULL; END $$`);
  await knex.raw(`CREATE FUNCTION recipe_postings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${forget('true')}; RETURN NULL; END $$`);
  await knex.raw(`CREATE TRIGGER recipe_postings_insert AFTER INSERT ON recipes
      REFERENCING NEW TABLE AS new_recipes FOR EACH STATEMENT EXECUTE FUNCTION recipe_postings_inserted()`);
  await knex.raw(`CREATE TRIGGER recipe_postings_update AFTER UPDATE ON recipes
      REFERENCING OLD TABLE AS old_recipes NEW TABLE AS new_recipes
      FOR EACH STATEMENT EXECUTE FUNCTION recipe_postings_updated()`);
  await knex.raw(`CREATE TRIGGER recipe_postings_delete AFTER DELETE ON recipes
      REFERENCING OLD TABLE AS old_recipes FOR EACH STATEMENT EXECUTE FUNCTION recipe_postings_deleted()`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER IF EXISTS recipe_postings_${event} ON recipes`);
  }
  for (const name of ['inserted', 'updated', 'deleted']) {
    await knex.raw(`DROP FUNCTION IF EXISTS recipe_postings_${name}()`);
  }
  await knex.raw('DROP TABLE IF EXISTS recipe_postings');
}
