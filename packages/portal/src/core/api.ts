import ky from 'ky';

type TokenSource = () => string | null;

let bearerToken: TokenSource = () => null;

/** The session store registers where the bearer token comes from; api.ts never imports the store. */
export function setBearerTokenSource(source: TokenSource): void {
  bearerToken = source;
}

/**
 * The one HTTP client of the portal: base path /api/ (platform.md section 7), cookies sent (the refresh
 * token is an HttpOnly cookie), JSON, the session's bearer token on every call. Paths are relative:
 * `api.get('app/context/1')`. The 401 -> refresh -> retry-once hook and error toasts belong in `hooks`.
 */
export const api = ky.create({
  prefixUrl: '/api/',
  credentials: 'include',
  headers: { accept: 'application/json' },
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = bearerToken();
        if (token) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
  },
});
