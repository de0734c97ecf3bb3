// A large password-manager import runs as a background job (issue 31): the request answers with the job's id
// and the job's result is the import report. A plain-text export holds every password in clear, so the test
// looks for the file everywhere it could have been kept: the file store, the job's row once it ended, the
// server's log and the database's files on disk. A second user can neither follow the job nor aim it at a
// repository of someone else. On SQLite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importReportSchema } from '@lcars/contract';
import type { Repo, RepoResult } from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { jobEnded } from '../../../test/jobs.js';
import { tracesOf } from '../../../test/traces.js';
import { bitwardenJson, secretsOf, vault } from '../../../test/repo-exports.js';
import { REPO_IMPORT_JOB_BYTES } from './import-job.js';

describeEachDatabase('secure repository import as a job', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get, post } = testUsers(() => api);
  const marker = `job${Math.random().toString(36).slice(2, 10)}`;
  const items = vault(marker);
  /** Past the size at which the import goes to a job: JSON allows any whitespace after the document. */
  const padded = (text: string) => Buffer.from(`${text}${' '.repeat(REPO_IMPORT_JOB_BYTES)}`);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['ann', 'bob', 'mallory']) await addUser(name, ['Member']);
  });
  afterAll(() => api?.close());

  const send = (who: string, query: string, body: Buffer, passphrase?: string) => {
    const request = api.request
      .post(`/api/tools/repo/import?${query}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/octet-stream');
    if (passphrase !== undefined) request.set('X-Lcars-Passphrase', passphrase);
    return request.send(body);
  };
  const finished = (jobId: number, who: string) => jobEnded(get, jobId, who);
  async function queued(who: string, query: string, body: Buffer, passphrase?: string): Promise<number> {
    const answer = await send(who, query, body, passphrase);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = importReportSchema.strict().parse(answer.body);
    expect(report).toMatchObject({ created: [], skipped: [], counts: {} });
    return report.jobId!;
  }
  async function viaJob(who: string, query: string, body: Buffer, passphrase?: string) {
    const job = await finished(await queued(who, query, body, passphrase), who);
    expect(job.status, job.error ?? '').toBe('succeeded');
    return importReportSchema.strict().parse(job.result);
  }
  const reposOf = async (who: string) => (await get('/api/tools/repo/list', who)).body as Repo[];
  async function reveal(who: string, repo: Repo, recordId: number, field: string): Promise<string> {
    const fieldId = repo.repoFields.find((f) => f.title === field)!.id;
    const response = await post(`/api/tools/repo/${repo.id}/entry/${recordId}`, who, { fieldId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as RepoResult<{ secValue: string }>).result.secValue;
  }

  it('previews and imports a large plain export in a job; the file is kept nowhere, not even on disk', async () => {
    const file = padded(JSON.stringify(bitwardenJson(items)));
    const preview = await viaJob('ann', 'format=bitwarden-json&preview=true', file);
    expect(preview).toMatchObject({ preview: true, counts: { records: 4, repositories: 3 } });
    expect(await reposOf('ann')).toEqual([]);

    const report = await viaJob('ann', 'format=bitwarden-json', file);
    expect(report.counts).toEqual({ records: 4, repositories: 3 });
    const personal = (await reposOf('ann')).find((repo) => repo.title === 'Personal')!;
    const mail = report.created.find((item) => item.title === 'Mail')!;
    expect(await reveal('ann', personal, mail.id!, 'Password')).toBe(items[0]!.password);
    // Again: nothing new.
    expect((await viaJob('ann', 'format=bitwarden-json', file)).counts).toEqual({
      records: 0,
      repositories: 0,
    });

    const stored = await api.db('stored_files').where({ user_id: ids.ann }).count({ n: '*' });
    expect(Number((stored[0] as { n: unknown }).n)).toBe(0);
    const rows = await api
      .db('jobs')
      .where({ kind: 'repo.import' })
      .select<{ payload: string; secrets: string | null; result: string }[]>('payload', 'secrets', 'result');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.secrets).toBeNull();
      expect(Object.keys(JSON.parse(row.payload) as object).sort()).toEqual(['folders', 'format', 'preview']);
    }
    const secrets = secretsOf(items).map((secret) => secret.split('\n')[0]!);
    const everywhere = [...api.logs, ...rows.map((row) => row.result)].join('\n');
    for (const secret of secrets) expect(everywhere.includes(secret), secret).toBe(false);
    for (const secret of secrets) {
      const traces = await tracesOf(api, secret);
      expect(
        traces.places.filter((place) => !place.includes('pg_wal')),
        `${secret} found in clear`,
      ).toEqual([]);
    }
  }, 300_000);

  it('reads a large password-protected export with its passphrase; a wrong one fails the job, naming it', async () => {
    const ann = (await reposOf('ann')).find((repo) => repo.title === 'Personal')!;
    const passphrase = `correct horse ${marker}`;
    const exported = await post(`/api/tools/repo/${ann.id}/export`, 'ann', {
      format: 'encrypted',
      passphrase,
    })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(exported.status).toBe(200);
    const file = padded((exported.body as Buffer).toString('utf8'));
    const wrong = await finished(
      await queued('bob', 'format=bitwarden-json', file, 'not the passphrase'),
      'bob',
    );
    expect(wrong.status).toBe('failed');
    expect(wrong.error).toBe('The passphrase does not open this export.');
    expect(await reposOf('bob')).toEqual([]);

    const report = await viaJob('bob', 'format=bitwarden-json&folders=field', file, passphrase);
    expect(report.counts).toEqual({ records: 2, repositories: 1 });
    expect(api.logs.join('\n')).not.toContain(passphrase);
  }, 120_000);

  it('refuses a hostile user: no following another’s job, no import into another’s repository', async () => {
    const file = padded(JSON.stringify(bitwardenJson(items)));
    const jobId = await queued('ann', 'format=bitwarden-json&preview=true', file);
    expect((await get(`/api/jobs/${jobId}`, 'mallory')).status).toBe(404);
    expect((await post(`/api/jobs/${jobId}/cancel`, 'mallory', {})).status).toBe(404);
    await finished(jobId, 'ann');
    const target = (await reposOf('ann'))[0]!;
    const into = await send('mallory', `format=bitwarden-json&repoId=${target.id}`, file);
    expect(into.status).toBe(404);
    expect((await reposOf('mallory')).length).toBe(0);
    const records = await api.db('repo_records').where({ repo_id: target.id }).count({ n: '*' });
    expect(Number((records[0] as { n: unknown }).n)).toBe(target.recs);
  });
});
