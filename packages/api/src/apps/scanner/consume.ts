// The consumption folder (PORTAL_SCANNER_CONSUME_DIR): a network scanner's "scan to folder" drops files into
// `<folder>/<user name>/`, and each becomes a scan of that user, its pages recognised in the background, the
// file removed once the scan is stored. A file is taken once it has stopped changing (the scanner may still be
// writing it), and claimed by renaming it first, so two servers watching the same folder never take it twice.
// Fair and bounded: each round takes at most one file per user, in turn, so one user's thousand pages never
// hold back another's letter; a file past the size limit, of a type the Scanner does not read, or that fails
// (too many pages, broken) is moved to `failed/` beside a `.txt` saying why, and nothing is retried forever.
// Symbolic links, folders and hidden files are left alone: only regular files the folder's owner put there.
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SCANNER_LIMITS } from '@lcars/contract/scanner';
import { ApiError } from '../../http/errors.js';
import { claimAccessMet } from '../../http/routes.js';
import { loadSessionClaims } from '../../platform/users/service.js';
import type { ServerContext } from '../../server-context.js';
import { scanPageKind } from './rows.js';
import { createScanFromFile } from './writes.js';

/** Users looked at in one round: a folder of thousands of user folders is read a part at a time. */
const USERS_PER_ROUND = 200;
const FAILED = 'failed';
const CLAIMED = '.consuming-';

interface Candidate {
  userId: number;
  folder: string;
  name: string;
}

const titleOf = (name: string): string =>
  name
    .replace(/\.[^.]*$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
    .slice(0, SCANNER_LIMITS.title)
    .trim() || 'Scan';

/** The user a folder is named for, when they may scan (an account that is not disabled, holding Scanner Edit). */
async function ownerOf(server: ServerContext, folder: string): Promise<number | undefined> {
  const user = await server
    .db('users')
    .whereRaw('lower(user_name) = ?', [folder.toLowerCase()])
    .first<{ id: number; disabled: boolean | number } | undefined>('id', 'disabled');
  if (!user || Boolean(user.disabled)) return undefined;
  const claims = await loadSessionClaims(server.db, user.id);
  return claimAccessMet({ kind: 'claim', type: 'Scanner', value: 'Edit' }, claims) ? user.id : undefined;
}

/** The oldest settled file of a user's folder, if any. */
async function oldestSettled(folder: string, settleMs: number): Promise<string | undefined> {
  let best: { name: string; at: number } | undefined;
  const now = Date.now();
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const stat = await lstat(path.join(folder, entry.name)).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < settleMs) continue;
    if (!best || stat.mtimeMs < best.at) best = { name: entry.name, at: stat.mtimeMs };
  }
  return best?.name;
}

/** Moves a file that cannot become a scan aside, with the reason beside it. */
async function setAside(
  server: ServerContext,
  candidate: Candidate,
  from: string,
  reason: string,
): Promise<void> {
  const failed = path.join(candidate.folder, FAILED);
  await mkdir(failed, { recursive: true });
  const target = path.join(failed, candidate.name);
  await rename(from, target).catch(() => unlink(from).catch(() => undefined));
  await writeFile(`${target}.txt`, `${reason}\n`).catch(() => undefined);
  server.log.info('Scanner: a file of the consumption folder was set aside', { reason });
}

/** Takes one file: claimed, read (never through a link), stored, made a scan, removed. */
async function consume(server: ServerContext, candidate: Candidate): Promise<void> {
  const original = path.join(candidate.folder, candidate.name);
  const claimed = path.join(candidate.folder, `${CLAIMED}${candidate.name}`);
  try {
    await rename(original, claimed);
  } catch {
    return; // another server took it, or it went away
  }
  let bytes: Buffer;
  try {
    const handle = await open(claimed, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new ApiError(400, { detail: 'It is not a regular file.' });
      if (stat.size > SCANNER_LIMITS.fileBytes) {
        throw new ApiError(413, {
          detail: `It is larger than ${SCANNER_LIMITS.fileBytes / (1024 * 1024)} MB.`,
        });
      }
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    const reason = error instanceof ApiError ? (error.detail ?? error.message) : 'It could not be read.';
    await setAside(server, candidate, claimed, reason);
    return;
  }
  try {
    const stored = await server.files.store(Readable.from([bytes]), {
      kind: scanPageKind,
      userId: candidate.userId,
      name: candidate.name,
    });
    await createScanFromFile(
      server,
      candidate.userId,
      { title: titleOf(candidate.name), description: '', tags: [] },
      stored,
      {},
      'From the consumption folder',
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== 429 && error.status < 500) {
      const reason = error.errors?.[0]?.message ?? error.detail ?? error.message;
      await setAside(server, candidate, claimed, reason);
      return;
    }
    // Busy or down (the database, the decoding slots): put it back for a later round.
    await rename(claimed, original).catch(() => undefined);
    throw error;
  }
  await unlink(claimed);
}

/** One round over the folder: at most one file per user, users in turn. Answers how many files it took. */
export async function consumeRound(server: ServerContext, dir: string, settleMs: number): Promise<number> {
  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .slice(0, USERS_PER_ROUND);
  const candidates: Candidate[] = [];
  for (const name of folders) {
    const folder = path.join(dir, name);
    const file = await oldestSettled(folder, settleMs).catch(() => undefined);
    if (file === undefined) continue;
    const userId = await ownerOf(server, name);
    if (userId === undefined) continue;
    candidates.push({ userId, folder, name: file });
  }
  for (const candidate of candidates) await consume(server, candidate);
  return candidates.length;
}

/** Watches the folder while the server runs; stop() waits for the round under way. */
export function startConsuming(server: ServerContext): { stop: () => Promise<void> } {
  const { consumeDir, consumeEveryMs, consumeSettleMs } = server.config.scanner;
  if (consumeDir === undefined) return { stop: () => Promise.resolve() };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = (): void => {
    running = consumeRound(server, consumeDir, consumeSettleMs)
      .then(() => undefined)
      .catch((error: unknown) => server.log.error('Scanner: the consumption folder could not be read', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, consumeEveryMs);
      });
  };
  timer = setTimeout(tick, consumeEveryMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
