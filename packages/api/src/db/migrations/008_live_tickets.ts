// One-use tickets for the live channel (issue #21): EventSource cannot send headers, so the browser fetches a
// short-lived ticket with its bearer token and opens /a-hub?ticket=... The ticket is the only secret in the
// URL; it is kept as a sha256 hash, works once (a conditional delete, atomic on SQLite and PostgreSQL, so
// two instances cannot both accept it) and expires after LIVE_TICKET_TTL_MS.
// Portable: only the knex schema builder.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('live_tickets', (table) => {
    // sha256 of the ticket (hex); the ticket itself is never stored.
    table.string('ticket_hash', 64).primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // What the stream re-checks while it is open: the access token's security stamp, or the sha256 of the
    // personal access token that fetched the ticket.
    table.string('security_stamp', 100);
    table.string('pat_hash', 64);
    /** Epoch milliseconds. */
    table.bigInteger('expires_ms').notNullable();
    table.index(['expires_ms']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_tickets');
}
