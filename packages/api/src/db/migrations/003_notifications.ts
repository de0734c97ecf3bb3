// Lookup lists (system items) and notifications: templates, sent messages and one row per recipient; and the
// live channel's name, shared by every API instance on this database.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

function timestamps(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_channel', (table) => {
    // One row (id 1): instances on the same database publish on the same Redis channel, others never mix in.
    table.integer('id').primary();
    table.string('channel', 100).notNullable();
  });

  await knex.schema.createTable('system_items', (table) => {
    // Ids are per type (priority 3 is Normal, severity 3 something else): the key is (type, id).
    table.integer('system_item_type').notNullable();
    table.integer('id').notNullable();
    table.string('title', 200).notNullable();
    table.string('normalized_title', 200).notNullable();
    table.string('description', 2000).notNullable().defaultTo('');
    table.string('alternate_id', 100).notNullable().defaultTo('');
    table.string('plural_title', 200).notNullable().defaultTo('');
    table.string('short_title', 50).notNullable().defaultTo('');
    table.boolean('uses_additional_detail').notNullable().defaultTo(false);
    table.boolean('uses_icon').notNullable().defaultTo(false);
    table.text('additional_detail').notNullable().defaultTo('');
    table.string('additional_detail_label', 200).notNullable().defaultTo('');
    table.integer('sort_order').notNullable().defaultTo(0);
    timestamps(knex, table);
    table.primary(['system_item_type', 'id']);
    table.index(['system_item_type', 'sort_order']);
  });

  await knex.schema.createTable('notification_templates', (table) => {
    table.increments('id').primary();
    table.string('title', 200).notNullable();
    table.string('normalized_title', 200).notNullable().unique();
    table.string('narrative', 1000).notNullable().defaultTo('');
    table.text('default_message_template').notNullable().defaultTo('');
    table.string('default_notification_title', 200).notNullable().defaultTo('');
    table.boolean('allow_user_opt_out').notNullable().defaultTo(true);
    table.boolean('allow_user_priority').notNullable().defaultTo(true);
    table.boolean('allow_user_settings').notNullable().defaultTo(true);
    table.boolean('allow_user_severity').notNullable().defaultTo(true);
    table.boolean('is_plain_text').notNullable().defaultTo(true);
    table.boolean('is_disabled').notNullable().defaultTo(false);
    table.boolean('is_system').notNullable().defaultTo(false);
    table.boolean('is_user_created').notNullable().defaultTo(false);
    table.integer('owner_user_id').references('id').inTable('users').onDelete('SET NULL');
    table.integer('default_priority_id').notNullable().defaultTo(3);
    table.integer('default_severity_id').notNullable().defaultTo(2);
    timestamps(knex, table);
  });

  await knex.schema.createTable('notifications', (table) => {
    table.increments('id').primary();
    table.integer('sender_user_id').references('id').inTable('users').onDelete('SET NULL');
    table.integer('template_id').references('id').inTable('notification_templates').onDelete('SET NULL');
    table.integer('notification_type').notNullable();
    table.string('title', 200).notNullable();
    // Stored already sanitised when is_plain_text is false.
    table.text('message').notNullable();
    table.boolean('is_plain_text').notNullable().defaultTo(true);
    table.integer('priority_id').notNullable().defaultTo(3);
    table.integer('severity_id').notNullable().defaultTo(2);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['sender_user_id', 'created_at']);
  });

  await knex.schema.createTable('user_notifications', (table) => {
    table.increments('id').primary();
    table
      .integer('notification_id')
      .notNullable()
      .references('id')
      .inTable('notifications')
      .onDelete('CASCADE');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.boolean('has_read').notNullable().defaultTo(false);
    table.boolean('is_visible').notNullable().defaultTo(true);
    table.timestamp('read_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['notification_id', 'user_id']);
    table.index(['user_id', 'has_read', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'user_notifications',
    'notifications',
    'notification_templates',
    'system_items',
    'live_channel',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
