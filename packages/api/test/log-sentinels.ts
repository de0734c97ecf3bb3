// Vitest's global setup for the API tests: every test server writes its log as JSON lines (through the real
// logger, redaction included) into one folder for the run, and after the run this looks through all of it for
// secrets the tests used: the test passwords and signing secret, and the secure repository's sentinel values.
// One found fails the run, naming the file and line, never the secret.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropPostgresDatabases } from './postgres.js';
import { TEMPLATE_RUN_VARIABLE, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD, TEST_JWT_SECRET } from './server.js';

/** Where the run's logs go: set here, read by every test server (test/server.ts). */
export const TEST_LOG_DIR_VARIABLE = 'LCARS_TEST_LOG_DIR';

const SENTINELS: readonly { name: string; found: (line: string) => boolean }[] = [
  { name: 'the test admin password', found: (line) => line.includes(TEST_ADMIN_PASSWORD) },
  { name: 'the test demo password', found: (line) => line.includes(TEST_DEMO_PASSWORD) },
  { name: 'the test signing secret', found: (line) => line.includes(TEST_JWT_SECRET) },
  // repo.test.ts's values are `sentinel-<random>-Zq9`; its values made sensitive later, `later-<random>-Xk7`.
  { name: 'a secure repository sentinel', found: (line) => line.includes('-Zq9') || line.includes('-Xk7') },
];

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lcars-test-logs-'));
  process.env[TEST_LOG_DIR_VARIABLE] = dir;
  // The run's template databases (test/server.ts) carry this in their names, so the end of the run finds them.
  const templates = `lcars_tmpl_${randomBytes(4).toString('hex')}`;
  process.env[TEMPLATE_RUN_VARIABLE] = templates;
  return async () => {
    await dropPostgresDatabases(templates);
    const leaks: string[] = [];
    let lines = 0;
    for (const name of readdirSync(dir)) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      text.split('\n').forEach((line, index) => {
        lines++;
        for (const sentinel of SENTINELS) {
          if (sentinel.found(line)) leaks.push(`${sentinel.name} in ${name}, line ${index + 1}`);
        }
      });
    }
    if (leaks.length > 0) {
      // Kept for a look: the lines are the evidence.
      throw new Error(`Secrets in the test run's server logs (${dir}):\n${leaks.join('\n')}`);
    }
    rmSync(dir, { recursive: true, force: true });
    console.log(`Server logs of the run: ${lines} lines, no test secret in them.`);
  };
}
