import { HTTPError, TimeoutError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { requestOf, type CallInput, type Endpoint, type ResponseOf } from '@lcars/contract';
import { api } from './api';
import { errorToastOf, GENERIC_API_ERROR } from './apiErrors';
import { useNetworkStore } from './stores/network';
import { ERROR_TOAST_DURATION, pushToast } from './stores/toasts';

export type Verb = 'get' | 'post' | 'put' | 'delete';

/** The call wrapper's method codes: 1 POST, 2 PUT, 3 DELETE, anything else GET. */
export function verbOfMethodCode(code: number | undefined): Verb {
  return code === 1 ? 'post' : code === 2 ? 'put' : code === 3 ? 'delete' : 'get';
}

/** Options of the call wrapper. Callbacks are optional: the returned promise says the same. */
export interface CallOptions<T> {
  /** JSON body, or a FormData/Blob for uploads (PUT upload type 2: the profile image). */
  data?: unknown;
  /** Extra ky options (search params, headers, signal). */
  config?: Options;
  /** Default true; login and e-mail/user-name changes pass false. */
  toastOnError?: boolean;
  /**
   * Default true: no answer at all (a cut network) is toasted. A caller with another source for the data (an
   * app's copy on the device) passes false and toasts only when it has nothing.
   */
  toastOnNoAnswer?: boolean;
  success?: (result: T) => void;
  error?: (error: unknown) => void;
  finally?: () => void;
}

function bodyOf(data: unknown): Options {
  if (data === undefined) return {};
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams)
    return { body: data };
  return { json: data };
}

/** Reads an answer that may be JSON, text or empty (boolean answers are JSON `true`). */
async function resultOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/**
 * The call wrapper over the api client: a 200 calls `success`; a failure calls `error` after the
 * error toast (HTTP failures are toasted by the client's hooks, network failures and time-outs here);
 * `finally` always runs. Resolves the result, or undefined after a failure, so callers never need a catch.
 */
/** The toast of a call that got no answer (the network is cut, the server is down). */
export function toastNoAnswer(): void {
  pushToast({ type: 'error', title: GENERIC_API_ERROR, duration: ERROR_TOAST_DURATION });
}

/**
 * The toast a failed call shows, for a caller that held it back (toastOnError: false) to look at the failure
 * first: the server's problem for an answer of any status, else that no answer came.
 */
export async function toastFailure(error: unknown): Promise<void> {
  if (!(error instanceof HTTPError)) return toastNoAnswer();
  const { response } = error;
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  pushToast(
    errorToastOf(
      response.status,
      response.headers.get('content-type'),
      body,
      response.headers.get('x-request-id'),
    ),
  );
}

export async function apiCall<T>(
  verb: Verb,
  path: string,
  options: CallOptions<T> = {},
  client: KyInstance = api,
): Promise<T | undefined> {
  const toastOnError = options.toastOnError ?? true;
  try {
    const response = await client(path, {
      method: verb,
      ...bodyOf(options.data),
      ...options.config,
      context: { ...options.config?.context, toastOnError },
    });
    useNetworkStore.getState().setConnected(true);
    const result = await resultOf<T>(response);
    options.success?.(result);
    return result;
  } catch (error) {
    // An answer of any status means the server is there; no answer at all (fetch failed) means it is not.
    useNetworkStore.getState().setConnected(error instanceof HTTPError || error instanceof TimeoutError);
    if (toastOnError && (options.toastOnNoAnswer ?? true) && !(error instanceof HTTPError)) toastNoAnswer();
    console.error(`The api call ${verb.toUpperCase()} ${path} failed.`, error);
    options.error?.(error);
    return undefined;
  } finally {
    options.finally?.();
  }
}

/**
 * One call of a contract descriptor (the portal's only way to the API once every page uses it): the method,
 * the path, the query and the body come from the descriptor and `input`, the answer is typed by the
 * descriptor's response schema. Failures toast and resolve undefined, as `apiCall` does. `options.data`
 * sends a form or a file instead of the descriptor's JSON body (an upload).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions<ResponseOf<E>> = {},
  client: KyInstance = api,
): Promise<ResponseOf<E> | undefined> {
  const request = requestOf(endpoint, input);
  return apiCall<ResponseOf<E>>(
    request.method.toLowerCase() as Verb,
    request.path,
    {
      ...options,
      data: options.data ?? request.body,
      config: {
        ...options.config,
        ...(request.query.length === 0 ? {} : { searchParams: new URLSearchParams(request.query) }),
      },
    },
    client,
  );
}

/**
 * A descriptor's call as the api client's request, for a page that reads the answer or the problem itself
 * (`.json()`, a caught HTTPError): the sign-in pages, the checks as one types. `options` are the client's
 * (its context: toastOnError, skipRefresh).
 */
export function send<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: Options = {},
  client: KyInstance = api,
): ResponsePromise<ResponseOf<E>> {
  const request = requestOf(endpoint, input);
  return client<ResponseOf<E>>(request.path, {
    method: request.method.toLowerCase(),
    ...(request.body === undefined ? {} : { json: request.body }),
    ...(request.query.length === 0 ? {} : { searchParams: new URLSearchParams(request.query) }),
    ...options,
  });
}
