// Every API route declares its access when it is defined. The table of routes is plain data, so a test
// can walk it: anonymous -> 401, signed in without the claim -> 403, with the claim -> not 401/403.
import type { HttpMethod } from '@koa/router';
import type { ApiContext, ServerContext, ServiceContext, UserServiceContext } from './context.js';

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'claim'; readonly type: string; readonly value: string };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const AUTHENTICATED = { kind: 'authenticated' } as const satisfies Access;

/** Access for a route that needs a claim (type and value), e.g. requireClaim('Higgs', 'Boson'). */
export function requireClaim(
  type: string,
  value: string,
): { readonly kind: 'claim'; readonly type: string; readonly value: string } {
  return { kind: 'claim', type, value };
}

type ServiceFor<A extends Access> = A extends { kind: 'public' } ? ServiceContext : UserServiceContext;

/**
 * A handler parses its input, calls a service and returns the answer; a returned value becomes the JSON
 * body (status 200 unless the handler set another). Returning undefined leaves ctx.body as the handler set it.
 */
export type RouteHandler<A extends Access = Access> = (
  ctx: ApiContext,
  services: ServiceFor<A>,
  server: ServerContext,
) => unknown;

export interface RouteDefinition {
  method: Uppercase<HttpMethod>;
  /** Path below /api, with :params. */
  path: string;
  access: Access;
  /** A stable name, e.g. 'auth.token', for logs and tests. */
  name: string;
  handler: RouteHandler<Access>;
}

export function defineRoute<A extends Access>(
  method: Uppercase<HttpMethod>,
  path: string,
  access: A,
  name: string,
  handler: RouteHandler<A>,
): RouteDefinition {
  return { method, path, access, name, handler };
}

/** The public description of a route: what the access test walks. */
export interface RouteDescriptor {
  method: string;
  /** Full path including the /api prefix. */
  path: string;
  access: Access;
  name: string;
}

export const API_PREFIX = '/api';

export function describeRoutes(routes: readonly RouteDefinition[]): RouteDescriptor[] {
  return routes.map(({ method, path, access, name }) => ({ method, path: API_PREFIX + path, access, name }));
}
