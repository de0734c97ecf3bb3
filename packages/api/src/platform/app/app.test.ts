import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_VERSION, appCatalogue, type AppContext } from '@lcars/contract';
import {
  APP_MANIFESTS,
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/server.js';

/** Money's id (its manifest): the platform's tests name no app module. */
const MONEY_APP_ID = 3;

describeEachDatabase('public platform routes', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
  });
  afterAll(() => api?.close());

  it('GET /api/health answers ok', async () => {
    const response = await api.request.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /api/app/context/1 is public and lists the apps and the password requirements', async () => {
    const response = await api.request.get('/api/app/context/1');
    expect(response.status).toBe(200);
    const context = response.body as AppContext;
    expect(context.apiVersion).toBe(API_VERSION);
    expect(context.apps.map((app) => app.id)).toEqual(appCatalogue(APP_MANIFESTS).map((app) => app.id));
    expect(context.apps.find((app) => app.id === 100)).toMatchObject({
      claimType: 'Higgs',
      claimValue: 'Boson',
      path: '/admin',
      isEnabled: true,
    });
    expect(context.apps.some((app) => app.id === 2)).toBe(false);
    expect(context.requirements).toEqual({
      allowedUserNameCharacters: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._@-',
      requireDigit: false,
      requireLowercase: false,
      requireUppercase: false,
      requiredLength: 12,
      requiredUserNameLength: 3,
    });
    expect(context.registrationEnabled).toBe(true);
    expect(context.globalAppSettings).toMatchObject({ darkMode: true, themeMode: 1, displayNameId: 2 });
    expect(context.isProduction).toBe(false);
    expect(context.themes.length).toBeGreaterThan(0);
  });

  it('an app the administrator disables answers 403 on its routes for everyone, and serves again when enabled', async () => {
    const admin = await api.login('admin', api.adminPassword);
    const demo = await api.login('demo', api.demoPassword ?? '');
    const moneyList = (token: string) =>
      api.request.get('/api/money/account/list').set('Authorization', `Bearer ${token}`);
    const setMoney = (isEnabled: boolean) =>
      api.request
        .post('/api/app/save')
        .set('Authorization', `Bearer ${admin}`)
        .send({ appId: MONEY_APP_ID, isEnabled });
    expect((await moneyList(demo)).status).toBe(200);

    expect((await setMoney(false)).status).toBe(200);
    for (const token of [demo, admin]) {
      const refused = await moneyList(token);
      expect(refused.status).toBe(403);
      expect((refused.body as { detail?: string }).detail).toBe('This app is disabled by the administrator.');
    }
    // Another app and the platform still answer; an anonymous caller is still asked to sign in first.
    expect((await api.request.get('/api/recipe/count').set('Authorization', `Bearer ${demo}`)).status).toBe(
      200,
    );
    expect((await api.request.get('/api/money/account/list')).status).toBe(401);

    expect((await setMoney(true)).status).toBe(200);
    expect((await moneyList(demo)).status).toBe(200);
  });
});
