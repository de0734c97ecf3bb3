// Regression (issue #28, item 5): an attacker who guesses wrong passwords for an account locked its owner out
// too, and a flood from many addresses kept the password-hash queue full so that real users got 429. A browser
// that has signed in to an account now keeps a device cookie: its attempts are judged on their own (OWASP's
// device cookies), on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { DEVICE_COOKIE } from './devices.js';

type Response = { headers: Record<string, unknown>; status: number; body: unknown };

function deviceCookie(response: Response): { value: string; header: string } | undefined {
  const raw = response.headers['set-cookie'];
  const headers = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const header = headers.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) return undefined;
  return { value: header.slice(DEVICE_COOKIE.length + 1).split(';')[0] ?? '', header };
}

const reasonOf = (response: Response): number => (response.body as LoginResult).loginFailureReason;

describeEachDatabase('device cookies', (kind) => {
  let api: TestServer;
  const ownerPassword = 'owner-password-for-tests';

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_LOCKOUT_MAX_FAILURES: '3',
        PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '5',
        PORTAL_TRUSTED_PROXIES: '1',
      },
    });
    for (const userName of ['owner', 'neighbour']) {
      await api.request
        .post('/api/admin/users')
        .set('Authorization', `Bearer ${await api.login('admin', api.adminPassword)}`)
        .send({
          userName,
          email: `${userName}@example.com`,
          password: ownerPassword,
          emailConfirmed: true,
          roles: ['Member'],
        })
        .expect(201);
    }
  });
  beforeEach(() => api.db('login_attempts').delete());
  afterAll(() => api?.close());

  const signIn = (username: string, password: string, from: string, cookie?: string) => {
    const request = api.request
      .post('/api/auth/token')
      .set('X-Forwarded-For', from)
      .send({ username, password });
    return cookie === undefined ? request : request.set('Cookie', `${DEVICE_COOKIE}=${cookie}`);
  };

  /** Signs the owner in from a clean address and answers the device cookie the browser got. */
  async function ownersDevice(user = 'owner'): Promise<string> {
    const response = await signIn(user, ownerPassword, '198.51.100.200');
    expect(response.status).toBe(200);
    const cookie = deviceCookie(response);
    expect(cookie).toBeDefined();
    await api.db('login_attempts').delete();
    return cookie?.value ?? '';
  }

  it('gives a browser an HttpOnly, SameSite=Strict device cookie on /api/auth after a sign-in, never after a failure', async () => {
    const failed = await signIn('owner', 'a-wrong-password', '198.51.100.1');
    expect(deviceCookie(failed)).toBeUndefined();
    const signedIn = await signIn('owner', ownerPassword, '198.51.100.1');
    const cookie = deviceCookie(signedIn);
    expect(cookie?.header).toMatch(/path=\/api\/auth/i);
    expect(cookie?.header).toMatch(/httponly/i);
    expect(cookie?.header).toMatch(/samesite=strict/i);
    expect(cookie?.header).toMatch(/expires=/i);
  });

  it('lets the owner in from a known browser while guessers have locked the account', async () => {
    const device = await ownersDevice();
    for (let i = 0; i < 3; i += 1) {
      expect(reasonOf(await signIn('owner', 'guess', `203.0.113.${i + 1}`))).toBe(2);
    }
    // Locked for unknown browsers, even with the right password...
    const unknown = await signIn('owner', ownerPassword, '198.51.100.7');
    expect(unknown.status).toBe(429);
    expect(reasonOf(unknown)).toBe(3);
    // ...but not for the owner's own browser.
    const known = await signIn('owner', ownerPassword, '198.51.100.7', device);
    expect(known.status).toBe(200);
    expect((known.body as LoginResult).isAuthenticated).toBe(true);
  });

  it("lets the owner in from an address that guessers' failures have locked", async () => {
    const device = await ownersDevice();
    for (let i = 0; i < 5; i += 1) {
      expect(reasonOf(await signIn(`nobody-${i}`, 'guess', '203.0.113.50'))).toBe(2);
    }
    expect((await signIn('neighbour', ownerPassword, '203.0.113.50')).status).toBe(429);
    expect((await signIn('owner', ownerPassword, '203.0.113.50', device)).status).toBe(200);
  });

  it("locks a known browser after its own wrong passwords, and its failures do not lock the account's other browsers", async () => {
    const device = await ownersDevice();
    for (let i = 0; i < 3; i += 1) {
      expect(reasonOf(await signIn('owner', 'typo', '198.51.100.9', device))).toBe(2);
    }
    expect((await signIn('owner', ownerPassword, '198.51.100.9', device)).status).toBe(429);
    // An unknown browser and the address are not held by the device's failures.
    expect((await signIn('owner', ownerPassword, '198.51.100.9')).status).toBe(200);
  });

  it("ignores a forged entry, and one account's cookie does not vouch for another", async () => {
    const device = await ownersDevice();
    const [userId, id, expires, mac = ''] = device.split('.');
    const forged = [
      `${userId}.${id}.${Number(expires) + 1000}.${mac}`,
      `${userId}.${id}.${expires}.${mac.slice(0, -2)}AA`,
      'garbage',
      'x'.repeat(5000),
    ];
    for (let i = 0; i < 3; i += 1) await signIn('owner', 'guess', `203.0.113.${i + 1}`);
    for (const cookie of forged) {
      expect((await signIn('owner', ownerPassword, '198.51.100.11', cookie)).status).toBe(429);
    }
    // The owner's cookie, presented when signing in as the (locked) neighbour, is no device of theirs.
    for (let i = 0; i < 3; i += 1) await signIn('neighbour', 'guess', `203.0.113.${i + 1}`);
    expect((await signIn('neighbour', ownerPassword, '198.51.100.12', device)).status).toBe(429);
  });

  it("keeps a shared browser's entries for each account signed in from it", async () => {
    const first = await ownersDevice('owner');
    const response = await signIn('neighbour', ownerPassword, '198.51.100.13', first);
    const both = deviceCookie(response)?.value ?? '';
    expect(both.split('~')).toHaveLength(2);
    for (let i = 0; i < 3; i += 1) {
      await signIn('owner', 'guess', `203.0.113.${i + 1}`);
      await signIn('neighbour', 'guess', `203.0.113.${i + 1}`);
    }
    expect((await signIn('owner', ownerPassword, '198.51.100.14', both)).status).toBe(200);
    expect((await signIn('neighbour', ownerPassword, '198.51.100.14', both)).status).toBe(200);
  });
});

describeEachDatabase('device cookies and the per-address budget', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_ANONYMOUS_RATE_PER_MINUTE: '3', PORTAL_TRUSTED_PROXIES: '1' },
    });
  });
  afterAll(() => api?.close());

  it("signs a known browser in on its account's budget when its address's budget is spent", async () => {
    const from = '198.51.100.30';
    const first = await api.request
      .post('/api/auth/token')
      .set('X-Forwarded-For', from)
      .send({ username: 'admin', password: api.adminPassword });
    const device = deviceCookie(first)?.value ?? '';
    for (let i = 0; i < 2; i += 1) {
      await api.request
        .post('/api/auth/token')
        .set('X-Forwarded-For', from)
        .send({ username: 'x', password: 'y' });
    }
    const spent = await api.request
      .post('/api/auth/token')
      .set('X-Forwarded-For', from)
      .send({ username: 'admin', password: api.adminPassword });
    expect(spent.status).toBe(429);
    const known = await api.request
      .post('/api/auth/token')
      .set('X-Forwarded-For', from)
      .set('Cookie', `${DEVICE_COOKIE}=${device}`)
      .send({ username: 'admin', password: api.adminPassword });
    expect(known.status).toBe(200);
  });
});
