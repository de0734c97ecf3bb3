// A large whole-history import runs as a background job (issue 31): the request answers with the job's id, the
// job's result is the import report, balances come out as in the source, the file is never kept (not in the
// file store, not in the job's row once it ended, not in a log), and another user can neither read the job nor
// see what it made. On SQLite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '@lcars/contract';
import type { Ledger } from '@lcars/contract/money';
import { HOUSEHOLD, HOUSEHOLD_TRANSFERS, actualCsv, balancesOf } from '../../../../test/money-moving.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, testUsers } from '../../../../test/requests.js';
import { jobEnded } from '../../../../test/jobs.js';
import { HISTORY_IMPORT_JOB_BYTES } from './history-job.js';

describeEachDatabase('money history import as a job', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['mover', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const send = (who: string, content: Buffer, preview = false, format = 'actual') =>
    api.request
      .post(`/api/money/import/history?format=${format}${preview ? '&preview=true' : ''}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'text/csv')
      .send(content);
  const finished = (jobId: number, who = 'mover') => jobEnded(get, jobId, who);
  async function viaJob(who: string, content: Buffer, preview: boolean): Promise<ImportReport> {
    const answer = await send(who, content, preview);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const queued = importReportSchema.strict().parse(answer.body);
    expect(queued).toMatchObject({ preview, format: 'actual', created: [], skipped: [], counts: {} });
    expect(typeof queued.jobId).toBe('number');
    const job = await finished(queued.jobId!);
    expect(job.status, job.error ?? '').toBe('succeeded');
    return importReportSchema.strict().parse(job.result);
  }

  // A household's notes long enough to pass the size at which the import goes to a job; the memo keeps 500.
  const padding = `Receipt ${'0123456789'.repeat(5_000)}`;
  const entries = [
    ...HOUSEHOLD,
    ...Array.from({ length: 24 }, (_, index) => ({
      account: 'Checking',
      date: `2024-07-${String(index + 1).padStart(2, '0')}`,
      cents: -(index + 1) * 100,
      payee: `Bakery ${index}`,
      notes: padding,
    })),
  ];
  const postings = entries.length + 2 * HOUSEHOLD_TRANSFERS.length;
  const big = Buffer.from(actualCsv(entries, HOUSEHOLD_TRANSFERS), 'utf8');

  it('previews and imports a large history in a job, balances as in the source, the file kept nowhere', async () => {
    expect(big.byteLength).toBeGreaterThan(HISTORY_IMPORT_JOB_BYTES);
    const preview = await viaJob('mover', big, true);
    expect(preview.preview).toBe(true);
    expect(preview.counts.transactions).toBe(postings);
    expect(preview.created.every((item) => item.id === null)).toBe(true);
    expect(await ok<Ledger[]>(await get('/api/money/ledger/list', 'mover'))).toEqual([]);

    const report = await viaJob('mover', big, false);
    expect(report.counts).toEqual(preview.counts);
    const ledgers = await ok<Ledger[]>(await get('/api/money/ledger/list', 'mover'));
    expect(Object.fromEntries(ledgers.map((ledger) => [ledger.title, ledger.currentBalance]))).toEqual(
      balancesOf(entries, HOUSEHOLD_TRANSFERS),
    );

    // The same file again: everything is skipped as imported before.
    const again = await viaJob('mover', big, false);
    expect(again.counts.transactions).toBe(0);
    expect(again.skipped.length).toBe(postings);

    // Nothing of the file is kept: no stored file, no payload or sealed secret left in the jobs' rows, no log.
    const stored = await api.db('stored_files').where({ user_id: ids.mover }).count({ n: '*' });
    expect(Number((stored[0] as { n: unknown }).n)).toBe(0);
    const rows = await api.db('jobs').where({ kind: 'money.history-import' }).select('payload', 'secrets');
    expect(rows).toHaveLength(3);
    for (const row of rows as { payload: string; secrets: string | null }[]) {
      expect(row.secrets).toBeNull();
      expect(JSON.parse(row.payload)).toEqual({ format: 'actual', preview: expect.any(Boolean) as boolean });
    }
    expect(
      api.logs.filter((line) => line.includes('Receipt 0123') || line.includes('Starting Balance')),
    ).toEqual([]);
  }, 120_000);

  it('another user can neither follow the job nor see its ledgers; a broken large file fails the job, naming it', async () => {
    const answer = await send('mover', big, true);
    const jobId = (answer.body as ImportReport).jobId!;
    expect((await get(`/api/jobs/${jobId}`, 'mallory')).status).toBe(404);
    expect(
      (await api.request.post(`/api/jobs/${jobId}/cancel`).set('Authorization', auth('mallory'))).status,
    ).toBe(404);
    await finished(jobId);
    expect(await ok<Ledger[]>(await get('/api/money/ledger/list', 'mallory'))).toEqual([]);

    // Large, and not Firefly's export: the job fails with the reason a small file's 400 gives.
    const wrong = await send('mallory', big, true, 'firefly');
    const failed = await finished((wrong.body as ImportReport).jobId!, 'mallory');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/This is not Firefly III's CSV export: the columns .* are missing/);
    // Not UTF-8 text.
    const binary = Buffer.alloc(HISTORY_IMPORT_JOB_BYTES + 10, 0xff);
    const notText = await finished(
      ((await send('mallory', binary, true)).body as ImportReport).jobId!,
      'mallory',
    );
    expect(notText.error).toBe('The file is not UTF-8 text.');
  }, 120_000);
});
