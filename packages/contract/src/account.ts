import { z } from 'zod';
import { claimSchema } from './claims.js';
import { resultSchema } from './common.js';
import type { AccountContext } from './context.js';
import { endpoint } from './endpoint.js';
import { profileSchema } from './profile.js';
import { appSettingSchema, globalAppSettingsSchema } from './settings.js';

/** POST /api/account/register. The server checks the requirements of the global settings on top. */
export const registerRequestSchema = z.object({
  userName: z.string().trim().min(1, 'User name is required.').max(256),
  email: z.email('Enter a valid e-mail address.').max(256),
  password: z.string().min(1, 'Password is required.').max(1024),
  confirm: z.string().max(1024),
  /** The solved challenge of GET /api/account/register/challenge, as the ALTCHA widget gives it (base64). */
  altcha: z
    .string()
    .min(1, 'The check that you are a person did not finish. Wait for it, then register.')
    .max(4096),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** GET /api/account/register/challenge: an ALTCHA proof-of-work challenge, signed by the server. */
export const registrationChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});
export type RegistrationChallenge = z.infer<typeof registrationChallengeSchema>;

/** POST /api/account/confirm-email: the user id and code of the mailed link. */
export const confirmEmailRequestSchema = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
  code: z.string().trim().min(1, 'Code is required.').max(200),
});
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

/** POST /api/account/forgot. */
export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(256),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/account/reset: the code of the mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  code: z.string().trim().min(1, 'Code is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(1024),
  confirm: z.string().max(1024).optional(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/account/password/change. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required.').max(1024),
  newPassword: z.string().min(1, 'New password is required.').max(1024),
  confirm: z.string().max(1024).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /api/account/email/change. */
export const changeEmailRequestSchema = z.object({
  email: z.email('Enter a valid e-mail address.').max(256),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** GET /api/account/email/{email}/check and GET /api/account/username/{name}/check. */
export const nameCheckResultSchema = z.object({ isValid: z.boolean(), invalidReason: z.string() });
export type NameCheckResult = z.infer<typeof nameCheckResultSchema>;

/** The {isEmailChange} path value of POST /api/account/{username}/resend-email/{isEmailChange}. */
export const booleanPathSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** One mail of the outbox (GET /api/admin/outbox), kept when no SMTP server is configured. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  createdDate: string;
}

/** ?page=&itemsPerPage= of a paged admin list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
});

/** One entry of the audit log (GET /api/admin/audit). */
export interface AuditEntry {
  id: number;
  event: string;
  userId: number | null;
  detail: Record<string, unknown>;
  createdDate: string;
}

/** Answer of a successful password change: a fresh access token (older ones stop working). */
export const passwordChangeResultSchema = z.object({ jwtToken: z.string() });
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

/** The answer shape of the AccountContext (context.ts): the signed-in user's session. */
export const accountContextSchema = z.object({
  profile: profileSchema,
  claims: z.array(claimSchema),
  appSettings: z.array(appSettingSchema),
  globalAppSettings: globalAppSettingsSchema,
  token: z.string(),
}) satisfies z.ZodType<AccountContext>;

/** The answer of an account call that only says it worked (a mail sent, an address confirmed). */
const done = resultSchema(z.null());

// The account's calls: registration, confirmation, password and address changes, the availability checks.

const emailParams = z.object({ email: z.string().max(256) });
const nameParams = z.object({ name: z.string().max(256) });
const resendParams = z.object({
  username: z.string().trim().min(1).max(256),
  isEmailChange: booleanPathSchema,
});

export const getAccountContext = endpoint({
  method: 'GET',
  path: '/account/context/1',
  response: accountContextSchema,
  summary: "The signed-in user's profile, settings, apps, claims and token",
});

export const registerAccount = endpoint({
  method: 'POST',
  path: '/account/register',
  request: registerRequestSchema,
  response: resultSchema(z.object({ userId: z.number().int() })),
  summary:
    'Registers a Member with a solved proof-of-work challenge and mails the confirmation link (403 when registration is off, 429 past the hourly limit)',
});

export const getRegistrationChallenge = endpoint({
  method: 'GET',
  path: '/account/register/challenge',
  response: registrationChallengeSchema,
  summary: 'A signed proof-of-work challenge (ALTCHA) that the browser solves before registering',
});

export const confirmAccountEmail = endpoint({
  method: 'POST',
  path: '/account/confirm-email',
  request: confirmEmailRequestSchema,
  response: done,
  summary: 'Confirms an e-mail address (or a change of it) with the code of the mailed link',
});

export const forgotAccountPassword = endpoint({
  method: 'POST',
  path: '/account/forgot',
  request: forgotPasswordRequestSchema,
  response: done,
  summary: 'Mails a password reset link; the same answer whether or not the address exists',
});

export const resetAccountPassword = endpoint({
  method: 'POST',
  path: '/account/reset',
  request: resetPasswordRequestSchema,
  response: done,
  summary: 'Sets a new password with the code of the reset link; every session of the user ends',
});

export const changeAccountPassword = endpoint({
  method: 'POST',
  path: '/account/password/change',
  request: changePasswordRequestSchema,
  response: resultSchema(passwordChangeResultSchema),
  summary: 'Changes the password; older tokens stop working, the answer carries a new access token',
});

export const resendAccountEmail = endpoint({
  method: 'POST',
  path: '/account/:username/resend-email/:isEmailChange',
  params: resendParams,
  response: done,
  summary: 'Sends the confirmation mail again; the same answer whatever the account',
});

export const checkAccountEmail = endpoint({
  method: 'GET',
  path: '/account/email/:email/check',
  params: emailParams,
  response: nameCheckResultSchema,
  summary: 'Whether an address can be used (registration, or an e-mail change when signed in)',
});

export const checkAccountUserName = endpoint({
  method: 'GET',
  path: '/account/username/:name/check',
  params: nameParams,
  response: nameCheckResultSchema,
  summary: 'Whether a user name is free and allowed: isValid, invalidReason',
});

export const changeAccountEmail = endpoint({
  method: 'POST',
  path: '/account/email/change',
  request: changeEmailRequestSchema,
  response: done,
  summary: 'Starts an e-mail change: stores newEmailAddress and mails a confirmation to it',
});

export const changeAccountUserName = endpoint({
  method: 'POST',
  path: '/account/username/change/:name',
  params: nameParams,
  response: z.object({ success: z.boolean() }),
  summary: 'Changes the user name; answers { success }',
});
