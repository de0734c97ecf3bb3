import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, login, runCli, startServer, type RunningServer } from './harness.js';

/** An Actual Budget transaction export (its columns; newest first), small enough to read at a glance. */
const ACTUAL = [
  'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
  'Checking,2024-02-03,Cafe Nova,,Food: Eating out,-3.5,0,Cleared',
  'Checking,2024-02-01,Employer Inc,February salary,Income: Salary,3100.5,0,Reconciled',
  'Savings,2024-01-01,Starting Balance,,Income: To Budget,1000,0,Cleared',
  '',
].join('\n');

/** `lcars import money` and `lcars export money` against a real server: preview, import, nothing new twice, exports. */
describe('lcars import/export money against a real server', () => {
  let server: RunningServer;
  let work: string;
  const cli = (args: string[]) => runCli(args, { configDir: join(work, 'admin') });

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'lcars-money-'));
    await login(server.url, join(work, 'admin'), 'admin', ADMIN_PASSWORD);
    await writeFile(join(work, 'actual.csv'), ACTUAL);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('previews, imports once, creates nothing the second time, and exports CSV and OFX', async () => {
    const file = join(work, 'actual.csv');
    const preview = await cli(['import', 'money', file, '--format', 'actual', '--preview', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    expect(JSON.parse(preview.stdout)).toMatchObject({
      preview: true,
      counts: { accounts: 2, transactions: 3, skipped: 0 },
    });

    const imported = await cli(['import', 'money', file, '--format', 'actual']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Created 2 accounts, 2 ledgers, 3 transactions, 0 skipped; skipped 0.');
    expect(imported.stdout).toContain("Checking: 2 transactions; the file's balance 3097.00");

    const again = await cli(['import', 'money', file, '--format', 'actual', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ counts: { accounts: 0, transactions: 0, skipped: 3 } });

    // A format Money does not read is a usage error naming the ones it does.
    const wrong = await cli(['import', 'money', file, '--format', 'quicken']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('actual, firefly, lcars, ynab');

    const csvOut = join(work, 'money.csv');
    const csv = await cli(['export', 'money', '--format', 'csv', '--out', csvOut]);
    expect(csv.code, csv.stderr).toBe(0);
    const text = await readFile(csvOut, 'utf8');
    expect(text).toContain('Checking,Checking,2024-02-01,Employer Inc - February salary,3100.50,Yes,');
    const ofxOut = join(work, 'money.ofx');
    expect((await cli(['export', 'money', '--format', 'ofx', '--out', ofxOut])).code).toBe(0);
    expect(await readFile(ofxOut, 'utf8')).toContain('<TRNAMT>-3.50</TRNAMT>');
  });
});
