// GET /a-hub: the live channel over server-sent events. A browser's EventSource cannot set headers, and a token
// in the URL would be kept by server and proxy logs: the portal fetches a one-use ticket (POST /api/live/ticket,
// tickets.ts) and opens /a-hub?ticket=... Clients that can send headers (the CLI) use a bearer header.
// ?access_token= is refused (issue #21): no long-lived secret is accepted in the URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Router from '@koa/router';
import { LIVE_HUB_PATH, LIVE_RETRY_MS, LiveEventType } from '@lcars/contract';
import { decodeJwt } from 'jose';
import { authenticate } from '../platform/auth/guard.js';
import { loadUserSession } from '../platform/users/service.js';
import {
  authenticatePersonalAccessToken,
  authenticatePersonalAccessTokenHash,
  isPersonalAccessToken,
} from '../platform/tokens/service.js';
import type { ApiContext, ApiState } from '../http/context.js';
import type { ServerContext } from '../server-context.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { compareEventIds } from './bus.js';
import { nextEventId } from './event-id.js';
import type { FanOutTarget } from './fan-out.js';
import { ResponseStream, formatEvent, type EncodedEvent, type LiveStream, type StreamCheck } from './hub.js';
import { redeemLiveTicket } from './tickets.js';

/**
 * How often an open stream checks that its user may still have it: a stream lives for hours, long after the
 * token that opened it was checked. The session comes from the sessions read cache (any write to the users
 * drops it), so the check costs a lookup.
 */
export const LIVE_SESSION_CHECK_MS = 5_000;

/** The answer to a token in the URL. */
export const URL_TOKEN_REFUSED =
  'Tokens are not accepted in the URL: send a bearer header, or fetch a one-use ticket from POST /api/live/ticket and connect with ?ticket=.';

/** Whether a user's session still has the security stamp a stream was opened with (not disabled, not signed out everywhere). */
async function stampStillValid(server: ServerContext, userId: number, stamp: unknown): Promise<boolean> {
  const session = await server.reads.sessions.get(userId, () => loadUserSession(server.db, userId));
  return session !== null && !session.disabled && session.securityStamp === stamp;
}

interface StreamCredential {
  userId: number;
  /** Whether the stream may stay open: checked every LIVE_SESSION_CHECK_MS. */
  stillValid: () => Promise<boolean>;
}

/** The credential of a hub request: a one-use ticket, or a bearer header (JWT or personal access token). */
async function streamCredential(server: ServerContext, ctx: ApiContext): Promise<StreamCredential> {
  if (typeof ctx.query.access_token === 'string') throw unauthorized(URL_TOKEN_REFUSED, true);
  const ticket = typeof ctx.query.ticket === 'string' ? ctx.query.ticket : '';
  if (ticket !== '') {
    const redeemed = await redeemLiveTicket(server.db, ticket);
    if (redeemed) {
      const { userId, securityStamp, patHash } = redeemed;
      const stillValid =
        patHash !== null
          ? async () => (await authenticatePersonalAccessTokenHash(server.db, patHash)) !== null
          : () => stampStillValid(server, userId, securityStamp);
      // The user may have been disabled or signed out everywhere since the ticket was issued.
      if (await stillValid()) return { userId, stillValid };
    }
    throw unauthorized('The ticket is unknown, expired or already used. Fetch a new one.', true);
  }
  const user = await authenticate(server, ctx);
  if (!user) {
    const sent = ctx.get('authorization') !== '';
    throw unauthorized(sent ? 'The session has expired or is not valid. Sign in again.' : undefined, sent);
  }
  const { token } = user;
  const stillValid = isPersonalAccessToken(token)
    ? async () => (await authenticatePersonalAccessToken(server.db, token)) !== null
    : // The token was verified when the stream opened; only its security stamp matters now (not its expiry).
      () => stampStillValid(server, user.id, decodeJwt(token).stamp);
  return { userId: user.id, stillValid };
}

/** The first bytes of every stream: the reconnection delay, and a comment so clients see the stream open. */
const OPENING = Buffer.from(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

/** The response's headers: close-delimited (no chunked framing: each write goes to the socket as it is). */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // The stream is the whole life of this connection: when it ends (shutdown), the socket closes too.
  Connection: 'close',
  'X-Accel-Buffering': 'no',
};

/**
 * Holds live events back while a reconnecting stream's replay is read, then lets them through once. An
 * event the replay carried can still arrive live after the release, and is dropped then too: the replay
 * reads the Redis stream directly while this instance's reader may be behind it (busy CPU, a read not yet
 * issued; a listener got one notification twice in the cluster test under load), and the hub writes what
 * one turn of the event loop delivered in the next turn (LiveHub.flush), possibly after the release. Events
 * come in order, so once a whole batch is newer than the replay the stream passes everything through again.
 */
