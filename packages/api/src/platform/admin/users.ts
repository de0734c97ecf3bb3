// The administrator's user management. Every change of roles or claims is audited; disabling a user or
// resetting their password bumps the security stamp, so their access tokens stop working at once.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  LoginFailureReason,
  type AdminUser,
  type Claim,
  type UnlockResult,
  type PagedList,
  type adminUserCreateSchema,
  type adminUserEditSchema,
} from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import { isoDate, pagedQuery, whereContains } from '../../db/paging.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { audit } from '../audit/service.js';
import { generatePassword } from '../auth/passwords.js';
import type { PasswordHashing } from '../../http/context.js';
import { guessablePasswordProblem } from '../account/common-passwords.js';
import { getSystemSettings } from '../settings/service.js';
import { createUser, normalizeName, type UserRow } from '../users/service.js';

type DbLike = Db | Knex.Transaction;

async function rolesOf(db: DbLike, userIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db('user_roles')
    .join('roles', 'roles.id', 'user_roles.role_id')
    .whereIn('user_roles.user_id', userIds)
    .orderBy('roles.name')
    .select<{ user_id: number; name: string }[]>('user_roles.user_id', 'roles.name');
  for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row.name]);
  return map;
}

async function claimsOf(db: DbLike, userIds: number[]): Promise<Map<number, Claim[]>> {
  const map = new Map<number, Claim[]>();
  if (userIds.length === 0) return map;
  const rows = await db('user_claims')
    .whereIn('user_id', userIds)
    .orderBy(['claim_type', 'claim_value'])
    .select<{ user_id: number; claim_type: string; claim_value: string }[]>(
      'user_id',
      'claim_type',
      'claim_value',
    );
  for (const row of rows) {
    map.set(row.user_id, [...(map.get(row.user_id) ?? []), { type: row.claim_type, value: row.claim_value }]);
  }
  return map;
}

type UserRowWithDates = UserRow & { created_at: unknown; modified_at: unknown };

function toAdminUser(row: UserRowWithDates, roles: string[], claims: Claim[]): AdminUser {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    emailConfirmed: bool(row.email_confirmed),
    disabled: bool(row.disabled),
    firstName: row.first_name,
    lastName: row.last_name,
    roles,
    claims,
    createdDate: isoDate(row.created_at),
    modifiedDate: isoDate(row.modified_at),
  };
}

export async function pageUsers(
  db: Db,
  page: number,
  itemsPerPage: number,
  search: string,
): Promise<PagedList<AdminUser>> {
  const list = await pagedQuery<UserRowWithDates, UserRowWithDates>(
    () => whereContains(db('users').select('*'), ['user_name', 'email', 'first_name', 'last_name'], search),
    { page, itemsPerPage, sortBy: 'userName', sortDirection: 'asc' },
    (query) => query.orderBy('normalized_user_name'),
    (row) => row,
  );
  const ids = list.records.map((row) => row.id);
  const [roles, claims] = await Promise.all([rolesOf(db, ids), claimsOf(db, ids)]);
  return {
    ...list,
    records: list.records.map((row) => toAdminUser(row, roles.get(row.id) ?? [], claims.get(row.id) ?? [])),
  };
}

export async function getAdminUser(db: DbLike, id: number): Promise<AdminUser> {
  const row = await db<UserRowWithDates>('users').where({ id }).first();
  if (!row) throw notFound('The user was not found.');
  const [roles, claims] = await Promise.all([rolesOf(db, [id]), claimsOf(db, [id])]);
  return toAdminUser(row, roles.get(id) ?? [], claims.get(id) ?? []);
}

/** The directory behind GET /api/user/list: active users, without e-mail addresses. */
export async function userDirectory(
  db: Db,
): Promise<{ records: { id: number; userName: string; displayName: string }[] }> {
  const rows = await db('users')
    .where({ disabled: false })
    .orderBy('normalized_user_name')
    .select<{ id: number; user_name: string; first_name: string; last_name: string }[]>(
      'id',
      'user_name',
      'first_name',
      'last_name',
    );
  return {
    records: rows.map((row) => ({
      id: row.id,
      userName: row.user_name,
      displayName: `${row.first_name} ${row.last_name}`.trim() || row.user_name,
    })),
  };
}

