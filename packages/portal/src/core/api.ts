import ky, { type KyInstance } from 'ky';
import { errorToastOf, warningToastOf } from './apiErrors';
import type { ToastInput } from './stores/toasts';
import { pushToast } from './stores/toasts';
import { createTokenRefresher, type TokenRefresher } from './tokenRefresh';
import { exchangeRefreshToken, heartbeat, requestOf, type ResponseOf } from '@lcars/contract';

/** Every call goes to /api/ with the cookies (the refresh token is an HttpOnly one). */
export const API_PREFIX = '/api/';

/** Per-call switches, passed as ky's `context`: `api.post('auth/token', { context: { toastOnError: false } })`. */
export interface ApiCallContext extends Record<string, unknown> {
  /** Default true; login and the e-mail and user-name changes turn it off: they show their own messages. */
  toastOnError?: boolean;
  /** The auth calls themselves never start a token refresh. */
  skipRefresh?: boolean;
}

export interface ApiClientDeps {
  prefixUrl: string;
  getToken: () => string | null;
  refresher: Pick<TokenRefresher, 'refresh'>;
  toast: (toast: ToastInput) => void;
  fetch?: typeof fetch;
}

const contextOf = (options: { context: Record<string, unknown> }): ApiCallContext => options.context;

const isJson = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('json');

/**
 * The portal's HTTP client: bearer token on every call; a 401 runs the token refresh and retries the
 * call once with the new token; failures toast the product's message (apiErrors.ts) unless the call says
 * `toastOnError: false`; a 200 carrying warning=true toasts its message and still succeeds.
 */
export function createApiClient(deps: ApiClientDeps): KyInstance {
  const setBearer = (request: Request): void => {
    const token = deps.getToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    else request.headers.delete('authorization');
  };

  return ky.create({
    prefixUrl: deps.prefixUrl,
    credentials: 'include',
    headers: { accept: 'application/json' },
    timeout: 30_000,
    // Only the forced retry after a token refresh: ordinary retries are off (no methods qualify).
    retry: { limit: 1, methods: [], statusCodes: [] },
    ...(deps.fetch && { fetch: deps.fetch }),
    hooks: {
      beforeRequest: [(request) => setBearer(request)],
      beforeRetry: [({ request }) => setBearer(request)],
      afterResponse: [
        async (_request, options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0 || contextOf(options).skipRefresh) return;
          if (await deps.refresher.refresh()) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
        async (_request, _options, response) => {
          if (!response.ok || !isJson(response)) return;
          const warning = warningToastOf(await response.json().catch(() => null));
          if (warning) deps.toast(warning);
        },
      ],
      beforeError: [
        async (error, state) => {
          const { response, options } = error;
          // A 401 that was not retried ends in the login flow (or was a sign-in attempt): no toast.
          const unretried401 = response.status === 401 && state.retryCount === 0;
          if (contextOf(options).toastOnError !== false && !unretried401) {
            const body = await response
              .clone()
              .text()
              .catch(() => '');
            deps.toast(
              errorToastOf(
                response.status,
                response.headers.get('content-type'),
                body,
                response.headers.get('x-request-id'),
              ),
            );
          }
          return error;
        },
      ],
    },
  });
}

/** Runs `run` under a Web Lock shared by the browser's tabs, or directly where Web Locks are missing. */
export function withBrowserLock(name: string): <T>(run: () => Promise<T>) => Promise<T> {
  return (run) => {
    const locks = globalThis.navigator?.locks;
    return locks ? (locks.request(name, run) as Promise<Awaited<ReturnType<typeof run>>>) : run();
  };
}

/** A client without hooks for the refresh and the heartbeat themselves (they must not recurse). */
const bare = ky.create({ prefixUrl: API_PREFIX, credentials: 'include', retry: 0, throwHttpErrors: false });

/** A call of a descriptor without a body through the bare client (call.ts's send() goes through `api`). */
const sendBare = (
  endpoint: typeof heartbeat | typeof exchangeRefreshToken,
  headers?: Record<string, string>,
) => {
  const { method, path } = requestOf(endpoint, {});
  return bare(path, { method: method.toLowerCase(), ...(headers && { headers }) });
};

type TokenSource = () => string | null;

interface SessionHooks {
  getToken: TokenSource;
  onRefreshed: (token: string) => void;
  onAbandoned: () => void;
}

let session: SessionHooks = {
  getToken: () => null,
  onRefreshed: () => undefined,
  onAbandoned: () => undefined,
};

/** The session store registers itself here; api.ts never imports the store (no import cycle). */
export function setSessionHooks(hooks: SessionHooks): void {
  session = hooks;
}

/** Kept for callers that only provide the token. */
export function setBearerTokenSource(source: TokenSource): void {
  session = { ...session, getToken: source };
}

const bearerHeaders = (): Record<string, string> => {
  const token = session.getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

export const tokenRefresher = createTokenRefresher({
  async exchange() {
    const response = await sendBare(exchangeRefreshToken);
    // The answer is a login result on a 401 too (reason 5), so it is read whatever the status.
    return isJson(response) ? response.json<ResponseOf<typeof exchangeRefreshToken>>() : null;
  },
  async heartbeat() {
    return (await sendBare(heartbeat, bearerHeaders())).status === 200;
  },
  onRefreshed: (token) => session.onRefreshed(token),
  onAbandoned: () => session.onAbandoned(),
  withLock: withBrowserLock('lcars-token-refresh'),
});

/** The one HTTP client of the portal. Paths are relative: `api.get('app/context/1')`. */
export const api = createApiClient({
  prefixUrl: API_PREFIX,
  getToken: () => session.getToken(),
  refresher: tokenRefresher,
  toast: pushToast,
});
