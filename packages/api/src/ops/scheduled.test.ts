import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BackupStatus } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { verify } from './restore.js';
import { archiveName } from './retention.js';

const PASSPHRASE = 'scheduled-backup-passphrase';

describeEachDatabase('scheduled backups', (kind) => {
  let api: TestServer;
  let dir: string;
  let admin: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lcars-backups-'));
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_BACKUP_DIR: dir,
        PORTAL_BACKUP_PASSPHRASE: PASSPHRASE,
        PORTAL_BACKUP_KEEP_DAILY: '2',
        PORTAL_BACKUP_KEEP_WEEKLY: '1',
      },
    });
    admin = await api.login('admin', api.adminPassword);
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const status = async (): Promise<BackupStatus> =>
    (await api.request.get('/api/admin/backups').set('Authorization', `Bearer ${admin}`).expect(200))
      .body as BackupStatus;

  it('runs a backup on request, records it, keeps what the retention keeps, and shows it in the metrics', async () => {
    const day = 86_400_000;
    const old = [1, 2, 3, 40].map((days) => archiveName(new Date(Date.now() - days * day)));
    for (const name of old) writeFileSync(path.join(dir, name), 'an older archive');
    writeFileSync(path.join(dir, 'operator-notes.txt'), 'not an archive');

    const started = await api.request.post('/api/admin/backups').set('Authorization', `Bearer ${admin}`);
    expect(started.body).toEqual({ queued: true });
    let last = (await status()).runs[0];
    for (let tries = 0; tries < 600 && last?.ok == null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = (await status()).runs[0];
    }
    expect(last).toMatchObject({ ok: true });
    const archive = path.join(dir, last!.file);
    const { manifest, keys } = await verify(archive, PASSPHRASE);
    expect(keys).toBeTruthy();
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThanOrEqual(2);
    // Two days kept (today's new one and yesterday's), then one week before them: 2 and 3 days ago may share a
    // week with yesterday or not, so count rather than name them.
    const left = readdirSync(dir).filter((name) => name.startsWith('lcars-'));
    expect(left).toContain(last!.file);
    expect(left).toContain(old[0]);
    expect(left).not.toContain(old[3]);
    expect(left.length).toBe(3);
    expect(readdirSync(dir)).toContain('operator-notes.txt');
    expect(last!.message).toMatch(/^Deleted \d older archive/);

    const metrics = (await api.request.get('/api/metrics').expect(200)).text;
    const success = /^lcars_backup_last_timestamp_seconds\{result="success"\} (\d+(\.\d+)?)$/m.exec(metrics);
    expect(Number(success?.[1])).toBeGreaterThan(Date.now() / 1000 - 600);
  });

  it('is for administrators only', async () => {
    const demo = await api.login('demo', api.demoPassword ?? '');
    expect((await api.request.get('/api/admin/backups').set('Authorization', `Bearer ${demo}`)).status).toBe(
      403,
    );
    expect((await api.request.post('/api/admin/backups').set('Authorization', `Bearer ${demo}`)).status).toBe(
      403,
    );
  });
});

it('answers 409 for a run now when the server makes no backups, and says so in its status', async () => {
  const api = await startTestServer({ database: 'sqlite' });
  try {
    const admin = await api.login('admin', api.adminPassword);
    const refused = await api.request.post('/api/admin/backups').set('Authorization', `Bearer ${admin}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { detail: string }).detail).toMatch(/PORTAL_BACKUP_DIR/);
    const shown = await api.request.get('/api/admin/backups').set('Authorization', `Bearer ${admin}`);
    expect(shown.body).toMatchObject({ scheduled: false, runs: [] });
  } finally {
    await api.close();
  }
});
