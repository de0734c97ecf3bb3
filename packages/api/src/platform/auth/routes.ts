import { loginRequestSchema, type LoginResult } from '../../contract/index.js';
import { PUBLIC, defineRoute } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { login } from './service.js';

export const authRoutes = [
  defineRoute(
    'POST',
    '/auth/token',
    PUBLIC,
    'auth.token',
    async (ctx, services, server): Promise<LoginResult> => {
      const request = validate(loginRequestSchema, ctx.request.body);
      ctx.set('Cache-Control', 'no-store');
      return login({ ...services, jwtKey: server.jwtKey, ip: ctx.ip }, request);
    },
  ),
];
