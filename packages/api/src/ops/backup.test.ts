// Backup and restore under load, on both databases and across them: a loop keeps writing (repository records
// with a sensitive value, profile pictures that replace each other and so release stored files) while the
// backup runs. After a restore, a server started on the target has every write acknowledged before the backup
// began, every stored file hashes right, sensitive values reveal with the restored keys, and the file check
// finds nothing. A corrupted archive fails verify naming its entry; a non-empty target is refused.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../../test/postgres.js';
import {
  keptCategoryMonths,
  keptPayeeMonths,
  recomputedCategoryMonths,
  recomputedPayeeMonths,
} from '../../test/money-totals.js';
import {
  createTestDatabase,
  startTestServer,
  testConfig,
  type DatabaseKind,
  type TestDatabase,
  type TestServer,
} from '../../test/server.js';
import { DEMO_REPO_TITLE } from '../apps/repo/demo.js';
import { openArchive } from './archive.js';
import { backup } from './backup.js';
import { ArchiveError, restore, verify } from './restore.js';

const PASSPHRASE = 'a passphrase for the backup tests';
const DEMO_SECRET = 'X8234-5561-09';
const hasPostgres = (await postgresAdminUrl()) !== null;
if (!hasPostgres) console.log('PostgreSQL does not answer at 127.0.0.1:5432: its backup tests are skipped.');

interface Written {
  repoId: number;
  fieldId: number;
  recordId: number;
  value: string;
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function startOn(database: TestDatabase): Promise<TestServer> {
  const server = await startTestServer({ database });
  cleanup.push(() => server.close());
  return server;
}

async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  cleanup.push(() => database.drop());
  return database;
}

/** A vault of the admin's with one sensitive field. */
async function makeVault(api: TestServer, token: string): Promise<{ repoId: number; fieldId: number }> {
  const response = await api.request
    .post('/api/tools/repo')
    .set(auth(token))
    .send({
      title: 'Backup vault',
      repoFields: [{ id: -1, title: 'Password', order: 0, isSensitiveInformationField: true }],
    });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const repo = (response.body as { result: { id: number; repoFields: { id: number }[] } }).result;
  return { repoId: repo.id, fieldId: repo.repoFields[0]!.id };
}

/**
 * Writes until stopped (at most 400 writes, loopback only): a record with a sensitive value each turn, and a new
 * profile picture every third turn, which releases the previous picture's stored file.
 */
