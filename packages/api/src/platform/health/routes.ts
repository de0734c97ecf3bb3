import * as calls from '@lcars/contract';
import { PUBLIC, route } from '../../http/routes.js';
import { ApiError } from '../../http/errors.js';

export const healthRoutes = [
  route(calls.getHealth, PUBLIC, 'health', async (_input, { db }) => {
    try {
      await db.raw('select 1');
    } catch {
      throw new ApiError(503, { detail: 'The database does not answer.' });
    }
    return { status: 'ok' };
  }),
];
