import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfficeUpload, ToolResult } from '@lcars/contract/tools';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { OFFICE_FIXTURE_PASSWORD, officeFixture } from '../../../test/office-fixtures.js';
import { deflatedZeros, workbookWith } from '../../../test/zips.js';
import { inspectOfficeFile } from './office/detect.js';
import { sweepOldUploads } from './service.js';

describeEachDatabase('tools: the office password finder', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('owner', ['Member']);
    await addUser('other', ['Member']);
  });
  afterAll(() => api.close());

  async function upload(user: string, file: string, confirm = true): Promise<OfficeUpload> {
    const response = await api.request
      .post(`/api/tools/op/upload${confirm ? '?confirm=true' : ''}`)
      .set(as(user))
      .attach('file', officeFixture(file), file.split('/').at(-1));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as OfficeUpload;
  }

  async function settled(user: string, id: number): Promise<ToolResult> {
    for (let i = 0; i < 600; i++) {
      const response = await api.request.get(`/api/tools/data/results/${id}`).set(as(user));
      const result = response.body as ToolResult;
      if (result.outcome !== null && result.endedDate !== null) return result;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The search did not end');
  }

  const storedFile = (id: number) => api.db('stored_files').where({ id }).first();

  it('asks the owner to confirm the file is theirs, and refuses what is not an Office file', async () => {
    const unconfirmed = await api.request
      .post('/api/tools/op/upload')
      .set(as('owner'))
      .attach('file', officeFixture('libreoffice/lo_plain.xlsx'), 'lo_plain.xlsx');
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toMatch(/confirm/);
    const text = await api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as('owner'))
      .attach('file', Buffer.from('just some text, not a document'), 'notes.docx');
    expect([400, 415]).toContain(text.status);
    const anonymous = await api.request.post('/api/tools/op/upload?confirm=true');
    expect(anonymous.status).toBe(401);
    // An unconfirmed form's file is not kept.
    expect(await api.db('stored_files').where({ kind: 'tools.office' })).toEqual([]);
  });

  it('refuses a zip bomb with a 413 while the server keeps answering, and keeps nothing of it', async () => {
    // The workbook of issue 28: 40 worksheets that inflate to 60 MiB each (2.4 GB) in a 2.4 MiB file. It took
    // the server 17 s and 1.7 GB; the reader refuses it from its central directory.
    const sheet = deflatedZeros(60 * 1024 * 1024);
    const bomb = workbookWith(
      Array.from({ length: 40 }, (_, index) => ({
        name: `xl/worksheets/sheet${index + 1}.xml`,
        deflated: sheet,
      })),
    );
    const memory = process.memoryUsage().rss;
    // CPU time, not the clock: on a loaded machine the wait for a core is not the code's cost.
    const cpu = process.cpuUsage();
    const uploading = api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as('owner'))
      .attach('file', bomb, 'bomb.xlsx');
    const health = await api.request.get('/api/health');
    const refused = await uploading;
    expect(health.status).toBe(200);
    expect(refused.status).toBe(413);
    expect((refused.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('file');
    expect(JSON.stringify(refused.body)).toMatch(/compression ratio|declared size/);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(5000);
    expect(process.memoryUsage().rss - memory).toBeLessThan(200 * 1024 * 1024);
    // A bomb whose sizes lie is stopped at the first byte past them: a 400, nothing inflated beyond it.
    const liar = workbookWith([
      { name: 'xl/worksheets/sheet1.xml', deflated: { ...deflatedZeros(30 * 1024 * 1024), size: 90_000 } },
    ]);
    const lying = await api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as('owner'))
      .attach('file', liar, 'liar.xlsx');
    expect(lying.status).toBe(400);
    expect(JSON.stringify(lying.body)).toMatch(/not a readable zip/);
    expect(await api.db('stored_files').where({ kind: 'tools.office' })).toEqual([]);
  });

  it('takes the confirmation as a field of the form too', async () => {
    const refused = await api.request
      .post('/api/tools/op/upload')
      .set(as('owner'))
      .field('confirm', 'no')
      .attach('file', officeFixture('libreoffice/lo_plain.xlsx'), 'lo_plain.xlsx');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/confirm/);
    const confirmed = await api.request
      .post('/api/tools/op/upload')
      .set(as('owner'))
      .field('confirm', 'mine')
      .attach('file', officeFixture('libreoffice/lo_plain.xlsx'), 'lo_plain.xlsx');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((confirmed.body as OfficeUpload).report).toMatchObject({ kind: 'none', format: 'xlsx' });
  });

  it('deletes an upload no search took a day after it came, not before', async () => {
    const up = await upload('owner', 'libreoffice/lo_sheet_protected.xlsx');
    await sweepOldUploads(api.server, Date.now() + 23 * 3600_000);
    expect(await storedFile(up.fileId)).toBeDefined();
    await sweepOldUploads(api.server, Date.now() + 24 * 3600_000 + 60_000);
    expect(await storedFile(up.fileId)).toBeUndefined();
    const gone = await api.request.post(`/api/tools/op/${up.fileId}/unprotect`).set(as('owner'));
    expect(gone.status).toBe(404);
  });

  it('reports a flags-only workbook and gives its unprotected copy; another user gets 404', async () => {
    const up = await upload('owner', 'libreoffice/lo_sheet_protected.xlsx');
    expect(up.report.kind).toBe('flags');
    const stranger = await api.request.post(`/api/tools/op/${up.fileId}/unprotect`).set(as('other'));
    expect(stranger.status).toBe(404);
    const copy = await api.request
      .post(`/api/tools/op/${up.fileId}/unprotect`)
      .set(as('owner'))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(copy.status).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(/unprotected/);
    expect((await inspectOfficeFile(copy.body as Buffer)).report.kind).toBe('none');
    // Not encrypted: there is no password to search for.
    const search = await api.request
      .post(`/api/tools/op/${up.fileId}/search`)
      .set(as('owner'))
      .send({ words: ['x'] });
    expect(search.status).toBe(409);
  });

  it('counts candidates and refuses a search above the bound, naming the field', async () => {
    const count = await api.request
      .post('/api/tools/op/count')
      .set(as('owner'))
      .send({ masks: ['?a?a?a?a?a?a?a?a'] });
    expect(count.body).toMatchObject({ count: String(95n ** 8n), allowed: false });
    expect((count.body as { message: string }).message).toMatch(/more than the 1,000,000,000/);
    const bad = await api.request.post('/api/tools/op/count').set(as('owner')).send({ words: 'not a list' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/words/);
    const up = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.doc');
    const tooMany = await api.request
      .post(`/api/tools/op/${up.fileId}/search`)
      .set(as('owner'))
      .send({ masks: ['?a?a?a?a?a?a?a?a'] });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toMatch(/masks/);
  });

  // Regression (issue 29): past 24 words the count was a 400 the page did not show ("0 candidates").
  it('takes up to 1,000 words and 16 masks of 64 characters, and says the limit past it', async () => {
    const words = Array.from({ length: 1000 }, (_, i) => `${'é'.repeat(60)}${String(i).padStart(4, '0')}`);
    const masks = Array.from({ length: 16 }, (_, i) => `${'ü'.repeat(62)}#${i % 10}`);
    const spec = { words, masks, maxWords: 1 };
    const count = await api.request.post('/api/tools/op/count').set(as('owner')).send(spec);
    expect(count.status, JSON.stringify(count.body)).toBe(200);
    expect(count.body).toEqual({ count: String(1000 + 16 * 10), allowed: true });
    const thirty = await api.request
      .post('/api/tools/op/count')
      .set(as('owner'))
      .send({ words: words.slice(0, 30), maxWords: 2 });
    expect(thirty.body).toEqual({ count: String(30 + 30 * 29), allowed: true });
    // The largest spec fits its job: the search starts.
    const up = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.doc');
    const started = await api.request.post(`/api/tools/op/${up.fileId}/search`).set(as('owner')).send(spec);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((started.body as ToolResult).total).toBe(1160);
    await settled('owner', (started.body as ToolResult).id);

    const tooMany = await api.request
      .post('/api/tools/op/count')
      .set(as('owner'))
      .send({ words: [...words, 'one more'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      errors: [{ field: 'words', message: 'A search takes at most 1,000 words and fragments.' }],
    });
    const tooLong = await api.request
      .post('/api/tools/op/count')
      .set(as('owner'))
      .send({ masks: ['#'.repeat(65)] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      errors: [{ field: 'masks.0', message: 'A mask is at most 64 characters.' }],
    });
  }, 120_000);

  it(
    'finds the password, shows it once, gives the copy once, then deletes the upload; audit without secrets',
    { timeout: 120_000 },
    async () => {
      const up = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.xls');
      expect(up.report).toMatchObject({ kind: 'rc4cryptoapi', format: 'xls', searchable: true });
      const strangerSearch = await api.request
        .post(`/api/tools/op/${up.fileId}/search`)
        .set(as('other'))
        .send({ words: ['Password1234_'] });
      expect(strangerSearch.status).toBe(404);

      const started = await api.request
        .post(`/api/tools/op/${up.fileId}/search`)
        .set(as('owner'))
        .send({ words: ['1234_', 'Password', 'secretword'], maxWords: 2, separators: ['', '-'] });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const job = started.body as ToolResult;
      expect(job.total).toBe(3 + 6 * 2);
      expect(job.password).toBeNull();

      // Another user: 404 on everything of this search.
      for (const path of [`/api/tools/data/results/${job.id}`, `/api/tools/data/results/${job.id}/file`]) {
        expect((await api.request.get(path).set(as('other'))).status).toBe(404);
      }
      expect(
        (await api.request.post(`/api/tools/data/results/${job.id}/cancel`).set(as('other'))).status,
      ).toBe(404);
      const theirList = await api.request.get('/api/tools/data/results').set(as('other'));
      expect((theirList.body as { records: ToolResult[] }).records).toEqual([]);

      const found = await settled('owner', job.id);
      expect(found).toMatchObject({ outcome: 'found', status: 'succeeded', copyAvailable: true });
      // The poll that saw the end may have taken the password already: read once more to see it is gone.
      const shown = found.password ?? null;
      const again = (await api.request.get(`/api/tools/data/results/${job.id}`).set(as('owner')))
        .body as ToolResult;
      expect(again.password).toBeNull();
      expect(again.passwordShown).toBe(true);
      expect(shown === OFFICE_FIXTURE_PASSWORD || found.passwordShown).toBe(true);

      const copy = await api.request
        .get(`/api/tools/data/results/${job.id}/file`)
        .set(as('owner'))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(copy.status).toBe(200);
      expect((await inspectOfficeFile(copy.body as Buffer)).report.kind).toBe('none');
      expect((await api.request.get(`/api/tools/data/results/${job.id}/file`).set(as('owner'))).status).toBe(
        404,
      );

      // The upload and the copy are gone; the job row keeps neither the words nor the password.
      expect(await storedFile(up.fileId)).toBeUndefined();
      expect(await api.db('stored_files').where({ kind: 'tools.office-copy' }).first()).toBeUndefined();
      const jobRow = (await api.db('jobs').where({ id: job.id }).first()) as {
        payload: string;
        result: string;
      };
      expect(`${jobRow.payload} ${jobRow.result}`).not.toMatch(/Password|secretword|1234_/);
      expect(await api.db('tools_found_passwords').where({ job_id: job.id })).toEqual([]);

      const entries = (await api.db('audit_log').where('event', 'like', 'tools.%')) as {
        event: string;
        detail: string;
      }[];
      expect(entries.map((e) => e.event)).toEqual(
        expect.arrayContaining([
          'tools.upload',
          'tools.search.start',
          'tools.search.end',
          'tools.password.shown',
        ]),
      );
      const end = entries.find(
        (e) => e.event === 'tools.search.end' && e.detail.includes(`"job":${job.id}`),
      )!;
      expect(JSON.parse(end.detail)).toMatchObject({
        file: 'rc4cryptoapi_password.xls',
        kind: 'rc4cryptoapi',
        outcome: 'found',
      });
      expect(entries.map((e) => e.detail).join(' ')).not.toMatch(/Password1234|secretword|1234_/);
      expect(api.logs.join('\n')).not.toMatch(/Password1234|secretword/);
    },
  );

  it('finds an XOR password from a mask, and says when no candidate opens the file', async () => {
    const up = await upload('owner', 'msoffcrypto/inputs/xor_password_123456789012345.xls');
    const started = await api.request
      .post(`/api/tools/op/${up.fileId}/search`)
      .set(as('owner'))
      .send({ masks: ['12345678901234#'], words: ['12345678901234'] })
      .expect(200);
    const done = await settled('owner', (started.body as ToolResult).id);
    // The mask's # is any digit: 123456789012340 to 123456789012349.
    expect(done.outcome).toBe('found');
    const up2 = await upload('owner', 'msoffcrypto/inputs/xor_password_123456789012345.xls');
    const miss = await api.request
      .post(`/api/tools/op/${up2.fileId}/search`)
      .set(as('owner'))
      .send({ masks: ['12345678901233#'] })
      .expect(200);
    const missed = await settled('owner', (miss.body as ToolResult).id);
    expect(missed).toMatchObject({ outcome: 'notFound', password: null, copyAvailable: false, tried: 10 });
    // Regression (issue 29): the upload was deleted with the search, so another try needed a new upload. It is
    // kept, and the next search of it finds the password; then it goes.
    expect(missed.keptFile).toEqual({ fileId: up2.fileId, keptUntil: up2.keptUntil });
    expect(await storedFile(up2.fileId)).toBeDefined();
    const again = await api.request
      .post(`/api/tools/op/${up2.fileId}/search`)
      .set(as('owner'))
      .send({ masks: ['12345678901234#'] })
      .expect(200);
    expect((await settled('owner', (again.body as ToolResult).id)).outcome).toBe('found');
    expect(await storedFile(up2.fileId)).toBeUndefined();
    const first = (await api.request.get(`/api/tools/data/results/${missed.id}`).set(as('owner')))
      .body as ToolResult;
    expect(first.keptFile).toBeNull();
  }, 180_000);

  it(
    'keeps the upload of a search without the password: one search at a time, removed by its owner or after a day',
    { timeout: 120_000 },
    async () => {
      const up = await upload('owner', 'msoffcrypto/inputs/example_password.docx');
      expect(up.report).toMatchObject({ kind: 'agile', spinCount: 100_000 });
      expect(up.searchId).toBeNull();
      const started = await api.request
        .post(`/api/tools/op/${up.fileId}/search`)
        .set(as('owner'))
        .send({ masks: ['?d?d?d?d?d?d'] })
        .expect(200);
      const id = (started.body as ToolResult).id;
      expect((started.body as ToolResult).keptFile).toBeNull();
      // While it runs: no second search of the file (two at once: neither gets past the one running), the
      // owner cannot remove it, and the day-old sweep leaves it.
      const seconds = await Promise.all(
        [0, 1].map(() =>
          api.request
            .post(`/api/tools/op/${up.fileId}/search`)
            .set(as('owner'))
            .send({ masks: ['?d'] }),
        ),
      );
      expect(seconds.map((answer) => answer.status)).toEqual([409, 409]);
      expect(JSON.stringify(seconds[0]!.body)).toMatch(/is running: wait for it to end/);
      const busy = await api.request.delete(`/api/tools/op/${up.fileId}`).set(as('owner'));
      expect(busy.status).toBe(409);
      expect((await api.request.get(`/api/tools/op/${up.fileId}`).set(as('owner'))).body).toMatchObject({
        searchId: id,
      });
      await sweepOldUploads(api.server, Date.now() + 25 * 3600_000);
      expect(await storedFile(up.fileId)).toBeDefined();

      await new Promise((resolve) => setTimeout(resolve, 500));
      const cancel = await api.request.post(`/api/tools/data/results/${id}/cancel`).set(as('owner'));
      expect(cancel.status).toBe(200);
      const done = await settled('owner', id);
      expect(done).toMatchObject({ outcome: 'cancelled', status: 'cancelled', password: null });
      // Kept, in its owner's files (and quota), with its report, for another search.
      expect(done.keptFile).toEqual({ fileId: up.fileId, keptUntil: up.keptUntil });
      expect(await storedFile(up.fileId)).toMatchObject({ user_id: expect.any(Number) as number });
      const kept = await api.request.get(`/api/tools/op/${up.fileId}`).set(as('owner'));
      expect(kept.status).toBe(200);
      expect(kept.body).toEqual({ ...up, searchId: null });
      // The crash-leftover sweep counts it as referenced.
      await api.server.files.sweep(Date.now() + 2 * 24 * 3600_000);
      expect(await storedFile(up.fileId)).toBeDefined();
      // Another user: 404 on the kept file.
      for (const method of ['get', 'delete'] as const) {
        expect((await api.request[method](`/api/tools/op/${up.fileId}`).set(as('other'))).status).toBe(404);
      }
      expect(
        (
          await api.request
            .post(`/api/tools/op/${up.fileId}/search`)
            .set(as('other'))
            .send({ masks: ['?d'] })
        ).status,
      ).toBe(404);

      // A day after the upload it goes all the same.
      await sweepOldUploads(api.server, Date.now() + 24 * 3600_000 + 60_000);
      expect(await storedFile(up.fileId)).toBeUndefined();
      expect((await api.request.get(`/api/tools/op/${up.fileId}`).set(as('owner'))).status).toBe(404);
      const after = (await api.request.get(`/api/tools/data/results/${id}`).set(as('owner')))
        .body as ToolResult;
      expect(after.keptFile).toBeNull();

      // Removed by its owner: at once, with an audit entry.
      const other = await upload('owner', 'msoffcrypto/inputs/rc4cryptoapi_password.ppt');
      // Two removals at once (two tabs): one removes it, the other finds it gone.
      const removals = await Promise.all(
        [0, 1].map(() => api.request.delete(`/api/tools/op/${other.fileId}`).set(as('owner'))),
      );
      expect(removals.map((answer) => answer.status).sort()).toEqual([200, 404]);
      expect(removals.find((answer) => answer.status === 200)!.body).toEqual({
        fileId: other.fileId,
        deleted: true,
      });
      expect(await storedFile(other.fileId)).toBeUndefined();
      expect(await api.db('audit_log').where({ event: 'tools.upload.removed' })).toHaveLength(1);
    },
  );
});
