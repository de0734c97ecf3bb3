// Issue #21: the live channel no longer takes a long-lived secret in its URL. Browsers open it with a one-use
// ticket fetched just before; ?access_token= is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_HUB_PATH, LIVE_TICKET_TTL_MS } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { openSse, type SseClient } from '../../test/sse.js';
import { issueLiveTicket, redeemLiveTicket } from './tickets.js';

describeEachDatabase('live tickets', (kind) => {
  let api: TestServer;
  let demo: string;
  let demoId: number;
  const open: SseClient[] = [];
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    demo = await api.login('demo', api.demoPassword ?? '');
    demoId = (await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await api?.close();
  });
  const hub = `${LIVE_HUB_PATH}`;
  const ticketFor = async (token: string): Promise<string> => {
    const response = await api.request.post('/api/live/ticket').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.body as { ticket: string; expiresInSeconds: number };
    expect(body.expiresInSeconds).toBe(LIVE_TICKET_TTL_MS / 1000);
    return body.ticket;
  };
  const sse = async (options: Parameters<typeof openSse>[1]) => {
    const client = await openSse(`${api.url}${hub}`, options);
    open.push(client);
    return client;
  };

  it('answers a ticket only to a signed-in caller', async () => {
    expect((await api.request.post('/api/live/ticket')).status).toBe(401);
  });

  it('opens the stream once: a second use of the same ticket is refused', async () => {
    const ticket = await ticketFor(demo);
    const first = await sse({ ticket });
    expect(first.status).toBe(200);
    const again = await api.request.get(`${hub}?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect((again.body as { detail: string }).detail).toMatch(/already used/);
    first.close();
  });

  it('lets exactly one of many concurrent connections use a ticket', async () => {
    const ticket = await ticketFor(demo);
    const clients = await Promise.all(Array.from({ length: 12 }, () => sse({ ticket })));
    expect(clients.filter((client) => client.status === 200)).toHaveLength(1);
    expect(clients.filter((client) => client.status === 401)).toHaveLength(11);
    for (const client of clients) client.close();
  });

  it('redeems a ticket once even when two API connections race for it (atomic in the database)', async () => {
    for (let round = 0; round < 5; round++) {
      const { ticket } = await issueLiveTicket(api.db, {
        id: demoId,
        userName: 'demo',
        claims: [],
        token: demo,
      });
      const results = await Promise.all(Array.from({ length: 8 }, () => redeemLiveTicket(api.db, ticket)));
      expect(results.filter((result) => result !== null)).toHaveLength(1);
    }
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = await issueLiveTicket(
      api.db,
      { id: demoId, userName: 'demo', claims: [], token: demo },
      Date.now() - LIVE_TICKET_TTL_MS - 1,
    );
    const response = await api.request.get(`${hub}?ticket=${encodeURIComponent(ticket)}`);
    expect(response.status).toBe(401);
    expect(await redeemLiveTicket(api.db, ticket)).toBeNull();
  });

  it('refuses unknown tickets and access tokens in the URL', async () => {
    expect((await api.request.get(`${hub}?ticket=lt_nothing`)).status).toBe(401);
    expect((await api.request.get(`${hub}?ticket=${demo}`)).status).toBe(401);
    const inUrl = await api.request.get(`${hub}?access_token=${demo}`);
    expect(inUrl.status).toBe(401);
    expect((inUrl.body as { detail: string }).detail).toMatch(/not accepted in the URL/);
  });

  it('delivers events on a ticket stream and replays after ?lastEventId', async () => {
    const client = await sse({ ticket: await ticketFor(demo) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.server.live.progress([demoId], { jobId: 'a', title: 'Seen', percent: 1, done: false });
    const seen = await client.waitFor((e) => e.event === 'Progress');
    client.close();
    await api.server.live.progress([demoId], { jobId: 'a', title: 'Missed', percent: 2, done: false });
    const ticket = await ticketFor(demo);
    const resumed = await openSse(`${api.url}${hub}?lastEventId=${seen.id ?? ''}`, { ticket });
    open.push(resumed);
    const missed = await resumed.waitFor((e) => e.event === 'Progress');
    expect(missed.data).toContain('Missed');
    expect(resumed.events.some((e) => e.data.includes('Seen'))).toBe(false);
  });

  it('issues tickets to personal access tokens, and ends the stream when that token is revoked', async () => {
    const created = await api.request
      .post('/api/account/tokens')
      .set('Authorization', `Bearer ${demo}`)
      .send({ name: 'ticket test' });
    const { token, id } = created.body as { token: string; id: number };
    const client = await sse({ ticket: await ticketFor(token) });
    expect(client.status).toBe(200);
    const revoked = await api.request
      .delete(`/api/account/tokens/${id}`)
      .set('Authorization', `Bearer ${demo}`);
    expect(revoked.status).toBeLessThan(300);
    await expect(
      Promise.race([
        client.ended.then(() => 'ended'),
        new Promise((r) => setTimeout(() => r('open'), 15_000)),
      ]),
    ).resolves.toBe('ended');
  }, 20_000);

  it('refuses a ticket whose user signed out everywhere after it was issued', async () => {
    const token = await api.login('demo', api.demoPassword ?? '');
    const ticket = await ticketFor(token);
    await api.request.post('/api/auth/logout/everywhere').set('Authorization', `Bearer ${token}`);
    expect((await api.request.get(`${hub}?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
    demo = await api.login('demo', api.demoPassword ?? '');
  });
});
