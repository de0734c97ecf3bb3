// Keyset cursors (docs/decisions.md, "Recipes and the repository: keyset pages and capped counts"): the
// `nextCursor` of a page is the sort key of its last row, for the next page's `after`. A cursor is signed
// (HMAC-SHA-256 under a key derived from the server's token key) over the list it belongs to: the caller and
// the list's parameters. A cursor edited by hand, made for another user or for another list is a 400 naming the
// field, never a page of something else; what a cursor reaches is still checked against the caller's rights
// when it is used, since the page's query is the caller's own.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { badRequest } from './errors.js';

/** A sort key's parts: text (a title) and numbers (an id, a score). */
export type CursorKey = readonly (string | number)[];

const keys = new WeakMap<Uint8Array, Buffer>();

function cursorKey(jwtKey: Uint8Array): Buffer {
  let key = keys.get(jwtKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtKey, new Uint8Array(0), 'lcars list cursor', 32));
    keys.set(jwtKey, key);
  }
  return key;
}

function mac(jwtKey: Uint8Array, scope: string, payload: string): Buffer {
  // 16 bytes of the MAC: forging one is still 2^128 guesses, and the cursor stays short in an address.
  return createHmac('sha256', cursorKey(jwtKey))
    .update(scope)
    .update('\n')
    .update(payload)
    .digest()
    .subarray(0, 16);
}

/**
 * The cursor of `key` in the list `scope` (who asks and which list, e.g. `recipes|7|false|0|soup`): the key as
 * JSON, base64url, a dot, and the MAC.
 */
export function signCursor(jwtKey: Uint8Array, scope: string, key: CursorKey): string {
  const payload = Buffer.from(JSON.stringify(key)).toString('base64url');
  return `${payload}.${mac(jwtKey, scope, payload).toString('base64url')}`;
}

/**
 * The sort key of a cursor this server gave out for the list `scope`, of the shape `shape` ('s' text, 'n' a
 * finite number); otherwise a 400 naming `field`.
 */
export function readCursor(
  jwtKey: Uint8Array,
  scope: string,
  text: string,
  shape: string,
  field = 'after',
): (string | number)[] {
  const refused = () =>
    badRequest([
      { field, message: 'After is not a cursor of this list: open the list again from its first page.' },
    ]);
  const [payload = '', given = '', ...rest] = text.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,400}$/.test(payload) || !/^[A-Za-z0-9_-]{22}$/.test(given)) {
    throw refused();
  }
  const expected = mac(jwtKey, scope, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) throw refused();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(key) || key.length !== shape.length) throw refused();
  const parts = key as unknown[];
  const fits = [...shape].every((kind, index) => {
    const part = parts[index];
    return kind === 's' ? typeof part === 'string' : typeof part === 'number' && Number.isFinite(part);
  });
  if (!fits) throw refused();
  return parts as (string | number)[];
}
