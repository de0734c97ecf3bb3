// A server killed (-9) while a job runs: on the next start (SQLite), or on another instance once its liveness
// sweep finds the first one gone (PostgreSQL), the job runs again and finishes; never stuck "running".
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import {
  TEST_DEMO_PASSWORD,
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  type TestDatabase,
} from '../../test/server.js';
import { createDb } from '../db/knex.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface Child {
  process: ChildProcess;
  url: string;
  /** What it has printed so far. */
  output(): string;
}

/** Starts test/jobs/serve.ts on the database; resolves with its address once it listens. */
function serve(database: TestDatabase): Promise<Child> {
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: database.dataDir,
    PORTAL_STATIC_DIR: `${database.dataDir}/portal-dist`,
    PORTAL_SCRYPT_LOG_N: '10',
    PORTAL_ADMIN_PASSWORD: 'admin-password-for-tests',
    PORTAL_DEMO_PASSWORD: TEST_DEMO_PASSWORD,
    PORTAL_JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
    PORTAL_JOB_WORKERS: '1',
    PORTAL_JOB_LOST_AFTER_SECONDS: '2',
    ...database.env,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@lcars/source', 'test/jobs/serve.ts'],
    {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1]!, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}

describeEachDatabase('a job when its server is killed', (kind) => {
  const children: Child[] = [];
  let database: TestDatabase | undefined;
  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL');
    await database?.drop();
  });

  it('runs again after kill -9 and finishes, its attempts counted', async () => {
    database = await createTestDatabase(kind);
    const db = createDb(testConfig(database).database);
    try {
      const first = await serve(database);
      children.push(first);
      const login = await fetch(`${first.url}/api/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: TEST_DEMO_PASSWORD }),
      });
      const { jwtToken } = (await login.json()) as { jwtToken: string };
      const enqueued = await fetch(`${first.url}/api/test-jobs/test.slow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwtToken}` },
        body: JSON.stringify({ numbers: [20, 22], stepMs: 700 }),
      });
      const { id } = (await enqueued.json()) as { id: number };
      const job = () =>
        db('jobs')
          .where({ id })
          .first<{ status: string; percent: number; attempts: number; result: string | null }>();
      await expect
        .poll(async () => (await job())?.percent ?? 0, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(0);
      expect((await job())?.status).toBe('running');
      first.process.kill('SIGKILL');
      await new Promise((resolve) => first.process.once('exit', resolve));
      const second = await serve(database);
      children.push(second);
      await expect
        .poll(async () => (await job())?.status, { timeout: 60_000, interval: 250 })
        .toBe('succeeded');
      expect(await job()).toMatchObject({ attempts: 2, result: '{"sum":42}' });
      if (kind === 'postgres') {
        // Taken up by the liveness sweep, which finds the first instance's lock free.
        expect(second.output()).toContain('1 job(s) of a stopped instance went back to the queue');
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
