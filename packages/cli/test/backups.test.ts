import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';

interface Status {
  scheduled: boolean;
  runs: { ok: boolean | null; file: string }[];
}

describe('lcars backup against a real server', () => {
  let server: RunningServer;
  let configDir: string;
  let backups: string;
  beforeAll(async () => {
    backups = await mkdtemp(join(tmpdir(), 'lcars-cli-backups-'));
    server = await startServer({
      PORTAL_BACKUP_DIR: backups,
      PORTAL_BACKUP_PASSPHRASE: 'cli-backup-passphrase',
    });
    configDir = await mkdtemp(join(tmpdir(), 'lcars-cli-config-'));
    await login(server.url, configDir, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.stop();
    await rm(configDir, { recursive: true, force: true });
    await rm(backups, { recursive: true, force: true });
  });

  it('queues a backup now and lists it once it has ended', async () => {
    const queued = await runCli(['backup', 'now', '--json'], { configDir });
    expect(queued.code).toBe(0);
    expect(JSON.parse(queued.stdout)).toEqual({ queued: true });
    let status: Status | undefined;
    for (let tries = 0; tries < 100; tries++) {
      const listed = await runCli(['backup', 'list', '--json'], { configDir });
      status = JSON.parse(listed.stdout) as Status;
      if (status.runs[0]?.ok != null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toMatchObject({ scheduled: true, runs: [{ ok: true }] });
    expect(await readdir(backups)).toEqual([status!.runs[0]!.file]);
    const text = await runCli(['backup', 'list'], { configDir });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('keeping 7 daily and 4 weekly archives');
    expect(text.stdout).toContain(status!.runs[0]!.file);
  });
});
