import { AUTHENTICATED, defineRoute } from '../../http/routes.js';
import { getAccountContext } from './service.js';

export const accountRoutes = [
  defineRoute('GET', '/account/context/1', AUTHENTICATED, 'account.context', (ctx, services) => {
    ctx.set('Cache-Control', 'no-store');
    return getAccountContext(services);
  }),
];
