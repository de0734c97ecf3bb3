// Sign-in attempts remember the device cookie they came with (platform/auth/devices.ts): a known browser's
// wrong passwords count against that device alone, not towards the account's or the address's lock.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.string('device', 32);
    table.index(['device', 'created_at']);
    table.index(['ip', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropIndex(['ip', 'created_at']);
    table.dropIndex(['device', 'created_at']);
    table.dropColumn('device');
  });
}
