// The audit log: who did what and when, for sign-ins, lockouts, password and token changes, claim and role
// changes, and reveals of secret values. A detail never carries a secret (no password, token or value).
import type { Knex } from 'knex';
import type { AuditEntry, PagedList } from '@lcars/contract';
import { isoOf } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { NEWEST_FIRST, newestFirst, pagedQuery } from '../../db/paging.js';

/** Event names in use; other areas may add their own ('repo.reveal', 'admin.user.roles', ...). */
export const AuditEvent = {
  SignIn: 'auth.signin',
  SignInFailed: 'auth.signin.failed',
  LockedOut: 'auth.lockout',
  RefreshReuse: 'auth.refresh.reuse',
  Logout: 'auth.logout',
  LogoutEverywhere: 'auth.logout.everywhere',
  Registered: 'account.register',
  EmailConfirmed: 'account.email.confirmed',
  EmailChangeRequested: 'account.email.change',
  UserNameChanged: 'account.username.change',
  PasswordChanged: 'account.password.change',
  PasswordResetRequested: 'account.password.forgot',
  PasswordReset: 'account.password.reset',
  TokenCreated: 'account.token.create',
  TokenRevoked: 'account.token.revoke',
} as const;

export interface AuditRecord {
  event: string;
  userId?: number | null;
  detail?: Record<string, unknown> | string;
}

/** Writes one audit entry; pass the transaction of the change so both commit together. */
export async function audit(db: Db | Knex.Transaction, record: AuditRecord): Promise<void> {
  const detail = typeof record.detail === 'string' ? { message: record.detail } : (record.detail ?? {});
  await db('audit_log').insert({
    event: record.event.slice(0, 100),
    user_id: record.userId ?? null,
    detail: JSON.stringify(detail),
    created_date: new Date(),
  });
}

interface AuditRow {
  id: number;
  event: string;
  user_id: number | null;
  detail: string;
  created_date: unknown;
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The newest entries first; optionally only one event or one user. */
export async function listAudit(
  db: Db,
  query: { page: number; itemsPerPage: number; event?: string; userId?: number },
): Promise<PagedList<AuditEntry>> {
  return pagedQuery(
    () =>
      db('audit_log')
        .select('*')
        .modify((builder) => {
          if (query.event) void builder.where({ event: query.event });
          if (query.userId !== undefined) void builder.where({ user_id: query.userId });
        }),
    { ...query, ...NEWEST_FIRST },
    newestFirst,
    (row: AuditRow) => ({
      id: row.id,
      event: row.event,
      userId: row.user_id,
      detail: parseDetail(row.detail),
      createdDate: isoOf(row.created_date),
    }),
  );
}
