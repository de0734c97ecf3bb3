import { z } from 'zod';
import {
  booleanPathSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  registrationChallengeSchema,
  resetPasswordRequestSchema,
  type AccountContext,
  type PasswordChangeResult,
  type ResultWrapper,
} from '@lcars/contract';
import { AUTHENTICATED, JsonText, PUBLIC, defineRoute } from '../../http/routes.js';
import { authenticate } from '../auth/guard.js';
import { validate } from '../../http/validate.js';
import { setRefreshCookie } from '../auth/refresh.js';
import { forbidden } from '../../http/errors.js';
import { getSystemSettings } from '../settings/service.js';
import { registrationChallenge } from './registration-proof.js';
import {
  changePassword,
  changeUserName,
  checkEmail,
  checkUserName,
  confirmEmail,
  forgotPassword,
  register,
  requestEmailChange,
  resendEmail,
  resetPassword,
} from './flows.js';
import { loadAccountSettings } from './service.js';

const emailParamsSchema = z.object({ email: z.string().max(256) });
const nameParamsSchema = z.object({ name: z.string().max(256) });
const resendParamsSchema = z.object({
  username: z.string().trim().min(1).max(256),
  isEmailChange: booleanPathSchema,
});

export const accountRoutes = [
  defineRoute(
    'GET',
    '/account/context/1',
    AUTHENTICATED,
    'account.context',
    async (ctx, { db, user }, server) => {
      ctx.set('Cache-Control', 'no-store');
      // The answer as a whole, by token: authenticate() has already checked the token and the user's state
      // on this request; what the answer holds is read from tables whose writes drop it.
      return server.reads.accountContexts.get(user.token, async () => {
        const settings = await server.reads.accountSettings.get(
          user.id,
          async () =>
            new JsonText(JSON.stringify(await loadAccountSettings(db, user.id, server.appSettings))),
        );
        // The cached settings' JSON object, with the caller's claims and token added at its end.
        const rest: Pick<AccountContext, 'claims' | 'token'> = { claims: user.claims, token: user.token };
        return new JsonText(`${settings.text.slice(0, -1)},${JSON.stringify(rest).slice(1)}`);
      });
    },
  ),
  defineRoute(
    'POST',
    '/account/register',
    PUBLIC,
    'account.register',
    (ctx, services, server) =>
      register(
        { ...services, log: server.log, jwtKey: server.jwtKey },
        validate(registerRequestSchema, ctx.request.body),
      ),
    {
      rateLimited: true,
      summary:
        'Registers a Member with a solved proof-of-work challenge and mails the confirmation link (403 when registration is off, 429 past the hourly limit)',
      body: registerRequestSchema,
    },
  ),
  defineRoute(
    'GET',
    '/account/register/challenge',
    PUBLIC,
    'account.register.challenge',
    async (ctx, { db, config }, server) => {
      if (!(await getSystemSettings(db)).registrationEnabled) throw forbidden('Registration is turned off.');
      ctx.set('Cache-Control', 'no-store');
      return registrationChallenge(server.jwtKey, config.registration.work);
    },
    {
      rateLimited: true,
      summary: 'A signed proof-of-work challenge (ALTCHA) that the browser solves before registering',
      response: registrationChallengeSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/confirm-email',
    PUBLIC,
    'account.confirmEmail',
    (ctx, services, server) =>
      confirmEmail({ ...services, log: server.log }, validate(confirmEmailRequestSchema, ctx.request.body)),
    {
      rateLimited: true,
      summary: 'Confirms an e-mail address (or a change of it) with the code of the mailed link',
      body: confirmEmailRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/forgot',
    PUBLIC,
    'account.forgot',
    (ctx, services, server) =>
      forgotPassword(
        { ...services, log: server.log },
        validate(forgotPasswordRequestSchema, ctx.request.body).email,
      ),
    {
      rateLimited: true,
      summary: 'Mails a password reset link; the same answer whether or not the address exists',
      body: forgotPasswordRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/reset',
    PUBLIC,
    'account.reset',
    (ctx, services, server) =>
      resetPassword({ ...services, log: server.log }, validate(resetPasswordRequestSchema, ctx.request.body)),
    {
      rateLimited: true,
      summary: 'Sets a new password with the code of the reset link; every session of the user ends',
      body: resetPasswordRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/password/change',
    AUTHENTICATED,
    'account.password.change',
    async (ctx, services, server): Promise<ResultWrapper<PasswordChangeResult>> => {
      ctx.set('Cache-Control', 'no-store');
      const request = validate(changePasswordRequestSchema, ctx.request.body);
      const outcome = await changePassword({ ...services, jwtKey: server.jwtKey }, request);
      setRefreshCookie(ctx, services.config, outcome.refresh);
      return {
        success: true,
        message: 'Your password has been changed.',
        result: { jwtToken: outcome.jwtToken },
      };
    },
    {
      summary: 'Changes the password; older tokens stop working, the answer carries a new access token',
      body: changePasswordRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/:username/resend-email/:isEmailChange',
    PUBLIC,
    'account.resendEmail',
    (ctx, services, server) => {
      const params = validate(resendParamsSchema, ctx.params);
      return resendEmail({ ...services, log: server.log }, params.username, params.isEmailChange);
    },
    { rateLimited: true, summary: 'Sends the confirmation mail again; the same answer whatever the account' },
  ),
  defineRoute(
    'GET',
    '/account/email/:email/check',
    // Public: the registration form checks as the visitor types; signed in, the user's own address is known.
    PUBLIC,
    'account.email.check',
    async (ctx, { db }, server) =>
      checkEmail(
        { db, user: await authenticate(server, ctx) },
        validate(emailParamsSchema, ctx.params).email,
      ),
    {
      rateLimited: true,
      summary: 'Whether an address can be used (registration, or an e-mail change when signed in)',
    },
  ),
  defineRoute(
    'GET',
    '/account/username/:name/check',
    PUBLIC,
    'account.username.check',
    async (ctx, { db }, server) =>
      checkUserName(
        { db, user: await authenticate(server, ctx) },
        validate(nameParamsSchema, ctx.params).name,
      ),
    { rateLimited: true, summary: 'Whether a user name is free and allowed: isValid, invalidReason' },
  ),
  defineRoute(
    'POST',
    '/account/email/change',
    AUTHENTICATED,
    'account.email.change',
    (ctx, services, server) =>
      requestEmailChange(
        { ...services, log: server.log },
        validate(changeEmailRequestSchema, ctx.request.body),
      ),
    {
      summary: 'Starts an e-mail change: stores newEmailAddress and mails a confirmation to it',
      body: changeEmailRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/account/username/change/:name',
    AUTHENTICATED,
    'account.username.change',
    (ctx, services) => changeUserName(services, validate(nameParamsSchema, ctx.params).name),
    { summary: 'Changes the user name; answers { success }' },
  ),
];