/** A unique index refused the write (a concurrent request took the name between our check and our write). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' || e.code === 'SQLITE_CONSTRAINT' || /UNIQUE constraint failed/i.test(e.message ?? '')
  );
}

export async function editUser(
  db: Db,
  actorId: number,
  id: number,
  edit: z.output<typeof adminUserEditSchema>,
): Promise<AdminUser> {
  const values: Record<string, unknown> = {};
  if (edit.userName !== undefined)
    Object.assign(values, { user_name: edit.userName, normalized_user_name: normalizeName(edit.userName) });
  if (edit.email !== undefined)
    Object.assign(values, { email: edit.email, normalized_email: normalizeName(edit.email) });
  if (edit.emailConfirmed !== undefined) values.email_confirmed = edit.emailConfirmed;
  if (edit.firstName !== undefined) values.first_name = edit.firstName;
  if (edit.lastName !== undefined) values.last_name = edit.lastName;
  return db.transaction(async (trx) => {
    await getAdminUser(trx, id);
    if (Object.keys(values).length > 0) {
      try {
        await trx('users')
          .where({ id })
          .update({ ...values, modified_at: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('Another user has this user name or e-mail address.');
        throw error;
      }
      await audit(trx, {
        event: 'admin.user.edit',
        userId: actorId,
        detail: { targetUserId: id, fields: Object.keys(edit) },
      });
    }
    return getAdminUser(trx, id);
  });
}

export async function setDisabled(
  db: Db,
  actorId: number,
  id: number,
  disabled: boolean,
): Promise<AdminUser> {
  if (disabled && id === actorId) throw conflict('You cannot disable your own account.');
  return db.transaction(async (trx) => {
    await getAdminUser(trx, id);
    await trx('users')
      .where({ id })
      .update({
        disabled,
        modified_at: new Date(),
        ...(disabled ? { security_stamp: trx.raw('security_stamp + 1') } : {}),
      });
    await audit(trx, {
      event: disabled ? 'admin.user.disable' : 'admin.user.enable',
      userId: actorId,
      detail: { targetUserId: id },
    });
    return getAdminUser(trx, id);
  });
}

/**
 * Lets a locked-out account sign in again: its failed sign-ins within the lockout window stop counting
 * (they are removed; the audit log keeps the lockout and this unlock). The limit per address stays: it
 * belongs to whoever is guessing, not to the account.
 */
export async function unlockUser(
  db: Db,
  lockout: { windowMinutes: number; maxFailures: number },
  actorId: number,
  id: number,
): Promise<UnlockResult> {
  return db.transaction(async (trx) => {
    const user = await getAdminUser(trx, id);
    const since = new Date(Date.now() - lockout.windowMinutes * 60 * 1000);
    const cleared = await trx('login_attempts')
      .where({ user_id: id, succeeded: false, failure_reason: LoginFailureReason.WrongCredentials })
      .where('created_at', '>', since)
      .delete();
    await audit(trx, { event: 'admin.user.unlock', userId: actorId, detail: { targetUserId: id, cleared } });
    return {
      user,
      clearedAttempts: cleared,
      message:
        cleared >= lockout.maxFailures
          ? `${user.userName} can sign in again: ${cleared} failed sign-ins were cleared.`
          : cleared > 0
            ? `${user.userName} was not locked out; ${cleared} failed sign-in${cleared === 1 ? ' was' : 's were'} cleared.`
            : `${user.userName} was not locked out.`,
    };
  });
}

