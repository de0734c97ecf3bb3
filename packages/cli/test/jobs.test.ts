import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './harness.js';

const API_DIR = fileURLToPath(new URL('../../api', import.meta.url));
const DEMO_PASSWORD = 'cli-jobs-demo-password';

/** The API with its test job kinds (packages/api/test/jobs/serve.ts), on a fresh SQLite data directory. */
async function startJobServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lcars-cli-jobs-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@lcars/source', 'test/jobs/serve.ts'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
        PORTAL_STATIC_DIR: join(dataDir, 'none'),
        PORTAL_SCRYPT_LOG_N: '10',
        PORTAL_ADMIN_PASSWORD: 'cli-jobs-admin-password',
        PORTAL_DEMO_PASSWORD: DEMO_PASSWORD,
        PORTAL_JOB_WORKERS: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, child, dataDir };
}

describe('lcars jobs against a real server', () => {
  let server: Awaited<ReturnType<typeof startJobServer>>;
  let configDir: string;
  let token: string;

  beforeAll(async () => {
    server = await startJobServer();
    configDir = await mkdtemp(join(tmpdir(), 'lcars-config-'));
    const login = await runCli(['login', '--server', server.url, '--user', 'demo', '--password-stdin'], {
      configDir,
      stdin: `${DEMO_PASSWORD}\n`,
    });
    expect(login.code).toBe(0);
    const answer = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    });
    token = ((await answer.json()) as { jwtToken: string }).jwtToken;
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await rm(configDir, { recursive: true, force: true });
    if (server) await rm(server.dataDir, { recursive: true, force: true });
  });

  const enqueue = async (payload: unknown): Promise<number> => {
    const answer = await fetch(`${server.url}/api/test-jobs/test.slow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    return ((await answer.json()) as { id: number }).id;
  };

  it('watch follows a job to its end (each Progress event a JSON line), then list and show report it', async () => {
    const id = await enqueue({ numbers: [1, 2, 3], stepMs: 300 });
    const watch = await runCli(['jobs', 'watch', String(id), '--json'], { configDir });
    expect(watch.code).toBe(0);
    const lines = watch.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const progress = lines.filter((line) => 'done' in line);
    expect(progress.map((event) => event.percent)).toEqual(
      [...progress.map((event) => event.percent)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(progress.at(-1)).toMatchObject({ jobId: String(id), done: true, percent: 100 });
    expect(lines.at(-1)).toMatchObject({ id, status: 'succeeded', result: { sum: 6 } });

    const list = await runCli(['jobs', 'list', '--json'], { configDir });
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { records: { id: number }[] }).records[0]?.id).toBe(id);
    const show = await runCli(['jobs', 'show', String(id)], { configDir });
    expect(show.stdout).toContain(`Job ${id}: Adding slowly (test.slow)`);
    expect(show.stdout).toContain('Status: succeeded, 100 %');
    const missing = await runCli(['jobs', 'show', '99999'], { configDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No such job');
  });

  it('cancel stops a running job, and watch exits 1 for it', async () => {
    const id = await enqueue({ numbers: [1], stepMs: 5000 });
    const watch = spawnCli(['jobs', 'watch', String(id), '--json'], { configDir });
    await watch.waitFor('stdout', /"percent":0/, 20_000);
    const cancel = await runCli(['jobs', 'cancel', String(id)], { configDir });
    expect(cancel.code).toBe(0);
    const ended = await watch.exited;
    expect(ended.code).toBe(1);
    expect(ended.stdout).toContain('"status":"cancelled"');
    const bad = await runCli(['jobs', 'list', '--status', 'lost'], { configDir });
    expect(bad.code).toBe(2);
  });

  it('files check reports a clean store to an administrator, and refuses a member', async () => {
    const member = await runCli(['files', 'check'], { configDir });
    expect(member.code).toBe(3);
    const adminDir = await mkdtemp(join(tmpdir(), 'lcars-config-'));
    try {
      const login = await runCli(['login', '--server', server.url, '--user', 'admin', '--password-stdin'], {
        configDir: adminDir,
        stdin: 'cli-jobs-admin-password\n',
      });
      expect(login.code).toBe(0);
      const check = await runCli(['files', 'check'], { configDir: adminDir });
      expect(check.code).toBe(0);
      // The demo recipes' images are stored files (two each: the original and the display size).
      expect(check.stdout).toMatch(/File store \(disk\): \d+ stored files/);
      expect(check.stdout).toContain('Orphaned (no file refers to them): 0');
      expect(check.stdout).toContain('Missing (their bytes are gone): 0');
      expect(check.stdout).toContain(
        'Unreferenced (no record refers to them; the sweep deletes them): 0, 0 bytes',
      );
    } finally {
      await rm(adminDir, { recursive: true, force: true });
    }
  });
});
