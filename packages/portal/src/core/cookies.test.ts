import { describe, expect, it } from 'vitest';
import {
  deleteCookie,
  parseCookie,
  readLoginCookie,
  serializeCookie,
  writeLoginCookie,
  type CookieJar,
} from './cookies';

/** A cookie jar that keeps the last value per name and drops expired ones, like a browser. */
function fakeJar(): CookieJar & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    get cookie() {
      return [...raw].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split('; ');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice(8);
      if (expires && Date.parse(expires) <= Date.now()) raw.delete(name);
      else raw.set(name, value);
    },
  };
}

describe('cookies', () => {
  it('expire in 7 days; deleting expires a day ago', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(serializeCookie('login', 'x', 7, now)).toContain('expires=Thu, 08 Jan 2026 00:00:00 GMT');
    expect(serializeCookie('login', '', -1, now)).toContain('expires=Wed, 31 Dec 2025 00:00:00 GMT');
  });

  it('parse one value among several, encoded', () => {
    expect(parseCookie('a=1; login=%7B%22x%22%3A1%7D; b=2', 'login')).toBe('{"x":1}');
    expect(parseCookie('a=1', 'login')).toBeNull();
  });

  it('keep the user name and remember-me flag in the login cookie', () => {
    const jar = fakeJar();
    writeLoginCookie({ userName: 'kirk', rememberMe: true }, jar);
    expect(readLoginCookie(jar)).toEqual({ userName: 'kirk', rememberMe: true });
    writeLoginCookie({ userName: 'kirk', rememberMe: false }, jar);
    expect(readLoginCookie(jar)).toBeNull();
    jar.cookie = 'login=not-json';
    expect(readLoginCookie(jar)).toBeNull();
    deleteCookie('login', jar);
    expect(jar.raw.size).toBe(0);
  });
});
