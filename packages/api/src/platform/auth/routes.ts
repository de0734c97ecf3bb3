// The sign-in routes: a token for a password, a new one for the refresh cookie, signing out. Each is a
// descriptor of the contract (contract/auth.ts).
import * as calls from '@lcars/contract';
import type { LoginResult } from '@lcars/contract';
import { AUTHENTICATED, PUBLIC, route } from '../../http/routes.js';
import { deviceCookieKey, knownDevice, rememberDevice } from './devices.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh.js';
import { exchangeRefreshToken, login, logout, logoutEverywhere } from './service.js';

export const authRoutes = [
  route(
    calls.signIn,
    PUBLIC,
    'auth.token',
    async ({ body: request }, services, ctx, server): Promise<LoginResult> => {
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
    { rateLimited: true },
  ),
  route(
    calls.exchangeRefreshToken,
    PUBLIC,
    'auth.token.exchange',
    async (_input, services, ctx, server): Promise<LoginResult> => {
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
  ),
  // Public: signing out must work with an expired access token; the refresh cookie names the session.
  route(calls.signOut, PUBLIC, 'auth.logout', async (_input, { db }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await logout(db, readRefreshCookie(ctx), ctx.ip);
    clearRefreshCookie(ctx);
    return true as const;
  }),
  route(
    calls.signOutEverywhere,
    AUTHENTICATED,
    'auth.logout.everywhere',
    async (_input, { db, user }, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      await logoutEverywhere(db, user.id, ctx.ip);
      clearRefreshCookie(ctx);
      return true as const;
    },
  ),
];
