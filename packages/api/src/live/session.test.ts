// Regression (issue #12): a live stream stayed open after its user was disabled or signed out everywhere.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.js';
import { openSse } from '../../test/sse.js';
import { LIVE_HUB_PATH } from '@lcars/contract';
import { LIVE_SESSION_CHECK_MS } from './routes.js';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ database: 'sqlite' });
});
afterAll(() => api?.close());

const within = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

it(
  'ends the stream of a user who signs out everywhere, and of a disabled user',
  { timeout: 30_000 },
  async () => {
    const demoToken = await api.login('demo', api.demoPassword ?? '');
    const adminToken = await api.login('admin', api.adminPassword);
    const demo = await openSse(`${api.url}${LIVE_HUB_PATH}`, { token: demoToken });
    const admin = await openSse(`${api.url}${LIVE_HUB_PATH}`, { token: adminToken });
    expect(demo.status).toBe(200);
    const signedOut = await api.request
      .post('/api/auth/logout/everywhere')
      .set('Authorization', `Bearer ${demoToken}`);
    expect(signedOut.status).toBe(200);
    expect(await within(demo.ended, LIVE_SESSION_CHECK_MS * 3)).toBe('ended');
    // Others' streams stay.
    expect(await within(admin.ended, 100)).toBe('still open');

    const again = await openSse(`${api.url}${LIVE_HUB_PATH}`, {
      token: await api.login('demo', api.demoPassword ?? ''),
    });
    await api.db('users').where({ user_name: 'demo' }).update({ disabled: true });
    expect(await within(again.ended, LIVE_SESSION_CHECK_MS * 3)).toBe('ended');
    admin.close();
  },
);
