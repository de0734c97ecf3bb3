import { PUBLIC, defineRoute } from '../../http/routes.js';
import { ApiError } from '../../http/errors.js';

export const healthRoutes = [
  defineRoute('GET', '/health', PUBLIC, 'health', async (_ctx, { db }) => {
    try {
      await db.raw('select 1');
    } catch {
      throw new ApiError(503, { detail: 'The database does not answer.' });
    }
    return { status: 'ok' };
  }),
];
