// The Boxing API through the portal's call wrapper, with the contract's endpoint descriptors: the paths and
// shapes are the ones the API's routes are built from. Failures toast through the api client and resolve
// undefined; the form calls (`…Checked`) return the problem instead, so a form can mark its fields.
import type { RequestOf } from '@lcars/contract';
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
  getCareer,
  getMatchmaking,
  getRanking,
} from '@lcars/contract/boxing';
import { call, type CallOptions } from '../../core/call';
import { problemOf, type CallProblem } from '../../core/problems';

export type Checked<T> = { ok: true; data: T } | { ok: false; problem: CallProblem };

/** A call whose refusal comes back to the form (no toast): its message and field errors. */
async function checked<T>(
  send: (options: Pick<CallOptions<unknown>, 'toastOnError' | 'error'>) => Promise<T | undefined>,
): Promise<Checked<T>> {
  let failure: unknown = null;
  const answer = await send({
    toastOnError: false,
    error: (error) => {
      failure = error;
    },
  });
  if (failure !== null) return { ok: false, problem: await problemOf(failure) };
  return { ok: true, data: answer as T };
}

export const boxingApi = {
  metadata: () => call(getBoxingMetadata, {}),
  fighters: (request: RequestOf<typeof listFighters>) => call(listFighters, { query: request }),
  fighter: (id: number) => call(getFighter, { params: { id } }),
  saveFighter: (fighter: RequestOf<typeof saveFighter>) =>
    checked((options) => call(saveFighter, { body: fighter }, options)),
  deleteFighter: (id: number) => call(deleteFighter, { params: { id } }),
  previewLegacy: (file: RequestOf<typeof previewLegacyFighters>) =>
    checked((options) => call(previewLegacyFighters, { body: file }, options)),
  importLegacy: (file: RequestOf<typeof importLegacyFighters>) =>
    checked((options) => call(importLegacyFighters, { body: file }, options)),
  bouts: (request: RequestOf<typeof listBouts>) => call(listBouts, { query: request }),
  bout: (id: number) => call(getBout, { params: { id } }),
  saveBout: (bout: RequestOf<typeof saveBout>) =>
    checked((options) => call(saveBout, { body: bout }, options)),
  fight: (id: number) => call(fightBout, { params: { id } }),
  ranking: (request: RequestOf<typeof getRanking>) => call(getRanking, { query: request }),
  matchmaking: (id: number, limit: number) => call(getMatchmaking, { params: { id }, query: { limit } }),
  career: (id: number, limit: number) => call(getCareer, { params: { id }, query: { limit } }),
};
