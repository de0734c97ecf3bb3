// Who hid a note decides who may show it again (docs/decisions.md, Recipes: notes' visibility): its author's
// own hide, a moderator's hide of that one note, or a press of "Hide all" / "Hide or show others'". Notes
// hidden before this was kept count as hidden by a moderator, so no hide is undone by the change.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipe_comments', (table) => {
    // 0 shown, 1 by its author, 2 by a moderator one by one, 3 by a press on every note (NoteHiddenBy).
    table.smallint('hidden_by').notNullable().defaultTo(0);
  });
  await knex('recipe_comments').where('hidden', true).update({ hidden_by: 2 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipe_comments', (table) => {
    table.dropColumn('hidden_by');
  });
}
