// An endpoint descriptor: one call of the API written once (method, path, request and answer schemas) and
// used by the API's route definition, the portal's apps/<app>/api.ts, the CLI's client and the OpenAPI
// document. Paths are below /api and name their parameters as :name (the router's form).
import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  Path extends string = string,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: EndpointMethod;
  readonly path: Path;
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
>(descriptor: Endpoint<Path, Request, Response>): Endpoint<Path, Request, Response> {
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
