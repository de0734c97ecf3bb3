// Registration, e-mail confirmation and change, forgotten and changed passwords, user-name change.
// Every change runs in one transaction; mails go out after it commits.
import {
  RoleName,
  type ChangeEmailRequest,
  type ConfirmEmailRequest,
  type NameCheckResult,
  type ProblemError,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ResultWrapper,
} from '@lcars/contract';
import { bool, type Db } from '../../db/knex.js';
import { ApiError, badRequest, forbidden } from '../../http/errors.js';
import type { ServiceContext, UserServiceContext } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { AuditEvent, audit } from '../audit/service.js';
import { accessTokenFor } from '../auth/service.js';
import { createRefreshToken, revokeAllRefreshTokens, type IssuedRefreshToken } from '../auth/refresh.js';
import { linkMail, sendMail } from '../mail/service.js';
import { getSystemSettings } from '../settings/service.js';
import { createUser, findUserById, findUserByLogin, normalizeName, type UserRow } from '../users/service.js';
import { CodePurpose, consumeCode, createCode, lastCodeDate } from './codes.js';
import { checkRegistrationProof, precheckRegistration, recordRegistration } from './registration-proof.js';
import { emailProblem, emailTaken, passwordErrors, userNameProblem, userNameTaken } from './rules.js';

/** The users row with the column of migration 002. */
export type AccountUserRow = UserRow & { new_email_address: string };

export interface AccountServices extends ServiceContext {
  log: Logger;
}

/** A second resend within this time sends nothing (the answer stays the same). */
const RESEND_INTERVAL_MS = 60 * 1000;

function conflictOn(field: string, message: string): ApiError {
  return new ApiError(409, { detail: message, errors: [{ field, message }] });
}

function confirmLink(services: AccountServices, userId: number, code: string): string {
  return `${services.config.portalPublicUrl}/account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`;
}

async function sendConfirmation(
  services: AccountServices,
  to: string,
  userId: number,
  code: string,
  change: boolean,
) {
  await sendMail(
    services,
    linkMail(
      to,
      change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
      change
        ? 'Confirm this address to make it the e-mail address of your LCARS portal account.'
        : 'Welcome to the LCARS portal. Confirm your e-mail address to sign in.',
      'Confirm e-mail address',
      confirmLink(services, userId, code),
    ),
  );
}

export async function register(
  services: AccountServices & { jwtKey: Uint8Array },
  request: Required<RegisterRequest>,
): Promise<ResultWrapper<{ userId: number }>> {
  const { db, passwords, config } = services;
  const settings = await getSystemSettings(db);
  if (!settings.registrationEnabled) throw forbidden('Registration is turned off.');
  // The proof of work first: without it, nothing else (least of all a password hash) is spent.
  const proofKey = await checkRegistrationProof(services.jwtKey, request.altcha);
  await precheckRegistration(db, proofKey, config.registration.perHour);
  const errors: ProblemError[] = [];
  const nameProblem = userNameProblem(request.userName, settings.requirements);
  if (nameProblem) errors.push({ field: 'userName', message: nameProblem });
  errors.push(
    ...passwordErrors('password', request.password, request.confirm, settings.requirements, {
      userName: request.userName,
      email: request.email,
    }),
  );
  if (errors.length > 0) throw badRequest(errors);
  if (await userNameTaken(db, request.userName)) throw conflictOn('userName', 'That user name is taken.');
  if (await emailTaken(db, request.email)) {
    throw conflictOn('email', 'An account with that e-mail address exists already.');
  }
  const passwordHash = await passwords.hash(request.password, 'untrusted');
  const { userId, code } = await db.transaction(async (trx) => {
    await recordRegistration(trx, proofKey, config.registration.perHour);
    const id = await createUser(trx, {
      userName: request.userName,
      email: request.email,
      passwordHash,
      roles: [RoleName.Member],
    });
    await audit(trx, {
      event: AuditEvent.Registered,
      userId: id,
      detail: { userName: request.userName.trim() },
    });
    return { userId: id, code: await createCode(trx, id, CodePurpose.ConfirmEmail) };
  });
  await sendConfirmation(services, request.email.trim(), userId, code, false);
  return {
    success: true,
    message: 'Registration complete. Check your e-mail to confirm your address.',
    result: { userId },
  };
}

