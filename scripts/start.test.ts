// The quick start's command, scripts/start.sh, becomes the server (exec) instead of waiting beside it: the
// process it starts is the server itself, with the allocator settings of memory-env.mjs. (With `npm start`, npm
// stays resident above it; the quick start runs the script directly.)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MEMORY_ENV } from './memory-env.mjs';

const script = fileURLToPath(new URL('./start.sh', import.meta.url));

it('execs the server in its own process, with the memory settings', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lcars-start-'));
  const child = spawn(script, [], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DEMO: 'false',
      PORTAL_ADMIN_PASSWORD: 'a-start-test-password-42',
      PORTAL_SCRYPT_LOG_N: '10',
      // The run built everything first; a build started here would rewrite what other tests are using.
      PORTAL_START_BUILD: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening on http/.test(output)) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`start.sh ended (${code}):\n${output}`)));
    });
    const command = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
    expect(command.at(-2)).toMatch(/packages\/api\/dist\/server\.js$/);
    const environment = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
    for (const [name, value] of Object.entries(MEMORY_ENV)) expect(environment).toContain(`${name}=${value}`);
  } finally {
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