async function checkPassword(db: Db, password: string): Promise<void> {
  const { requirements } = await getSystemSettings(db);
  const problems: string[] = [];
  if ([...password].length < requirements.requiredLength)
    problems.push(`at least ${requirements.requiredLength} characters`);
  if (requirements.requireDigit && !/\d/.test(password)) problems.push('a digit');
  if (requirements.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('a lowercase letter');
  if (requirements.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('an uppercase letter');
  if (problems.length > 0)
    throw badRequest([{ field: 'password', message: `Password needs ${problems.join(', ')}.` }]);
  const guessable = guessablePasswordProblem(password);
  if (guessable) throw badRequest([{ field: 'password', message: guessable }]);
}

export async function resetPassword(
  db: Db,
  passwords: PasswordHashing,
  actorId: number,
  id: number,
  given: string | undefined,
): Promise<{ success: boolean; userId: number; password: string }> {
  if (given !== undefined) await checkPassword(db, given);
  const password = given ?? generatePassword();
  const hash = await passwords.hash(password, 'trusted');
  await db.transaction(async (trx) => {
    await getAdminUser(trx, id);
    await trx('users')
      .where({ id })
      .update({
        password_hash: hash,
        security_stamp: trx.raw('security_stamp + 1'),
        modified_at: new Date(),
      });
    await audit(trx, {
      event: 'admin.user.password.reset',
      userId: actorId,
      detail: { targetUserId: id, generated: given === undefined },
    });
  });
  return { success: true, userId: id, password };
}

async function roleIds(db: DbLike, names: readonly string[]): Promise<number[]> {
  const unique = [...new Set(names.map((name) => normalizeName(name)))];
  if (unique.length === 0) return [];
  const rows = await db('roles')
    .whereIn('normalized_name', unique)
    .select<{ id: number; normalized_name: string }[]>('id', 'normalized_name');
  const missing = unique.filter((name) => !rows.some((row) => row.normalized_name === name));
  if (missing.length > 0)
    throw badRequest([{ field: 'roles', message: `Unknown role: ${missing.join(', ')}.` }]);
  return rows.map((row) => row.id);
}

export async function setUserRoles(
  db: Db,
  actorId: number,
  id: number,
  roles: readonly string[],
): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const before = await getAdminUser(trx, id);
    const ids = await roleIds(trx, roles);
    await trx('user_roles').where({ user_id: id }).delete();
    if (ids.length > 0)
      await trx('user_roles').insert(ids.map((roleId) => ({ user_id: id, role_id: roleId })));
    const after = await getAdminUser(trx, id);
    await audit(trx, {
      event: 'admin.user.roles',
      userId: actorId,
      detail: { targetUserId: id, before: before.roles, after: after.roles },
    });
    return after;
  });
}

export async function setUserClaims(
  db: Db,
  actorId: number,
  id: number,
  claims: readonly Claim[],
): Promise<AdminUser> {
  return db.transaction(async (trx) => {
    const before = await getAdminUser(trx, id);
    const unique = [...new Map(claims.map((c) => [`${c.type}\u0000${c.value}`, c])).values()];
    await trx('user_claims').where({ user_id: id }).delete();
    if (unique.length > 0) {
      await trx('user_claims').insert(
        unique.map((c) => ({ user_id: id, claim_type: c.type, claim_value: c.value })),
      );
    }
    const after = await getAdminUser(trx, id);
    await audit(trx, {
      event: 'admin.user.claims',
      userId: actorId,
      detail: { targetUserId: id, before: before.claims, after: after.claims },
    });
    return after;
  });
}

export async function createUserByAdmin(
  db: Db,
  passwords: PasswordHashing,
  actorId: number,
  input: z.output<typeof adminUserCreateSchema>,
): Promise<{ user: AdminUser; password?: string }> {
  const { requirements } = await getSystemSettings(db);
  if ([...input.userName].length < requirements.requiredUserNameLength) {
    throw badRequest([
      {
        field: 'userName',
        message: `User name needs at least ${requirements.requiredUserNameLength} characters.`,
      },
    ]);
  }
  const generate = input.generatePassword || input.password === undefined;
  if (!generate) await checkPassword(db, input.password!);
  const password = generate ? generatePassword() : input.password!;
  await roleIds(db, input.roles);
  const taken = await db('users')
    .where({ normalized_user_name: normalizeName(input.userName) })
    .orWhere({ normalized_email: normalizeName(input.email) })
    .first<{ id: number } | undefined>('id');
  if (taken) throw conflict('Another user has this user name or e-mail address.');
  let id: number;
  try {
    id = await createUser(db, {
      userName: input.userName,
      email: input.email,
      passwordHash: await passwords.hash(password, 'trusted'),
      emailConfirmed: input.emailConfirmed,
      firstName: input.firstName,
      lastName: input.lastName,
      roles: input.roles,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another user has this user name or e-mail address.');
    throw error;
  }
  await audit(db, {
    event: 'admin.user.create',
    userId: actorId,
    detail: { targetUserId: id, roles: input.roles },
  });
  const user = await getAdminUser(db, id);
  return generate ? { user, password } : { user };
}
