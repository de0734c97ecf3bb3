// createApp(server) -> the Koa application (no listen): problem errors, the /api router built from every
// area's route table, a 404 problem for unknown /api paths, then the portal build.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { accessGuard } from './http/auth.js';
import type { ApiState, ServerContext, ServiceContext } from './http/context.js';
import { errorHandler, notFound } from './http/errors.js';
import {
  API_PREFIX,
  PUBLIC,
  defineRoute,
  describeRoutes,
  type RouteDefinition,
  type RouteDescriptor,
} from './http/routes.js';
import { openApiDocument } from './http/openapi.js';
import { isApiPath, portalStatic } from './http/static.js';
import { liveRouter } from './live/routes.js';
import { accountRoutes } from './platform/account/routes.js';
import { appRoutes } from './platform/app/routes.js';
import { authRoutes } from './platform/auth/routes.js';
import { healthRoutes } from './platform/health/routes.js';
import { adminRoutes } from './platform/admin/routes.js';
import { notificationRoutes } from './platform/notifications/routes.js';
import { systemItemRoutes } from './platform/system-items/routes.js';
import { auditRoutes } from './platform/audit/routes.js';
import { mailRoutes } from './platform/mail/routes.js';
import { profileRoutes } from './platform/profile/routes.js';
import { settingsRoutes } from './platform/settings/routes.js';
import { themeRoutes } from './platform/themes/routes.js';
import { tokenRoutes } from './platform/tokens/routes.js';
import { moneyRoutes } from './apps/money/routes.js';

export type { ServerContext } from './http/context.js';
export type { Access, RouteDefinition, RouteDescriptor } from './http/routes.js';
export { AUTHENTICATED, PUBLIC, defineRoute, requireAnyClaim, requireClaim } from './http/routes.js';

/** Every API route, each with its declared access. New areas add their list here. */
export const ROUTES: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...authRoutes,
  ...appRoutes,
  ...accountRoutes,
  ...tokenRoutes,
  ...profileRoutes,
  ...settingsRoutes,
  ...themeRoutes,
  ...mailRoutes,
  ...auditRoutes,
  ...systemItemRoutes,
  ...notificationRoutes,
  ...adminRoutes,
  ...moneyRoutes,
  defineRoute('GET', '/openapi.json', PUBLIC, 'openapi', () => (openApi ??= openApiDocument(ROUTES)), {
    summary: 'This OpenAPI 3.1 document',
  }),
];
let openApi: Record<string, unknown> | undefined;

/** The route table (method, full path, access, name): what the access test walks. */
export function routeTable(): RouteDescriptor[] {
  return describeRoutes(ROUTES);
}

function apiRouter(server: ServerContext, routes: readonly RouteDefinition[]): Router<ApiState> {
  const router = new Router<ApiState>({ prefix: API_PREFIX });
  router.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb' }));
  for (const route of routes) {
    router.register(
      route.path,
      [route.method],
      [
        accessGuard(server, route.access),
        async (ctx) => {
          const services: ServiceContext = {
            db: server.db,
            config: server.config,
            passwords: server.passwords,
            user: ctx.state.user ?? null,
          };
          const result: unknown = await route.handler(ctx, services, server);
          if (result !== undefined) ctx.body = result;
        },
      ],
      { name: route.name },
    );
  }
  return router;
}

/** The Koa app; `routes` defaults to every API route (tests may add their own). */
export function createApp(server: ServerContext, routes: readonly RouteDefinition[] = ROUTES): Koa<ApiState> {
  const app = new Koa<ApiState>();
  app.proxy = server.config.trustProxy;
  const router = apiRouter(server, routes);

  app.on('error', (error: NodeJS.ErrnoException & { expose?: boolean }) => {
    // A client leaving an open stream (the live channel) is not a fault.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.expose) return;
    server.log.error('Unhandled error in the HTTP server', error);
  });

  app.use(errorHandler((error, path) => server.log.error(`Request to ${path} failed`, error)));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'DENY');
    await next();
  });
  // Unknown /api paths end as a 404 problem (checked after the router and its 405/501 answers).
  app.use(async (ctx, next) => {
    await next();
    if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) {
      throw notFound(`No API route matches ${ctx.method} ${ctx.path}.`);
    }
  });
  const hub = liveRouter(server);
  app.use(hub.routes());
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  app.use(portalStatic(server.config.staticDir));
  return app;
}
