import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OfficeUpload, ToolResult } from '@lcars/contract/tools';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { officeFixture } from '../../../test/office-fixtures.js';
import { searchCheckpoint } from './service.js';

// Resuming a stopped search (issue 34): a search keeps what it left untried while it runs and when it stops;
// its owner resumes it from there, and the candidates before its position are not tried again.
describeEachDatabase('tools: resuming a stopped search', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('owner', ['Member']);
    await addUser('other', ['Member']);
  });
  afterAll(() => api.close());

  const get = async (id: number) =>
    (await api.request.get(`/api/tools/data/results/${id}`).set(as('owner'))).body as ToolResult;

  async function until(id: number, done: (result: ToolResult) => boolean): Promise<ToolResult> {
    for (let i = 0; i < 1200; i++) {
      const result = await get(id);
      if (done(result)) return result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The search did not get there: ${JSON.stringify(await get(id))}`);
  }

  it(
    'stops with its position kept, resumes from it, and finds the password trying only what was left',
    { timeout: 180_000 },
    async () => {
      const uploaded = await api.request
        .post('/api/tools/op/upload?confirm=true')
        .set(as('owner'))
        .attach('file', officeFixture('msoffcrypto/inputs/ecma376standard_password.docx'), 'budget.docx');
      const up = uploaded.body as OfficeUpload;
      // 40,000 candidates, then the password near the very end: Office 2007's 50,000 SHA-1 rounds a guess make
      // that several seconds (the RC4 kinds, natively, try 400,000 in less than the cancel takes to arrive).
      const spec = { masks: ['a?d?d?d?d', 'b?d?d?d?d', 'c?d?d?d?d', 'd?d?d?d?d', 'Password12?d?d_'] };
      const total = 40_000 + 100;
      const started = await api.request.post(`/api/tools/op/${up.fileId}/search`).set(as('owner')).send(spec);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const id = (started.body as ToolResult).id;
      const running = await until(id, (r) => (r.position ?? 0) > 0);
      expect(running.resumable).toBe(false);
      await api.request.post(`/api/tools/data/results/${id}/cancel`).set(as('owner')).expect(200);
      const stopped = await until(id, (r) => r.outcome !== null && r.endedDate !== null);
      expect(stopped).toMatchObject({ outcome: 'cancelled', resumable: true, resumedAs: null });
      const position = stopped.position!;
      expect(position).toBeGreaterThan(0);
      expect(position).toBeLessThan(total);
      // What a run after a server restart would go on from: the same.
      const checkpoint = await searchCheckpoint({ id, userId: 0 }, api.server);
      expect(total - checkpoint!.remaining.reduce((n, r) => n + r.end - r.start, 0)).toBe(position);
      // The spec waits sealed: not in clear anywhere.
      const sealed = (await api.db('tools_resume').where({ job_id: id }).first()) as { secrets: string };
      expect(sealed.secrets).not.toMatch(/Password12/);

      // Another user: 404.
      expect((await api.request.post(`/api/tools/data/results/${id}/resume`).set(as('other'))).status).toBe(
        404,
      );
      // Two resumes at once (two tabs): one goes on, the other is told.
      const resumes = await Promise.all(
        [0, 1].map(() => api.request.post(`/api/tools/data/results/${id}/resume`).set(as('owner'))),
      );
      expect(resumes.map((r) => r.status).sort()).toEqual([200, 409]);
      const resumed = resumes.find((r) => r.status === 200)!.body as ToolResult;
      expect(resumed).toMatchObject({ resumedFrom: id, total, position });
      const found = await until(resumed.id, (r) => r.outcome !== null && r.endedDate !== null);
      expect(found.outcome).toBe('found');
      // Counted from the position: this run tried at most what was left, nothing before it again.
      expect(found.tried! - position).toBeGreaterThan(0);
      expect(found.tried! - position).toBeLessThanOrEqual(total - position);
      expect(await get(id)).toMatchObject({ resumedAs: resumed.id, resumable: false });
      expect(await api.db('tools_resume')).toEqual([]);
      // Once resumed, not again.
      expect((await api.request.post(`/api/tools/data/results/${id}/resume`).set(as('owner'))).status).toBe(
        409,
      );
    },
  );
});
