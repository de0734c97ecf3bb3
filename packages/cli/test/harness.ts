import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const serverEntry = join(root, 'packages/api/dist/server.js');
export const cliEntry = join(root, 'packages/cli/dist/index.js');
export const ADMIN_PASSWORD = 'cli-test-admin-password';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built API on a free port with a fresh SQLite data directory (and `env` on top). */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lcars-cli-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PORTAL_DEMO: 'false',
      PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
      // Every sign-in hashes a password: at the production cost (2^17) that is most of a CLI test's time.
      PORTAL_SCRYPT_LOG_N: '10',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForListening(child);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `lcars` binary as a script would: no terminal, its own config directory. */
export function runCli(
  args: string[],
  options: { configDir: string; stdin?: string; env?: NodeJS.ProcessEnv },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry, ...args], {
      env: {
        ...process.env,
        LCARS_CONFIG_DIR: options.configDir,
        LCARS_SERVER: '',
        LCARS_TOKEN: '',
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

export interface CliProcess {
  /** Resolves once standard error (or output) has matched the pattern; rejects when the process ends first. */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code and everything printed. */
  exited: Promise<CliRun>;
  stop(): void;
}

/** Starts the built `lcars` binary for a long-running command (`notifications tail`) and watches its output. */
export function spawnCli(
  args: string[],
  options: { configDir: string; env?: NodeJS.ProcessEnv },
): CliProcess {
  const child = spawn(process.execPath, [cliEntry, ...args], {
    env: {
      ...process.env,
      LCARS_CONFIG_DIR: options.configDir,
      LCARS_SERVER: '',
      LCARS_TOKEN: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  const waiters = new Set<() => void>();
  const onData = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    output[stream] += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', onData('stdout'));
  child.stderr.on('data', onData('stderr'));
  const exited = new Promise<CliRun>((resolve) =>
    child.on('close', (code) => {
      resolve({ code: code ?? -1, ...output });
      for (const check of waiters) check();
    }),
  );
  return {
    exited,
    stop: () => child.kill('SIGTERM'),
    waitFor(stream, pattern, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`timed out waiting for ${pattern} on ${stream}:\n${output.stdout}\n${output.stderr}`),
          );
        }, timeoutMs);
        function check() {
          const match = pattern.exec(output[stream]);
          if (match || child.exitCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            if (match) resolve(match[0]);
            else
              reject(
                new Error(
                  `lcars exited (${child.exitCode}) before ${pattern}:\n${output.stdout}\n${output.stderr}`,
                ),
              );
          }
        }
        waiters.add(check);
        check();
      });
    },
  };
}

/** Signs `userName` in with `lcars login --password-stdin` into `configDir`. */
export async function login(
  server: string,
  configDir: string,
  userName: string,
  password: string,
): Promise<void> {
  const result = await runCli(['login', '--server', server, '--user', userName, '--password-stdin'], {
    configDir,
    stdin: password,
  });
  if (result.code !== 0) throw new Error(`login of ${userName} failed (${result.code}): ${result.stderr}`);
}
