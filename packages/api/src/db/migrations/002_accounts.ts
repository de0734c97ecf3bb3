// Accounts: refresh tokens, one-time codes (e-mail confirmation, password reset), the mail outbox, the audit
// log, personal access tokens, images, user themes and the last-modified marks of offline data.
// Portable: the knex schema builder, plus one dialect branch to start user theme ids after the built-ins.
// Timestamps that the code compares are written by the code (a JS Date), never by a database default.
import type { Knex } from 'knex';

/** User theme ids start here; lower ids belong to the built-in themes of platform/themes/builtin.ts. */
const FIRST_USER_THEME_ID = 1001;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    // The address of a pending e-mail change, until it is confirmed.
    table.string('new_email_address', 256).notNullable().defaultTo('');
  });

  await knex.schema.createTable('refresh_tokens', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('family_id', 64).notNullable();
    table.integer('parent_id');
    // sha256 of the opaque token (hex); the token itself is never stored.
    table.string('token_hash', 64).notNullable().unique();
    // Sent with Max-Age (remember me) or as a session cookie.
    table.boolean('persistent').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('rotated_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.index(['family_id']);
    table.index(['user_id']);
  });

  await knex.schema.createTable('account_codes', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // confirm-email, change-email or reset-password
    table.string('purpose', 32).notNullable();
    table.string('code_hash', 64).notNullable().unique();
    table.string('new_email', 256);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['user_id', 'purpose']);
  });

  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id').primary();
    table.string('to', 256).notNullable();
    table.string('subject', 500).notNullable();
    table.text('text').notNullable();
    table.text('html').notNullable();
    table.string('link', 2000).notNullable().defaultTo('');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.index(['created_date']);
  });

  await knex.schema.createTable('audit_log', (table) => {
    table.increments('id').primary();
    table.string('event', 100).notNullable();
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    // JSON text: what happened, never a secret.
    table.text('detail').notNullable().defaultTo('{}');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.index(['event', 'created_date']);
    table.index(['user_id', 'created_date']);
  });

  await knex.schema.createTable('personal_access_tokens', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    // The first characters of the token, to tell tokens apart in the list.
    table.string('token_prefix', 20).notNullable();
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('expires_date', { useTz: true });
    table.timestamp('last_used_date', { useTz: true });
    table.timestamp('revoked_date', { useTz: true });
    table.index(['user_id']);
  });

  await knex.schema.createTable('images', (table) => {
    table.increments('id').primary();
    // Storage type: 1 Account Photos, 2 Recipe Photos, 3 Scan Photos (admin image viewer).
    table.integer('image_type_id').notNullable();
    table.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    // What the image belongs to: the user id for account photos, the recipe or scan id otherwise.
    table.integer('destination_id').notNullable().defaultTo(0);
    table.string('image_name', 256).notNullable().defaultTo('');
    // Media subtype: png, gif, jpeg, webp, pdf.
    table.string('image_type', 20).notNullable();
    table.binary('image_data').notNullable();
    table.binary('image_data_original');
    table.text('image_meta_data').notNullable().defaultTo('');
    table.integer('byte_size').notNullable().defaultTo(0);
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.index(['image_type_id', 'destination_id']);
  });

  await knex.schema.createTable('themes', (table) => {
    table.increments('id').primary();
    table.string('title', 100).notNullable();
    table.string('narrative', 500).notNullable().defaultTo('');
    table.boolean('dark').notNullable().defaultTo(true);
    table.boolean('allow_use_by_other_users').notNullable().defaultTo(false);
    table.integer('created_by_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_date', { useTz: true }).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.index(['created_by_id']);
  });
  const dialect = (knex.client as { config: { client: string } }).config.client;
  if (dialect === 'pg') {
    await knex.raw(`ALTER SEQUENCE themes_id_seq RESTART WITH ${FIRST_USER_THEME_ID}`);
  } else {
    await knex('sqlite_sequence').insert({ name: 'themes', seq: FIRST_USER_THEME_ID - 1 });
  }

  await knex.schema.createTable('theme_colors', (table) => {
    table.integer('theme_id').notNullable().references('id').inTable('themes').onDelete('CASCADE');
    table.string('theme_color_name', 50).notNullable();
    table.string('theme_color_value', 20).notNullable();
    table.primary(['theme_id', 'theme_color_name']);
  });

  await knex.schema.createTable('data_last_modified', (table) => {
    table.string('data_name', 100).notNullable();
    table.string('item_id', 100).notNullable();
    table.timestamp('modified_date', { useTz: true }).notNullable();
    table.primary(['data_name', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'data_last_modified',
    'theme_colors',
    'themes',
    'images',
    'personal_access_tokens',
    'audit_log',
    'mail_outbox',
    'account_codes',
    'refresh_tokens',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('new_email_address');
  });
}
