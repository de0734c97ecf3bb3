// createApp(server) -> the Koa application (no listen): problem errors, the /api router built from every
// area's route table, a 404 problem for unknown /api paths, then the portal build.
import Router from '@koa/router';
import Koa from 'koa';
import compose from 'koa-compose';
import { accessGuard, appSwitch } from './platform/auth/guard.js';
import { DEFAULT_BODY_LIMITS, readJsonBody, rejectNul, type BodyLimits } from './http/body.js';
import type { ApiContext, ApiState, ServiceContext } from './http/context.js';
import type { ServerContext } from './server-context.js';
import { ApiError, errorHandler, isClientGone, notFound } from './http/errors.js';
import {
  API_PREFIX,
  JSON_CONTENT_TYPE,
  JsonText,
  PUBLIC,
  describeRoutes,
  route,
  type RouteDefinition,
  type RouteDescriptor,
} from './http/routes.js';
import { openApiDocument } from './http/openapi.js';
import { observeRequests } from './http/observe.js';
import { AddressRateLimiter } from './http/rate-limit.js';
import { isApiPath, portalStatic } from './http/static.js';
import { LIVE_HUB_PATH, getOpenApiDocument } from '@lcars/contract';
import { fileRoutes } from './files/routes.js';
import { jobRoutes } from './jobs/routes.js';
import { liveRouter } from './live/routes.js';
import { liveTicketRoutes } from './live/ticket-routes.js';
import { accountRoutes } from './platform/account/routes.js';
import { appRoutes } from './platform/app/routes.js';
import { anyKnownAccount, deviceCookieKey } from './platform/auth/devices.js';
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
import { backupRoutes } from './ops/routes.js';
import { APP_MODULES } from './apps/index.js';
import type { ApiAppModule } from './apps/module.js';
import { personalExportRoutes } from './apps/personal-export.js';

export type { ServerContext } from './server-context.js';
export type { Access, RouteDefinition, RouteDescriptor } from './http/routes.js';
export { AUTHENTICATED, PUBLIC, defineRoute, requireAnyClaim, requireClaim } from './http/routes.js';

/** The platform's API routes. A new platform area adds its list here; an app brings its own in its module. */
const PLATFORM_ROUTES: readonly RouteDefinition[] = [
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
  ...jobRoutes,
  ...fileRoutes,
  ...liveTicketRoutes,
  ...backupRoutes,
];

/** A module's routes, each marked with its app: they answer 403 while the administrator has the app disabled. */
export function moduleRoutes(module: ApiAppModule): RouteDefinition[] {
  return module.routes.map((route) => ({ ...route, appId: module.id }));
}

/** Every API route, each with its declared access: the platform's, then every app module's. */
export const ROUTES: readonly RouteDefinition[] = [
  ...PLATFORM_ROUTES,
  // Download my data: the platform's call over every app's part (apps/personal-export.ts).
  ...personalExportRoutes,
  ...APP_MODULES.flatMap(moduleRoutes),
  route(getOpenApiDocument, PUBLIC, 'openapi', () => (openApi ??= openApiDocument(ROUTES))),
];
let openApi: Record<string, unknown> | undefined;

/** The route table (method, full path, access, name): what the access test walks. */
export function routeTable(): RouteDescriptor[] {
  return describeRoutes(ROUTES);
}

/**
 * The portal's Content-Security-Policy: its scripts, styles, fonts and workers come from its own origin (the
 * built index.html has no inline script), it talks only to its own API, and no other site may frame it.
 * Inline styles stay allowed: components set style attributes (theme variables) at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Sent with the portal's pages and files. The camera stays open to the portal itself (the scanner app).
 * Names in lower case, as HTTP/2 writes them: Node keys its headers by the lower-cased name, and one already
 * so costs no new string per answer.
 */
const PORTAL_HEADERS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'same-origin'],
  ['x-frame-options', 'DENY'],
  ['content-security-policy', CONTENT_SECURITY_POLICY],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  [
    'permissions-policy',
    'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  ],
];

