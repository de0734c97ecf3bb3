// An endpoint descriptor: one call of the API written once (method, path, request and answer schemas) and
// used by the API's route definition, the portal's apps/<app>/api.ts, the CLI's client and the OpenAPI
// document. Paths are below /api and name their parameters as :name (the router's form).
import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Path extends string = string,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Method extends EndpointMethod = EndpointMethod,
> {
  readonly method: Method;
  readonly path: Path;
  /** The path's :parameters as an object (coerced from the path's text), when they need more than a string. */
  readonly params?: Params;
  /** The query, for a call that has one beside a body (a GET's query may be `request`). */
  readonly query?: Query;
  /** The JSON body (POST and PUT) or query (GET), when the call has one. */
  readonly request?: Request;
  /** The answer's JSON shape; undefined for answers that are not JSON (a file, a text message). */
  readonly response?: Response;
  readonly summary: string;
}

/** Declares an endpoint: `export const getLedger = endpoint({ method: 'GET', path: '/money/ledger/:id', ... })`. */
export function endpoint<
  const Path extends string,
  Request extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  const Method extends EndpointMethod = EndpointMethod,
>(
  descriptor: Endpoint<Path, Request, Response, Params, Query, Method>,
): Endpoint<Path, Request, Response, Params, Query, Method> {
  return descriptor;
}

/** The names of a path's :parameters ('/a/:id/b/:page' -> 'id' | 'page'). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The request body or query type of an endpoint. */
export type RequestOf<E> =
  E extends Endpoint<string, infer R, z.ZodType | undefined>
    ? R extends z.ZodType
      ? z.input<R>
      : undefined
    : never;

/** The answer type of an endpoint. */
export type ResponseOf<E> =
  E extends Endpoint<string, z.ZodType | undefined, infer R>
    ? R extends z.ZodType
      ? z.output<R>
      : unknown
    : never;

/**
 * The path of one call, parameters filled in and encoded, without a leading slash (the portal's client and
 * the CLI prefix the API base): pathOf(getLedger, { id: 8 }) -> 'money/ledger/8'.
 */
export function pathOf<Path extends string>(
  call: Endpoint<Path, z.ZodType | undefined, z.ZodType | undefined>,
  params: Record<PathParams<Path>, string | number | boolean>,
): string {
  const values = params as Record<string, string | number | boolean>;
  return call.path.slice(1).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${call.path}: the parameter ${name} is missing.`);
    return encodeURIComponent(String(value));
  });
}

/** What a schema slot takes: its input type, or undefined when the descriptor has no schema there. */
type SlotInput<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.input<NonNullable<S>>
    : undefined;

/** The path parameters of a call: its params schema's input, else one string or number per :name. */
export type ParamsOf<E extends Endpoint> = [PathParams<E['path']>] extends [never]
  ? undefined
  : [NonNullable<E['params']>] extends [never]
    ? Record<PathParams<E['path']>, string | number | boolean>
    : SlotInput<E['params']>;

/** The query of a call: its query schema's input, or a GET's request. */
export type QueryOf<E extends Endpoint> = [NonNullable<E['query']>] extends [never]
  ? E['method'] extends 'GET'
    ? SlotInput<E['request']>
    : undefined
  : SlotInput<E['query']>;

/** The JSON body of a call: the request of anything but a GET. */
export type BodyOf<E extends Endpoint> = E['method'] extends 'GET' ? undefined : SlotInput<E['request']>;

/** A slot the call does not have may be left out; one it has must be given. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : { readonly [P in K]: T };

/** Everything one call of `E` needs: `{ params, query, body }`, each where the descriptor has it. */
export type CallInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

/** One call as HTTP: its method, its path below the API base (no leading slash), its query and its body. */
export interface CallRequest {
  method: EndpointMethod;
  path: string;
  /** Query pairs in order (an array gives its key once per value); empty when there is none. */
  query: [string, string][];
  body?: unknown;
}

/** The query of a call as pairs: undefined and null left out, an array once per value, dates as ISO text. */
function queryPairs(query: unknown): [string, string][] {
  if (query === undefined || query === null) return [];
  const text = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
  return Object.entries(query as Record<string, unknown>).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.map((item): [string, string] => [key, text(item)])
        : [[key, text(value)]],
  );
}

/** How to send one call of a descriptor: what the portal's and the CLI's `call()` both send. */
export function requestOf<E extends Endpoint>(call: E, input: CallInput<E>): CallRequest {
  const { params, query, body } = input as { params?: object; query?: unknown; body?: unknown };
  const path = pathOf(call, (params ?? {}) as Record<PathParams<E['path']>, string | number | boolean>);
  return { method: call.method, path, query: queryPairs(query), ...(body === undefined ? {} : { body }) };
}
