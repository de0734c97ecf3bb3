// Sign-in rules: one answer for an unknown user and a wrong password, the same time spent on both,
// and the account state (disabled, unconfirmed) revealed only to someone who knows the password.
import { LoginFailureReason, type Claim, type LoginRequest, type LoginResult } from '../../contract/index.js';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { ServiceContext } from '../../http/context.js';
import { issueAccessToken } from './tokens.js';
import { findUserById, findUserByLogin, loadSessionClaims, updatePasswordHash } from '../users/service.js';

export const LOGIN_REASON_TEXT = {
  [LoginFailureReason.None]: '',
  [LoginFailureReason.EmailNotConfirmed]: 'Confirmation email needs to be resent.',
  [LoginFailureReason.WrongCredentials]: 'The user name or password is incorrect.',
  [LoginFailureReason.LockedOut]: 'Too many failed sign-in attempts. Try again later.',
  [LoginFailureReason.Disabled]: 'This account is disabled. Contact an administrator.',
  [LoginFailureReason.RefreshInvalid]: 'Your session has ended. Sign in again.',
} as const;

function failure(reason: Exclude<LoginResult['loginFailureReason'], 0>): LoginResult {
  return {
    loginFailureReason: reason,
    reasonText: LOGIN_REASON_TEXT[reason],
    jwtToken: '',
    isAuthenticated: false,
  };
}

export interface LoginServices extends ServiceContext {
  jwtKey: Uint8Array;
  ip: string;
}

export async function login(services: LoginServices, request: LoginRequest): Promise<LoginResult> {
  const { db, passwords } = services;
  const user = await findUserByLogin(db, request.username);
  let result: LoginResult;
  if (!user) {
    await passwords.verifyDummy(request.password);
    result = failure(LoginFailureReason.WrongCredentials);
  } else if (!(await passwords.verify(request.password, user.password_hash))) {
    result = failure(LoginFailureReason.WrongCredentials);
  } else if (bool(user.disabled)) {
    result = failure(LoginFailureReason.Disabled);
  } else if (!bool(user.email_confirmed)) {
    result = failure(LoginFailureReason.EmailNotConfirmed);
  } else {
    if (passwords.needsRehash(user.password_hash)) {
      await updatePasswordHash(db, user.id, await passwords.hash(request.password));
    }
    const jwtToken = await issueAccessToken(services.jwtKey, {
      id: user.id,
      userName: user.user_name,
      securityStamp: user.security_stamp,
    });
    result = { loginFailureReason: LoginFailureReason.None, reasonText: '', jwtToken, isAuthenticated: true };
  }
  await db('login_attempts').insert({
    user_name: request.username.slice(0, 256),
    user_id: user?.id ?? null,
    succeeded: result.isAuthenticated,
    failure_reason: result.loginFailureReason,
    ip: services.ip.slice(0, 64),
  });
  return result;
}

/** The user name and claims of an active user whose token stamp is current, or null. */
export async function findActiveUserClaims(
  db: Db,
  userId: number,
  securityStamp: number,
): Promise<{ userName: string; claims: Claim[] } | null> {
  const user = await findUserById(db, userId);
  if (!user || bool(user.disabled) || user.security_stamp !== securityStamp) return null;
  return { userName: user.user_name, claims: await loadSessionClaims(db, userId) };
}