export async function confirmEmail(
  services: AccountServices,
  request: { userId: number; code: string } & ConfirmEmailRequest,
): Promise<ResultWrapper<null>> {
  const { db } = services;
  await db.transaction(async (trx) => {
    const row = await consumeCode(
      trx,
      request.code,
      [CodePurpose.ConfirmEmail, CodePurpose.ChangeEmail],
      request.userId,
    );
    if (!row) {
      throw badRequest([{ field: 'code', message: 'The confirmation link is not valid or has expired.' }]);
    }
    if (row.purpose === CodePurpose.ChangeEmail && row.new_email) {
      const normalized = normalizeName(row.new_email);
      const other = await trx('users')
        .where({ normalized_email: normalized })
        .whereNot({ id: row.user_id })
        .first<{ id: number } | undefined>('id');
      if (other) throw conflictOn('email', 'An account with that e-mail address exists already.');
      await trx('users').where({ id: row.user_id }).update({
        email: row.new_email,
        normalized_email: normalized,
        email_confirmed: true,
        new_email_address: '',
        modified_at: new Date(),
      });
    } else {
      await trx('users')
        .where({ id: row.user_id })
        .update({ email_confirmed: true, modified_at: new Date() });
    }
    await audit(trx, {
      event: AuditEvent.EmailConfirmed,
      userId: row.user_id,
      detail: { purpose: row.purpose },
    });
  });
  return { success: true, message: 'Your e-mail address is confirmed.', result: null };
}

const FORGOT_MESSAGE = 'If an account uses that address, a mail with a reset link is on its way.';

/** The same answer whether or not the address exists. */
export async function forgotPassword(services: AccountServices, email: string): Promise<ResultWrapper<null>> {
  const { db } = services;
  const user = await db<UserRow>('users')
    .where({ normalized_email: normalizeName(email) })
    .first();
  const last = user ? await lastCodeDate(db, user.id, CodePurpose.ResetPassword) : null;
  const recentlySent = last !== null && Date.now() - last.getTime() < RESEND_INTERVAL_MS;
  if (user && !bool(user.disabled) && !recentlySent) {
    const code = await db.transaction(async (trx) => {
      await audit(trx, { event: AuditEvent.PasswordResetRequested, userId: user.id });
      return createCode(trx, user.id, CodePurpose.ResetPassword);
    });
    await sendMail(
      services,
      linkMail(
        user.email,
        'Reset your password',
        'Someone (we hope you) asked to reset the password of your LCARS portal account. The link works for one hour.',
        'Choose a new password',
        `${services.config.portalPublicUrl}/account/forgot/reset?code=${encodeURIComponent(code)}`,
      ),
    );
  }
  return { success: true, message: FORGOT_MESSAGE, result: null };
}

export async function resetPassword(
  services: AccountServices,
  request: { code: string; password: string; confirm?: string | undefined } & ResetPasswordRequest,
): Promise<ResultWrapper<null>> {
  const { db, passwords } = services;
  const settings = await getSystemSettings(db);
  const errors = passwordErrors('password', request.password, request.confirm, settings.requirements);
  if (errors.length > 0) throw badRequest(errors);
  const passwordHash = await passwords.hash(request.password, 'untrusted');
  await db.transaction(async (trx) => {
    const row = await consumeCode(trx, request.code, [CodePurpose.ResetPassword]);
    if (!row) throw badRequest([{ field: 'code', message: 'The reset link is not valid or has expired.' }]);
    // The mailed link proves the mailbox, so the address counts as confirmed.
    await trx('users')
      .where({ id: row.user_id })
      .update({
        password_hash: passwordHash,
        email_confirmed: true,
        security_stamp: trx.raw('security_stamp + 1'),
        modified_at: new Date(),
      });
    await revokeAllRefreshTokens(trx, row.user_id);
    await audit(trx, { event: AuditEvent.PasswordReset, userId: row.user_id });
  });
  return {
    success: true,
    message: 'Your password has been reset. Sign in with the new password.',
    result: null,
  };
}

export interface PasswordChangeOutcome {
  jwtToken: string;
  refresh: IssuedRefreshToken;
}

/**
 * Changes the password: every earlier access and refresh token stops working, and this browser gets new
 * ones so the user stays signed in here.
 */
export async function changePassword(
  services: UserServiceContext & { jwtKey: Uint8Array },
  request: { currentPassword: string; newPassword: string; confirm?: string | undefined },
): Promise<PasswordChangeOutcome> {
  const { db, passwords, user } = services;
  const row = await findUserById(db, user.id);
  if (!row) throw forbidden();
  if (!(await passwords.verify(request.currentPassword, row.password_hash, 'trusted'))) {
    throw badRequest([{ field: 'currentPassword', message: 'The current password is not correct.' }]);
  }
  const settings = await getSystemSettings(db);
  const errors = passwordErrors('newPassword', request.newPassword, request.confirm, settings.requirements, {
    userName: row.user_name,
    email: row.email,
  });
  if (errors.length > 0) throw badRequest(errors);
  const passwordHash = await passwords.hash(request.newPassword, 'trusted');
  return db.transaction(async (trx) => {
    await trx('users')
      .where({ id: user.id })
      .update({
        password_hash: passwordHash,
        security_stamp: trx.raw('security_stamp + 1'),
        modified_at: new Date(),
      });
    await revokeAllRefreshTokens(trx, user.id);
    await audit(trx, { event: AuditEvent.PasswordChanged, userId: user.id });
    const updated = await findUserById(trx, user.id);
    if (!updated) throw forbidden();
    const refresh = await createRefreshToken(trx, services.config, user.id, false);
    return { jwtToken: await accessTokenFor(services.jwtKey, updated), refresh };
  });
}

