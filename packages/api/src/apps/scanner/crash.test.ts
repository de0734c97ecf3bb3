// Scans uploaded while the server is killed (-9) again and again (issue 28): every scan the server answered
// 2xx is recognised in the end (its job was queued in the transaction that saved it), and what the kills left
// behind (stored files whose scan was never saved, bytes placed by a transaction that never committed) is
// reported by the check and collected by the sweep, down to nothing.
import { afterAll, expect, it } from 'vitest';
import { demoToken, startChildServer, type ChildServer } from '../../../test/child-server.js';
import {
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  type TestDatabase,
} from '../../../test/server.js';
import { APP_MODULES } from '../index.js';
import { createDb } from '../../db/knex.js';
import { FileStore } from '../../files/store.js';
import { samplePage } from './sample.js';

const ROUNDS = 4;
const UPLOADS = 6;
const DAY = 24 * 3600_000;

interface Saved {
  scanId: number;
  versionId: number;
}

/** One scan of three pages, sent as a form; the saved version, or undefined when the answer was not 2xx. */
async function uploadScan(
  server: ChildServer,
  token: string,
  pages: Buffer[],
  n: number,
): Promise<Saved | undefined> {
  const form = new FormData();
  form.set('title', `Crash test ${n}`);
  for (const [index, page] of pages.entries())
    form.append('file', new Blob([page], { type: 'image/jpeg' }), `p${index}.jpg`);
  try {
    const response = await fetch(`${server.url}/api/scanner/scan`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) return undefined;
    const scan = (await response.json()) as { id: number; versions: { id: number }[] };
    return { scanId: scan.id, versionId: scan.versions[0]!.id };
  } catch {
    // Killed before it answered: not acknowledged, so nothing is owed for it.
    return undefined;
  }
}

describeEachDatabase('scans while the server is killed', (kind) => {
  let database: TestDatabase | undefined;
  const children: ChildServer[] = [];
  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL');
    await database?.drop();
  });

  it('recognises every scan answered 2xx, and the sweep leaves no unreferenced file or blob', async () => {
    database = await createTestDatabase(kind);
    const config = testConfig(database);
    const db = createDb(config.database);
    const env = { PORTAL_JOB_WORKERS: '2', PORTAL_JOB_USER_SHARE: '100' };
    const pages = await Promise.all(
      ['Dilithium', 'Tritanium', 'Duranium'].map((word) =>
        samplePage([`${word} manifest`], { width: 420, height: 220, fontSize: 32 }),
      ),
    );
    const saved: Saved[] = [];
    const ocrStatus = async (versionIds: number[]): Promise<string[]> =>
      versionIds.length === 0
        ? []
        : (
            await db('scan_versions').whereIn('id', versionIds).select<{ ocr_status: string }[]>('ocr_status')
          ).map((row) => row.ocr_status);
    try {
      let n = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startChildServer(database, env);
        children.push(server);
        // The scans of earlier rounds finish first, so that no recognition is cut off twice (a job has one
        // retry; a second cut would fail it, rightly, for lack of attempts).
        await expect
          .poll(
            async () => (await ocrStatus(saved.map((scan) => scan.versionId))).every((s) => s === 'done'),
            {
              timeout: 120_000,
              interval: 250,
            },
          )
          .toBe(true);
        const token = await demoToken(server);
        // One answered for sure (its recognition starts at once, and may be cut off by the kill), then a burst.
        n++;
        const answered = await uploadScan(server, token, [pages[n % 3]!], n);
        expect(answered).toBeDefined();
        saved.push(answered!);
        const uploads = Array.from({ length: UPLOADS }, () => {
          n++;
          return uploadScan(server, token, [pages[n % 3]!, pages[(n + 1) % 3]!, pages[(n + 2) % 3]!], n);
        });
        // Killed while some uploads stream, some pages are made and stored, some scans commit.
        await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 500));
        await server.kill();
        for (const scan of await Promise.all(uploads)) if (scan) saved.push(scan);
      }
      const last = await startChildServer(database, env);
      children.push(last);
      await expect
        .poll(async () => (await ocrStatus(saved.map((scan) => scan.versionId))).every((s) => s === 'done'), {
          timeout: 180_000,
          interval: 250,
        })
        .toBe(true);
      const rows = await db('scans').whereIn(
        'id',
        saved.map((scan) => scan.scanId),
      );
      expect(rows).toHaveLength(saved.length);
      await last.kill();

      // A day later the sweep runs (here, in this process, on the same database and data directory).
      const store = new FileStore(
        db,
        config,
        APP_MODULES.flatMap((module) => module.fileReferences ?? []),
      );
      const later = Date.now() + 2 * DAY;
      const before = await store.check(later);
      const swept = await store.sweep(later);
      const after = await store.check(later);
      console.log(
        `scanner crash test [${kind}]: ${saved.length} of ${n} scans answered 2xx and recognised; left by ${ROUNDS} kills: ` +
          `${before.unreferenced.length} unreferenced files (${before.unreferenced.reduce((sum, file) => sum + file.size, 0)} bytes), ` +
          `${before.orphaned.length} orphaned blobs, ${before.miscountedFiles.length} miscounted files; swept ${JSON.stringify(swept)}`,
      );
      expect(after).toMatchObject({
        unreferenced: [],
        recentUnreferenced: 0,
        miscountedFiles: [],
        orphaned: [],
        missing: [],
        miscounted: [],
      });
      expect(swept.files).toBe(before.unreferenced.length);
      // What stays is what the saved scans use, and it is whole: every page of every saved scan reads back.
      const userId = (await db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
      const pagesOf = await db('scan_pages').whereIn(
        'scan_id',
        saved.map((scan) => scan.scanId),
      );
      for (const page of pagesOf as { image_file_id: number; source_file_id: number }[]) {
        expect((await store.readOwned(userId, page.image_file_id)).length).toBeGreaterThan(0);
        expect((await store.readOwned(userId, page.source_file_id)).length).toBeGreaterThan(0);
      }
    } finally {
      await db.destroy();
    }
  }, 600_000);
});
