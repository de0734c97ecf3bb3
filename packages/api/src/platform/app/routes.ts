// The portal's routes: the app context before sign-in, the apps, the claim catalogue, the session's heartbeat. Each is a descriptor
// of the contract (contract/apps.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, JsonText, PUBLIC, route } from '../../http/routes.js';
import { getAppContext, listApps, toAppContextApp } from './service.js';

export const appRoutes = [
  route(calls.getAppContext, PUBLIC, 'app.context', (_input, services, _ctx, server) =>
    server.reads.appContext.get(
      'app',
      async () => new JsonText(JSON.stringify(await getAppContext(services))),
    ),
  ),
  route(calls.listApps, AUTHENTICATED, 'app.list', async (_input, { db }) =>
    (await listApps(db)).map(toAppContextApp),
  ),
  // The claims a role or a user may be given: the CLI checks a grant against them, the admin pages offer them.
  route(
    calls.getClaimCatalogue,
    AUTHENTICATED,
    'app.claims',
    (_input, _services, _ctx, server) => server.claimCatalogue,
  ),
  // Heartbeat: 200 while the session is valid (the client polls it during a token refresh).
  route(calls.heartbeat, AUTHENTICATED, 'app.live', (_input, _services, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return true;
  }),
];
