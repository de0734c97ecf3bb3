// Bearer authentication. The token names the user; their state and claims come from the sessions read
// cache, which every write to the users, roles or claims drops, so revoking a role or disabling a user
// takes effect at once.
import type { Next } from 'koa';
import { APP_DISABLED_MESSAGE } from '@lcars/contract';
import { enabledAppIds } from '../app/service.js';
import { loadUserSession } from '../users/service.js';
import { verifyAccessToken } from './tokens.js';
import { authenticatePersonalAccessToken, isPersonalAccessToken } from '../tokens/service.js';
import { claimAccessMet, type Access } from '../../http/routes.js';
import type { ServerContext } from '../../server-context.js';
import type { ApiContext, AuthUser } from '../../http/context.js';
import { forbidden, unauthorized } from '../../http/errors.js';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The user of a request, or null when it carries no valid bearer token for an active user. */
export async function authenticate(server: ServerContext, ctx: ApiContext): Promise<AuthUser | null> {
  if (ctx.state.user) return ctx.state.user;
  const token = bearerToken(ctx.get('authorization'));
  if (!token) return null;
  if (isPersonalAccessToken(token)) {
    const found = await authenticatePersonalAccessToken(server.db, token);
    if (!found) return null;
    const user: AuthUser = { id: found.userId, userName: found.userName, claims: found.claims, token };
    ctx.state.user = user;
    return user;
  }
  const verified = await verifyAccessToken(server.jwtKey, token);
  if (!verified) return null;
  const { userId, securityStamp } = verified;
  const session = await server.reads.sessions.get(userId, () => loadUserSession(server.db, userId));
  if (!session || session.disabled || session.securityStamp !== securityStamp) return null;
  const user: AuthUser = { id: userId, userName: session.userName, claims: session.claims, token };
  ctx.state.user = user;
  return user;
}

/** Middleware enforcing a route's declared access: 401 without a valid bearer, 403 without the claim. */
export function accessGuard(server: ServerContext, access: Access) {
  return async (ctx: ApiContext, next: Next): Promise<void> => {
    if (access.kind !== 'public') {
      const user = await authenticate(server, ctx);
      if (!user) {
        const sentToken = ctx.get('authorization') !== '';
        throw unauthorized(
          sentToken ? 'The session has expired or is not valid. Sign in again.' : undefined,
          sentToken,
        );
      }
      if (access.kind === 'claim' && !claimAccessMet(access, user.claims)) {
        throw forbidden(`This needs the ${access.type}/${access.value} claim.`);
      }
    }
    await next();
  };
}

/**
 * Middleware of an app's routes: 403 for everyone while the app is disabled in the portal's app settings
 * (the apps table), read from the cache that a write to that table drops, so a switch takes effect at once.
 */
export function appSwitch(server: ServerContext, appId: number) {
  return async (_ctx: ApiContext, next: Next): Promise<void> => {
    const enabled = await server.reads.enabledApps.get('apps', () => enabledAppIds(server.db));
    if (!enabled.has(appId)) throw forbidden(APP_DISABLED_MESSAGE);
    await next();
  };
}
