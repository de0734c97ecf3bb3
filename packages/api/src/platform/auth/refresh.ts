// Refresh tokens: opaque random tokens kept only as sha256 hashes, grouped in families (one per sign-in).
// Every exchange rotates the token; presenting a rotated (or revoked) token again revokes the whole family,
// since either the client or a thief holds a copy. Except within REFRESH_REUSE_GRACE_MS of its rotation
// (issue #12): two tabs refreshing at the same moment both present the same token, and the second must not
// sign the user out. It gets the same new refresh token as the first (as Auth0's and Okta's reuse intervals
// do). The child token is derived from its parent with an HMAC under the server's key, so the server can hand
// it out again while storing only hashes; without the key, a copy of the parent does not give the child.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { toDate } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { ApiContext } from '../../http/context.js';

export const REFRESH_COOKIE = 'lcars-refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

type Database = Db | Knex.Transaction;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  parent_id: number | null;
  token_hash: string;
  persistent: boolean | number;
  created_at: unknown;
  expires_at: unknown;
  rotated_at: unknown;
  revoked_at: unknown;
}

export interface IssuedRefreshToken {
  token: string;
  persistent: boolean;
  userId: number;
  familyId: string;
}

/** How long after its rotation a refresh token still yields its (same) successor instead of revoking the family. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** The successor of a refresh token: HMAC-SHA256 under a key derived from the server's signing key. */
function childTokenOf(key: Uint8Array, parent: string): string {
  const derived = createHmac('sha256', key).update('lcars refresh-token successor v1').digest();
  return createHmac('sha256', derived).update(parent, 'utf8').digest('base64url');
}

function lifetimeMs(config: Config): number {
  return config.refreshTokenDays * 24 * 60 * 60 * 1000;
}

async function insertToken(
  db: Database,
  config: Config,
  values: { userId: number; familyId: string; parentId: number | null; persistent: boolean; token?: string },
): Promise<IssuedRefreshToken> {
  const token = values.token ?? randomBytes(32).toString('base64url');
  const now = new Date();
  await db('refresh_tokens').insert({
    user_id: values.userId,
    family_id: values.familyId,
    parent_id: values.parentId,
    token_hash: sha256(token),
    persistent: values.persistent,
    created_at: now,
    expires_at: new Date(now.getTime() + lifetimeMs(config)),
  });
  return { token, persistent: values.persistent, userId: values.userId, familyId: values.familyId };
}

/** Starts a new family for a sign-in. */
export function createRefreshToken(
  db: Database,
  config: Config,
  userId: number,
  persistent: boolean,
): Promise<IssuedRefreshToken> {
  return insertToken(db, config, { userId, familyId: randomUUID(), parentId: null, persistent });
}

export type RotationResult =
  | { ok: true; issued: IssuedRefreshToken }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'reused'; userId?: number; familyId?: string };

/** Rotates a presented token: the old one is marked rotated and a child is issued in the same family. */
export async function rotateRefreshToken(
  db: Db,
  config: Config,
  /** The server's signing key: the child token is derived from the parent under it (grace window). */
  key: Uint8Array,
  token: string | undefined,
  /** Runs in the transaction that revokes a reused family (to audit it). */
  onReuse?: (trx: Knex.Transaction, userId: number, familyId: string) => Promise<void>,
  now: () => number = Date.now,
): Promise<RotationResult> {
  if (!token) return { ok: false, reason: 'missing' };
  const childToken = childTokenOf(key, token);
  return db.transaction(async (trx) => {
    const find = () =>
      trx<RefreshTokenRow>('refresh_tokens')
        .where({ token_hash: sha256(token) })
        .first();
    const reused = async (row: RefreshTokenRow): Promise<RotationResult> => {
      await revokeFamily(trx, row.family_id);
      await onReuse?.(trx, row.user_id, row.family_id);
      return { ok: false, reason: 'reused', userId: row.user_id, familyId: row.family_id };
    };
    /** A rotated token presented again: its successor within the grace window, else reuse detection. */
    const replay = async (row: RefreshTokenRow): Promise<RotationResult> => {
      const rotatedAt = toDate(row.rotated_at)?.getTime() ?? 0;
      if (row.revoked_at != null || now() - rotatedAt > REFRESH_REUSE_GRACE_MS) return reused(row);
      const child = await trx<RefreshTokenRow>('refresh_tokens')
        .where({ token_hash: sha256(childToken), parent_id: row.id })
        .first();
      // The successor has moved on (rotated or revoked) too: the copy is stale, treat it as reuse.
      if (!child || child.rotated_at != null || child.revoked_at != null) return reused(row);
      const issued: IssuedRefreshToken = {
        token: childToken,
        persistent: bool(child.persistent),
        userId: child.user_id,
        familyId: child.family_id,
      };
      return { ok: true, issued };
    };

    const row = await find();
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked_at != null) return reused(row);
    if (row.rotated_at != null) return replay(row);
    if ((toDate(row.expires_at)?.getTime() ?? 0) <= now()) {
      return { ok: false, reason: 'expired', userId: row.user_id, familyId: row.family_id } as const;
    }
    // Conditional update: of two exchanges racing with one token, only one rotates it; the other (on
    // PostgreSQL it waited for the first to commit) reads the row again and replays the successor.
    const updated = await trx('refresh_tokens')
      .where({ id: row.id })
      .whereNull('rotated_at')
      .whereNull('revoked_at')
      .update({ rotated_at: new Date(now()) });
    if (updated !== 1) {
      const again = await find();
      return again ? replay(again) : reused(row);
    }
    const issued = await insertToken(trx, config, {
      userId: row.user_id,
      familyId: row.family_id,
      parentId: row.id,
      persistent: bool(row.persistent),
      token: childToken,
    });
    return { ok: true, issued } as const;
  });
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db('refresh_tokens')
    .where({ family_id: familyId })
    .whereNull('revoked_at')
    .update({ revoked_at: new Date() });
}

/** Revokes the family of a presented token (logout); returns its user, if the token was known. */
export async function revokeFamilyOf(db: Database, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  const row = await db<RefreshTokenRow>('refresh_tokens')
    .where({ token_hash: sha256(token) })
    .first();
  if (!row) return null;
  await revokeFamily(db, row.family_id);
  return row.user_id;
}

/** Every refresh token of a user stops working (password change or reset). */
export async function revokeAllRefreshTokens(db: Database, userId: number): Promise<void> {
  await db('refresh_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: new Date() });
}

/** HttpOnly, SameSite=Strict, path /api/auth, Secure over https; Max-Age only with "remember me". */
export function setRefreshCookie(ctx: ApiContext, config: Config, issued: IssuedRefreshToken): void {
  ctx.cookies.set(REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: REFRESH_COOKIE_PATH,
    overwrite: true,
    ...(issued.persistent ? { maxAge: lifetimeMs(config) } : {}),
  });
}

export function clearRefreshCookie(ctx: ApiContext): void {
  ctx.cookies.set(REFRESH_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: REFRESH_COOKIE_PATH,
    overwrite: true,
    expires: new Date(0),
  });
}

export function readRefreshCookie(ctx: ApiContext): string | undefined {
  const value = ctx.cookies.get(REFRESH_COOKIE);
  return value === undefined || value === '' ? undefined : value;
}
