// Boxing's Glicko-2 ratings (issue 34): one row per fighter and division they fought in, kept when a bout
// finishes; each finished bout keeps both fighters' ratings before and after it (their careers) and the
// order it was rated in (rating_seq). Existing finished bouts are rated once here, in that order.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';
import { replayRatings } from '../ratings.js';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('boxing_ratings', (table) => {
    table.integer('fighter_id').notNullable().references('id').inTable('boxing_fighters').onDelete('CASCADE');
    table.integer('weight_class_id').notNullable();
    table.double('rating').notNullable();
    table.double('rd').notNullable();
    table.double('vol').notNullable();
    table.integer('bouts').notNullable().defaultTo(0);
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['fighter_id', 'weight_class_id']);
    table.index(['weight_class_id', 'rating']);
  });
  await knex.schema.alterTable('boxing_bouts', (table) => {
    table.integer('rating_seq');
    for (const corner of ['red', 'blue']) {
      table.double(`${corner}_rating_before`);
      table.double(`${corner}_rating_after`);
      table.double(`${corner}_rd_after`);
    }
  });
  await replayRatings(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('boxing_bouts', (table) => {
    table.dropColumn('rating_seq');
    for (const corner of ['red', 'blue']) {
      table.dropColumn(`${corner}_rating_before`);
      table.dropColumn(`${corner}_rating_after`);
      table.dropColumn(`${corner}_rd_after`);
    }
  });
  await knex.schema.dropTableIfExists('boxing_ratings');
}
