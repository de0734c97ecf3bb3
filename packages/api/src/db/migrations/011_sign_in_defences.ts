// Defences of the anonymous routes:
// - sign-in attempts remember the device cookie they came with (platform/auth/devices.ts): a known browser's
//   wrong passwords count against that device alone, not towards the account's or the address's lock;
// - `registrations`: one row per self-registration, keyed by its proof of work (used once) and dated (the
//   portal-wide hourly limit), platform/account/registration-proof.ts.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.string('device', 32);
    table.index(['device', 'created_at']);
    table.index(['ip', 'created_at']);
  });
  await knex.schema.createTable('registrations', (table) => {
    table.string('proof', 200).primary();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('registrations');
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropIndex(['ip', 'created_at']);
    table.dropIndex(['device', 'created_at']);
    table.dropColumn('device');
  });
}
