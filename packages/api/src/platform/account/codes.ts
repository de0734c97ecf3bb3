// One-time codes of mailed links (e-mail confirmation, e-mail change, password reset): random, kept only
// as sha256, single-use and expiring. A new code of the same purpose replaces the older ones.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { toDate } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { sha256 } from '../auth/refresh.js';

export const CodePurpose = {
  ConfirmEmail: 'confirm-email',
  ChangeEmail: 'change-email',
  ResetPassword: 'reset-password',
} as const;
export type CodePurposeValue = (typeof CodePurpose)[keyof typeof CodePurpose];

export const CODE_LIFETIME_MS: Record<CodePurposeValue, number> = {
  [CodePurpose.ConfirmEmail]: 48 * 60 * 60 * 1000,
  [CodePurpose.ChangeEmail]: 24 * 60 * 60 * 1000,
  [CodePurpose.ResetPassword]: 60 * 60 * 1000,
};

type Database = Db | Knex.Transaction;

export interface AccountCodeRow {
  id: number;
  user_id: number;
  purpose: CodePurposeValue;
  code_hash: string;
  new_email: string | null;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
}

export async function createCode(
  db: Database,
  userId: number,
  purpose: CodePurposeValue,
  newEmail: string | null = null,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  await db('account_codes').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: now });
  await db('account_codes').insert({
    user_id: userId,
    purpose,
    code_hash: sha256(code),
    new_email: newEmail,
    created_at: now,
    expires_at: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

/** Marks a valid code used and returns it; null when unknown, used, expired or of another purpose/user. */
export async function consumeCode(
  db: Database,
  code: string,
  purposes: readonly CodePurposeValue[],
  userId?: number,
): Promise<AccountCodeRow | null> {
  const row = await db<AccountCodeRow>('account_codes')
    .where({ code_hash: sha256(code) })
    .first();
  if (!row || row.used_at != null || !purposes.includes(row.purpose)) return null;
  if (userId !== undefined && row.user_id !== userId) return null;
  if ((toDate(row.expires_at)?.getTime() ?? 0) <= Date.now()) return null;
  const updated = await db('account_codes')
    .where({ id: row.id })
    .whereNull('used_at')
    .update({ used_at: new Date() });
  return updated === 1 ? row : null;
}

/** When the newest code of a purpose was made (to throttle resends), or null. */
export async function lastCodeDate(
  db: Database,
  userId: number,
  purpose: CodePurposeValue,
): Promise<Date | null> {
  const [row] = await db('account_codes')
    .where({ user_id: userId, purpose })
    .max<{ at: unknown }[]>({ at: 'created_at' });
  return toDate(row?.at);
}
