// Every request gets an id (answered in X-Request-Id, written in the log lines about it, shown by the portal in
// an error toast so that a user can quote it to the administrator), and its route, status and duration go to
// the metrics. The outermost middleware: it sees the status the error handler made of a failure. It calls the
// error handler itself rather than through Koa's chain, which costs each request a bound function and a promise
// per layer (docs/performance.md, "The API after the request ids and metrics").
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiState } from './context.js';
import type { PortalMetrics } from './metrics.js';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_ID_LENGTH = 64;

/** A proxy's id is kept when it is short and plain (letters, digits, '-', '_', '.'), so logs can be joined. */
function plainId(value: string): boolean {
  if (value.length === 0 || value.length > MAX_ID_LENGTH) return false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const plain =
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 45 ||
      code === 95 ||
      code === 46;
    if (!plain) return false;
  }
  return true;
}

export function observeRequests(
  metrics: PortalMetrics,
  behindProxy: boolean,
  errorHandler: Middleware<ApiState>,
): Middleware<ApiState> {
  return async (ctx, next) => {
    const start = performance.now();
    const given = behindProxy ? ctx.get(REQUEST_ID_HEADER) : '';
    const requestId = plainId(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.res.setHeader(REQUEST_ID_HEADER, requestId);
    try {
      await errorHandler(ctx, next);
    } finally {
      // The portal's files and unknown paths are counted under one name each, not one series per path.
      const route = ctx.state.routeName ?? (ctx.path.startsWith('/api/') ? 'none' : 'portal');
      metrics.observeRequest(route, ctx.method, ctx.status, (performance.now() - start) / 1000);
    }
  };
}
