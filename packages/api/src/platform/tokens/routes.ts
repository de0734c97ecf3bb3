import { z } from 'zod';
import { personalAccessTokenCreateSchema } from '@lcars/contract';
import { AUTHENTICATED, defineRoute } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { createToken, listTokens, revokeToken } from './service.js';

const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tokenRoutes = [
  defineRoute(
    'GET',
    '/account/tokens',
    AUTHENTICATED,
    'account.tokens.list',
    (ctx, services) => {
      ctx.set('Cache-Control', 'no-store');
      return listTokens(services);
    },
    { summary: 'Personal access tokens of the user (never the token itself)' },
  ),
  defineRoute(
    'POST',
    '/account/tokens',
    AUTHENTICATED,
    'account.tokens.create',
    async (ctx, services) => {
      ctx.set('Cache-Control', 'no-store');
      const created = await createToken(
        services,
        validate(personalAccessTokenCreateSchema, ctx.request.body),
      );
      ctx.status = 201;
      return created;
    },
    {
      summary: 'Creates a personal access token; the token is in this answer only',
      body: personalAccessTokenCreateSchema,
    },
  ),
  defineRoute(
    'DELETE',
    '/account/tokens/:id',
    AUTHENTICATED,
    'account.tokens.revoke',
    async (ctx, services) => {
      await revokeToken(services, validate(idParamsSchema, ctx.params).id);
      return { success: true };
    },
    { summary: 'Revokes a personal access token at once' },
  ),
];
