import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';

/** A Bitwarden unencrypted export of one login, as its JSON export writes it. */
const BITWARDEN = JSON.stringify({
  encrypted: false,
  folders: [],
  items: [
    {
      id: '7a3f1c20-5c44-4a0e-9a51-b1a600f0aa01',
      type: 1,
      name: 'Mail',
      notes: null,
      fields: [],
      login: {
        uris: [{ uri: 'https://mail.example.com' }],
        username: 'ann',
        password: 'cli-secret-5531',
        totp: null,
      },
    },
  ],
});

/** `lcars export all` (Download my data) and `lcars export repo` against a real server. */
describe('lcars export all and export repo against a real server', () => {
  let server: RunningServer;
  let work: string;
  const cli = (args: string[]) => runCli(args, { configDir: join(work, 'admin') });

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-export-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
    await writeFile(join(work, 'vault.json'), BITWARDEN);
    await writeFile(join(work, 'pass.txt'), 'a long passphrase for the test\n');
    await writeFile(
      join(work, 'actual.csv'),
      'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared\nChecking,2024-02-03,Cafe Nova,,,-3.5,0,Cleared\n',
    );
    expect((await cli(['import', 'money', join(work, 'actual.csv'), '--format', 'actual'])).code).toBe(0);
    expect((await cli(['import', 'repo', join(work, 'vault.json'), '--format', 'bitwarden-json'])).code).toBe(
      0,
    );
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('saves one zip of every app through the job, with --json', async () => {
    const out = join(work, 'my-data.zip');
    const run = await cli([
      'export',
      'all',
      '--passphrase-file',
      join(work, 'pass.txt'),
      '--out',
      out,
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    // Progress events come first, one JSON line each; the saved file's summary is the last document.
    const lines = run.stdout.trimEnd().split('\n');
    const summary = lines.slice(lines.lastIndexOf('{')).join('\n');
    expect(JSON.parse(summary)).toMatchObject({ app: 'all', format: 'zip', file: out });
    const zip = await readFile(out);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // The central directory names every app's file (stored names are plain text in a zip).
    const names = zip.toString('latin1');
    for (const name of ['money/money.csv', 'money/money.ofx', 'recipes/recipes.zip', 'README.txt'])
      expect(names).toContain(name);
    expect(names).toMatch(/repo\/\d+-bitwarden_encrypted_Bitwarden\.json/);
    expect(names).not.toContain('cli-secret-5531');
  });

  it('saves one repository as password-protected Bitwarden JSON, and insists on a passphrase', async () => {
    const out = join(work, 'bitwarden.json');
    const run = await cli([
      'export',
      'repo',
      'bitwarden',
      '--passphrase-file',
      join(work, 'pass.txt'),
      '--out',
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Saved repo (bitwarden-encrypted,`);
    const file = JSON.parse(await readFile(out, 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({ encrypted: true, passwordProtected: true, kdfType: 0 });
    expect(JSON.stringify(file)).not.toContain('cli-secret-5531');

    // The locked file imports back with its passphrase: the record is there already, so nothing new.
    const back = await cli([
      'import',
      'repo',
      out,
      '--format',
      'bitwarden-json',
      '--passphrase-file',
      join(work, 'pass.txt'),
      '--json',
    ]);
    expect(back.code, back.stderr).toBe(0);
    expect(JSON.parse(back.stdout)).toMatchObject({ counts: { records: 0 }, skipped: [{ title: 'Mail' }] });
    await writeFile(join(work, 'wrong.txt'), 'not the passphrase at all\n');
    const wrong = await cli([
      'import',
      'repo',
      out,
      '--format',
      'bitwarden-json',
      '--passphrase-file',
      join(work, 'wrong.txt'),
    ]);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('The passphrase does not open this export.');

    const bare = await cli(['export', 'repo', 'Bitwarden']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('--passphrase-file');
    const missing = await cli(['export', 'repo', 'Nowhere', '--passphrase-file', join(work, 'pass.txt')]);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('No repository Nowhere of yours.');
    await writeFile(join(work, 'short.txt'), 'short\n');
    const short = await cli(['export', 'repo', 'Bitwarden', '--passphrase-file', join(work, 'short.txt')]);
    expect(short.code).not.toBe(0);
    expect(short.stderr).toContain('at least 12 characters');
  });
});
