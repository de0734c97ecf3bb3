// Every error leaves the API as an RFC 9457 problem body (contract problemSchema): never a stack trace.
import type { Context, Middleware } from 'koa';
import { ZodError } from 'zod';
import type { Problem, ProblemError } from '@lcars/contract';

const STATUS_TITLES: Record<number, string> = {
  400: 'One or more validation errors occurred.',
  401: 'Authentication is required.',
  403: 'You do not have permission to do this.',
  404: 'The requested resource was not found.',
  405: 'Method not allowed.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
  500: 'An error occurred while processing the request.',
  501: 'Not implemented.',
  503: 'The service is unavailable.',
};

export function titleFor(status: number): string {
  return (
    STATUS_TITLES[status] ?? (status >= 500 ? STATUS_TITLES[500]! : 'The request could not be processed.')
  );
}

export interface ApiErrorOptions {
  title?: string;
  detail?: string;
  errors?: ProblemError[];
  headers?: Record<string, string>;
}

/** An error the client may see: its status, title, detail and field errors go into the problem body. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: ProblemError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, options: ApiErrorOptions = {}) {
    super(options.detail ?? options.title ?? titleFor(status));
    this.name = 'ApiError';
    this.status = status;
    this.title = options.title ?? titleFor(status);
    this.detail = options.detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (errors: ProblemError[], detail?: string): ApiError =>
  new ApiError(400, { errors, detail: detail ?? errors.map((e) => e.message).join(' ') });
export const unauthorized = (detail = 'Sign in to continue.', invalidToken = false): ApiError =>
  new ApiError(401, {
    detail,
    headers: { 'WWW-Authenticate': invalidToken ? 'Bearer error="invalid_token"' : 'Bearer' },
  });
export const forbidden = (detail?: string): ApiError => new ApiError(403, { detail });
export const notFound = (detail?: string): ApiError => new ApiError(404, { detail });
export const conflict = (detail?: string): ApiError => new ApiError(409, { detail });

/** zod issues as field errors: `field` is the dot path into the body ('' for the body itself). */
export function zodToProblemErrors(error: ZodError): ProblemError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

export function problemBody(status: number, options: ApiErrorOptions = {}): Problem {
  const title = options.title ?? titleFor(status);
  const body: Problem = { type: 'about:blank', title, status, message: options.detail ?? title };
  if (options.detail !== undefined) body.detail = options.detail;
  if (options.errors !== undefined) body.errors = options.errors;
  return body;
}

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  headers?: unknown;
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number beyond its column's range, a NUL, a malformed
 * value) are bad input that a schema let through: the client's fault (400), though still reported, since the
 * schema should have named the field.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && error instanceof Error;
}

/** What a socket reports when its client has gone: closed mid-answer, reset, or written to after it left. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/** True when an error only says the client left (an open live stream, a download): not a server fault. */
export function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE.has(code);
}

function toProblem(error: unknown): { status: number; problem: Problem; headers: Record<string, string> } {
  if (error instanceof ApiError) {
    return { status: error.status, problem: problemBody(error.status, error), headers: error.headers };
  }
  if (error instanceof ZodError) {
    const errors = zodToProblemErrors(error);
    return { status: 400, problem: problemBody(400, { errors, detail: errors[0]?.message }), headers: {} };
  }
  if (isDataException(error)) {
    const detail = 'A value is out of range or not valid for its field.';
    return { status: 400, problem: problemBody(400, { detail }), headers: {} };
  }
  // http-errors from Koa, the router and the body parser: their message is safe only when `expose` is set.
  const httpError = (error ?? {}) as HttpLikeError;
  const rawStatus = httpError.status ?? httpError.statusCode;
  const status = typeof rawStatus === 'number' && rawStatus >= 400 && rawStatus < 600 ? rawStatus : 500;
  const detail =
    status < 500 && httpError.expose === true && typeof httpError.message === 'string'
      ? httpError.message
      : undefined;
  const headers =
    status < 500 && httpError.headers && typeof httpError.headers === 'object'
      ? (httpError.headers as Record<string, string>)
      : {};
  return { status, problem: problemBody(status, { detail }), headers };
}

/** The outermost middleware: turns any thrown error into a problem response and reports server faults. */
export function errorHandler(report: (error: unknown, ctx: Context) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, problem, headers } = toProblem(error);
      // 501 is an unknown method, not a fault of the server: nothing to report.
      if ((status >= 500 && status !== 501) || isDataException(error)) report(error, ctx);
      ctx.status = status;
      ctx.set(headers);
      ctx.type = 'application/problem+json';
      ctx.body = problem;
    }
  };
}
