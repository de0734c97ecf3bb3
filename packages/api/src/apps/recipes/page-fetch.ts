// Fetching a recipe page for the import from a web address. The server makes the request on the user's
// behalf, so the user must not be able to make it reach what only the server can reach (the database, an
// admin page on the home network, a cloud's metadata service at 169.254.169.254):
//
// - only http and https; every address the host name resolves to must be a public unicast one (ipaddr.js
//   names the ranges: private, loopback, link-local, unique local, carrier-grade NAT, multicast, the
//   IPv4-in-IPv6 forms of all of them, ...), unless the administrator allows the host by name;
// - the connection goes to the very address that was checked (the request's own lookup answers with it), so a
//   second DNS answer cannot swap in another one;
// - each redirect is a new request checked the same way, 5 at most;
// - the whole fetch has one deadline, and the body a byte bound: the first byte past it ends the download.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ApiError, badRequest } from '../../http/errors.js';
import type { RecipeFetchConfig } from '../../config.js';

/** Redirects followed before the fetch gives up (browsers allow 20; a recipe page needs one or two). */
export const MAX_REDIRECTS = 5;

/** What the import reads: a page's HTML, or the JSON-LD itself. */
const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'application/ld+json', 'application/json'];

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The import's field: every refusal names it, in words the user can act on. */
const refused = (message: string): ApiError => badRequest([{ field: 'url', message }]);

/** A public unicast address: what the internet routes, none of the special ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so the IPv4 ranges apply to it.
  return ipaddr.process(address).range() === 'unicast';
}

interface CheckedHost {
  address: string;
  family: 4 | 6;
}

/** The host's first address, once every address it has is one the fetch may reach. */
async function checkedHost(url: URL, config: RecipeFetchConfig): Promise<CheckedHost> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const allowed = config.allowHosts.includes(hostname);
  const addresses = ipaddr.isValid(hostname)
    ? [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }]
    : await lookup(hostname, { all: true, verbatim: true }).catch(() => {
        throw refused(`The host ${hostname} was not found.`);
      });
  const first = addresses[0];
  if (first === undefined) throw refused(`The host ${hostname} was not found.`);
  if (!allowed && !addresses.every((found) => isPublicAddress(found.address))) {
    throw refused(
      `${hostname} is a private, local or reserved address, which the import does not fetch. An administrator can allow the host.`,
    );
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A lookup that answers with the checked address only: the socket connects where the check looked. */
function pinnedLookup({ address, family }: CheckedHost): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer | null;
}

/** One request to a checked address; the body is read only for a page (not a redirect or an error). */
function requestOnce(
  url: URL,
  host: CheckedHost,
  config: RecipeFetchConfig,
  signal: AbortSignal,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(host),
        signal,
        headers: {
          'User-Agent': 'LCARS-portal recipe import',
          Accept: 'text/html, application/ld+json;q=0.9, application/json;q=0.8',
          // Compressed bodies would need their inflated size bounded as well: plain text keeps one bound.
          'Accept-Encoding': 'identity',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = (response.headers['content-type'] ?? '').toLowerCase();
        const answer = { status, location: response.headers.location, contentType };
        if (REDIRECTS.has(status) || status < 200 || status >= 300) {
          response.resume();
          resolve({ ...answer, body: null });
          return;
        }
        const tooLarge = (): ApiError =>
          new ApiError(413, {
            detail: `The page is larger than ${Math.round(config.maxBytes / 1024)} KB.`,
            errors: [{ field: 'url', message: 'The page is too large to import.' }],
          });
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > config.maxBytes) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > config.maxBytes) {
            response.destroy();
            reject(tooLarge());
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The text of a body, in the charset its Content-Type names (UTF-8 when none or an unknown one). */
function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset="?([\w-]{1,40})/.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function parseAddress(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw refused('This is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused('Only http and https addresses can be imported.');
  }
  if (url.username !== '' || url.password !== '') throw refused('The address may not carry a user name.');
  return url;
}

/** Page fetches one user may have running at once: each may hold a socket until the deadline. */
export const FETCHES_PER_USER = 2;
const running = new Map<number, number>();

/**
 * Runs a user's fetch, or answers 429 while they already have FETCHES_PER_USER running: the paste import is
 * bounded by its body, a fetch by its time, and a user's parallel fetches would multiply that time.
 */
export async function withFetchSlot<T>(userId: number, task: () => Promise<T>): Promise<T> {
  const count = running.get(userId) ?? 0;
  if (count >= FETCHES_PER_USER) {
    throw new ApiError(429, {
      detail: `At most ${FETCHES_PER_USER} pages are fetched for you at once. Try again in a moment.`,
      headers: { 'Retry-After': '5' },
    });
  }
  running.set(userId, count + 1);
  try {
    return await task();
  } finally {
    const left = (running.get(userId) ?? 1) - 1;
    if (left === 0) running.delete(userId);
    else running.set(userId, left);
  }
}

/**
 * The text of the page at `address` (HTML or JSON-LD), following up to 5 redirects, each checked as the first
 * address is. Refusals are 400s naming `url`; a page past the byte bound is a 413.
 */
export async function fetchRecipePage(address: string, config: RecipeFetchConfig): Promise<string> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const deadline = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
  });
  deadline.catch(() => undefined);
  const seconds = Math.round(config.timeoutMs / 100) / 10;
  try {
    let url = parseAddress(address);
    for (let redirects = 0; ; redirects += 1) {
      // The lookup takes no signal: the race ends the wait at the deadline all the same.
      const host = await Promise.race([checkedHost(url, config), deadline]);
      const answer = await Promise.race([requestOnce(url, host, config, signal), deadline]);
      if (REDIRECTS.has(answer.status) && answer.location !== undefined) {
        if (redirects >= MAX_REDIRECTS) throw refused(`The page redirects more than ${MAX_REDIRECTS} times.`);
        url = parseAddress(answer.location, url);
        continue;
      }
      if (answer.body === null) throw refused(`The page answered ${answer.status}.`);
      const type = answer.contentType.split(';')[0]?.trim() ?? '';
      if (!PAGE_TYPES.includes(type)) {
        throw refused(`The address holds ${type === '' ? 'no stated type' : type}, not a web page.`);
      }
      return decodeBody(answer.body, answer.contentType);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal.aborted) throw refused(`The page did not load within ${seconds} s.`);
    throw refused(`The page could not be fetched (${(error as NodeJS.ErrnoException).code ?? 'no answer'}).`);
  }
}
