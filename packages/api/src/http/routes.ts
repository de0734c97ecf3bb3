// Every API route declares its access when it is defined. The table of routes is plain data, so a test
// can walk it: anonymous -> 401, signed in without the claim -> 403, with the claim -> not 401/403.
import type { HttpMethod } from '@koa/router';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Endpoint, PathParams } from '@lcars/contract';
import type { BodyLimits } from './body.js';
import type { ServerContext } from '../server-context.js';
import type { ApiContext, ServiceContext, UserServiceContext } from './context.js';
import { validate } from './validate.js';

export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | {
      readonly kind: 'claim';
      readonly type: string;
      readonly value: string;
      /** Other claims that grant the same access (any one of them suffices). */
      readonly or?: readonly { readonly type: string; readonly value: string }[];
    };

export const PUBLIC = { kind: 'public' } as const satisfies Access;
export const AUTHENTICATED = { kind: 'authenticated' } as const satisfies Access;

/** Access for a route that needs a claim (type and value), e.g. requireClaim('Higgs', 'Boson'). */
export function requireClaim(
  type: string,
  value: string,
): { readonly kind: 'claim'; readonly type: string; readonly value: string } {
  return { kind: 'claim', type, value };
}

/** Access for a route that any one of several claims opens, e.g. SystemItem/SystemItemCreate or Higgs/Boson. */
export function requireAnyClaim(
  first: { type: string; value: string },
  ...others: { type: string; value: string }[]
): Access & { kind: 'claim' } {
  return { kind: 'claim', type: first.type, value: first.value, or: others };
}

/** Whether a claim access is met by a user's claims. */
export function claimAccessMet(
  access: Access & { kind: 'claim' },
  claims: readonly { type: string; value: string }[],
): boolean {
  return [access, ...(access.or ?? [])].some((needed) =>
    claims.some((claim) => claim.type === needed.type && claim.value === needed.value),
  );
}

/** What the OpenAPI document says of a route: the contract schemas of its body, query and answer. */
export interface RouteSchema {
  summary?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** Size and depth of the JSON body, where the defaults (body.ts) do not fit (an image upload). */
  bodyLimits?: Partial<BodyLimits> | ((config: Config) => Partial<BodyLimits>);
  /**
   * An anonymous entry point (sign-in, register, the account checks): each request takes one from the
   * caller's address budget (PORTAL_ANONYMOUS_RATE_PER_MINUTE), 429 with Retry-After once it is spent.
   */
  rateLimited?: boolean;
}

type ServiceFor<A extends Access> = A extends { kind: 'public' } ? ServiceContext : UserServiceContext;

/** The Content-Type of JSON answers. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export { JsonText } from './json-text.js';

/**
 * A handler parses its input, calls a service and returns the answer; a returned value becomes the JSON
 * body (status 200 unless the handler set another), as does the text of a returned JsonText. Returning
 * undefined leaves ctx.body as the handler set it.
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
  /** Optional documentation for the OpenAPI document. */
  schema?: RouteSchema;
  /** The app whose module brought the route: it answers 403 while the administrator has the app disabled. */
  appId?: number;
  /** The contract's descriptor the route serves (routes.test.ts checks that every route has one). */
  endpoint?: Endpoint;
}

