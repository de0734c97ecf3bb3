import { HTTPError } from 'ky';
import type { Problem } from '@lcars/contract';
import { GENERIC_API_ERROR } from './apiErrors';

/** What a refused call said: its message and its field errors by field name. */
export interface CallProblem {
  message: string;
  fields: Record<string, string>;
}

/** Reads the problem body of a refused call (400, 403, 409 ...); anything else gives the generic message. */
export async function problemOf(error: unknown): Promise<CallProblem> {
  if (!(error instanceof HTTPError)) return { message: GENERIC_API_ERROR, fields: {} };
  try {
    const body = (await error.response.clone().json()) as Partial<Problem>;
    const fields: Record<string, string> = {};
    for (const item of body.errors ?? []) fields[item.field] ??= item.message;
    return { message: body.detail ?? body.message ?? body.title ?? GENERIC_API_ERROR, fields };
  } catch {
    return { message: GENERIC_API_ERROR, fields: {} };
  }
}
