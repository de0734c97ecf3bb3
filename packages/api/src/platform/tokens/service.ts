// Personal access tokens for scripts and the CLI: `lcars_` + 32 random bytes, shown once, kept as sha256
// (enough for a high-entropy secret). The bearer check accepts them like a JWT, with the user's own claims;
// revoking one takes effect on the next request.
import { randomBytes } from 'node:crypto';
import {
  PERSONAL_ACCESS_TOKEN_PREFIX,
  type Claim,
  type PersonalAccessToken,
  type PersonalAccessTokenCreated,
} from '@lcars/contract';
import { isoOf, toDate, toIso } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { notFound } from '../../http/errors.js';
import type { UserServiceContext } from '../../http/context.js';
import { AuditEvent, audit } from '../audit/service.js';
import { sha256 } from '../auth/refresh.js';
import { findUserById, loadSessionClaims } from '../users/service.js';

/** lastUsedDate is written at most this often per token, not on every request. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

interface TokenRow {
  id: number;
  user_id: number;
  name: string;
  token_hash: string;
  token_prefix: string;
  created_date: unknown;
  expires_date: unknown;
  last_used_date: unknown;
  revoked_date: unknown;
}

function toToken(row: TokenRow): PersonalAccessToken {
  return {
    id: row.id,
    name: row.name,
    tokenPrefix: row.token_prefix,
    createdDate: isoOf(row.created_date),
    expiresDate: toIso(row.expires_date),
    lastUsedDate: toIso(row.last_used_date),
  };
}

export function isPersonalAccessToken(token: string): boolean {
  return token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX);
}

export async function listTokens({ db, user }: UserServiceContext): Promise<PersonalAccessToken[]> {
  const rows = await db<TokenRow>('personal_access_tokens')
    .where({ user_id: user.id })
    .whereNull('revoked_date')
    .orderBy('id', 'desc')
    .select('*');
  return rows.map(toToken);
}

export async function createToken(
  { db, user }: UserServiceContext,
  request: { name: string; expiresInDays?: number | undefined },
): Promise<PersonalAccessTokenCreated> {
  const token = `${PERSONAL_ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const expires =
    request.expiresInDays === undefined ? null : new Date(now.getTime() + request.expiresInDays * 86_400_000);
  return db.transaction(async (trx) => {
    const [inserted] = await trx('personal_access_tokens')
      .insert({
        user_id: user.id,
        name: request.name,
        token_hash: sha256(token),
        token_prefix: token.slice(0, PERSONAL_ACCESS_TOKEN_PREFIX.length + 6),
        created_date: now,
        expires_date: expires,
      })
      .returning<{ id: number }[]>('id');
    const id = Number(inserted?.id);
    await audit(trx, {
      event: AuditEvent.TokenCreated,
      userId: user.id,
      detail: { tokenId: id, name: request.name },
    });
    const row = await trx<TokenRow>('personal_access_tokens').where({ id }).first();
    if (!row) throw new Error('The token was not stored.');
    return { ...toToken(row), token };
  });
}

export async function revokeToken({ db, user }: UserServiceContext, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await trx('personal_access_tokens')
      .where({ id, user_id: user.id })
      .whereNull('revoked_date')
      .update({ revoked_date: new Date() });
    if (updated !== 1) throw notFound('No such token.');
    await audit(trx, { event: AuditEvent.TokenRevoked, userId: user.id, detail: { tokenId: id } });
  });
}

/** The user a personal access token stands for, or null (unknown, revoked, expired, user disabled). */
export function authenticatePersonalAccessToken(
  db: Db,
  token: string,
): Promise<{ userId: number; userName: string; claims: Claim[] } | null> {
  return authenticatePersonalAccessTokenHash(db, sha256(token));
}

/** The same check by the token's sha256 (a live stream opened with a ticket keeps only the hash). */
export async function authenticatePersonalAccessTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; userName: string; claims: Claim[] } | null> {
  const row = await db<TokenRow>('personal_access_tokens').where({ token_hash: tokenHash }).first();
  if (!row || row.revoked_date != null) return null;
  const now = Date.now();
  const expires = toDate(row.expires_date);
  if (expires && expires.getTime() <= now) return null;
  const user = await findUserById(db, row.user_id);
  if (!user || bool(user.disabled)) return null;
  const lastUsed = toDate(row.last_used_date)?.getTime() ?? 0;
  if (now - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db('personal_access_tokens')
      .where({ id: row.id })
      .update({ last_used_date: new Date(now) });
  }
  return { userId: user.id, userName: user.user_name, claims: await loadSessionClaims(db, user.id) };
}
