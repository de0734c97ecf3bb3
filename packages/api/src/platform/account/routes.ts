// The account's routes: the signed-in user's context, registration and confirmation, password and address
// changes, the availability checks. Each is a descriptor of the contract (contract/account.ts).
import * as calls from '@lcars/contract';
import type { AccountContext, PasswordChangeResult, ResultWrapper } from '@lcars/contract';
import { AUTHENTICATED, JsonText, PUBLIC, route } from '../../http/routes.js';
import { authenticate } from '../auth/guard.js';
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

/** An anonymous entry point: each request takes one from the caller's address budget. */
const LIMITED = { rateLimited: true };

export const accountRoutes = [
  route(
    calls.getAccountContext,
    AUTHENTICATED,
    'account.context',
    async (_input, { db, user }, ctx, server) => {
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
  route(
    calls.registerAccount,
    PUBLIC,
    'account.register',
    ({ body }, services, _ctx, server) =>
      register({ ...services, log: server.log, jwtKey: server.jwtKey }, body),
    LIMITED,
  ),
  route(
    calls.getRegistrationChallenge,
    PUBLIC,
    'account.register.challenge',
    async (_input, { db, config }, ctx, server) => {
      if (!(await getSystemSettings(db)).registrationEnabled) throw forbidden('Registration is turned off.');
      ctx.set('Cache-Control', 'no-store');
      return registrationChallenge(server.jwtKey, config.registration.work);
    },
    LIMITED,
  ),
  route(
    calls.confirmAccountEmail,
    PUBLIC,
    'account.confirmEmail',
    ({ body }, services, _ctx, server) => confirmEmail({ ...services, log: server.log }, body),
    LIMITED,
  ),
  route(
    calls.forgotAccountPassword,
    PUBLIC,
    'account.forgot',
    ({ body }, services, _ctx, server) => forgotPassword({ ...services, log: server.log }, body.email),
    LIMITED,
  ),
  route(
    calls.resetAccountPassword,
    PUBLIC,
    'account.reset',
    ({ body }, services, _ctx, server) => resetPassword({ ...services, log: server.log }, body),
    LIMITED,
  ),
  route(
    calls.changeAccountPassword,
    AUTHENTICATED,
    'account.password.change',
    async ({ body }, services, ctx, server): Promise<ResultWrapper<PasswordChangeResult>> => {
      ctx.set('Cache-Control', 'no-store');
      const outcome = await changePassword({ ...services, jwtKey: server.jwtKey }, body);
      setRefreshCookie(ctx, services.config, outcome.refresh);
      return {
        success: true,
        message: 'Your password has been changed.',
        result: { jwtToken: outcome.jwtToken },
      };
    },
  ),
  route(
    calls.resendAccountEmail,
    PUBLIC,
    'account.resendEmail',
    ({ params }, services, _ctx, server) =>
      resendEmail({ ...services, log: server.log }, params.username, params.isEmailChange),
    LIMITED,
  ),
  route(
    calls.checkAccountEmail,
    // Public: the registration form checks as the visitor types; signed in, the user's own address is known.
    PUBLIC,
    'account.email.check',
    async ({ params }, { db }, ctx, server) =>
      checkEmail({ db, user: await authenticate(server, ctx) }, params.email),
    LIMITED,
  ),
  route(
    calls.checkAccountUserName,
    PUBLIC,
    'account.username.check',
    async ({ params }, { db }, ctx, server) =>
      checkUserName({ db, user: await authenticate(server, ctx) }, params.name),
    LIMITED,
  ),
  route(calls.changeAccountEmail, AUTHENTICATED, 'account.email.change', ({ body }, services, _ctx, server) =>
    requestEmailChange({ ...services, log: server.log }, body),
  ),
  route(calls.changeAccountUserName, AUTHENTICATED, 'account.username.change', ({ params }, services) =>
    changeUserName(services, params.name),
  ),
];
