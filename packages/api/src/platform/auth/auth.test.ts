import { afterAll, beforeAll, expect, it } from 'vitest';
import { LoginFailureReason, type LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { createUser } from '../users/service.js';
import { LOGIN_REASON_TEXT } from './service.js';

const PASSWORD = 'a-long-enough-password';

describeEachDatabase('POST /api/auth/token', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    const hash = await api.server.passwords.hash(PASSWORD, 'trusted');
    await createUser(api.db, {
      userName: 'Disabled.User',
      email: 'off@example.com',
      passwordHash: hash,
      emailConfirmed: true,
      disabled: true,
    });
    await createUser(api.db, { userName: 'unconfirmed', email: 'new@example.com', passwordHash: hash });
  });
  afterAll(() => api?.close());

  const signIn = async (username: string, password: string): Promise<LoginResult> => {
    const response = await api.request.post('/api/auth/token').send({ username, password });
    expect(response.status).toBe(200);
    return response.body as LoginResult;
  };

  it('signs the admin in with a 15-minute HS256 token naming the user', async () => {
    const result = await signIn('admin', api.adminPassword);
    expect(result).toMatchObject({ isAuthenticated: true, loginFailureReason: 0, reasonText: '' });
    const [header, payload] = result.jwtToken
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '1', name: 'admin' });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(15 * 60);
  });

  it('accepts the user name in any case, and the e-mail address', async () => {
    expect((await signIn('ADMIN', api.adminPassword)).isAuthenticated).toBe(true);
    expect((await signIn('Admin@Example.com', api.adminPassword)).isAuthenticated).toBe(true);
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrongPassword = await signIn('admin', 'not-the-password');
    const unknownUser = await signIn('nobody-here', 'not-the-password');
    const expected = {
      isAuthenticated: false,
      loginFailureReason: LoginFailureReason.WrongCredentials,
      reasonText: LOGIN_REASON_TEXT[LoginFailureReason.WrongCredentials],
      jwtToken: '',
    };
    expect(wrongPassword).toEqual(expected);
    expect(unknownUser).toEqual(expected);
  });

  it('refuses a disabled account (reason 4), but only to someone who knows the password', async () => {
    expect(await signIn('disabled.user', PASSWORD)).toMatchObject({
      isAuthenticated: false,
      loginFailureReason: 4,
      jwtToken: '',
    });
    expect((await signIn('disabled.user', 'wrong-password')).loginFailureReason).toBe(2);
  });

  it('refuses an unconfirmed e-mail address (reason 1) with its fixed message', async () => {
    expect(await signIn('unconfirmed', PASSWORD)).toEqual({
      isAuthenticated: false,
      loginFailureReason: 1,
      reasonText: 'Confirmation email needs to be resent.',
      jwtToken: '',
    });
  });

  it('signs the demo member in', async () => {
    expect((await signIn('demo', api.demoPassword ?? '')).isAuthenticated).toBe(true);
  });

  it('records sign-in attempts', async () => {
    const rows = await api.db('login_attempts').where({ user_name: 'nobody-here' });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers 400 naming the missing field', async () => {
    const response = await api.request.post('/api/auth/token').send({ username: 'admin' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toMatchObject({
      status: 400,
      errors: [{ field: 'password', message: 'Password is required.' }],
    });
  });

  it('answers 400 for an empty password and for malformed JSON, without a stack trace', async () => {
    const empty = await api.request.post('/api/auth/token').send({ username: 'admin', password: '' });
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: unknown[] }).errors).toEqual([
      { field: 'password', message: 'Password is required.' },
    ]);
    const malformed = await api.request
      .post('/api/auth/token')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
