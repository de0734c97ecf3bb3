// The consumption folder: files dropped in `<folder>/<user name>/` become that user's scans, one file per user
// a round (fair), the file removed once stored; hostile entries (a link to a system file, a folder named for
// nobody, a user without Scanner Edit, a file of another type, a TIFF bomb) are left alone or set aside.
import { mkdtemp, mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScanPageList } from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { greyTiff, textPdf } from '../../../test/scan-documents.js';
import { consumeRound, startConsuming } from './consume.js';

describeEachDatabase('scanner consumption folder', (kind) => {
  let api: TestServer;
  let dir: string;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lcars-consume-'));
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_JOB_WORKERS: '1',
        PORTAL_SCANNER_CONSUME_DIR: dir,
        // The server's own watcher stays out of the way: the tests run the rounds.
        PORTAL_SCANNER_CONSUME_EVERY_MS: String(24 * 60 * 60_000),
      },
    });
    await addUser('ada', ['Member']);
    await addUser('bob', ['Member']);
    await addUser('eve', []);
    for (const user of ['ada', 'bob', 'eve', 'nobody']) await mkdir(path.join(dir, user));
  });
  afterAll(async () => {
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const titles = async (user: string): Promise<string[]> =>
    ((await api.request.get('/api/scanner/list/1/100').set(as(user))).body as ScanPageList).records
      .map((scan) => scan.title)
      .sort();
  const old = async (file: string): Promise<void> => {
    const then = new Date(Date.now() - 60_000);
    await utimes(file, then, then);
  };

  it('takes one file per user a round, makes each a scan of its folder’s user, and removes it', async () => {
    const pdf = await textPdf([['Bank letter']]);
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) {
      await writeFile(path.join(dir, 'ada', name), pdf);
      await old(path.join(dir, 'ada', name));
    }
    await writeFile(path.join(dir, 'bob', 'gas_bill.pdf'), pdf);
    await old(path.join(dir, 'bob', 'gas_bill.pdf'));
    expect(await consumeRound(api.server, dir, 1000)).toBe(2);
    expect(await titles('ada')).toHaveLength(1);
    expect(await titles('bob')).toEqual(['gas bill']);
    expect(await readdir(path.join(dir, 'bob'))).toEqual([]);
    expect(await consumeRound(api.server, dir, 1000)).toBe(1);
    expect(await consumeRound(api.server, dir, 1000)).toBe(1);
    expect(await consumeRound(api.server, dir, 1000)).toBe(0);
    expect(await titles('ada')).toEqual(['one', 'three', 'two']);
    expect(await readdir(path.join(dir, 'ada'))).toEqual([]);
    const list = (await api.request.get('/api/scanner/list/1/100').set(as('bob'))).body as ScanPageList;
    const scan = (await api.request.get(`/api/scanner/scan/${list.records[0]!.id}`).set(as('bob'))).body as {
      originals: { name: string }[];
    };
    expect(scan.originals.map((original) => original.name)).toEqual(['gas_bill.pdf']);
  }, 120_000);

  it('waits for a file still being written', async () => {
    await writeFile(path.join(dir, 'ada', 'fresh.pdf'), await textPdf([['Fresh']]));
    expect(await consumeRound(api.server, dir, 60_000)).toBe(0);
    expect(await readdir(path.join(dir, 'ada'))).toEqual(['fresh.pdf']);
    await rm(path.join(dir, 'ada', 'fresh.pdf'));
  }, 60_000);

  it('leaves links, folders of nobody and users without Scanner Edit alone; sets bad files aside with why', async () => {
    const link = path.join(dir, 'ada', 'passwd.pdf');
    await symlink('/etc/passwd', link);
    for (const user of ['nobody', 'eve']) {
      await writeFile(path.join(dir, user, 'letter.pdf'), await textPdf([['Letter']]));
      await old(path.join(dir, user, 'letter.pdf'));
    }
    await writeFile(path.join(dir, 'bob', 'notes.txt'), 'not a scan');
    await old(path.join(dir, 'bob', 'notes.txt'));
    expect(await consumeRound(api.server, dir, 1000)).toBe(1);
    expect(await readdir(path.join(dir, 'ada'))).toEqual(['passwd.pdf']);
    expect(await readdir(path.join(dir, 'nobody'))).toEqual(['letter.pdf']);
    expect(await readdir(path.join(dir, 'eve'))).toEqual(['letter.pdf']);
    expect((await readdir(path.join(dir, 'bob', 'failed'))).sort()).toEqual(['notes.txt', 'notes.txt.txt']);
    expect(await readFile(path.join(dir, 'bob', 'failed', 'notes.txt.txt'), 'utf8')).toMatch(
      /type|JPEG|PDF/i,
    );

    await writeFile(
      path.join(dir, 'bob', 'bomb.tif'),
      greyTiff([{ width: 60_000, height: 60_000, dataBytes: 16 }]),
    );
    await old(path.join(dir, 'bob', 'bomb.tif'));
    expect(await consumeRound(api.server, dir, 1000)).toBe(1);
    expect(await readFile(path.join(dir, 'bob', 'failed', 'bomb.tif.txt'), 'utf8')).toMatch(
      /60000 x 60000 pixels/,
    );
    expect(await titles('bob')).toEqual(['gas bill']);
    await rm(link);
  }, 60_000);

  it('watches the folder while the server runs', async () => {
    const watcher = startConsuming({
      ...api.server,
      config: {
        ...api.server.config,
        scanner: { ...api.server.config.scanner, consumeDir: dir, consumeEveryMs: 100, consumeSettleMs: 0 },
      },
    });
    try {
      await writeFile(path.join(dir, 'bob', 'watched.pdf'), await textPdf([['Watched']]));
      await expect.poll(() => titles('bob'), { timeout: 20_000 }).toEqual(['gas bill', 'watched']);
    } finally {
      await watcher.stop();
    }
  }, 60_000);
});
