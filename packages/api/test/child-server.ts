// A real server as a child process (test/jobs/serve.ts: every API route and the test job kinds), which a
// crash test can kill -9 and start again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_DEMO_PASSWORD, type TestDatabase } from './server.js';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** What it has printed so far. */
  output(): string;
  /** kill -9, and wait until it is gone. */
  kill(): Promise<void>;
}

/** Starts the server on the database; resolves with its address once it listens. */
export function startChildServer(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<ChildServer> {
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
        PORTAL_DATA_DIR: database.dataDir,
        PORTAL_STATIC_DIR: `${database.dataDir}/portal-dist`,
        PORTAL_SCRYPT_LOG_N: '10',
        PORTAL_ADMIN_PASSWORD: 'admin-password-for-tests',
        PORTAL_DEMO_PASSWORD: TEST_DEMO_PASSWORD,
        PORTAL_JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
        PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
        PORTAL_JOB_WORKERS: '1',
        PORTAL_JOB_LOST_AFTER_SECONDS: '2',
        ...database.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          process: child,
          url: match[1]!,
          output: () => output,
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
}

/** Signs in as the demo user; the bearer token. */
export async function demoToken(server: ChildServer): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: TEST_DEMO_PASSWORD }),
  });
  return ((await login.json()) as { jwtToken: string }).jwtToken;
}
