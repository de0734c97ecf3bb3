// Regression (issue #12, item 3): with PORTAL_TRUST_PROXY=true the first X-Forwarded-For entry, which the
// client writes, was taken as its address, so a forged header dodged the per-address sign-in limit. Only the
// entries the configured proxy hops appended are trusted now.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.js';

/** The address a sign-in was recorded from. */
async function recordedAddress(api: TestServer, forwardedFor: string | undefined): Promise<string> {
  await api.db('login_attempts').delete();
  const request = api.request.post('/api/auth/token');
  if (forwardedFor !== undefined) request.set('X-Forwarded-For', forwardedFor);
  await request.send({ username: 'nobody', password: 'a-wrong-password-guess' });
  const row = await api.db('login_attempts').first<{ ip: string } | undefined>('ip');
  return row?.ip ?? '';
}

const servers: TestServer[] = [];
async function serverWith(env: Record<string, string>): Promise<TestServer> {
  const api = await startTestServer({ database: 'sqlite', env });
  servers.push(api);
  return api;
}
afterAll(async () => {
  for (const api of servers) await api.close();
});

let oneHop: TestServer;
beforeAll(async () => {
  oneHop = await serverWith({ PORTAL_TRUST_PROXY: 'true', PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '3' });
});

it('takes the address the one trusted proxy appended, not what the client wrote before it', async () => {
  expect(await recordedAddress(oneHop, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
  expect(await recordedAddress(oneHop, '203.0.113.8')).toBe('203.0.113.8');
});

it('keeps the per-address limit when a client forges X-Forwarded-For on every request', async () => {
  await oneHop.db('login_attempts').delete();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await oneHop.request
      .post('/api/auth/token')
      .set('X-Forwarded-For', `10.9.8.${i}, 198.51.100.1`)
      .send({ username: `guess-${i}`, password: 'a-wrong-password-guess' });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
});

it('counts PORTAL_TRUSTED_PROXIES hops from the right, and ignores the header without a proxy', async () => {
  const twoHops = await serverWith({ PORTAL_TRUSTED_PROXIES: '2' });
  expect(await recordedAddress(twoHops, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  const direct = await serverWith({});
  expect(await recordedAddress(direct, '6.6.6.6')).toMatch(/127\.0\.0\.1$/);
});
