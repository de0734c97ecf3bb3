// The server-side checks of user names, e-mail addresses and passwords against the admin's requirements.
import { z } from 'zod';
import type { PasswordRequirements, ProblemError } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { normalizeName } from '../users/service.js';
import { guessablePasswordProblem, type PasswordContext } from './common-passwords.js';

/** Why a user name is not acceptable (format only), or null. */
export function userNameProblem(name: string, requirements: PasswordRequirements): string | null {
  const value = name.trim();
  if (value.length < requirements.requiredUserNameLength) {
    return `User name must be at least ${requirements.requiredUserNameLength} characters long.`;
  }
  if (value.length > 256) return 'User name must be at most 256 characters long.';
  const allowed = new Set(requirements.allowedUserNameCharacters);
  const bad = [...value].find((c) => !allowed.has(c));
  if (bad !== undefined) return `User name may not contain "${bad}".`;
  return null;
}

/** Why a password is not acceptable, or null. */
export function passwordProblem(
  password: string,
  requirements: PasswordRequirements,
  context: PasswordContext = {},
): string | null {
  if ([...password].length < requirements.requiredLength) {
    return `Password must be at least ${requirements.requiredLength} characters long.`;
  }
  if (requirements.requireDigit && !/\d/.test(password)) return 'Password must contain a digit.';
  if (requirements.requireLowercase && !/\p{Ll}/u.test(password)) {
    return 'Password must contain a lowercase letter.';
  }
  if (requirements.requireUppercase && !/\p{Lu}/u.test(password)) {
    return 'Password must contain an uppercase letter.';
  }
  return guessablePasswordProblem(password, context);
}

/** The password problems as field errors (empty when acceptable). */
export function passwordErrors(
  field: string,
  password: string,
  confirm: string | undefined,
  requirements: PasswordRequirements,
  context: PasswordContext = {},
): ProblemError[] {
  const errors: ProblemError[] = [];
  const problem = passwordProblem(password, requirements, context);
  if (problem) errors.push({ field, message: problem });
  if (confirm !== undefined && confirm !== password) {
    errors.push({ field: 'confirm', message: 'The passwords do not match.' });
  }
  return errors;
}

const emailSchema = z.email().max(256);

export function emailProblem(email: string): string | null {
  return emailSchema.safeParse(email.trim()).success ? null : 'Enter a valid e-mail address.';
}

/** True when another user has this user name (case-insensitive). */
export async function userNameTaken(db: Db, name: string, exceptUserId?: number): Promise<boolean> {
  const row = await db('users')
    .where({ normalized_user_name: normalizeName(name) })
    .modify((b) => void (exceptUserId !== undefined && b.whereNot({ id: exceptUserId })))
    .first<{ id: number } | undefined>('id');
  return row !== undefined;
}

/** True when another user has this address (case-insensitive). */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const normalized = normalizeName(email);
  const row = await db('users')
    .where({ normalized_email: normalized })
    .modify((b) => void (exceptUserId !== undefined && b.whereNot({ id: exceptUserId })))
    .first<{ id: number } | undefined>('id');
  return row !== undefined;
}
