// The Tools API through the portal's call wrapper, with the contract's endpoint descriptors. Failures toast
// through the api client and resolve undefined; the upload and the downloads report their refusal instead.
import { HTTPError } from 'ky';
import type { CallInput, Endpoint, Problem, ResponseOf } from '@lcars/contract';
import {
  cancelToolResult,
  countOfficeCandidates,
  deleteOfficeUpload,
  deleteWordlist,
  getOfficeUpload,
  getToolResult,
  getToolResultFile,
  listToolResults,
  listWordlists,
  resumeToolResult,
  startOfficeSearch,
  unprotectOfficeFile,
  uploadOfficeFile,
  uploadWordlist,
  type CandidateSpecInput,
  type OfficeUpload,
  type Wordlist,
} from '@lcars/contract/tools';
import { GENERIC_API_ERROR } from '../../core/apiErrors';
import { call, send } from '../../core/call';
import { saveFile } from '../../kit/download';

/** What a refused call said, in words for the page. */
export async function problemText(error: unknown): Promise<string> {
  if (!(error instanceof HTTPError)) return GENERIC_API_ERROR;
  try {
    const body = (await error.response.clone().json()) as Partial<Problem>;
    const field = body.errors?.[0]?.message;
    return field ?? body.detail ?? body.message ?? body.title ?? GENERIC_API_ERROR;
  } catch {
    return GENERIC_API_ERROR;
  }
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** Saves bytes the server sent as a download named by its Content-Disposition (or `fallback`). */
function saveDownload(blob: Blob, response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = star ? decodeURIComponent(star) : (plain ?? fallback);
  saveFile(blob, name);
  return name;
}

async function download<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallback: string,
): Promise<Outcome<string>> {
  try {
    const response = await send(endpoint, input, { context: { toastOnError: false } });
    return { ok: true, data: saveDownload(await response.blob(), response, fallback) };
  } catch (error) {
    return { ok: false, message: await problemText(error) };
  }
}

/** A call whose refusal the page shows itself (no toast): the answer, or the refusal in words. */
async function called<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  signal?: AbortSignal,
): Promise<Outcome<ResponseOf<E>>> {
  let failure: unknown = null;
  const answer = await call(endpoint, input, {
    toastOnError: false,
    error: (error) => (failure = error),
    ...(signal && { config: { signal } }),
  });
  return answer ? { ok: true, data: answer } : { ok: false, message: await problemText(failure) };
}

export const toolsApi = {
  /** Uploads a file with its owner's confirmation (the form's "confirm" field); answers its report. */
  upload: async (file: File): Promise<Outcome<OfficeUpload>> => {
    const form = new FormData();
    form.set('confirm', 'mine');
    form.set('file', file, file.name);
    try {
      const response = await send(
        uploadOfficeFile,
        {},
        {
          body: form,
          // A big file on a slow line: longer than the default time-out of a call.
          timeout: 120_000,
          context: { toastOnError: false },
        },
      );
      return { ok: true, data: await response.json() };
    } catch (error) {
      return { ok: false, message: await problemText(error) };
    }
  },
  /** Uploads a word list (text, one word a line); answers it with its count of words. */
  uploadWordlist: async (file: File): Promise<Outcome<Wordlist>> => {
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const response = await send(
        uploadWordlist,
        {},
        { body: form, timeout: 120_000, context: { toastOnError: false } },
      );
      return { ok: true, data: await response.json() };
    } catch (error) {
      return { ok: false, message: await problemText(error) };
    }
  },
  wordlists: () => called(listWordlists, {}),
  removeWordlist: (fileId: number) => called(deleteWordlist, { params: { fileId } }),
  /** A kept upload and its report, to search it again. */
  kept: (fileId: number) => called(getOfficeUpload, { params: { fileId } }),
  /** Deletes an upload now (its owner's choice, or starting over with another file). */
  remove: (fileId: number) => called(deleteOfficeUpload, { params: { fileId } }),
  unprotect: (fileId: number, fallback: string) =>
    download(unprotectOfficeFile, { params: { fileId } }, fallback),
  /** The count of a spec, or why the server refused it (a limit of the spec, named in words). */
  count: (spec: CandidateSpecInput, signal?: AbortSignal) =>
    called(countOfficeCandidates, { body: spec }, signal),
  search: (fileId: number, spec: CandidateSpecInput) =>
    called(startOfficeSearch, { params: { fileId }, body: spec }),
  results: () => call(listToolResults, {}),
  /** One result; the first read after a password was found carries it (then never again). */
  result: (id: number) => call(getToolResult, { params: { id } }, { toastOnError: false }),
  cancel: (id: number) => call(cancelToolResult, { params: { id } }),
  /** Resumes a stopped search from its position; answers the new search. */
  resume: (id: number) => called(resumeToolResult, { params: { id } }),
  copy: (id: number, fallback: string) => download(getToolResultFile, { params: { id } }, fallback),
};
