import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountContext, OutboxMail, PagedList, Profile } from '@lcars/contract';
import * as calls from '@lcars/contract';
import { expectAnswerOf } from '../../../test/answers.js';
import { registrationProof } from '../../../test/registration.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { problemFields } from '../../../test/requests.js';

const PASSWORD = 'a-long-enough-password';

describeEachDatabase('account flows: registration, confirmation, passwords, names', (kind) => {
  let api: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestServer({ database: kind, env: { PORTAL_PUBLIC_URL: 'https://portal.test' } });
    adminToken = await api.login('admin', api.adminPassword);
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const register = async (body: Record<string, unknown>) =>
    api.request
      .post('/api/account/register')
      .send({ altcha: body.altcha ?? (await registrationProof(api.request)), ...body });
  const signIn = (username: string, password: string) =>
    api.request.post('/api/auth/token').send({ username, password });

  /** The newest outbox mail to an address, read through the admin API. */
  async function lastMailTo(to: string): Promise<OutboxMail | undefined> {
    const response = await api.request.get('/api/admin/outbox?itemsPerPage=100').set(auth(adminToken));
    expect(response.status).toBe(200);
    return (response.body as PagedList<OutboxMail>).records.find((mail) => mail.to === to);
  }

  const linkParams = (mail: OutboxMail | undefined): URLSearchParams =>
    new URL(mail?.link ?? 'x:').searchParams;

  it('registers, mails a confirmation link, confirms and signs in as a Member', async () => {
    const response = await register({
      userName: 'new.user',
      email: 'new.user@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });
    expectAnswerOf(calls.registerAccount, response.body);

    // Not confirmed yet: reason 1 with its fixed message.
    expect((await signIn('new.user', PASSWORD)).body).toMatchObject({
      loginFailureReason: 1,
      reasonText: 'Confirmation email needs to be resent.',
    });

    const mail = await lastMailTo('new.user@example.com');
    expect(mail?.link).toMatch(/^https:\/\/portal\.test\/account\/confirm-email\?userId=\d+&code=/);
    expect(mail?.text).toContain(mail?.link ?? '-');
    // The link carries a live code: it stays out of the log (issue #28, item 8).
    expect(api.logs.some((line) => line.includes(mail?.link ?? '-'))).toBe(false);
    const params = linkParams(mail);

    const wrong = await api.request
      .post('/api/account/confirm-email')
      .send({ userId: Number(params.get('userId')), code: 'wrong-code' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'code' }] });

    const confirmed = await api.request
      .post('/api/account/confirm-email')
      .send({ userId: Number(params.get('userId')), code: params.get('code') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true });
    expectAnswerOf(calls.confirmAccountEmail, confirmed.body);
    // Single use.
    const again = await api.request
      .post('/api/account/confirm-email')
      .send({ userId: Number(params.get('userId')), code: params.get('code') });
    expect(again.status).toBe(400);

    const token = await api.login('new.user', PASSWORD);
    const context = (await api.request.get('/api/account/context/1').set(auth(token))).body as AccountContext;
    expect(context.claims).toContainEqual({ type: 'Money', value: 'Access' });
    expect(context.claims).not.toContainEqual({ type: 'Higgs', value: 'Boson' });
    // Codes are stored hashed.
    const codes = await api.db('account_codes').select<{ code_hash: string }[]>('code_hash');
    expect(codes.some((row) => row.code_hash === params.get('code'))).toBe(false);
  });

  it('checks registrations on the server: requirements, confirmation, unique name and e-mail', async () => {
    const short = await register({
      userName: 'ab',
      email: 'ab@example.com',
      password: 'short',
      confirm: 'other',
    });
    expect(short.status).toBe(400);
    const fields = problemFields(short.body);
    expect(fields).toEqual(expect.arrayContaining(['userName', 'password', 'confirm']));

    const badChars = await register({
      userName: 'bad name!',
      email: 'x@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(badChars.status).toBe(400);
    expect(badChars.body).toMatchObject({ errors: [{ field: 'userName' }] });

    const badEmail = await register({
      userName: 'someone',
      email: 'not-an-address',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ errors: [{ field: 'email' }] });

    const takenName = await register({
      userName: 'ADMIN',
      email: 'other@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(takenName.status).toBe(409);
    expect(takenName.body).toMatchObject({ errors: [{ field: 'userName' }] });

    const takenEmail = await register({
      userName: 'other',
      email: 'Admin@Example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body).toMatchObject({ errors: [{ field: 'email' }] });
  });

  it('refuses registration and its challenge with 403 when the global settings turn it off', async () => {
    const altcha = await registrationProof(api.request);
    await api.db('system_settings').where({ id: 1 }).update({ registration_enabled: false });
    const response = await register({
      userName: 'late',
      email: 'late@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
      altcha,
    });
    expect(response.status).toBe(403);
    expect((await api.request.get('/api/account/register/challenge')).status).toBe(403);
    await api.db('system_settings').where({ id: 1 }).update({ registration_enabled: true });
  });

  it('resends the confirmation mail with the same answer whatever the account', async () => {
    await register({
      userName: 'resend.me',
      email: 'resend@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await api.db('account_codes').update({ created_at: new Date(Date.now() - 120_000) });
    const before = await api.db('mail_outbox').where({ to: 'resend@example.com' });
    const known = await api.request.post('/api/account/resend.me/resend-email/false');
    const unknown = await api.request.post('/api/account/nobody-at-all/resend-email/false');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: 'E-Mail successfully re-sent', result: null });
    expect(unknown.body).toEqual(known.body);
    const after = await api.db('mail_outbox').where({ to: 'resend@example.com' });
    expect(after.length).toBe(before.length + 1);
    expect((await api.request.post('/api/account/resend.me/resend-email/maybe')).status).toBe(400);
  });

  it('forgot password: the same answer for an unknown address; the reset link sets a new password', async () => {
    const unknown = await api.request.post('/api/account/forgot').send({ email: 'nobody@example.com' });
    const known = await api.request.post('/api/account/forgot').send({ email: 'DEMO@example.com' });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await api.db('mail_outbox').where({ to: 'nobody@example.com' })).toHaveLength(0);

    const mail = await lastMailTo('demo@example.com');
    expect(mail?.link).toMatch(/^https:\/\/portal\.test\/account\/forgot\/reset\?code=/);
    const code = linkParams(mail).get('code');

    // A refresh session from before the reset stops working.
    const before = await signIn('demo', api.demoPassword ?? '');
    const cookie = (before.headers['set-cookie'] as unknown as string[])[0]?.split(';')[0] ?? '';

    const weak = await api.request.post('/api/account/reset').send({ code, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: [{ field: 'password' }] });

    const reset = await api.request
      .post('/api/account/reset')
      .send({ code, password: 'the-new-demo-password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true });
    expectAnswerOf(calls.resetAccountPassword, reset.body);
    expect(
      (await api.request.post('/api/account/reset').send({ code, password: 'another-new-password' })).status,
    ).toBe(400);

    expect((await signIn('demo', api.demoPassword ?? '')).body).toMatchObject({ loginFailureReason: 2 });
    expect((await signIn('demo', 'the-new-demo-password')).body).toMatchObject({ isAuthenticated: true });
    expect((await api.request.post('/api/auth/token/exchange').set('Cookie', cookie)).status).toBe(401);
    expect(await api.db('audit_log').where({ event: 'account.password.reset' })).toHaveLength(1);
  });

  it('changes the password: the current one is checked, old tokens stop working, a new token is given', async () => {
    const token = await api.login('new.user', PASSWORD);
    const wrong = await api.request
      .post('/api/account/password/change')
      .set(auth(token))
      .send({ currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'currentPassword' }] });

    const changed = await api.request.post('/api/account/password/change').set(auth(token)).send({
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-password',
      confirm: 'a-brand-new-password',
    });
    expect(changed.status).toBe(200);
    const body = changed.body as { success: boolean; result: { jwtToken: string } };
    expect(body.success).toBe(true);
    expect((await api.request.get('/api/account/context/1').set(auth(token))).status).toBe(401);
    expect((await api.request.get('/api/account/context/1').set(auth(body.result.jwtToken))).status).toBe(
      200,
    );
    expect((await signIn('new.user', PASSWORD)).body).toMatchObject({ loginFailureReason: 2 });
    expect((await signIn('new.user', 'a-brand-new-password')).body).toMatchObject({ isAuthenticated: true });
    expect((await api.request.post('/api/account/password/change').send({})).status).toBe(401);
  });

  it('checks e-mail addresses and user names: isValid and invalidReason', async () => {
    const token = await api.login('new.user', 'a-brand-new-password');
    const check = async (path: string) =>
      (await api.request.get(path).set(auth(token))).body as { isValid: boolean; invalidReason: string };
    expect(await check('/api/account/email/fresh@example.com/check')).toEqual({
      isValid: true,
      invalidReason: '',
    });
    expect((await check('/api/account/email/admin@example.com/check')).isValid).toBe(false);
    expect((await check('/api/account/email/not-an-email/check')).invalidReason).toMatch(/valid/);
    expect((await check('/api/account/email/new.user@example.com/check')).invalidReason).toMatch(/current/);
    expect(await check('/api/account/username/free.name/check')).toEqual({
      isValid: true,
      invalidReason: '',
    });
    expect((await check('/api/account/username/admin/check')).invalidReason).toMatch(/taken/);
    expect((await check('/api/account/username/x/check')).invalidReason).toMatch(/at least 3/);
    expect((await check('/api/account/username/new.user/check')).isValid).toBe(true);
  });

  it('lets a registering visitor check names and addresses, with nothing counted as their own', async () => {
    const anonymous = async (path: string) =>
      (await api.request.get(path)).body as { isValid: boolean; invalidReason: string };
    expect(await anonymous('/api/account/username/free.name/check')).toEqual({
      isValid: true,
      invalidReason: '',
    });
    expect((await anonymous('/api/account/username/new.user/check')).invalidReason).toMatch(/taken/);
    expect((await anonymous('/api/account/email/new.user@example.com/check')).invalidReason).toMatch(
      /in use/,
    );
    expect((await anonymous('/api/account/email/not-an-email/check')).isValid).toBe(false);
    // A bearer that no longer works is a visitor, not an error.
    const stale = await api.request.get('/api/account/username/free.name/check').set(auth('not-a-token'));
    expect(stale.status).toBe(200);
  });

  it('changes the e-mail address after the new address confirms it', async () => {
    const token = await api.login('new.user', 'a-brand-new-password');
    const taken = await api.request
      .post('/api/account/email/change')
      .set(auth(token))
      .send({ email: 'demo@example.com' });
    expect(taken.status).toBe(409);
    const response = await api.request
      .post('/api/account/email/change')
      .set(auth(token))
      .send({ email: 'moved@example.com' });
    expect(response.status).toBe(200);
    const profile = (await api.request.get('/api/profile').set(auth(token))).body as Profile;
    expect(profile).toMatchObject({ email: 'new.user@example.com', newEmailAddress: 'moved@example.com' });

    const params = linkParams(await lastMailTo('moved@example.com'));
    const confirmed = await api.request
      .post('/api/account/confirm-email')
      .send({ userId: Number(params.get('userId')), code: params.get('code') });
    expect(confirmed.status).toBe(200);
    const after = (await api.request.get('/api/profile').set(auth(token))).body as Profile;
    expect(after).toMatchObject({ email: 'moved@example.com', newEmailAddress: '' });
  });

  it('changes the user name: { success } and sign-in with the new name', async () => {
    const token = await api.login('new.user', 'a-brand-new-password');
    const taken = await api.request.post('/api/account/username/change/admin').set(auth(token));
    expect(taken.status).toBe(409);
    const invalid = await api.request.post('/api/account/username/change/no%20spaces').set(auth(token));
    expect(invalid.status).toBe(400);
    const changed = await api.request.post('/api/account/username/change/renamed.user').set(auth(token));
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true });
    expect((await signIn('renamed.user', 'a-brand-new-password')).body).toMatchObject({
      isAuthenticated: true,
    });
  });

  it('lists the outbox newest first for administrators only', async () => {
    const response = await api.request.get('/api/admin/outbox?page=1&itemsPerPage=2').set(auth(adminToken));
    const page = response.body as PagedList<OutboxMail>;
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.itemsPerPage).toBe(2);
    expect(page.records[0]!.id).toBeGreaterThan(page.records[1]!.id);
    const member = await api.login('demo', 'the-new-demo-password');
    expect((await api.request.get('/api/admin/outbox').set(auth(member))).status).toBe(403);
    expect((await api.request.get('/api/admin/audit').set(auth(member))).status).toBe(403);
    const audit = await api.request.get('/api/admin/audit?event=account.register').set(auth(adminToken));
    expect(audit.status).toBe(200);
    expect((audit.body as PagedList<unknown>).total).toBeGreaterThan(0);
  });
});
