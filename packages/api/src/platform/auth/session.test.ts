import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { REFRESH_COOKIE, REFRESH_REUSE_GRACE_MS } from './refresh.js';

type Response = { headers: Record<string, unknown>; status: number; body: unknown };

function setCookies(response: Response): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
}

/** The refresh cookie a response set (its value and its attributes), or undefined. */
function refreshCookie(response: Response): { value: string; header: string } | undefined {
  const header = setCookies(response).find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!header) return undefined;
  return { value: header.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '', header };
}

describeEachDatabase('sign-in sessions: lockout, refresh tokens, logout', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_LOCKOUT_MAX_FAILURES: '3', PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '8' },
    });
  });
  afterAll(() => api?.close());

  const signIn = (username: string, password: string, rememberMe = false) =>
    api.request.post('/api/auth/token').send({ username, password, rememberMe });
  const exchange = (token: string | undefined) => {
    const request = api.request.post('/api/auth/token/exchange');
    return token === undefined ? request : request.set('Cookie', `${REFRESH_COOKIE}=${token}`);
  };

  it('sets an HttpOnly, SameSite=Strict refresh cookie on /api/auth; Max-Age only with remember me', async () => {
    const session = await signIn('admin', api.adminPassword);
    expect(session.status).toBe(200);
    const cookie = refreshCookie(session);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.header).toMatch(/path=\/api\/auth/i);
    expect(cookie?.header).toMatch(/httponly/i);
    expect(cookie?.header).toMatch(/samesite=strict/i);
    expect(cookie?.header).not.toMatch(/secure/i);
    expect(cookie?.header).not.toMatch(/max-age|expires/i);

    const remembered = refreshCookie(await signIn('admin', api.adminPassword, true));
    expect(remembered?.header).toMatch(/expires=/i);

    // Only a hash is stored.
    const rows = await api.db('refresh_tokens').select<{ token_hash: string }[]>('token_hash');
    expect(rows.some((row) => row.token_hash === cookie?.value)).toBe(false);
  });

  it('sets the Secure flag over https: behind a trusted proxy that says so, never on a forged header', async () => {
    // Without PORTAL_TRUST_PROXY a forwarded header is ignored.
    const direct = await signIn('admin', api.adminPassword).set('X-Forwarded-Proto', 'https');
    expect(refreshCookie(direct)?.header).not.toMatch(/secure/i);

    const proxied = await startTestServer({ database: kind, env: { PORTAL_TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.request
        .post('/api/auth/token')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: 'admin', password: proxied.adminPassword });
      expect(refreshCookie(response)?.header).toMatch(/;\s*secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('exchanges the cookie for a new access token and rotates it on every use', async () => {
    const first = refreshCookie(await signIn('admin', api.adminPassword));
    const one = await exchange(first?.value);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ loginFailureReason: 0, isAuthenticated: true });
    const access = (one.body as LoginResult).jwtToken;
    expect(access.split('.')).toHaveLength(3);
    const context = await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${access}`);
    expect(context.status).toBe(200);

    const second = refreshCookie(one);
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
    const two = await exchange(second?.value);
    expect(two.status).toBe(200);
    expect(refreshCookie(two)?.value).not.toBe(second?.value);
  });

  it('revokes the whole family when a rotated token comes back (reason 5, 401)', async () => {
    const first = refreshCookie(await signIn('admin', api.adminPassword));
    const rotated = await exchange(first?.value);
    const current = refreshCookie(rotated)?.value;
    // After the grace window for concurrent tabs (refresh-grace.test.ts).
    await api
      .db('refresh_tokens')
      .whereNotNull('rotated_at')
      .update({ rotated_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) });
    const reuse = await exchange(first?.value);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ loginFailureReason: 5, jwtToken: '' });
    // The newest token of the family is dead too.
    const afterReuse = await exchange(current);
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body).toMatchObject({ loginFailureReason: 5, jwtToken: '' });
    const audit = await api.db('audit_log').where({ event: 'auth.refresh.reuse' });
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers reason 5 with 401 for a missing, unknown or expired refresh token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await exchange(token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ loginFailureReason: 5, jwtToken: '' });
    }
    const cookie = refreshCookie(await signIn('admin', api.adminPassword));
    await api
      .db('refresh_tokens')
      .whereNull('rotated_at')
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await exchange(cookie?.value);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ loginFailureReason: 5 });
  });

  it('logout revokes the family, clears the cookie and answers true', async () => {
    const cookie = refreshCookie(await signIn('admin', api.adminPassword));
    const logout = await api.request
      .post('/api/auth/logout')
      .set('Cookie', `${REFRESH_COOKIE}=${cookie?.value}`);
    expect(logout.status).toBe(200);
    expect(logout.body).toBe(true);
    expect(refreshCookie(logout)?.header).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await exchange(cookie?.value)).status).toBe(401);
    // Without a cookie it still answers true.
    expect((await api.request.post('/api/auth/logout')).body).toBe(true);
  });

  it('signing out everywhere ends every browser session of the user, but not their personal access tokens', async () => {
    const here = await signIn('admin', api.adminPassword);
    const there = await signIn('admin', api.adminPassword);
    const hereToken = (here.body as LoginResult).jwtToken;
    const thereToken = (there.body as LoginResult).jwtToken;
    const pat = await api.request
      .post('/api/account/tokens')
      .set('Authorization', `Bearer ${hereToken}`)
      .send({ name: 'nightly script' });
    expect(pat.status).toBe(201);
    const personal = (pat.body as { token: string }).token;

    expect((await api.request.post('/api/auth/logout/everywhere')).status).toBe(401);
    const everywhere = await api.request
      .post('/api/auth/logout/everywhere')
      .set('Authorization', `Bearer ${hereToken}`);
    expect(everywhere.status).toBe(200);
    expect(everywhere.body).toBe(true);

    for (const token of [hereToken, thereToken]) {
      const context = await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${token}`);
      expect(context.status).toBe(401);
    }
    for (const response of [here, there])
      expect((await exchange(refreshCookie(response)?.value)).status).toBe(401);
    const script = await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${personal}`);
    expect(script.status).toBe(200);
    // and signing in again works
    expect((await signIn('admin', api.adminPassword)).body).toMatchObject({ isAuthenticated: true });
  });

  it('POST /api/app/live answers 200 when signed in and 401 otherwise', async () => {
    const token = await api.login('admin', api.adminPassword);
    expect((await api.request.post('/api/app/live').set('Authorization', `Bearer ${token}`)).status).toBe(
      200,
    );
    expect((await api.request.post('/api/app/live')).status).toBe(401);
  });

  it('locks an account after the configured failures: 429, reason 3 and Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await signIn('demo', 'wrong-password-here');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ loginFailureReason: 2 });
    }
    const locked = await signIn('demo', api.demoPassword ?? '');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ loginFailureReason: 3, isAuthenticated: false, jwtToken: '' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refreshCookie(locked)).toBeUndefined();
    expect(await api.db('audit_log').where({ event: 'auth.lockout' })).not.toHaveLength(0);

    // Unknown names lock the same way, so a lock says nothing about whether an account exists.
    for (let i = 0; i < 3; i += 1) await signIn('no-such-user', 'wrong-password-here');
    expect((await signIn('no-such-user', 'wrong-password-here')).status).toBe(429);

    // The lock ends when the failures leave the window.
    await api.db('login_attempts').update({ created_at: new Date(Date.now() - 16 * 60 * 1000) });
    const after = await signIn('demo', api.demoPassword ?? '');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ isAuthenticated: true });
  });

  it('limits failures per address across accounts', async () => {
    await api.db('login_attempts').delete();
    const names = ['a1', 'a2', 'a3', 'a4'];
    for (const name of names) {
      await signIn(name, 'wrong-password-here');
      await signIn(name, 'wrong-password-here');
    }
    const response = await signIn('admin', api.adminPassword);
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await api.db('login_attempts').delete();
  });
});
