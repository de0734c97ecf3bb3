// Notification preferences: which templates a user has opted out of (only templates with allow_user_opt_out).
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_notification_preferences', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table
      .integer('notification_template_id')
      .notNullable()
      .references('id')
      .inTable('notification_templates')
      .onDelete('CASCADE');
    table.boolean('opted_out').notNullable().defaultTo(false);
    table.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'notification_template_id']);
    table.index(['notification_template_id', 'opted_out']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_notification_preferences');
}
