// The `lcars-server` command line: backup, verify and restore as an operator types them, with the server's
// environment, and the exit codes a script relies on (0 done, 1 refused or failed, 2 wrong usage).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  startTestServer,
  TEST_SCRYPT_LOG_N,
  type TestDatabase,
} from '../../test/server.js';
import { run } from './cli.js';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** The environment a server on this database reads (as testConfig builds it). */
const envOf = (database: TestDatabase) => ({
  NODE_ENV: 'test',
  PORTAL_DATA_DIR: database.dataDir,
  PORTAL_SCRYPT_LOG_N: TEST_SCRYPT_LOG_N,
  PORTAL_JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
  ...database.env,
});

/** Runs the command and keeps what it printed. */
async function lcarsServer(env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((text) => out.push(String(text)) > 0);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((text) => out.push(String(text)) > 0);
  try {
    const code = await run(['node', 'lcars-server', ...args], env);
    return { code, output: out.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

it('backs up, verifies and restores from the command line, and refuses a non-empty target', async () => {
  const source = await createTestDatabase('sqlite');
  const target = await createTestDatabase('sqlite');
  databases.push(source, target);
  const server = await startTestServer({ database: source });
  const file = path.join(source.dataDir, 'portal.zip');
  const passphraseFile = path.join(source.dataDir, 'backup.pass');
  writeFileSync(passphraseFile, 'a passphrase for the command line\n');
  try {
    const backup = await lcarsServer(envOf(source), 'backup', file, '--passphrase-file', passphraseFile);
    expect(backup.output).toMatch(/rows in \d+ tables/);
    expect(backup.code).toBe(0);
  } finally {
    await server.close();
  }
  const verified = await lcarsServer(
    envOf(source),
    'backup',
    '--verify',
    file,
    '--passphrase-file',
    passphraseFile,
  );
  expect(verified).toMatchObject({ code: 0, output: expect.stringContaining('the keys open') as unknown });
  expect((await lcarsServer(envOf(target), 'restore', file)).code).toBe(1); // no passphrase given
  const restored = await lcarsServer(
    { ...envOf(target), PORTAL_BACKUP_PASSPHRASE: 'a passphrase for the command line' },
    'restore',
    file,
  );
  expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('Restored') as unknown });
  const again = await lcarsServer(envOf(target), 'restore', file, '--passphrase-file', passphraseFile);
  expect(again.code).toBe(1);
  expect(again.output).toContain('restore refuses it without --force');
  expect((await lcarsServer(envOf(target), 'restore')).code).toBe(2);
}, 120_000);
