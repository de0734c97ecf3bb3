import * as calls from '@lcars/contract';
import { PUBLIC, route } from '../../http/routes.js';
import { ApiError } from '../../http/errors.js';
import { readiness } from './readiness.js';

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
];