function writeLoop(api: TestServer, token: string, vault: { repoId: number; fieldId: number }) {
  const acknowledged: Written[] = [];
  let stopped = false;
  const done = (async () => {
    const adminId = Number(
      (await api.db('users').where({ user_name: 'admin' }).first<{ id: number }>('id')).id,
    );
    for (let turn = 0; turn < 400 && !stopped; turn++) {
      const value = `secret-${turn}-${Math.random().toString(36).slice(2)}`;
      const response = await api.request
        .put(`/api/tools/repo/${vault.repoId}/entry/0/update`)
        .set(auth(token))
        .send({ id: 0, repoId: vault.repoId, recValue: { fieldId: vault.fieldId, secValue: value } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      acknowledged.push({
        ...vault,
        recordId: (response.body as { result: { id: number } }).result.id,
        value,
      });
      if (turn % 3 === 0) {
        const picture = await sharp({
          create: { width: 4, height: 4, channels: 3, background: { r: turn % 256, g: 7, b: 9 } },
        })
          .png()
          .toBuffer();
        const put = await api.request
          .put(`/api/profile/${adminId}/image`)
          .set(auth(token))
          .set('Content-Type', 'image/png')
          .send(picture);
        expect(put.status, JSON.stringify(put.body)).toBe(200);
      }
    }
  })();
  let failure: Error | undefined;
  done.catch((error: unknown) => (failure = error instanceof Error ? error : new Error(String(error))));
  return {
    acknowledged,
    /** Resolves once `count` writes are acknowledged; throws the loop's failure, if it failed. */
    async reached(count: number) {
      while (acknowledged.length < count) {
        if (failure !== undefined) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

interface Taken {
  file: string;
  /** Writes acknowledged before the backup began. */
  before: Written[];
  /** sha256 of every stored file that existed before the load began (the demo's). */
  demoFiles: Map<number, string>;
  vault: { repoId: number; fieldId: number };
}

/** Starts a server with demo content on the database, writes under load, and backs it up meanwhile. */
async function backUpUnderLoad(api: TestServer, file: string): Promise<Taken> {
  const token = await api.login('admin', api.adminPassword);
  const vault = await makeVault(api, token);
  const demoFiles = new Map(
    (await api.db('stored_files').select<{ id: number; sha256: string }[]>('id', 'sha256')).map((row) => [
      row.id,
      row.sha256,
    ]),
  );
  const load = writeLoop(api, token, vault);
  await load.reached(10);
  const before = [...load.acknowledged];
  try {
    await backup(api.config, file, PASSPHRASE);
  } finally {
    await load.stop();
  }
  // The loop went on during the backup: the test is only worth something if it did.
  expect(load.acknowledged.length).toBeGreaterThan(before.length);
  return { file, before, demoFiles, vault };
}

/** Restores into a fresh database of that kind and checks a server started on it. */
async function restoreAndCheck(taken: Taken, kind: DatabaseKind): Promise<TestServer> {
  const database = await freshDatabase(kind);
  await restore(testConfig(database), taken.file, { passphrase: PASSPHRASE });
  const api = await startOn(database);

  const admin = await api.login('admin', api.adminPassword);
  for (const written of taken.before) {
    const revealed = await api.request
      .post(`/api/tools/repo/${written.repoId}/entry/${written.recordId}`)
      .set(auth(admin))
      .send({ fieldId: written.fieldId, purpose: 'reveal' });
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    expect((revealed.body as { result: { secValue: string } }).result.secValue).toBe(written.value);
  }

  const demo = await api.login('demo', api.demoPassword!);
  const repos = (await api.request.get('/api/tools/repo/list').set(auth(demo))).body as {
    id: number;
    title: string;
    repoFields: { id: number; title: string }[];
  }[];
  const demoRepo = repos.find((repo) => repo.title === DEMO_REPO_TITLE)!;
  const entries = await api.request
    .post(`/api/tools/repo/${demoRepo.id}/entries`)
    .set(auth(demo))
    .send({ page: 1, itemsPerPage: 10 });
  const records = (entries.body as { result: { records: { id: number }[] } }).result.records;
  const numberField = demoRepo.repoFields.find((field) => field.title === 'Number')!;
  const revealed = await api.request
    .post(`/api/tools/repo/${demoRepo.id}/entry/${records[0]!.id}`)
    .set(auth(demo))
    .send({ fieldId: numberField.id, purpose: 'reveal' });
  expect((revealed.body as { result: { secValue: string } }).result.secValue).toBe(DEMO_SECRET);

  const stored = await api.db('stored_files').select<{ id: number; sha256: string }[]>('id', 'sha256');
  const restored = new Map(stored.map((row) => [row.id, row.sha256]));
  for (const [id, sha256] of taken.demoFiles) expect(restored.get(id)).toBe(sha256);
  for (const row of stored) {
    const hash = createHash('sha256');
    for await (const chunk of await api.server.files.openStream((await api.server.files.get(row.id))!))
      hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(row.sha256);
  }

  const check = await api.server.files.check();
  expect(check).toMatchObject({
    orphaned: [],
    missing: [],
    miscounted: [],
    temporary: 0,
    unreferenced: [],
    miscountedFiles: [],
  });
  expect(check.files).toBe(stored.length);

  // Money's category totals are left out of the archive: the restore's inserts derived them again.
  const totals = await keptCategoryMonths(api.db);
  expect(totals.length).toBeGreaterThan(0);
  expect(totals).toEqual(await recomputedCategoryMonths(api.db));
  expect(await keptPayeeMonths(api.db)).toEqual(await recomputedPayeeMonths(api.db));
  return api;
}

describe('lcars-server backup and restore', () => {
  it('backs up SQLite under load, verifies, restores into SQLite; refuses a non-empty target', async () => {
    const source = await startOn(await freshDatabase('sqlite'));
    const file = path.join(source.config.dataDir, 'sqlite.zip');
    const taken = await backUpUnderLoad(source, file);
    const { manifest, keys } = await verify(file, PASSPHRASE);
    expect(manifest.database).toBe('sqlite');
    expect(manifest.files.count).toBeGreaterThan(0);
    expect(keys?.field.length).toBeGreaterThan(0);
    const target = await restoreAndCheck(taken, 'sqlite');
    await expect(restore(target.config, file, { passphrase: PASSPHRASE })).rejects.toThrow(/not empty/);
    // --force empties it (full-text tables and all) and restores again.
    await target.close();
    await restore(target.config, file, { passphrase: PASSPHRASE, force: true });
    const again = await startOn(target.database);
    expect((await again.server.files.check()).missing).toEqual([]);
    const records = await again.db('repo_records').where({ repo_id: taken.vault.repoId }).count({ n: '*' });
    expect(Number(records[0]!.n)).toBeGreaterThanOrEqual(taken.before.length);
    await expect(verify(file, 'not the passphrase at all')).rejects.toThrow(/do not open/);
  }, 180_000);

  it('names the entry that a corrupted archive fails on', async () => {
    const source = await startOn(await freshDatabase('sqlite'));
    const file = path.join(source.config.dataDir, 'whole.zip');
    await backup(source.config, file, PASSPHRASE);
    const archive = await openArchive(file);
    const entry = archive.names.find((name) => name.startsWith('files/'))!;
    const content = await archive.read(entry);
    archive.close();
    const bytes = readFileSync(file);
    // Stored files are kept as they are (not compressed), so their bytes are found in the archive.
    const at = bytes.indexOf(content) + Math.floor(content.length / 2);
    bytes[at] = bytes[at]! ^ 0xff;
    const broken = path.join(source.config.dataDir, 'broken.zip');
    writeFileSync(broken, bytes);
    const failure = await verify(broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ArchiveError);
    expect((failure as Error).message).toContain(entry);
  }, 120_000);

  describe.skipIf(!hasPostgres)('with PostgreSQL', () => {
    it('backs up PostgreSQL under load and restores it into PostgreSQL', async () => {
      const source = await startOn(await freshDatabase('postgres'));
      const file = path.join(source.config.dataDir, 'pg.zip');
      const taken = await backUpUnderLoad(source, file);
      expect((await verify(file)).manifest.database).toBe('pg');
      await restoreAndCheck(taken, 'postgres');
    }, 180_000);

    it('moves SQLite to PostgreSQL and back', async () => {
      const source = await startOn(await freshDatabase('sqlite'));
      const first = path.join(source.config.dataDir, 'from-sqlite.zip');
      const taken = await backUpUnderLoad(source, first);
      const onPostgres = await restoreAndCheck(taken, 'postgres');
      const second = path.join(onPostgres.config.dataDir, 'from-postgres.zip');
      await backup(onPostgres.config, second, PASSPHRASE);
      await restoreAndCheck({ ...taken, file: second }, 'sqlite');
    }, 240_000);
  });
});
