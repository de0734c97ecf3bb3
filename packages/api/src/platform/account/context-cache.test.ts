// GET /account/context/1 answers from a cache by token (platform/reads.ts, accountContexts): every change of
// what the answer holds must reach the very next request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountContext } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('account context cache', (kind) => {
  let api: TestServer;
  let demoToken: string;
  let demoId: number;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    demoToken = await api.login('demo', api.demoPassword ?? '');
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
  });
  afterAll(() => api?.close());

  const context = async (token: string) => {
    const response = await api.request
      .get('/api/account/context/1')
      .set({ Authorization: `Bearer ${token}` });
    return { status: response.status, body: response.body as AccountContext };
  };
  const hasClaim = (body: AccountContext, type: string, value: string) =>
    body.claims.some((claim) => claim.type === type && claim.value === value);

  it('answers the next request with a claim granted or taken back, a setting saved, its own token', async () => {
    const first = await context(demoToken);
    expect(first.status).toBe(200);
    expect(first.body.token).toBe(demoToken);
    expect((await context(demoToken)).body).toEqual(first.body); // now from the cache
    expect(hasClaim(first.body, 'Bench', 'Granted')).toBe(false);

    await api.db('user_claims').insert({ user_id: demoId, claim_type: 'Bench', claim_value: 'Granted' });
    expect(hasClaim((await context(demoToken)).body, 'Bench', 'Granted')).toBe(true);
    await api.db('user_claims').where({ user_id: demoId, claim_type: 'Bench' }).delete();
    expect(hasClaim((await context(demoToken)).body, 'Bench', 'Granted')).toBe(false);

    const dark = first.body.globalAppSettings.darkMode;
    const saved = await api.request
      .post(`/api/account/darkmode/${String(!dark)}/1`)
      .set({ Authorization: `Bearer ${demoToken}` });
    expect(saved.status).toBe(200);
    expect((await context(demoToken)).body.globalAppSettings.darkMode).toBe(!dark);

    // A second sign-in of the same user gets an answer holding its own token.
    const second = await api.login('demo', api.demoPassword ?? '');
    expect((await context(second)).body.token).toBe(second);
    expect((await context(demoToken)).body.token).toBe(demoToken);

    // A disabled user is refused at once, cache or not.
    await api.db('users').where({ id: demoId }).update({ disabled: true });
    expect((await context(demoToken)).status).toBe(401);
  });
});
