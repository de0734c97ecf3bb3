// Who last edited a note (issue 28): the recipe's creator or a moderator may edit anyone's note, and readers must
// see when the words under an author's name are not the author's own. Null: never edited, or only by its author.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipe_comments', (table) => {
    // No foreign key: SQLite would rebuild the table to add one; a removed editor reads as no name.
    table.integer('modified_by_id').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipe_comments', (table) => {
    table.dropColumn('modified_by_id');
  });
}
