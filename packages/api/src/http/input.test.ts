// Regression (issue #12, item 4 and "also fix"): PostgreSQL answered 500 to a NUL in any text field or path
// segment (anonymous sign-in and forgot-password included) and to an orderId past the integer range; dates
// rolled over (2026-13-01 became 2027-01-01), read 0099 as 1999 and ignored trailing text; 20 deeply nested
// 1 MB bodies stalled the server, and a 5 MiB picture as base64 was refused. Each now answers as it should,
// on both databases.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoneyDate } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { jsonDepth, nulPath } from './body.js';

type Problem = { errors?: { field: string; message: string }[] };
const fields = (body: unknown): string[] => ((body as Problem).errors ?? []).map((error) => error.field);

describe('body checks', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth('[[[[[[', 3)).toBe(4);
  });
  it('finds a NUL in a value or a key, however deep', () => {
    expect(nulPath({ a: ['x', { b: 'y\u0000' }] })).toBe('a.1.b');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulPath({ a: 'fine\u0001' })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulPath(deep)).not.toBeNull();
  });
  it('parses the calendar date that was written, or nothing', () => {
    expect(parseMoneyDate('2026-1-5')).toBe('2026-01-05');
    expect(parseMoneyDate(' 2024-02-29 ')).toBe('2024-02-29');
    for (const bad of ['2026-13-01', '2023-02-29', '0099-01-01', '2026-01-01junk', '2026-01-01T00:00', '1e3'])
      expect(parseMoneyDate(bad), bad).toBeNull();
  });
});

describeEachDatabase('bad input answers 400 naming the field', (kind) => {
  let api: TestServer;
  let token = '';

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    token = await api.login('demo', api.demoPassword ?? '');
  });
  afterAll(() => api?.close());

  const authed = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    api.request[method](path).set('Authorization', `Bearer ${token}`);

  it('refuses a NUL in anonymous bodies, path segments and query values', async () => {
    const signIn = await api.request.post('/api/auth/token').send({ username: 'a\u0000b', password: 'x' });
    expect(signIn.status).toBe(400);
    expect(fields(signIn.body)).toEqual(['username']);
    const forgot = await api.request.post('/api/account/forgot').send({ email: 'a\u0000b@example.com' });
    expect(forgot.status).toBe(400);
    expect(fields(forgot.body)).toEqual(['email']);
    const check = await api.request.get('/api/account/username/a%00b/check');
    expect(check.status).toBe(400);
    expect(fields(check.body)).toEqual(['name']);
    const deep = await authed('post', '/api/money/ledger').send({ title: 'x', sharedUsers: [['\u0000']] });
    expect(deep.status).toBe(400);
    expect(fields(deep.body)).toEqual(['sharedUsers.0.0']);
    const query = await authed('get', '/api/admin/users?filter=a%00b');
    expect(query.status).toBeLessThan(500);
  });

  it('bounds orderId and ids by the integer column', async () => {
    const ledger = await authed('post', '/api/money/ledger').send({ title: 'Bounds', keepOrder: true });
    expect(ledger.status).toBe(200);
    const ledgerId = (ledger.body as { result: { id: number } }).result.id;
    const added = await authed('post', `/api/money/ledger/${ledgerId}/transaction`).send({
      amount: 1,
      transactionDate: '2026-01-01',
      orderId: 2_147_483_648,
    });
    expect(added.status).toBe(400);
    expect(fields(added.body)).toEqual(['orderId']);
    const row = await authed('post', `/api/money/ledger/${ledgerId}/transaction`).send({
      amount: 1,
      transactionDate: '2026-01-01',
    });
    const id = (row.body as { id: number }).id;
    const update = await authed('put', `/api/money/ledger/transaction/${id}/update`).send({
      id,
      ledgerId,
      property: 'orderId',
      value: 2_147_483_648,
    });
    expect(update.status).toBe(400);
    expect(fields(update.body)).toEqual(['value']);
    const theme = await authed('post', '/api/theme/save').send({ id: 2_147_483_648, name: 'x' });
    expect(theme.status).toBe(400);
    expect(fields(theme.body)).toContain('id');
    expect((await authed('delete', '/api/account/tokens/2147483648')).status).toBe(400);
    expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
  });

  it('bounds the ids of queries and bodies that reached PostgreSQL unbounded (issue 28)', async () => {
    const bouts = await authed('get', '/api/boxing/bout/list?fighterId=2147483648');
    expect(bouts.status).toBe(400);
    expect(fields(bouts.body)).toEqual(['fighterId']);
    const safe = await authed('get', `/api/boxing/bout/list?fighterId=${Number.MAX_SAFE_INTEGER}`);
    expect(safe.status).toBe(400);
    const send = await authed('post', '/api/notification/send-to-user').send({
      notificationTitle: 'Hello',
      targetUserId: 2_147_483_648,
    });
    expect(send.status).toBe(400);
    expect(fields(send.body)).toEqual(['targetUserId']);
    const pages = await authed('get', `/api/jobs/list?page=${Number.MAX_SAFE_INTEGER}`);
    expect(pages.status).toBe(400);
    expect(fields(pages.body)).toEqual(['page']);
    // A 4xx of bad input is the client's: nothing reaches the log as a server fault.
    expect(api.logs.filter((line) => /failed/i.test(line))).toEqual([]);
  });

  it('refuses dates that roll over, two-digit years and trailing text', async () => {
    for (const transactionDate of ['2026-13-01', '0099-01-01', '2026-01-01junk']) {
      const response = await authed('post', '/api/money/ledger').send({
        title: 'Dates',
        enableSchedule: true,
        scheduleIntervalId: 1,
        nextCycleDate: transactionDate,
      });
      expect(response.status, transactionDate).toBe(400);
      expect(fields(response.body)).toEqual(['nextCycleDate']);
    }
  });

  it('limits the nesting of bodies, and their size by route', async () => {
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deep = await api.request
      .post('/api/auth/token')
      .set('Content-Type', 'application/json')
      .send(nested);
    expect(deep.status).toBe(400);
    const big = await authed('post', '/api/money/ledger').send({
      title: 'x',
      description: 'x'.repeat(1_100_000),
    });
    expect(big.status).toBe(413);
  });

  it('takes a 5 MiB picture as base64 on the profile image route', async () => {
    const me = (await authed('get', '/api/profile')).body as { userId?: number; id?: number };
    const userId = me.userId ?? me.id ?? 0;
    // A real picture (its header is read), of noise so that it stays near 5 MiB as a PNG.
    const side = 1310;
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5_000_000);
    expect(png.length).toBeLessThan(5 * 1024 * 1024 - 1024);
    const response = await authed('put', `/api/profile/${userId}/image`).send({
      imageData: `data:image/png;base64,${png.toString('base64')}`,
      imageName: 'big.png',
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  });
});
