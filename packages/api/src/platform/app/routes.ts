import { AUTHENTICATED, JsonText, PUBLIC, defineRoute } from '../../http/routes.js';
import { getAppContext, listApps, toAppContextApp } from './service.js';

export const appRoutes = [
  defineRoute('GET', '/app/context/1', PUBLIC, 'app.context', (_ctx, services, server) =>
    server.reads.appContext.get(
      'app',
      async () => new JsonText(JSON.stringify(await getAppContext(services))),
    ),
  ),
  defineRoute(
    'GET',
    '/app/list',
    AUTHENTICATED,
    'app.list',
    async (_ctx, { db }) => (await listApps(db)).map(toAppContextApp),
    { summary: 'The apps' },
  ),
  // Heartbeat: 200 while the session is valid (the client polls it during a token refresh).
  defineRoute(
    'POST',
    '/app/live',
    AUTHENTICATED,
    'app.live',
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      return true;
    },
    { summary: 'Heartbeat: 200 while the session is valid' },
  ),
];