/**
 * Whether an address can be used: by the signed-in user for an e-mail change, or (with no user) by a visitor
 * registering. A registering visitor learns only what submitting the form would tell them.
 */
export async function checkEmail(
  { db, user }: { db: Db; user: { id: number } | null },
  email: string,
): Promise<NameCheckResult> {
  const problem = emailProblem(email);
  if (problem) return { isValid: false, invalidReason: problem };
  const current = user ? await findUserById(db, user.id) : undefined;
  if (current && normalizeName(current.email) === normalizeName(email)) {
    return { isValid: false, invalidReason: 'That is your current e-mail address.' };
  }
  if (await emailTaken(db, email, user?.id)) {
    return { isValid: false, invalidReason: 'That e-mail address is in use.' };
  }
  return { isValid: true, invalidReason: '' };
}

/** Whether a user name is allowed and free; the signed-in user's own name counts as free for them. */
export async function checkUserName(
  { db, user }: { db: Db; user: { id: number } | null },
  name: string,
): Promise<NameCheckResult> {
  const settings = await getSystemSettings(db);
  const problem = userNameProblem(name, settings.requirements);
  if (problem) return { isValid: false, invalidReason: problem };
  if (await userNameTaken(db, name, user?.id))
    return { isValid: false, invalidReason: 'That user name is taken.' };
  return { isValid: true, invalidReason: '' };
}

export async function requestEmailChange(
  services: AccountServices & UserServiceContext,
  request: { email: string } & ChangeEmailRequest,
): Promise<ResultWrapper<null>> {
  const { db, user } = services;
  const email = request.email.trim();
  const check = await checkEmail(services, email);
  if (!check.isValid) {
    const field = [{ field: 'email', message: check.invalidReason }];
    throw check.invalidReason.includes('in use')
      ? new ApiError(409, { detail: check.invalidReason, errors: field })
      : badRequest(field);
  }
  const code = await db.transaction(async (trx) => {
    await trx('users').where({ id: user.id }).update({ new_email_address: email, modified_at: new Date() });
    await audit(trx, {
      event: AuditEvent.EmailChangeRequested,
      userId: user.id,
      detail: { newEmail: email },
    });
    return createCode(trx, user.id, CodePurpose.ChangeEmail, email);
  });
  await sendConfirmation(services, email, user.id, code, true);
  return { success: true, message: 'A confirmation mail was sent to the new address.', result: null };
}

export async function changeUserName(
  services: UserServiceContext,
  name: string,
): Promise<{ success: boolean }> {
  const { db, user } = services;
  const check = await checkUserName(services, name);
  if (!check.isValid) {
    const field = [{ field: 'userName', message: check.invalidReason }];
    throw check.invalidReason.includes('taken')
      ? new ApiError(409, { detail: check.invalidReason, errors: field })
      : badRequest(field);
  }
  await db.transaction(async (trx) => {
    const before = await findUserById(trx, user.id);
    await trx('users')
      .where({ id: user.id })
      .update({ user_name: name.trim(), normalized_user_name: normalizeName(name), modified_at: new Date() });
    await audit(trx, {
      event: AuditEvent.UserNameChanged,
      userId: user.id,
      detail: { from: before?.user_name ?? '', to: name.trim() },
    });
  });
  return { success: true };
}

/**
 * Sends the confirmation mail again: to the account's address, or with isEmailChange to the pending new
 * one. Public (the sign-in page offers it), so the answer is the same whatever the state of the account.
 */
export async function resendEmail(
  services: AccountServices,
  userName: string,
  isEmailChange: boolean,
): Promise<ResultWrapper<null>> {
  const { db } = services;
  const answer = { success: true, message: 'E-Mail successfully re-sent', result: null };
  const user = (await findUserByLogin(db, userName)) as AccountUserRow | undefined;
  if (!user || bool(user.disabled)) return answer;
  const purpose = isEmailChange ? CodePurpose.ChangeEmail : CodePurpose.ConfirmEmail;
  const to = isEmailChange ? user.new_email_address : user.email;
  if (!to || (!isEmailChange && bool(user.email_confirmed))) return answer;
  const last = await lastCodeDate(db, user.id, purpose);
  if (last && Date.now() - last.getTime() < RESEND_INTERVAL_MS) return answer;
  const code = await db.transaction((trx) => createCode(trx, user.id, purpose, isEmailChange ? to : null));
  await sendConfirmation(services, to, user.id, code, isEmailChange);
  return answer;
}
