// One-use live tickets (issue #21). A browser's EventSource cannot send an Authorization header, and an access
// token in the URL ends up in server and proxy logs. So the client asks POST /api/live/ticket (with its bearer
// token, through the usual refresh) just before connecting, and opens /a-hub?ticket=...: a random value kept
// as a sha256 hash, valid LIVE_TICKET_TTL_MS, and accepted once. "Once" is a conditional DELETE whose row
// count only one caller can see as 1, on SQLite and PostgreSQL alike, so it holds under concurrency and across
// API instances sharing the database.
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { LIVE_TICKET_TTL_MS, type LiveTicket } from '@lcars/contract';
import type { Db } from '../db/knex.js';
import type { AuthUser } from '../http/context.js';
import { sha256 } from '../platform/auth/refresh.js';
import { isPersonalAccessToken } from '../platform/tokens/service.js';

/** The prefix tells a ticket from a token at a glance (in a log, it is worthless once used or expired). */
export const LIVE_TICKET_PREFIX = 'lt_';

interface TicketRow {
  ticket_hash: string;
  user_id: number;
  security_stamp: string | null;
  pat_hash: string | null;
  expires_ms: number | string;
}

/** Who a redeemed ticket stands for, and what the open stream keeps checking. */
export interface RedeemedTicket {
  userId: number;
  /** The security stamp of the access token that fetched the ticket (null when a personal token did). */
  securityStamp: number | null;
  /** The sha256 of the personal access token that fetched the ticket. */
  patHash: string | null;
}

/** How often issuing a ticket also sweeps expired ones (they are refused anyway; this keeps the table small). */
const SWEEP_EVERY = 50;
let issued = 0;

export async function issueLiveTicket(db: Db, user: AuthUser, now = Date.now()): Promise<LiveTicket> {
  const ticket = LIVE_TICKET_PREFIX + randomBytes(32).toString('base64url');
  const pat = isPersonalAccessToken(user.token);
  const stamp = pat ? null : decodeJwt(user.token).stamp;
  await db('live_tickets').insert({
    ticket_hash: sha256(ticket),
    user_id: user.id,
    security_stamp: typeof stamp === 'number' ? String(stamp) : null,
    pat_hash: pat ? sha256(user.token) : null,
    expires_ms: now + LIVE_TICKET_TTL_MS,
  });
  if (++issued % SWEEP_EVERY === 0) {
    await db('live_tickets').where('expires_ms', '<', now).delete();
  }
  return { ticket, expiresInSeconds: Math.round(LIVE_TICKET_TTL_MS / 1000) };
}

/** Redeems a ticket: its holder, or null when it is unknown, expired or already used. */
export async function redeemLiveTicket(
  db: Db,
  ticket: string,
  now = Date.now(),
): Promise<RedeemedTicket | null> {
  if (!ticket.startsWith(LIVE_TICKET_PREFIX) || ticket.length > 100) return null;
  const hash = sha256(ticket);
  const row = await db<TicketRow>('live_tickets').where({ ticket_hash: hash }).first();
  if (!row) return null;
  // Whoever deletes the row owns the ticket: of concurrent redemptions exactly one sees a count of 1.
  const deleted = await db('live_tickets').where({ ticket_hash: hash }).delete();
  if (deleted !== 1 || Number(row.expires_ms) <= now) return null;
  return {
    userId: row.user_id,
    securityStamp: row.security_stamp === null ? null : Number(row.security_stamp),
    patHash: row.pat_hash,
  };
}
