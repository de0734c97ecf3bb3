// The portal-wide global settings an administrator owns (the Global app settings): whether
// offline use is allowed on this portal at all, and the defaults a user starts with until they choose.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('system_settings', (table) => {
    table.boolean('is_offline_enabled').notNullable().defaultTo(false);
    table.integer('grid_default_rows').notNullable().defaultTo(10);
    table.string('start_url', 200).notNullable().defaultTo('/');
    table.boolean('dark_mode').notNullable().defaultTo(true);
    table.integer('theme_mode').notNullable().defaultTo(1);
    table.integer('display_name_id').notNullable().defaultTo(2);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('system_settings', (table) => {
    table.dropColumns(
      'is_offline_enabled',
      'grid_default_rows',
      'start_url',
      'dark_mode',
      'theme_mode',
      'display_name_id',
    );
  });
}
