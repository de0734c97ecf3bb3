import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The generic result wrapper: every JSON answer of the API that is not a bare record or list. */
export interface ResultWrapper<T> {
  success: boolean;
  message?: string;
  warning?: boolean;
  result?: T;
  errors?: ProblemError[];
  status?: number;
  title?: string;
}

/**
 * The answer shape of a save or a delete (a ResultWrapper as the server answers it): whether it worked, the
 * message to show and what was saved (null for a delete or a mail sent).
 */
export function resultSchema<T extends z.ZodType>(result: T) {
  return z.object({ success: z.boolean(), message: z.string(), result });
}

/** One field-level error of a 400 problem response. `field` is a dot path into the request body. */
export interface ProblemError {
  field: string;
  message: string;
}

/** RFC 9457 problem body the API answers with on every error (never a stack trace). */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  message: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Which kind of client asks (requestingApp): the CLI sends 2 (console client). */
export const RequestApp = { Web: 1, Console: 2, Misc: 10 } as const;

/** The client version, fixed; its first three characters without the dot give the local database version. */
export const CLIENT_VERSION = '6.0.5-1';
export const API_VERSION = '6.0.5';

/** The paged list: the one paged shape of every list the API answers. */
export interface PagedList<T> {
  total: number;
  totalSecondary?: number;
  itemsPerPage: number;
  page: number;
  pageCount: number;
  startIndex: number;
  stopIndex: number;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  records: T[];
}

/** One entry of a lookup list (an account type, an interval, a user): its id and title. */
export interface LookupRecord {
  id: number;
  title: string;
}

/** A lookup list as the form calls answer it. */
export interface LookupList {
  records: LookupRecord[];
}

/** Whether the API and its database answer: 200 { status: 'ok' }, 503 when the database does not. */
export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  response: z.object({ status: z.literal('ok') }),
  summary: 'Whether the API and its database answer (503 when the database does not)',
});

/** Liveness: the process answers (it touches nothing else, so a busy database does not get it restarted). */
export const getHealthLive = endpoint({
  method: 'GET',
  path: '/health/live',
  response: z.object({ status: z.literal('ok') }),
  summary: 'Whether the API process answers (liveness; it checks nothing else)',
});

/** One readiness check: 'ok', or what is wrong. */
export const readinessCheckSchema = z.string();
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema,
    files: readinessCheckSchema,
    /** Only where the live channel runs over Redis. */
    redis: readinessCheckSchema.optional(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** Readiness: 200 when every check is 'ok', 503 with the same body naming what is not. */
export const getHealthReady = endpoint({
  method: 'GET',
  path: '/health/ready',
  response: readinessSchema,
  summary:
    'Whether this instance can serve: database, migrations, file store and Redis when configured (503 when one is not ok)',
});

/** Prometheus' text format: to loopback callers, or with PORTAL_METRICS_TOKEN as a bearer token. */
export const getMetrics = endpoint({
  method: 'GET',
  path: '/metrics',
  summary:
    'What the server does, in Prometheus text format (loopback callers, or the bearer token PORTAL_METRICS_TOKEN)',
});

/** The API's own description, generated from every route's descriptor. */
export const getOpenApiDocument = endpoint({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This OpenAPI 3.1 document',
});
