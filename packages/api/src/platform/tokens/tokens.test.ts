import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountContext, PersonalAccessToken, PersonalAccessTokenCreated } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('personal access tokens', (kind) => {
  let api: TestServer;
  let demoToken: string;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    demoToken = await api.login('demo', api.demoPassword ?? '');
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('creates a token shown once, lists it without the secret, accepts it as a bearer, revokes it at once', async () => {
    const created = await api.request
      .post('/api/account/tokens')
      .set(auth(demoToken))
      .send({ name: 'backup script' });
    expect(created.status).toBe(201);
    const token = created.body as PersonalAccessTokenCreated;
    expect(token.token).toMatch(/^lcars_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'backup script', expiresDate: null, lastUsedDate: null });
    expect(token.token.startsWith(token.tokenPrefix)).toBe(true);

    const list = (await api.request.get('/api/account/tokens').set(auth(demoToken)))
      .body as PersonalAccessToken[];
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(token.token);
    const stored = await api.db('personal_access_tokens').select<{ token_hash: string }[]>('token_hash');
    expect(stored[0]?.token_hash).not.toContain(token.token);

    const context = await api.request.get('/api/account/context/1').set(auth(token.token));
    expect(context.status).toBe(200);
    expect((context.body as AccountContext).profile.userName).toBe('demo');
    expect((context.body as AccountContext).claims).toContainEqual({ type: 'Money', value: 'Access' });
    // Same claims as the user: no admin routes.
    expect((await api.request.get('/api/admin/outbox').set(auth(token.token))).status).toBe(403);
    const used = (await api.request.get('/api/account/tokens').set(auth(demoToken)))
      .body as PersonalAccessToken[];
    expect(used[0]?.lastUsedDate).not.toBeNull();

    // Another user cannot revoke it.
    const adminToken = await api.login('admin', api.adminPassword);
    expect((await api.request.delete(`/api/account/tokens/${token.id}`).set(auth(adminToken))).status).toBe(
      404,
    );

    const revoked = await api.request.delete(`/api/account/tokens/${token.id}`).set(auth(demoToken));
    expect(revoked.status).toBe(200);
    expect((await api.request.get('/api/account/context/1').set(auth(token.token))).status).toBe(401);
    expect((await api.request.get('/api/account/tokens').set(auth(demoToken))).body).toEqual([]);
    const events = await api
      .db('audit_log')
      .whereIn('event', ['account.token.create', 'account.token.revoke']);
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain(token.token);
  });

  it('stops accepting an expired token, a made-up one and one of a disabled user', async () => {
    const created = (
      await api.request
        .post('/api/account/tokens')
        .set(auth(demoToken))
        .send({ name: 'short', expiresInDays: 1 })
    ).body as PersonalAccessTokenCreated;
    expect(created.expiresDate).not.toBeNull();
    expect((await api.request.get('/api/profile').set(auth(created.token))).status).toBe(200);
    await api
      .db('personal_access_tokens')
      .where({ id: created.id })
      .update({ expires_date: new Date(Date.now() - 1000) });
    expect((await api.request.get('/api/profile').set(auth(created.token))).status).toBe(401);
    expect((await api.request.get('/api/profile').set(auth('lcars_made-up-token'))).status).toBe(401);

    const other = (await api.request.post('/api/account/tokens').set(auth(demoToken)).send({ name: 'other' }))
      .body as PersonalAccessTokenCreated;
    await api.db('users').where({ normalized_user_name: 'demo' }).update({ disabled: true });
    expect((await api.request.get('/api/profile').set(auth(other.token))).status).toBe(401);
    await api.db('users').where({ normalized_user_name: 'demo' }).update({ disabled: false });
  });

  it('validates the request and needs a signed-in user', async () => {
    const response = await api.request.post('/api/account/tokens').set(auth(demoToken)).send({ name: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'name' }] });
    expect((await api.request.get('/api/account/tokens')).status).toBe(401);
  });
});
