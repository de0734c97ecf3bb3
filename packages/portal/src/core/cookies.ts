/** The auth cookie lives 7 days (10080 minutes); deleting one expires it a day ago. */
export const COOKIE_LIFETIME_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The `login` cookie: the last user name and the remember-me flag. */
export const LOGIN_COOKIE = 'login';

export interface CookieJar {
  get cookie(): string;
  set cookie(value: string);
}

const jar = (): CookieJar | null => globalThis.document ?? null;

/** The Set-Cookie text of a cookie expiring `days` from `now` (negative: already expired). */
export function serializeCookie(name: string, value: string, days: number, now = Date.now()): string {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Strict`;
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function parseCookie(cookies: string, name: string): string | null {
  const wanted = encodeURIComponent(name);
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function readCookie(name: string, cookies: CookieJar | null = jar()): string | null {
  return cookies ? parseCookie(cookies.cookie, name) : null;
}

export function writeCookie(name: string, value: string, cookies: CookieJar | null = jar()): void {
  if (cookies) cookies.cookie = serializeCookie(name, value, COOKIE_LIFETIME_DAYS);
}

export function deleteCookie(name: string, cookies: CookieJar | null = jar()): void {
  if (cookies) cookies.cookie = serializeCookie(name, '', -1);
}

export interface LoginCookie {
  userName: string;
  rememberMe: boolean;
}

/** The remembered user name and remember-me flag; null when none (or unreadable). */
export function readLoginCookie(cookies: CookieJar | null = jar()): LoginCookie | null {
  const raw = readCookie(LOGIN_COOKIE, cookies);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LoginCookie>;
    return typeof parsed.userName === 'string'
      ? { userName: parsed.userName, rememberMe: parsed.rememberMe === true }
      : null;
  } catch {
    return null;
  }
}

/** Remembers the user name only when the user asked to be remembered; otherwise forgets it. */
export function writeLoginCookie(login: LoginCookie, cookies: CookieJar | null = jar()): void {
  if (login.rememberMe) writeCookie(LOGIN_COOKIE, JSON.stringify(login), cookies);
  else deleteCookie(LOGIN_COOKIE, cookies);
}
