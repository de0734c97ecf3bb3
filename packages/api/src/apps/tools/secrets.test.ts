// Regression (issue 28): a finished password search's candidates were gone from its row and from the logs, but
// stayed on disk: in the SQLite WAL and free pages, in PostgreSQL's dead row versions and WAL. They are now
// sealed before they reach the database, under a key kept for the job alone and destroyed when it ends.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ToolResult } from '@lcars/contract/tools';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { OFFICE_FIXTURE_PASSWORD, officeFixture } from '../../../test/office-fixtures.js';
import { tracesOf } from '../../../test/traces.js';

describeEachDatabase('tools: a search’s candidates once it ended', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('owner', ['Member']);
  });
  afterAll(() => api?.close());

  it('are nowhere on disk: not in the database file, its WAL, a dump or the data directory', async () => {
    const sentinel = `zebra-candidate-${randomBytes(8).toString('hex')}`;
    // A name the rows keep, to show the search looks where the rows are written.
    const control = `control-${randomBytes(8).toString('hex')}.xls`;
    const upload = await api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as('owner'))
      .attach('file', officeFixture('msoffcrypto/inputs/rc4cryptoapi_password.xls'), control);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const started = await api.request
      .post(`/api/tools/op/${(upload.body as { fileId: number }).fileId}/search`)
      .set(as('owner'))
      .send({ words: [sentinel, 'not-it-either'] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = (started.body as ToolResult).id;
    await expect
      .poll(
        async () =>
          ((await api.request.get(`/api/tools/data/results/${id}`).set(as('owner'))).body as ToolResult)
            .endedDate,
        { timeout: 60_000, interval: 200 },
      )
      .not.toBeNull();
    const controlTraces = await tracesOf(api, control);
    expect(controlTraces.places.length).toBeGreaterThan(0);
    const traces = await tracesOf(api, sentinel);
    if (traces.unsearched.length > 0)
      console.log(`not searched (not readable here): ${traces.unsearched.join(', ')}`);
    expect(traces.places).toEqual([]);
  }, 120_000);

  // The password a search found is kept for its one showing only, where the WAL never holds it.
  it('leaves no trace of the found password once it was shown', async () => {
    const upload = await api.request
      .post('/api/tools/op/upload?confirm=true')
      .set(as('owner'))
      .attach('file', officeFixture('msoffcrypto/inputs/rc4cryptoapi_password.xls'), 'found.xls');
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const started = await api.request
      .post(`/api/tools/op/${(upload.body as { fileId: number }).fileId}/search`)
      .set(as('owner'))
      .send({ words: ['wrong-guess', OFFICE_FIXTURE_PASSWORD] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = (started.body as ToolResult).id;
    let shown: string | null = null;
    await expect
      .poll(
        async () => {
          const result = (await api.request.get(`/api/tools/data/results/${id}`).set(as('owner')))
            .body as ToolResult;
          shown ??= result.password;
          return result.endedDate !== null && result.passwordShown;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    expect(shown).toBe(OFFICE_FIXTURE_PASSWORD);
    const traces = await tracesOf(api, OFFICE_FIXTURE_PASSWORD);
    expect(traces.places).toEqual([]);
  }, 120_000);
});
