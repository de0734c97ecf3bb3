import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import * as calls from '@lcars/contract';
import type { ApiContext } from '../../http/context.js';
import { PUBLIC, route } from '../../http/routes.js';
import { ApiError } from '../../http/errors.js';
import type { Config } from '../../config.js';
import { readiness } from './readiness.js';

function isLoopback(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * Metrics say how busy the server is and how many users wait: a Prometheus on the same machine reads them, or
 * one elsewhere with the token. The caller's address is the one the trusted proxies report, so a request that
 * came through a proxy on this machine is not taken for a local one.
 */
function mayReadMetrics(ctx: ApiContext, config: Config): boolean {
  if (isLoopback(ctx.ip)) return true;
  const expected = config.metricsToken;
  if (expected === undefined) return false;
  const given = Buffer.from(ctx.get('authorization').replace(/^Bearer /, ''));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export const healthRoutes = [
  route(calls.getHealth, PUBLIC, 'health', async (_input, { db }) => {
    try {
      await db.raw('select 1');
    } catch {
      throw new ApiError(503, { detail: 'The database does not answer.' });
    }
    return { status: 'ok' };
  }),
  route(calls.getHealthLive, PUBLIC, 'health.live', () => ({ status: 'ok' })),
  route(calls.getHealthReady, PUBLIC, 'health.ready', async (_input, _services, ctx, server) => {
    const answer = await readiness(server);
    if (answer.status !== 'ready') ctx.status = 503;
    return answer;
  }),
  route(calls.getMetrics, PUBLIC, 'metrics', async (_input, _services, ctx, server) => {
    if (!mayReadMetrics(ctx, server.config)) {
      throw new ApiError(403, { detail: 'Metrics are served to this machine, or with the metrics token.' });
    }
    ctx.set('Content-Type', server.metrics.registry.contentType);
    ctx.body = await server.metrics.registry.metrics();
  }),
];
