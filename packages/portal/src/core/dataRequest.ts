import { apiCall, type Verb } from './call';
import { fetchLastModified, isLocalCopyFresh } from './offline/freshness';
import { localTable, type LocalTable, type OfflineTableName, type RecordKey } from './offline/tables';
import { useOfflineStore } from './stores/offline';
import { ERROR_TOAST_DURATION, pushToast } from './stores/toasts';

/** The product's message, word for word. */
export const OFFLINE_COMMIT_MESSAGE = 'Offline commit is not implemented.';
export const UNSUPPORTED_REQUEST_MESSAGE = 'Unsupported request type';

export type RequestType = 'retrieve' | 'commit';

/** The data-request variant of the call wrapper. */
export interface DataRequest<T extends object> {
  requestType: RequestType;
  /** The api path, relative to /api/. */
  path: string;
  /** The offline table holding this data; without one the request is api-only. */
  table?: OfflineTableName;
  /** The record asked for (or saved); lists leave it out. */
  requestId?: RecordKey;
  /** The answer is a list of records (stored one by one under `key`). */
  list?: boolean;
  /** The records' key field; default 'id'. */
  key?: string;
  /** The data name of the freshness check `data/last/{keyword}/{requestId}`; without it, no check. */
  keyword?: string;
  /** Ask the server even when the local copy is fresh. */
  force?: boolean;
  /** Never read or write the local store. */
  apiOnly?: boolean;
  /** Never ask the server: read (or save) the local store only. */
  localDatabaseOnly?: boolean;
  /** Keeps only the list records it accepts (applied to local and server answers alike). */
  filter?: (record: T) => boolean;
  /** Body of a commit. */
  data?: unknown;
  /** Default GET for retrieve, POST for commit. */
  verb?: Verb;
  toastOnError?: boolean;
}

export type DataAnswer<T extends object> = T | T[] | undefined;

export interface DataRequestDeps {
  isOffline: () => boolean;
  call: <R>(
    verb: Verb,
    path: string,
    options: { data?: unknown; toastOnError?: boolean },
  ) => Promise<R | undefined>;
  table: <T extends object>(name: OfflineTableName) => LocalTable<T>;
  lastModified: (dataName: string, id: RecordKey) => Promise<string | null>;
}

const defaultDeps: DataRequestDeps = {
  isOffline: () => useOfflineStore.getState().isOffline,
  call: (verb, path, options) => apiCall(verb, path, options),
  table: localTable,
  lastModified: fetchLastModified,
};

const keyOf = (record: object, key: string): RecordKey | undefined => {
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

function applyFilter<T extends object>(answer: DataAnswer<T>, request: DataRequest<T>): DataAnswer<T> {
  return Array.isArray(answer) && request.filter ? answer.filter(request.filter) : answer;
}

/** Reads the local store; failures are logged only. */
async function readLocal<T extends object>(
  request: DataRequest<T>,
  deps: DataRequestDeps,
): Promise<DataAnswer<T>> {
  if (!request.table) return undefined;
  const table = deps.table<T>(request.table);
  try {
    if (request.list) return applyFilter<T>(await table.all(), request);
    return request.requestId === undefined ? undefined : await table.get(request.requestId);
  } catch (error) {
    console.error(`Reading ${request.table} from the local store failed.`, error);
    return undefined;
  }
}

/** Keeps a server answer on the device; failures are logged only. */
async function saveLocal<T extends object>(
  request: DataRequest<T>,
  answer: DataAnswer<T>,
  deps: DataRequestDeps,
): Promise<void> {
  if (!request.table || answer === undefined || typeof answer !== 'object') return;
  const table = deps.table<T>(request.table);
  const key = request.key ?? 'id';
  try {
    if (Array.isArray(answer)) {
      await table.saveMany(answer, key);
      return;
    }
    const id = request.requestId ?? keyOf(answer, key);
    if (id !== undefined) await table.save(id, answer);
  } catch (error) {
    console.error(`Saving ${request.table} to the local store failed.`, error);
  }
}

/** The local copy answers when it exists and the server has not changed the data since it was stored. */
async function freshLocalCopy<T extends object>(
  request: DataRequest<T>,
  deps: DataRequestDeps,
): Promise<DataAnswer<T> | null> {
  if (!request.table || !request.keyword || request.force) return null;
  const local = await readLocal(request, deps);
  const stamps = Array.isArray(local)
    ? local
        .map((record) => record as { modifiedDate?: string })
        .sort((a, b) => (a.modifiedDate ?? '').localeCompare(b.modifiedDate ?? ''))[0]
    : (local as { modifiedDate?: string } | undefined);
  if (!local || (Array.isArray(local) && local.length === 0)) return null;
  const serverTime = await deps.lastModified(request.keyword, request.requestId ?? 'all');
  return isLocalCopyFresh(stamps, serverTime) ? local : null;
}

/** Offline only reads work: changes need the server. */
function offlineRequest<T extends object>(
  request: DataRequest<T>,
  deps: DataRequestDeps,
): Promise<DataAnswer<T>> {
  if (request.requestType === 'retrieve') return readLocal(request, deps);
  if (request.requestType === 'commit') {
    if (request.toastOnError ?? true) {
      pushToast({ type: 'error', title: OFFLINE_COMMIT_MESSAGE, duration: ERROR_TOAST_DURATION });
    }
    return Promise.reject(new Error(OFFLINE_COMMIT_MESSAGE));
  }
  return Promise.reject(new Error(UNSUPPORTED_REQUEST_MESSAGE));
}

/**
 * A data request: offline (or local-database-only) it is served from the local tables; online, a
 * retrieve answers from a fresh local copy when there is one, else from the server, keeping the answer on
 * the device; a commit goes to the server. Rejects only for the offline cases of the spec.
 */
export async function dataRequest<T extends object>(
  request: DataRequest<T>,
  deps: DataRequestDeps = defaultDeps,
): Promise<DataAnswer<T>> {
  if (request.requestType !== 'retrieve' && request.requestType !== 'commit') {
    throw new Error(UNSUPPORTED_REQUEST_MESSAGE);
  }
  if (deps.isOffline()) return offlineRequest(request, deps);
  if (request.localDatabaseOnly) {
    if (request.requestType === 'retrieve') return readLocal(request, deps);
    const record = request.data as T;
    await saveLocal(request, record, deps);
    return record;
  }
  const useLocal = !request.apiOnly;
  if (request.requestType === 'retrieve' && useLocal) {
    const local = await freshLocalCopy(request, deps);
    if (local) return local;
  }
  const verb = request.verb ?? (request.requestType === 'commit' ? 'post' : 'get');
  const answer = await deps.call<T | T[]>(verb, request.path, {
    data: request.data,
    toastOnError: request.toastOnError,
  });
  if (useLocal && request.requestType === 'retrieve') await saveLocal(request, answer, deps);
  return applyFilter(answer, request);
}