/** What an API answer (JSON, a problem, the live stream) may do if it is ever opened as a page: nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sent with every API answer: the set of the OWASP REST Security Cheat Sheet. Nothing in it may load, run
 * or be framed, and no other site may read it through a no-cors request. The headers that only a page
 * uses (Permissions-Policy, Cross-Origin-Opener-Policy, Referrer-Policy, the portal's CSP) mean nothing on
 * an answer that is not one, and each costs every answer its bytes and a setHeader (issue 19's overhead).
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['content-security-policy', API_CONTENT_SECURITY_POLICY],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** Over https (direct, or as a trusted proxy says): browsers keep to https for a year. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Methods whose requests carry a JSON body (GET and HEAD never do; DELETE's is ignored). */
const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Whether a route's path has no parameters or patterns: the same string is the only path it matches. */
function isExactPath(routePath: string): boolean {
  return !/[:*(?+]/.test(routePath);
}

/** The area of an API path: its first segment below /api ('/api/money/ledger/1' -> 'money'). */
function areaOf(requestPath: string): string {
  const start = API_PREFIX.length + 1;
  const end = requestPath.indexOf('/', start);
  return requestPath.slice(start, end === -1 ? undefined : end);
}

/**
 * The API routes, one @koa/router per area. A router tries every route's regular expression in turn:
 * with every route in one router that cost about 16 µs a request (measured, 200 routes), most of what a
 * cached GET costs. Grouped by area, a request tries only the few routes of its own.
 */
function apiDispatcher(
  server: ServerContext,
  routes: readonly RouteDefinition[],
): (ctx: ApiContext) => Promise<void> {
  const limitsOf = (route: RouteDefinition): BodyLimits => {
    const own = route.schema?.bodyLimits;
    return { ...DEFAULT_BODY_LIMITS, ...(typeof own === 'function' ? own(server.config) : own) };
  };
  const anonymousBudget = new AddressRateLimiter(server.config.anonymousRatePerMinute);
  const deviceKey = deviceCookieKey(server.jwtKey);
  // A browser with a device cookie signs in on its account's budget, not its address's: neighbours behind the
  // same address (a flood from the same network) cannot use it up (platform/auth/devices.ts).
  const budgetKey = (ctx: ApiContext): string => {
    const account = anyKnownAccount(ctx, deviceKey);
    return account === null ? ctx.ip : `account:${account}`;
  };
  const areas = new Map<string, Router<ApiState>>();
  const exact = new Map<string, { route: RouteDefinition; chain: Koa.Middleware<ApiState, ApiContext>[] }>();
  for (const route of routes) {
    const area = areaOf(API_PREFIX + route.path);
    let router = areas.get(area);
    if (!router) areas.set(area, (router = new Router<ApiState>({ prefix: API_PREFIX })));
    const limits = limitsOf(route);
    const readsBody = BODY_METHODS.has(route.method);
    // The body is read after the access check: an anonymous caller cannot make an authenticated route
    // read and parse a large body.
    const rateLimited = route.schema?.rateLimited === true;
    const handle: Koa.Middleware<ApiState, ApiContext> = async (ctx) => {
      ctx.state.routeName = route.name;
      if (rateLimited) anonymousBudget.take(budgetKey(ctx));
      rejectNul(ctx.params);
      // Parsing an empty query string would only make an empty object: most requests carry none.
      if (ctx.querystring !== '') rejectNul(ctx.query);
      if (readsBody) await readJsonBody(ctx, limits);
      const services: ServiceContext = {
        db: server.db,
        config: server.config,
        passwords: server.passwords,
        user: ctx.state.user ?? null,
      };
      const result: unknown = await route.handler(ctx, services, server);
      if (result instanceof JsonText) {
        ctx.set('Content-Type', JSON_CONTENT_TYPE);
        ctx.body = result.bytes;
      } else if (result !== undefined) ctx.body = result;
    };
    const chain = [
      ...(route.access.kind === 'public' ? [] : [accessGuard(server, route.access)]),
      ...(route.appId === undefined ? [] : [appSwitch(server, route.appId)]),
      handle,
    ];
    router.register(route.path, [route.method], chain, { name: route.name });
    if (isExactPath(route.path)) exact.set(`${route.method} ${API_PREFIX}${route.path}`, { route, chain });
  }
  // A path without parameters, asked exactly as written, is found in one map lookup rather than by trying
  // each route's expression of its area (@koa/router). Only where the router would pick the same route:
  // an earlier route of the area whose parameters match the path (registered before it) keeps it.
  const fast = new Map<string, (ctx: ApiContext) => Promise<void>>();
  for (const [key, { route, chain }] of exact) {
    const fullPath = API_PREFIX + route.path;
    const first = areas.get(areaOf(fullPath))?.match(fullPath, route.method).pathAndMethod[0];
    if (first?.name === route.name) fast.set(key, compose(chain));
  }
  const dispatchers = new Map<string, (ctx: ApiContext) => Promise<void>>();
  for (const [area, router] of areas) {
    const matched = router.routes();
    // 405 (with Allow) and 501 for a known path with another method, as one router over every route would
    // answer; made problem bodies below.
    const allowed = router.allowedMethods();
    const end = (): Promise<void> => Promise.resolve();
    dispatchers.set(area, async (ctx) => {
      await matched(ctx, async () => {
        await allowed(ctx, end);
      });
    });
  }
  const noRoute = (ctx: Koa.Context): never => {
    throw notFound(`No API route matches ${ctx.method} ${ctx.path}.`);
  };
  return async (ctx) => {
    const found = fast.get(`${ctx.method} ${ctx.path}`);
    if (found) {
      ctx.params = {};
      return found(ctx);
    }
    // Unknown /api paths end as a 404 problem (after the area's 405/501 answers), never in the portal.
    const dispatch = dispatchers.get(areaOf(ctx.path));
    if (!dispatch) return noRoute(ctx);
    await dispatch(ctx);
    if (ctx.status === 404 && ctx.body == null) noRoute(ctx);
    if ((ctx.status === 405 || ctx.status === 501) && ctx.body == null) {
      const allow = ctx.response.get('Allow');
      throw new ApiError(ctx.status, {
        detail: `${ctx.method} is not allowed here; this path answers ${allow || 'no method'}.`,
        headers: allow ? { Allow: allow } : {},
      });
    }
  };
}

/** The Koa app; `routes` defaults to every API route (tests may add their own). */
export function createApp(server: ServerContext, routes: readonly RouteDefinition[] = ROUTES): Koa<ApiState> {
  const app = new Koa<ApiState>();
  // Trust exactly the configured proxy hops: Koa then takes the client's address from the last
  // `maxIpsCount` entries of X-Forwarded-For, those the trusted proxies appended.
  app.proxy = server.config.trustedProxies > 0;
  app.maxIpsCount = server.config.trustedProxies;

  app.on('error', (error: NodeJS.ErrnoException & { expose?: boolean }) => {
    // A client leaving an open stream (the live channel) is not a fault.
    if (isClientGone(error) || error.expose) return;
    server.log.error('Unhandled error in the HTTP server', error);
  });

  app.use(
    observeRequests(
      server.metrics,
      server.config.trustedProxies > 0,
      errorHandler((error, ctx) =>
        server.log.error(`Request to ${ctx.path} failed`, error, { requestId: ctx.state.requestId }),
      ),
    ),
  );
  const hub = liveRouter(server).routes();
  const api = apiDispatcher(server, routes);
  // One middleware for the headers and the way in (the live stream, the API, else the portal's files):
  // every layer costs each request a call and a promise (issue 19's overhead).
  app.use(async (ctx, next) => {
    const path = ctx.path;
    const toHub = path === LIVE_HUB_PATH;
    const toApi = !toHub && isApiPath(path);
    for (const [name, value] of toHub || toApi ? API_HEADERS : PORTAL_HEADERS) ctx.res.setHeader(name, value);
    if (ctx.secure) ctx.res.setHeader('strict-transport-security', HSTS);
    if (toHub) {
      ctx.state.routeName = 'live';
      await hub(ctx as ApiContext, next);
    } else if (toApi) await api(ctx as ApiContext);
    else await next();
  });
  app.use(portalStatic(server.config.staticDir));
  return app;
}
