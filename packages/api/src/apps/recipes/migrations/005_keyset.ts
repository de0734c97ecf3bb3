// Keyset pages of the title list (docs/decisions.md, "Recipes and the repository: keyset pages and capped
// counts"): the page after a cursor reads (archived, title, id) from the cursor on, on both databases. It takes
// the place of (archived, title), whose every use it covers.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (table) => {
    table.index(['archived', 'title', 'id'], 'recipes_title_keyset');
  });
  await knex.schema.alterTable('recipes', (table) => {
    table.dropIndex(['archived', 'title']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (table) => {
    table.index(['archived', 'title']);
  });
  await knex.schema.alterTable('recipes', (table) => {
    table.dropIndex(['archived', 'title', 'id'], 'recipes_title_keyset');
  });
}
