// Issue #12: two tabs refreshing at the same moment must not sign the user out. Within a short grace window
// the just-rotated refresh token yields the same new pair; after it, reuse detection revokes the family.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { REFRESH_COOKIE, REFRESH_REUSE_GRACE_MS } from './refresh.js';

type Response = { headers: Record<string, unknown>; status: number; body: unknown };

function refreshValue(response: Response): string | undefined {
  const raw = response.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const header = cookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return header?.slice(REFRESH_COOKIE.length + 1).split(';')[0];
}

describeEachDatabase('refresh token grace window', (kind) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
  });
  afterAll(() => api?.close());

  const signIn = async (): Promise<string> => {
    const response = await api.request
      .post('/api/auth/token')
      .send({ username: 'demo', password: api.demoPassword ?? '' });
    const value = refreshValue(response);
    expect(value).toBeTruthy();
    return value!;
  };
  const exchange = (token: string) =>
    api.request.post('/api/auth/token/exchange').set('Cookie', `${REFRESH_COOKIE}=${token}`);
  const backdateRotations = (ms: number) =>
    api
      .db('refresh_tokens')
      .whereNotNull('rotated_at')
      .update({ rotated_at: new Date(Date.now() - ms) });

  it('gives every one of several concurrent refreshes with one token the same new refresh token', async () => {
    const token = await signIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const next = new Set(answers.map(refreshValue));
    expect(next.size).toBe(1);
    const [successor] = [...next];
    expect(successor).not.toBe(token);
    // Each answer carries a working access token.
    for (const answer of answers) {
      const access = (answer.body as LoginResult).jwtToken;
      const context = await api.request
        .get('/api/account/context/1')
        .set('Authorization', `Bearer ${access}`);
      expect(context.status).toBe(200);
    }
    // The shared successor rotates normally.
    const onward = await exchange(successor!);
    expect(onward.status).toBe(200);
  });

  it('keeps one successor per token: a repeat within the window answers the same, without a new row', async () => {
    const token = await signIn();
    const first = await exchange(token);
    const rowsAfterFirst = await api.db('refresh_tokens').count<{ n: number | string }[]>({ n: '*' });
    const second = await exchange(token);
    expect(second.status).toBe(200);
    expect(refreshValue(second)).toBe(refreshValue(first));
    const rowsAfterSecond = await api.db('refresh_tokens').count<{ n: number | string }[]>({ n: '*' });
    expect(Number(rowsAfterSecond[0]!.n)).toBe(Number(rowsAfterFirst[0]!.n));
  });

  it('treats the rotated token as reused after the window: the whole family is revoked', async () => {
    const token = await signIn();
    const first = await exchange(token);
    const successor = refreshValue(first)!;
    await backdateRotations(REFRESH_REUSE_GRACE_MS + 1000);
    const late = await exchange(token);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ loginFailureReason: 5 });
    expect((await exchange(successor)).status).toBe(401);
  });

  it('treats a replay as reuse once the successor has itself been rotated past its window', async () => {
    const token = await signIn();
    const child = refreshValue(await exchange(token))!;
    await backdateRotations(REFRESH_REUSE_GRACE_MS + 1000);
    const grandchild = refreshValue(await exchange(child))!;
    // `token` is out of its window anyway; `child` was just rotated: a copy of it still works once more...
    const again = await exchange(child);
    expect(again.status).toBe(200);
    expect(refreshValue(again)).toBe(grandchild);
    // ...but the grandparent is reuse, and kills the family.
    expect((await exchange(token)).status).toBe(401);
    expect((await exchange(grandchild)).status).toBe(401);
  });

  it('does not let a revoked (signed-out) family come back through the window', async () => {
    const token = await signIn();
    const successor = refreshValue(await exchange(token))!;
    const logout = await api.request.post('/api/auth/logout').set('Cookie', `${REFRESH_COOKIE}=${successor}`);
    expect(logout.status).toBe(200);
    expect((await exchange(token)).status).toBe(401);
    expect((await exchange(successor)).status).toBe(401);
  });
});
