// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in
// to an account keeps a signed cookie naming that account and the browser. When it signs in to that account
// again it is a known device: its wrong passwords count against that device alone, it is not held by the
// account's or the address's lock, and its password check runs in a hash lane of its own. A flood from
// unknown browsers, however many addresses it comes from, can then lock out and queue only unknown browsers.
//
// One cookie holds the entries of the last few accounts signed in from the browser (a household's shared
// laptop), each `userId.device.expires.mac`, joined by `~`. The MAC (HMAC-SHA-256 under a key derived from
// the server's token key) makes the entries unforgeable; a device cookie is not a credential: it only decides
// which budget a password guess takes from.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiContext } from '../../http/context.js';
import { REFRESH_COOKIE_PATH } from './refresh.js';

export const DEVICE_COOKIE = 'lcars_device';
/** Accounts remembered per browser: beyond it the least recently signed-in one is forgotten. */
const MAX_ENTRIES = 5;
/** Bounds what is parsed from a cookie a client wrote: far more than MAX_ENTRIES entries need. */
const MAX_COOKIE_LENGTH = 1024;

const keys = new WeakMap<Uint8Array, Buffer>();

/** The key device cookies are signed with, derived from the token key (a new token key drops them all). */
export function deviceCookieKey(jwtKey: Uint8Array): Buffer {
  let key = keys.get(jwtKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtKey, new Uint8Array(0), 'lcars device cookie', 32));
    keys.set(jwtKey, key);
  }
  return key;
}

interface DeviceEntry {
  userId: number;
  device: string;
  /** Seconds since the epoch. */
  expires: number;
  text: string;
}

function mac(key: Buffer, userId: number, device: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${userId}.${device}.${expires}`).digest();
}

/** The entry's fields when its MAC is right and it has not expired; null otherwise. */
function parseEntry(key: Buffer, text: string, nowSeconds: number): DeviceEntry | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [userText = '', device = '', expiresText = '', macText = ''] = parts;
  if (!/^[1-9]\d{0,9}$/.test(userText) || !/^\d{1,12}$/.test(expiresText)) return null;
  if (!/^[A-Za-z0-9_-]{22}$/.test(device)) return null;
  const userId = Number(userText);
  const expires = Number(expiresText);
  if (expires <= nowSeconds) return null;
  const given = Buffer.from(macText, 'base64url');
  const expected = mac(key, userId, device, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, device, expires, text };
}

function entriesOf(key: Buffer, cookie: string | undefined, nowSeconds: number): DeviceEntry[] {
  if (cookie === undefined || cookie === '' || cookie.length > MAX_COOKIE_LENGTH) return [];
  return cookie
    .split('~')
    .slice(0, MAX_ENTRIES)
    .map((text) => parseEntry(key, text, nowSeconds))
    .filter((entry): entry is DeviceEntry => entry !== null);
}

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** The device id this browser's cookie holds for the account, or null (an unknown browser for it). */
export function knownDevice(ctx: ApiContext, key: Buffer, userId: number): string | null {
  const entries = entriesOf(key, ctx.cookies.get(DEVICE_COOKIE), nowInSeconds());
  return entries.find((entry) => entry.userId === userId)?.device ?? null;
}

/**
 * The account of a valid entry of this browser's cookie, if any: sign-in's per-address budget is then that
 * account's instead, so neighbours behind the same address cannot use it up. Keyed by the account, not the
 * device id, which changes at every sign-in: signing in again to one's own account gives no new budget.
 */
export function anyKnownAccount(ctx: ApiContext, key: Buffer): number | null {
  return entriesOf(key, ctx.cookies.get(DEVICE_COOKIE), nowInSeconds())[0]?.userId ?? null;
}

/**
 * After a successful sign-in: the browser's cookie names the account with a fresh device id and expiry (the
 * account's entry first; the others kept). A fresh id each time means a device locked out by wrong
 * passwords starts clean once its owner gets in.
 */
export function rememberDevice(ctx: ApiContext, key: Buffer, userId: number, days: number): void {
  const now = nowInSeconds();
  const expires = now + days * 24 * 60 * 60;
  const device = randomBytes(16).toString('base64url');
  const entry = `${userId}.${device}.${expires}.${mac(key, userId, device, expires).toString('base64url')}`;
  const others = entriesOf(key, ctx.cookies.get(DEVICE_COOKIE), now)
    .filter((kept) => kept.userId !== userId)
    .map((kept) => kept.text);
  ctx.cookies.set(DEVICE_COOKIE, [entry, ...others].slice(0, MAX_ENTRIES).join('~'), {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    // Sent only to the sign-in routes, like the refresh cookie.
    path: REFRESH_COOKIE_PATH,
    overwrite: true,
    maxAge: days * 24 * 60 * 60 * 1000,
  });
}
