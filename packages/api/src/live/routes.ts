// GET /a-hub: the live channel over server-sent events. EventSource cannot set headers, so the access token
// may come as ?access_token=; it then goes through the same authentication as a bearer header.
import Router from '@koa/router';
import { LIVE_HUB_PATH, LIVE_RETRY_MS, LiveEventType } from '../contract/index.js';
import { decodeJwt } from 'jose';
import { authenticate } from '../http/auth.js';
import { loadUserSession } from '../platform/users/service.js';
import { authenticatePersonalAccessToken, isPersonalAccessToken } from '../platform/tokens/service.js';
import type { ApiState } from '../http/context.js';
import type { ServerContext } from '../server-context.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { nextEventId, parseEventId } from './event-id.js';
import { MAX_STREAMS_PER_USER, formatEvent, passThroughStream } from './hub.js';

/**
 * How often an open stream checks that its user may still have it: a stream lives for hours, long after the
 * token that opened it was checked. The session comes from the sessions read cache (any write to the users
 * drops it), so the check costs a lookup.
 */
export const LIVE_SESSION_CHECK_MS = 5_000;

/** Whether the user of a stream is still signed in: not disabled, not signed out everywhere, token not revoked. */
async function sessionStillValid(server: ServerContext, userId: number, token: string): Promise<boolean> {
  if (isPersonalAccessToken(token)) return (await authenticatePersonalAccessToken(server.db, token)) !== null;
  const session = await server.reads.sessions.get(userId, () => loadUserSession(server.db, userId));
  // The token was verified when the stream opened; only its security stamp matters now (not its expiry).
  const stamp = decodeJwt(token).stamp;
  return session !== null && !session.disabled && session.securityStamp === stamp;
}

export function liveRouter(server: ServerContext): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get(LIVE_HUB_PATH, async (ctx) => {
    const queryToken = typeof ctx.query.access_token === 'string' ? ctx.query.access_token : '';
    if (ctx.get('authorization') === '' && queryToken !== '') {
      // The shared helper reads the header: hand it the query token (JWT or personal access token) the same way.
      ctx.req.headers.authorization = `Bearer ${queryToken}`;
    }
    const user = await authenticate(server, ctx);
    if (!user) {
      const sent = ctx.get('authorization') !== '';
      throw unauthorized(sent ? 'The session has expired or is not valid. Sign in again.' : undefined, sent);
    }
    const hub = server.live;
    if (hub.streamCount(user.id) >= MAX_STREAMS_PER_USER) {
      throw new ApiError(429, {
        detail: 'Too many open live connections.',
        headers: { 'Retry-After': '30' },
      });
    }

    const lastEventId =
      ctx.get('last-event-id') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '');
    const { stream, body } = passThroughStream(user.id);
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.status = 200;
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // The stream is the whole life of this connection: when it ends (shutdown), the socket closes too.
      Connection: 'close',
      'X-Accel-Buffering': 'no',
    });
    ctx.body = body;

    stream.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    if (lastEventId !== '') {
      const plan = hub.replayPlan(user.id, parseEventId(lastEventId));
      if (plan.kind === 'resync') {
        stream.write(
          formatEvent({
            id: nextEventId(),
            type: LiveEventType.Resync,
            data: { reason: 'The missed events are no longer kept.' },
          }),
        );
      } else {
        for (const event of plan.events) stream.write(formatEvent(event));
      }
    }
    const detach = hub.attach(stream);
    const recheck = setInterval(() => {
      sessionStillValid(server, user.id, user.token)
        .then((valid) => {
          if (!valid) cleanUp();
        })
        .catch((error: unknown) => server.log.error('Live channel: checking a session failed', error));
    }, LIVE_SESSION_CHECK_MS);
    recheck.unref();
    const cleanUp = (): void => {
      clearInterval(recheck);
      detach();
      stream.end();
    };
    ctx.req.once('close', cleanUp);
    body.once('close', () => {
      clearInterval(recheck);
      detach();
    });
  });
  return router;
}