export function defineRoute<A extends Access>(
  method: Uppercase<HttpMethod>,
  path: string,
  access: A,
  name: string,
  handler: RouteHandler<A>,
  schema?: RouteSchema,
): RouteDefinition {
  return schema === undefined
    ? { method, path, access, name, handler }
    : { method, path, access, name, handler, schema };
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

/** What a descriptor's route may add to the schemas its descriptor gives. */
export type RouteExtra = Omit<RouteSchema, 'summary' | 'body' | 'query' | 'response'>;

/**
 * A route of an endpoint descriptor (contract/endpoint.ts): its method, path, summary and schemas are the
 * contract's, written once there for the API, the portal, the CLI and the OpenAPI document. A request schema
 * documents the query of a GET and the body of the other methods.
 */
function descriptorRoute<A extends Access>(
  call: Endpoint,
  access: A,
  name: string,
  handler: RouteHandler<A>,
  extra: RouteExtra,
): RouteDefinition {
  const query = call.query ?? (call.method === 'GET' ? call.request : undefined);
  const body = call.method === 'GET' ? undefined : call.request;
  const route = defineRoute(call.method, call.path, access, name, handler, {
    summary: call.summary,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(call.response === undefined ? {} : { response: call.response }),
    ...extra,
  });
  return { ...route, endpoint: call };
}

/** What a schema slot gives a handler: its parsed output, or undefined when the descriptor has none. */
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

/** A route's input, parsed from its descriptor's schemas: a 400 naming the field before the handler runs. */
export interface RouteInput<E extends Endpoint> {
  /** The params schema's output, else the path's :names as text. */
  params: [NonNullable<E['params']>] extends [never]
    ? Record<PathParams<E['path']>, string>
    : Parsed<E['params']>;
  query: [NonNullable<E['query']>] extends [never]
    ? E['method'] extends 'GET'
      ? Parsed<E['request']>
      : undefined
    : Parsed<E['query']>;
  body: E['method'] extends 'GET' ? undefined : Parsed<E['request']>;
}

/** A handler of a descriptor's route: its parsed input first, then what any handler receives. */
export type EndpointHandler<E extends Endpoint, A extends Access = Access> = (
  input: RouteInput<E>,
  services: ServiceFor<A>,
  ctx: ApiContext,
  server: ServerContext,
) => unknown;

/**
 * The parser of a descriptor's request: path params, query and (unless `withBody` is false) body, each by its
 * schema, a 400 naming the field. The schemas are picked once, when the route is made, and every request's input
 * has the same shape: this runs on every request.
 */
function inputParser<E extends Endpoint>(call: E, withBody: boolean): (ctx: ApiContext) => RouteInput<E> {
  const paramsSchema = call.params;
  const querySchema = call.query ?? (call.method === 'GET' ? call.request : undefined);
  const bodySchema = withBody && call.method !== 'GET' ? call.request : undefined;
  return (ctx) =>
    ({
      params: paramsSchema === undefined ? ctx.params : validate(paramsSchema, ctx.params),
      query: querySchema === undefined ? undefined : validate(querySchema, ctx.query),
      body: bodySchema === undefined ? undefined : validate(bodySchema, ctx.request.body),
    }) as RouteInput<E>;
}

/** What `route()` may add to a descriptor's schemas. */
export interface RouteOptions extends RouteExtra {
  /**
   * A check of the body before its schema parses it, for a refusal the schema cannot give (a 413 naming a
   * field whose text is too long, where the schema's maximum would be a 400).
   */
  bound?: (body: unknown) => void;
}

/**
 * The route of a descriptor, its input parsed from the descriptor's schemas (path params, query, body) and
 * handed to the handler typed: the route and the portal's and the CLI's `call()` read the same descriptor.
 */
export function route<E extends Endpoint, A extends Access>(
  call: E,
  access: A,
  name: string,
  handler: EndpointHandler<E, A>,
  { bound, ...extra }: RouteOptions = {},
): RouteDefinition {
  const parse = inputParser(call, true);
  const check = call.method === 'GET' || call.request === undefined ? undefined : bound;
  return descriptorRoute(
    call,
    access,
    name,
    (ctx, services, server) => {
      check?.(ctx.request.body);
      return handler(parse(ctx), services, ctx, server);
    },
    extra,
  );
}

/**
 * The route of a descriptor whose handler reads the request's body itself (a file as JSON, multipart or raw
 * bytes, which no one schema parses): its path params and query are parsed from the descriptor as in
 * `route()`, and the descriptor's request schema documents the JSON form.
 */
export function routeReadingBody<E extends Endpoint, A extends Access>(
  call: E,
  access: A,
  name: string,
  handler: (
    input: Omit<RouteInput<E>, 'body'>,
    services: ServiceFor<A>,
    ctx: ApiContext,
    server: ServerContext,
  ) => unknown,
  extra: RouteExtra = {},
): RouteDefinition {
  const parse = inputParser(call, false);
  return descriptorRoute(
    call,
    access,
    name,
    (ctx, services, server) => handler(parse(ctx), services, ctx, server),
    extra,
  );
}
