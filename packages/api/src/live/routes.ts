// GET /a-hub: the live channel over server-sent events. EventSource cannot set headers, so the access token
// may come as ?access_token=; it then goes through the same authentication as a bearer header.
import Router from '@koa/router';
import { LIVE_HUB_PATH, LIVE_RETRY_MS, LiveEventType } from '../contract/index.js';
import { authenticate } from '../http/auth.js';
import type { ApiState, ServerContext } from '../http/context.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { nextEventId, parseEventId } from './event-id.js';
import { MAX_STREAMS_PER_USER, formatEvent, passThroughStream } from './hub.js';

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
    const cleanUp = (): void => {
      detach();
      stream.end();
    };
    ctx.req.once('close', cleanUp);
    body.once('close', detach);
  });
  return router;
}