export class HeldStream implements LiveStream {
  held: { chunk: Buffer; events?: readonly EncodedEvent[] }[] | null = [];
  /** After the release: the newest id the replay wrote; live events up to it are duplicates. */
  private replayedUpTo: string | null = null;

  constructor(readonly inner: Pick<LiveStream, 'userId' | 'write' | 'end' | 'directTarget'>) {}

  get userId(): number {
    return this.inner.userId;
  }

  write(chunk: Buffer, events?: readonly EncodedEvent[]): void {
    if (this.held) this.held.push({ chunk, events });
    else if (this.replayedUpTo === null || events === undefined) this.inner.write(chunk);
    else {
      const upTo = this.replayedUpTo;
      const newer = events.filter((event) => compareEventIds(event.id, upTo) > 0);
      if (newer.length === events.length) {
        this.replayedUpTo = null;
        this.inner.write(chunk);
      } else {
        for (const event of newer) this.inner.write(event.chunk);
      }
    }
  }

  directTarget(): FanOutTarget | undefined {
    // Held, or still dropping what the replay carried: the stream chooses what to write.
    if (this.held || this.replayedUpTo !== null) return undefined;
    return this.inner.directTarget?.();
  }

  end(): void {
    this.inner.end();
  }

  /** Writes what was held that the replay (up to `lastWritten`, or a resync) did not already carry. */
  release(lastWritten: string, resynced: boolean): void {
    const held = this.held ?? [];
    this.held = null;
    if (!resynced) this.replayedUpTo = lastWritten;
    for (const { chunk, events } of held) this.write(chunk, events);
  }
}

/**
 * Waits until the response has its socket: asked for on a kept-alive connection whose previous answer is
 * still being written, it is queued by Node and gets the socket once that answer is. False when the client
 * left first.
 */
function hasSocket(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (res.socket) return Promise.resolve(true);
  const { socket } = req;
  if (socket.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const left = (): void => resolve(false);
    socket.once('close', left);
    res.once('socket', () => {
      socket.off('close', left);
      resolve(true);
    });
  });
}

export function liveRouter(server: ServerContext): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get(LIVE_HUB_PATH, async (ctx) => {
    const credential = await streamCredential(server, ctx);
    const userId = credential.userId;
    const hub = server.live;
    if (hub.streamCount(userId) >= server.config.liveMaxStreamsPerUser) {
      throw new ApiError(429, {
        detail: 'Too many open live connections.',
        headers: { 'Retry-After': '30' },
      });
    }

    const lastEventId =
      ctx.get('last-event-id') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '');
    // The response is written here, not by Koa: no body stream per connection, and Koa's context is not
    // kept alive by the open stream.
    ctx.respond = false;
    const { req, res } = ctx;
    if (!(await hasSocket(req, res))) return;
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    res.removeHeader('Content-Length');
    res.removeHeader('Transfer-Encoding');
    res.writeHead(200, STREAM_HEADERS);
    const stream = new ResponseStream(userId, res);
    stream.write(OPENING);
    // The hub re-checks the session with its keep-alives (a bucket of the streams at a time, every 5 s each).
    const check: StreamCheck = credential.stillValid;
    let attached: LiveStream = stream;
    // When the client leaves, or the hub ends the stream (session no longer valid, shutdown).
    res.once('close', () => hub.detach(attached));
    if (lastEventId === '') {
      hub.attach(stream, check);
    } else {
      // Attach first, holding back live events, then replay (from Redis this takes a round trip): an event
      // published meanwhile arrives either in the replay or live, and is written once, in order.
      const held = new HeldStream(stream);
      attached = held;
      hub.attach(held, check);
      let plan: Awaited<ReturnType<typeof hub.replayPlan>>;
      try {
        plan = await hub.replayPlan(userId, lastEventId);
      } catch (error) {
        server.log.error('Live channel: reading the replay failed; asking for a resync', error);
        plan = { kind: 'resync', id: nextEventId() };
      }
      let lastWritten = lastEventId;
      if (plan.kind === 'resync') {
        stream.write(
          formatEvent({
            id: plan.id,
            type: LiveEventType.Resync,
            data: { reason: 'The missed events are no longer kept.' },
          }),
        );
      } else {
        for (const event of plan.events) stream.write(formatEvent(event));
        const newest = plan.events[plan.events.length - 1];
        if (newest) lastWritten = newest.id;
      }
      held.release(lastWritten, plan.kind === 'resync');
    }
    if (req.socket.destroyed || res.destroyed) {
      // The client left while the stream opened ('close' may have come before the attach).
      hub.detach(attached);
      stream.end();
    }
  });
  return router;
}
