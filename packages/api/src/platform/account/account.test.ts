import { afterAll, beforeAll, expect, it } from 'vitest';
import { NAME_IDENTIFIER, hasClaim, type AccountContext } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('GET /api/account/context/1', (kind) => {
  let api: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    adminToken = await api.login('admin', api.adminPassword);
  });
  afterAll(() => api?.close());

  it('needs a bearer token: 401 problem without one', async () => {
    const response = await api.request.get('/api/account/context/1');
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body).toMatchObject({ status: 401, title: expect.any(String) as string });
  });

  it('rejects a forged or garbled token with 401', async () => {
    const [header, payload] = adminToken.split('.');
    for (const token of ['garbage', `${header}.${payload}.c2lnbmF0dXJl`]) {
      const response = await api.request
        .get('/api/account/context/1')
        .set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
    }
  });

  it("returns the admin's session with the name identifier and Higgs/Boson", async () => {
    const response = await api.request
      .get('/api/account/context/1')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(response.status).toBe(200);
    const context = response.body as AccountContext;
    expect(context.profile).toMatchObject({
      userId: 1,
      userName: 'admin',
      preferredSalutation: 'Hello',
      displayNameId: 2,
    });
    expect(hasClaim(context.claims, NAME_IDENTIFIER, '1')).toBe(true);
    expect(hasClaim(context.claims, 'Higgs', 'Boson')).toBe(true);
    expect(hasClaim(context.claims, 'Money', 'Create')).toBe(true);
    expect(context.globalAppSettings).toMatchObject({
      darkMode: true,
      isOfflineEnabled: false,
      displayNameId: 2,
      themeMode: 1,
    });
    expect(context.appSettings.map((app) => app.appId)).toEqual([3, 1, 5, 4, 99, 51, 100]);
    expect(context.token).toBe(adminToken);
  });

  it('gives the demo member app claims but not the admin claim', async () => {
    const token = await api.login('demo', api.demoPassword ?? '');
    const context = (await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${token}`))
      .body as AccountContext;
    expect(hasClaim(context.claims, 'Higgs', 'Boson')).toBe(false);
    expect(hasClaim(context.claims, 'Boxing', 'Edit')).toBe(true);
    expect(hasClaim(context.claims, 'Section31', 'Read')).toBe(true);
    expect(context.claims.filter((claim) => claim.type === NAME_IDENTIFIER)).toHaveLength(1);
  });

  it('adds direct claims and reads claims on every request (revocation is immediate)', async () => {
    const token = await api.login('demo', api.demoPassword ?? '');
    const demo = await api.db('users').where({ normalized_user_name: 'demo' }).first<{ id: number }>('id');
    await api.db('user_claims').insert({ user_id: demo?.id, claim_type: 'SystemItem', claim_value: 'Read' });
    const withClaim = (
      await api.request.get('/api/account/context/1').set('Authorization', `Bearer ${token}`)
    ).body as AccountContext;
    expect(hasClaim(withClaim.claims, 'SystemItem', 'Read')).toBe(true);

    await api.db('users').where({ id: demo?.id }).update({ disabled: true });
    const afterDisable = await api.request
      .get('/api/account/context/1')
      .set('Authorization', `Bearer ${token}`);
    expect(afterDisable.status).toBe(401);
    await api.db('users').where({ id: demo?.id }).update({ disabled: false });
  });
});
