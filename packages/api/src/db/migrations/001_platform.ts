// The platform tables: users, roles and claims, settings, apps, login audit.
// Portable: only the knex schema builder; uniqueness that must ignore case uses a normalised column.
import type { Knex } from 'knex';

function timestamps(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id').primary();
    table.string('user_name', 256).notNullable();
    table.string('normalized_user_name', 256).notNullable().unique();
    table.string('email', 256).notNullable();
    table.string('normalized_email', 256).notNullable().unique();
    table.boolean('email_confirmed').notNullable().defaultTo(false);
    table.string('password_hash', 512).notNullable();
    table.boolean('disabled').notNullable().defaultTo(false);
    table.string('first_name', 100).notNullable().defaultTo('');
    table.string('last_name', 100).notNullable().defaultTo('');
    table.string('preferred_salutation', 100).notNullable().defaultTo('Hello');
    table.integer('display_name_id').notNullable().defaultTo(2);
    table.integer('name_prefix_id').notNullable().defaultTo(0);
    table.integer('name_suffix_id').notNullable().defaultTo(0);
    table.integer('image_id').notNullable().defaultTo(0);
    table.string('phone_number', 50).notNullable().defaultTo('');
    table.boolean('show_profile_picture').notNullable().defaultTo(true);
    // Bumped on password change or sign-out everywhere; tokens issued before it stop working.
    table.integer('security_stamp').notNullable().defaultTo(0);
    timestamps(knex, table);
  });

  await knex.schema.createTable('roles', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.string('normalized_name', 100).notNullable().unique();
    table.string('description', 500).notNullable().defaultTo('');
    table.boolean('is_system').notNullable().defaultTo(false);
    timestamps(knex, table);
  });

  await knex.schema.createTable('role_claims', (table) => {
    table.increments('id').primary();
    table.integer('role_id').notNullable().references('id').inTable('roles').onDelete('CASCADE');
    table.string('claim_type', 100).notNullable();
    table.string('claim_value', 100).notNullable();
    table.unique(['role_id', 'claim_type', 'claim_value']);
  });

  await knex.schema.createTable('user_roles', (table) => {
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('role_id').notNullable().references('id').inTable('roles').onDelete('CASCADE');
    table.primary(['user_id', 'role_id']);
    table.index(['role_id']);
  });

  await knex.schema.createTable('user_claims', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('claim_type', 100).notNullable();
    table.string('claim_value', 100).notNullable();
    table.unique(['user_id', 'claim_type', 'claim_value']);
  });

  await knex.schema.createTable('user_global_settings', (table) => {
    table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    table.boolean('dark_mode').notNullable().defaultTo(true);
    table.boolean('is_offline_enabled').notNullable().defaultTo(false);
    table.integer('grid_default_rows').notNullable().defaultTo(10);
    table.string('start_url', 500).notNullable().defaultTo('/');
    table.integer('display_name_id').notNullable().defaultTo(2);
    table.integer('theme_mode').notNullable().defaultTo(1);
    table.integer('theme_color_mode').notNullable().defaultTo(1);
    table.integer('request_app').notNullable().defaultTo(1);
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('apps', (table) => {
    // The app id of the contract's AppId, not generated.
    table.integer('id').primary();
    table.string('title', 100).notNullable();
    table.string('narrative', 500).notNullable().defaultTo('');
    table.string('path', 200).notNullable();
    table.integer('sort_order').notNullable().defaultTo(0);
    table.boolean('is_enabled').notNullable().defaultTo(true);
    table.boolean('is_offline_enabled').notNullable().defaultTo(false);
    table.boolean('is_offline_preload_enabled').notNullable().defaultTo(false);
    table.string('primary_color', 20).notNullable().defaultTo('#2962FF');
    table.string('secondary_color', 20).notNullable().defaultTo('#3F51B5');
    table.integer('theme_id').notNullable().defaultTo(0);
    table.string('claim_type', 100).notNullable();
    table.string('claim_value', 100).notNullable();
    timestamps(knex, table);
  });

  await knex.schema.createTable('user_app_settings', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('app_id').notNullable().references('id').inTable('apps').onDelete('CASCADE');
    table.integer('theme_id').notNullable().defaultTo(0);
    table.boolean('is_enabled').notNullable().defaultTo(true);
    table.boolean('is_offline_enabled').notNullable().defaultTo(false);
    table.boolean('is_offline_preload_enabled').notNullable().defaultTo(false);
    table.string('primary_color', 20);
    table.string('secondary_color', 20);
    // App-specific settings (e.g. the recipe settings) as JSON text: portable across both databases.
    table.text('settings_json');
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'app_id']);
  });

  await knex.schema.createTable('system_settings', (table) => {
    // A single row (id 1): the admin's global settings.
    table.integer('id').primary();
    table.boolean('registration_enabled').notNullable().defaultTo(true);
    table.integer('required_length').notNullable().defaultTo(12);
    table.boolean('require_digit').notNullable().defaultTo(false);
    table.boolean('require_lowercase').notNullable().defaultTo(false);
    table.boolean('require_uppercase').notNullable().defaultTo(false);
    table.integer('required_user_name_length').notNullable().defaultTo(3);
    table.string('allowed_user_name_characters', 500).notNullable();
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('login_attempts', (table) => {
    table.increments('id').primary();
    table.string('user_name', 256).notNullable();
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.boolean('succeeded').notNullable();
    table.integer('failure_reason').notNullable().defaultTo(0);
    table.string('ip', 64).notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_name', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'login_attempts',
    'system_settings',
    'user_app_settings',
    'apps',
    'user_global_settings',
    'user_claims',
    'user_roles',
    'role_claims',
    'roles',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
