// Users, their roles and their claims. Services take a database (or transaction) and never touch Koa.
import type { Knex } from 'knex';
import { NAME_IDENTIFIER, type Claim } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { newUserGlobalSettings } from '../settings/service.js';

/** User names and e-mail addresses are unique regardless of case: compared through this form. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

export interface UserRow {
  id: number;
  user_name: string;
  normalized_user_name: string;
  email: string;
  normalized_email: string;
  email_confirmed: boolean | number;
  password_hash: string;
  disabled: boolean | number;
  first_name: string;
  last_name: string;
  preferred_salutation: string;
  display_name_id: number;
  name_prefix_id: number;
  name_suffix_id: number;
  image_id: number;
  phone_number: string;
  show_profile_picture: boolean | number;
  security_stamp: number;
}

export interface NewUser {
  userName: string;
  email: string;
  passwordHash: string;
  emailConfirmed?: boolean;
  disabled?: boolean;
  firstName?: string;
  lastName?: string;
  roles?: readonly string[];
}

export async function findUserById(db: Db | Knex.Transaction, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

/** Finds a user by user name or, failing that, by e-mail address (both case-insensitive). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const normalized = normalizeName(login);
  const byName = await db<UserRow>('users').where({ normalized_user_name: normalized }).first();
  return byName ?? db<UserRow>('users').where({ normalized_email: normalized }).first();
}

/** Creates a user with the administrator's default global settings and the given roles, in one transaction. */
export async function createUser(db: Db, user: NewUser): Promise<number> {
  const settings = await newUserGlobalSettings(db);
  return db.transaction(async (trx) => {
    const [inserted] = await trx('users')
      .insert({
        user_name: user.userName.trim(),
        normalized_user_name: normalizeName(user.userName),
        email: user.email.trim(),
        normalized_email: normalizeName(user.email),
        email_confirmed: user.emailConfirmed ?? false,
        password_hash: user.passwordHash,
        disabled: user.disabled ?? false,
        first_name: user.firstName ?? '',
        last_name: user.lastName ?? '',
        display_name_id: settings.display_name_id,
      })
      .returning<{ id: number }[]>('id');
    const id = Number(inserted?.id);
    await trx('user_global_settings').insert({ user_id: id, ...settings });
    if (user.roles && user.roles.length > 0) {
      const roles = await trx('roles')
        .whereIn(
          'normalized_name',
          user.roles.map((name) => normalizeName(name)),
        )
        .select<{ id: number }[]>('id');
      if (roles.length > 0) {
        await trx('user_roles').insert(roles.map((role) => ({ user_id: id, role_id: role.id })));
      }
    }
    return id;
  });
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: passwordHash, modified_at: db.fn.now() });
}

interface ClaimRow {
  claim_type: string;
  claim_value: string;
}

/** A user's claims: the union of the claims of their roles and their own claims (no duplicates). */
export async function loadUserClaims(db: Db, userId: number): Promise<Claim[]> {
  // One round trip (this runs on every authenticated request): role claims UNION ALL direct claims.
  const unsorted = await db('user_claims')
    .where({ user_id: userId })
    .select<ClaimRow[]>('claim_type', 'claim_value')
    .unionAll((union) => {
      union
        .from('role_claims')
        .join('user_roles', 'user_roles.role_id', 'role_claims.role_id')
        .where('user_roles.user_id', userId)
        .select('role_claims.claim_type', 'role_claims.claim_value');
    });
  return uniqueSortedClaims(unsorted);
}

function uniqueSortedClaims(unsorted: readonly ClaimRow[]): Claim[] {
  const rows = [...unsorted].sort(
    (a, b) => a.claim_type.localeCompare(b.claim_type) || a.claim_value.localeCompare(b.claim_value),
  );
  const seen = new Set<string>();
  const claims: Claim[] = [];
  for (const row of rows) {
    const key = `${row.claim_type}\u0000${row.claim_value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    claims.push({ type: row.claim_type, value: row.claim_value });
  }
  return claims;
}

/**
 * What authentication needs of a user, in one round trip (it runs on every authenticated request): the
 * user's state and their role and direct claims. Null when the user does not exist.
 */
/** What authentication needs of a user: state, security stamp and claims. */
export interface UserSession {
  userName: string;
  disabled: boolean;
  securityStamp: number;
  claims: Claim[];
}

export async function loadUserSession(db: Db, userId: number): Promise<UserSession | null> {
  const rows = await db('users as u')
    .leftJoin(
      db('user_claims')
        .where({ user_id: userId })
        .select('user_id', 'claim_type', 'claim_value')
        .unionAll((union) => {
          union
            .from('role_claims')
            .join('user_roles', 'user_roles.role_id', 'role_claims.role_id')
            .where('user_roles.user_id', userId)
            .select('user_roles.user_id', 'role_claims.claim_type', 'role_claims.claim_value');
        })
        .as('c'),
      'c.user_id',
      'u.id',
    )
    .where('u.id', userId)
    .select<
      {
        user_name: string;
        disabled: boolean | number;
        security_stamp: number;
        claim_type: string | null;
        claim_value: string | null;
      }[]
    >('u.user_name', 'u.disabled', 'u.security_stamp', 'c.claim_type', 'c.claim_value');
  const first = rows[0];
  if (!first) return null;
  const claimRows = rows.filter(
    (row): row is typeof row & ClaimRow => row.claim_type !== null && row.claim_value !== null,
  );
  return {
    userName: first.user_name,
    disabled: bool(first.disabled),
    securityStamp: Number(first.security_stamp),
    claims: [{ type: NAME_IDENTIFIER, value: String(userId) }, ...uniqueSortedClaims(claimRows)],
  };
}

/** The claims of a session: role and direct claims plus the name identifier (the user id). */
export async function loadSessionClaims(db: Db, userId: number): Promise<Claim[]> {
  return [{ type: NAME_IDENTIFIER, value: String(userId) }, ...(await loadUserClaims(db, userId))];
}

export function isActive(user: UserRow): boolean {
  return !bool(user.disabled);
}
