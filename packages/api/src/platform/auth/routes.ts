import { loginRequestSchema, type LoginResult } from '@lcars/contract';
import { AUTHENTICATED, PUBLIC, defineRoute } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { deviceCookieKey, knownDevice, rememberDevice } from './devices.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh.js';
import { exchangeRefreshToken, login, logout, logoutEverywhere } from './service.js';

export const authRoutes = [
  defineRoute(
    'POST',
    '/auth/token',
    PUBLIC,
    'auth.token',
    async (ctx, services, server): Promise<LoginResult> => {
      const request = validate(loginRequestSchema, ctx.request.body);
      ctx.set('Cache-Control', 'no-store');
      const deviceKey = deviceCookieKey(server.jwtKey);
      const outcome = await login(
        {
          ...services,
          jwtKey: server.jwtKey,
          ip: ctx.ip,
          knownDevice: (userId) => knownDevice(ctx, deviceKey, userId),
        },
        request,
      );
      if (outcome.retryAfterSeconds !== undefined) {
        ctx.status = 429;
        ctx.set('Retry-After', String(outcome.retryAfterSeconds));
      }
      if (outcome.refresh) setRefreshCookie(ctx, services.config, outcome.refresh);
      if (outcome.userId !== undefined) {
        rememberDevice(ctx, deviceKey, outcome.userId, services.config.deviceCookieDays);
      }
      return outcome.result;
    },
    {
      rateLimited: true,
      summary:
        'Signs in: an access token in the answer, the refresh token and a device cookie as HttpOnly cookies; 429 + Retry-After when locked out',
      body: loginRequestSchema,
    },
  ),
  defineRoute(
    'POST',
    '/auth/token/exchange',
    PUBLIC,
    'auth.token.exchange',
    async (ctx, services, server): Promise<LoginResult> => {
      ctx.set('Cache-Control', 'no-store');
      const outcome = await exchangeRefreshToken(
        { ...services, jwtKey: server.jwtKey, ip: ctx.ip },
        readRefreshCookie(ctx),
      );
      if (outcome.refresh) {
        setRefreshCookie(ctx, services.config, outcome.refresh);
      } else {
        clearRefreshCookie(ctx);
        ctx.status = 401;
      }
      return outcome.result;
    },
    {
      summary:
        'Rotates the refresh cookie and answers a new access token; reason 5 with 401 when invalid, expired or reused',
    },
  ),
  // Public: signing out must work with an expired access token; the refresh cookie names the session.
  defineRoute(
    'POST',
    '/auth/logout',
    PUBLIC,
    'auth.logout',
    async (ctx, { db }) => {
      ctx.set('Cache-Control', 'no-store');
      await logout(db, readRefreshCookie(ctx), ctx.ip);
      clearRefreshCookie(ctx);
      return true;
    },
    { summary: 'Revokes the refresh token family of the cookie and clears it; answers true' },
  ),
  defineRoute(
    'POST',
    '/auth/logout/everywhere',
    AUTHENTICATED,
    'auth.logout.everywhere',
    async (ctx, { db, user }) => {
      ctx.set('Cache-Control', 'no-store');
      await logoutEverywhere(db, user.id, ctx.ip);
      clearRefreshCookie(ctx);
      return true;
    },
    { summary: 'Signs the user out of every browser and device (personal access tokens stay); answers true' },
  ),
];
