// The Boxing API through the portal's call wrapper, with the contract's endpoint descriptors: the paths and
// shapes are the ones the API's routes are built from. Failures toast through the api client and resolve
// undefined; the form calls (`…Checked`) return the problem instead, so a form can mark its fields.
import { pathOf, type RequestOf, type ResponseOf } from '@lcars/contract';
import {
  fightBout,
  getBout,
  getBoxingMetadata,
  getFighter,
  importLegacyFighters,
  listBouts,
  listFighters,
  previewLegacyFighters,
  saveBout,
  saveFighter,
  deleteFighter,
} from '@lcars/contract/boxing';
import { HTTPError } from 'ky';
import type { Problem } from '@lcars/contract';
import { GENERIC_API_ERROR } from '../../core/apiErrors';
import { apiCall } from '../../core/call';

/** What a refused call said: its message and its field errors by field name. */
export interface CallProblem {
  message: string;
  fields: Record<string, string>;
}

/** Reads the problem body of a refused call (400, 403, 409 ...); anything else gives the generic message. */
async function problemOf(error: unknown): Promise<CallProblem> {
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

/** A query string of the defined values. */
function query(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; problem: CallProblem };

/** A call whose refusal comes back to the form (no toast): its message and field errors. */
async function checked<T>(verb: 'post' | 'delete', path: string, data?: unknown): Promise<Checked<T>> {
  let failure: unknown = null;
  const answer = await apiCall<T>(verb, path, {
    data,
    toastOnError: false,
    error: (error) => {
      failure = error;
    },
  });
  if (failure !== null) return { ok: false, problem: await problemOf(failure) };
  return { ok: true, data: answer as T };
}

export const boxingApi = {
  metadata: () => apiCall<ResponseOf<typeof getBoxingMetadata>>('get', pathOf(getBoxingMetadata, {})),
  fighters: (request: RequestOf<typeof listFighters>) =>
    apiCall<ResponseOf<typeof listFighters>>('get', pathOf(listFighters, {}) + query(request ?? {})),
  fighter: (id: number) => apiCall<ResponseOf<typeof getFighter>>('get', pathOf(getFighter, { id })),
  saveFighter: (fighter: RequestOf<typeof saveFighter>) =>
    checked<ResponseOf<typeof saveFighter>>('post', pathOf(saveFighter, {}), fighter),
  deleteFighter: (id: number) =>
    apiCall<ResponseOf<typeof deleteFighter>>('delete', pathOf(deleteFighter, { id })),
  previewLegacy: (file: RequestOf<typeof previewLegacyFighters>) =>
    checked<ResponseOf<typeof previewLegacyFighters>>('post', pathOf(previewLegacyFighters, {}), file),
  importLegacy: (file: RequestOf<typeof importLegacyFighters>) =>
    checked<ResponseOf<typeof importLegacyFighters>>('post', pathOf(importLegacyFighters, {}), file),
  bouts: (request: RequestOf<typeof listBouts>) =>
    apiCall<ResponseOf<typeof listBouts>>('get', pathOf(listBouts, {}) + query(request ?? {})),
  bout: (id: number) => apiCall<ResponseOf<typeof getBout>>('get', pathOf(getBout, { id })),
  saveBout: (bout: RequestOf<typeof saveBout>) =>
    checked<ResponseOf<typeof saveBout>>('post', pathOf(saveBout, {}), bout),
  fight: (id: number) => apiCall<ResponseOf<typeof fightBout>>('post', pathOf(fightBout, { id })),
};
