// The personal access token routes: list, create, revoke. Each is a descriptor of the contract
// (contract/tokens.ts).
import * as calls from '@lcars/contract';
import { AUTHENTICATED, route } from '../../http/routes.js';
import { createToken, listTokens, revokeToken } from './service.js';

export const tokenRoutes = [
  route(calls.listPersonalAccessTokens, AUTHENTICATED, 'account.tokens.list', (_input, services, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return listTokens(services);
  }),
  route(
    calls.createPersonalAccessToken,
    AUTHENTICATED,
    'account.tokens.create',
    async ({ body }, services, ctx) => {
      ctx.set('Cache-Control', 'no-store');
      const created = await createToken(services, body);
      ctx.status = 201;
      return created;
    },
  ),
  route(
    calls.revokePersonalAccessToken,
    AUTHENTICATED,
    'account.tokens.revoke',
    async ({ params }, services) => {
      await revokeToken(services, params.id);
      return { success: true };
    },
  ),
];
