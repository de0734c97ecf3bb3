// Sign-in rules: one answer for an unknown user and a wrong password, the same time spent on both,
// and the account state (disabled, unconfirmed) revealed only to someone who knows the password.
import { LoginFailureReason, type LoginRequest, type LoginResult } from '@lcars/contract';
import type { Db } from '../../db/knex.js';
import { bool } from '../../db/knex.js';
import type { ServiceContext } from '../../http/context.js';
import { AuditEvent, audit } from '../audit/service.js';
import {
  findUserById,
  findUserByLogin,
  normalizeName,
  updatePasswordHash,
  type UserRow,
} from '../users/service.js';
import { checkLockout, reserveAttempt, settleAttempt } from './lockout.js';
import type { HashLane } from './passwords.js';
import {
  createRefreshToken,
  revokeAllRefreshTokens,
  revokeFamily,
  revokeFamilyOf,
  rotateRefreshToken,
  type IssuedRefreshToken,
} from './refresh.js';
import { issueAccessToken } from './tokens.js';

export const LOGIN_REASON_TEXT = {
  [LoginFailureReason.None]: '',
  [LoginFailureReason.EmailNotConfirmed]: 'Confirmation email needs to be resent.',
  [LoginFailureReason.WrongCredentials]: 'The user name or password is incorrect.',
  // The wait is in the Retry-After header; the portal turns it into words.
  [LoginFailureReason.LockedOut]: 'Too many failed sign-in attempts.',
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

export interface SignInServices extends LoginServices {
  /** The device id of this browser's device cookie for the account, or null (devices.ts). */
  knownDevice: (userId: number) => string | null;
}

export interface LoginOutcome {
  result: LoginResult;
  /** Set when locked out: answer 429 with this Retry-After. */
  retryAfterSeconds?: number;
  /** Set on success: the refresh token to send as the cookie. */
  refresh?: IssuedRefreshToken;
  /** Set on success: the account whose device cookie this browser gets. */
  userId?: number;
}

/** A fresh access token for a user row. */
export function accessTokenFor(jwtKey: Uint8Array, user: UserRow): Promise<string> {
  return issueAccessToken(jwtKey, {
    id: user.id,
    userName: user.user_name,
    securityStamp: user.security_stamp,
  });
}

/** The outcome of a sign-in before anything is written: the password checks happen here. */
async function decide(
  services: LoginServices,
  request: LoginRequest,
  user: UserRow | undefined,
  locked: boolean,
  lane: HashLane,
): Promise<{ result: LoginResult; rehash?: string }> {
  const { passwords } = services;
  if (locked) return { result: failure(LoginFailureReason.LockedOut) };
  if (!user) {
    await passwords.verifyDummy(request.password);
    return { result: failure(LoginFailureReason.WrongCredentials) };
  }
  if (!(await passwords.verify(request.password, user.password_hash, lane))) {
    return { result: failure(LoginFailureReason.WrongCredentials) };
  }
  if (bool(user.disabled)) return { result: failure(LoginFailureReason.Disabled) };
  if (!bool(user.email_confirmed)) return { result: failure(LoginFailureReason.EmailNotConfirmed) };
  const rehash = passwords.needsRehash(user.password_hash)
    ? await passwords.hash(request.password, lane)
    : undefined;
  const result: LoginResult = {
    loginFailureReason: LoginFailureReason.None,
    reasonText: '',
    jwtToken: await accessTokenFor(services.jwtKey, user),
    isAuthenticated: true,
  };
  return rehash === undefined ? { result } : { result, rehash };
}

export async function login(services: SignInServices, request: LoginRequest): Promise<LoginOutcome> {
  const { db, config } = services;
  const userName = normalizeName(request.username).slice(0, 256);
  const ip = services.ip.slice(0, 64);
  const user = await findUserByLogin(db, request.username);
  const device = user ? services.knownDevice(user.id) : null;
  const attemptKey = { userId: user?.id ?? null, userName, ip, device };
  // Counted and recorded before the password is checked: concurrent guesses cannot pass the limit.
  const lockout = await reserveAttempt(db, config.lockout, attemptKey);

  // Decide first (reads and password checks), then write everything in one transaction.
  let decision: { result: LoginResult; rehash?: string };
  try {
    decision = await decide(
      services,
      request,
      user,
      lockout.locked,
      device === null ? 'untrusted' : 'trusted',
    );
  } catch (error) {
    // Not checked after all (the password hashing queue is full): the attempt does not count.
    if (lockout.attemptId !== undefined) await db('login_attempts').where({ id: lockout.attemptId }).delete();
    throw error;
  }
  const { result, rehash } = decision;

  const reason = result.loginFailureReason;
  const userId = user?.id ?? null;
  const refresh = await db.transaction(async (trx) => {
    if (lockout.attemptId !== undefined) {
      await settleAttempt(trx, lockout.attemptId, result.isAuthenticated, reason);
    } else {
      await trx('login_attempts').insert({
        user_name: userName,
        user_id: userId,
        succeeded: result.isAuthenticated,
        failure_reason: reason,
        ip,
        device,
        created_at: new Date(),
      });
    }
    if (result.isAuthenticated && userId !== null) {
      if (rehash !== undefined) await updatePasswordHash(trx, userId, rehash);
      await audit(trx, { event: AuditEvent.SignIn, userId, detail: { ip } });
      return createRefreshToken(trx, config, userId, request.rememberMe ?? false);
    }
    if (reason !== LoginFailureReason.LockedOut) {
      await audit(trx, { event: AuditEvent.SignInFailed, userId, detail: { ip, reason, userName } });
      // The failure that reaches the limit is the lockout event.
      if (reason === LoginFailureReason.WrongCredentials) {
        const after = await checkLockout(trx, config.lockout, attemptKey);
        if (after.locked) await audit(trx, { event: AuditEvent.LockedOut, userId, detail: { ip, userName } });
      }
    }
    return undefined;
  });
  return {
    result,
    ...(lockout.locked ? { retryAfterSeconds: lockout.retryAfterSeconds } : {}),
    ...(refresh && userId !== null ? { refresh, userId } : {}),
  };
}

export interface ExchangeOutcome {
  result: LoginResult;
  refresh?: IssuedRefreshToken;
}

/** POST /api/auth/token/exchange: rotates the refresh token and issues a new access token. */
export async function exchangeRefreshToken(
  services: LoginServices,
  token: string | undefined,
): Promise<ExchangeOutcome> {
  const { db, config } = services;
  const rotation = await rotateRefreshToken(db, config, services.jwtKey, token, (trx, userId, familyId) =>
    audit(trx, { event: AuditEvent.RefreshReuse, userId, detail: { ip: services.ip, familyId } }),
  );
  if (!rotation.ok) return { result: failure(LoginFailureReason.RefreshInvalid) };
  const user = await findUserById(db, rotation.issued.userId);
  if (!user || bool(user.disabled)) {
    await revokeFamily(db, rotation.issued.familyId);
    return { result: failure(LoginFailureReason.RefreshInvalid) };
  }
  const jwtToken = await accessTokenFor(services.jwtKey, user);
  return {
    result: { loginFailureReason: LoginFailureReason.None, reasonText: '', jwtToken, isAuthenticated: true },
    refresh: rotation.issued,
  };
}

/** POST /api/auth/logout: the family of the presented refresh token stops working. */
export async function logout(db: Db, token: string | undefined, ip: string): Promise<void> {
  await db.transaction(async (trx) => {
    const userId = await revokeFamilyOf(trx, token);
    if (userId !== null) await audit(trx, { event: AuditEvent.Logout, userId, detail: { ip } });
  });
}

/**
 * Ends every session of a user: all refresh token families are revoked and the security stamp moves on, so
 * every access token issued so far stops working at its next request. Personal access tokens are left alone:
 * they belong to scripts, and are revoked one by one.
 */
export async function logoutEverywhere(db: Db, userId: number, ip: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('users')
      .where({ id: userId })
      .update({ security_stamp: trx.raw('security_stamp + 1'), modified_at: new Date() });
    await revokeAllRefreshTokens(trx, userId);
    await audit(trx, { event: AuditEvent.LogoutEverywhere, userId, detail: { ip } });
  });
}
