// JSON request bodies, bounded per route: a size limit (413) and a nesting depth (400), checked on the text
// before JSON.parse builds anything, and no NUL character anywhere in the input (400 naming the field; a
// NUL is never valid text here, and PostgreSQL refuses it). Path segments and query values get the NUL
// check too (rejectNul), before any handler reads them.
import type { Context } from 'koa';
import parse from 'co-body';
import { ApiError, badRequest } from './errors.js';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (readJsonBody), {} when the request carried none. */
    body?: unknown;
  }
}

export interface BodyLimits {
  /** Largest body in bytes (decoded). */
  bytes: number;
  /** Deepest nesting of arrays and objects. */
  depth: number;
}

/** 1 MiB and 32 levels: far above any form of the portal, far below what stalls the server. */
export const DEFAULT_BODY_LIMITS: BodyLimits = { bytes: 1024 * 1024, depth: 32 };

/** The deepest nesting of a JSON text (brackets outside strings), stopping early past `limit`. */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** The dot path of the first string (value or key) holding a NUL, or null. Iterative: no recursion limit. */
export function nulPath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\0')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (key.includes('\0')) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** 400 naming the field when a value of `input` (params, query, body) holds a NUL. */
export function rejectNul(input: unknown, prefix = ''): void {
  const path = nulPath(input);
  if (path === null) return;
  const field = prefix === '' ? path : path === '' ? prefix : `${prefix}.${path}`;
  throw badRequest([{ field, message: `${field || 'The body'} must not contain a NUL character.` }]);
}

/** Reads and parses a JSON body within the limits; other content types leave the body empty ({}). */
export async function readJsonBody(ctx: Context, limits: BodyLimits): Promise<void> {
  if (ctx.request.body !== undefined) return;
  if (!ctx.is('json')) {
    ctx.request.body = {};
    return;
  }
  let text: string;
  try {
    text = (await parse.text(ctx, { limit: limits.bytes, encoding: 'utf-8' })) as string;
  } catch (error) {
    if ((error as { status?: unknown }).status === 413) {
      throw new ApiError(413, { detail: `The body is larger than ${limits.bytes} bytes.` });
    }
    throw error;
  }
  if (text.trim() === '') {
    ctx.request.body = {};
    return;
  }
  if (jsonDepth(text, limits.depth) > limits.depth) {
    throw badRequest([
      { field: '', message: `The body is nested deeper than ${limits.depth} levels of arrays and objects.` },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, { detail: 'The body is not valid JSON.' });
  }
  // Only a text that spells one out can hold a NUL (a raw NUL is invalid JSON): skip the walk otherwise.
  if (text.includes('\\u0000')) rejectNul(body);
  ctx.request.body = body;
}
