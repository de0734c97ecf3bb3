import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountContext, AppContextApp, DataLastModified, ResultWrapper, Theme } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { dataReaders, touchData } from './data.js';

describeEachDatabase('settings, themes, apps and data freshness', (kind) => {
  let api: TestServer;
  let adminToken: string;
  let demoToken: string;

  beforeAll(async () => {
    // An app's data name: its reader says who may see the mark (here: everyone signed in).
    api = await startTestServer({ database: kind, dataReaders: { recipe: () => Promise.resolve(true) } });
    adminToken = await api.login('admin', api.adminPassword);
    demoToken = await api.login('demo', api.demoPassword ?? '');
  });
  afterAll(() => api?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const context = async (token: string) =>
    (await api.request.get('/api/account/context/1').set(auth(token))).body as AccountContext;

  it('persists dark mode and theme mode in the account context; other values are 400', async () => {
    expect((await api.request.post('/api/account/darkmode/false/1').set(auth(demoToken))).status).toBe(200);
    expect((await api.request.post('/api/account/theme-mode/2/1').set(auth(demoToken))).status).toBe(200);
    expect((await context(demoToken)).globalAppSettings).toMatchObject({ darkMode: false, themeMode: 2 });
    // Only the caller's settings changed.
    expect((await context(adminToken)).globalAppSettings).toMatchObject({ darkMode: true, themeMode: 1 });

    await api.request.post('/api/account/darkmode/true/1').set(auth(demoToken));
    await api.request.post('/api/account/theme-mode/1/1').set(auth(demoToken));
    expect((await context(demoToken)).globalAppSettings).toMatchObject({ darkMode: true, themeMode: 1 });

    for (const path of ['/api/account/darkmode/yes/1', '/api/account/theme-mode/3/1']) {
      const response = await api.request.post(path).set(auth(demoToken));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errors: [{ field: 'value' }] });
    }
    expect((await api.request.post('/api/account/darkmode/true/1')).status).toBe(401);
  });

  it('saves the global app settings of the user (start page, rows, display name)', async () => {
    const response = await api.request
      .post('/api/account/global/save')
      .set(auth(demoToken))
      .send({ startUrl: '/money', gridDefaultRows: 25, displayNameId: 4, isOfflineEnabled: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Save complete!' });
    expect((await context(demoToken)).globalAppSettings).toMatchObject({
      startUrl: '/money',
      gridDefaultRows: 25,
      displayNameId: 4,
      isOfflineEnabled: true,
    });
    const offsite = await api.request
      .post('/api/account/global/save')
      .set(auth(demoToken))
      .send({ startUrl: '//evil.example.com' });
    expect(offsite.status).toBe(400);
    expect(offsite.body).toMatchObject({ errors: [{ field: 'startUrl' }] });
  });

  it('saves per-app settings of the user with "Save complete!", including the recipe settings', async () => {
    const response = await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 1, isEnabled: false, primaryColor: '#112233', recipeSettings: { useCardView: true } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Save complete!' });
    const recipe = (await context(demoToken)).appSettings.find((app) => app.appId === 1);
    expect(recipe).toMatchObject({
      isEnabled: false,
      primaryColor: '#112233',
      recipeSettings: { useCardView: true, enableFavorites: true, enableOfflineImages: false },
    });
    const bad = await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 1, primaryColor: 'red' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'primaryColor' }] });
    const unknownApp = await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 4242 });
    expect(unknownApp.status).toBe(400);
  });

  it('saves global per-app settings for administrators only', async () => {
    const denied = await api.request
      .post('/api/app/save')
      .set(auth(demoToken))
      .send({ appId: 3, isOfflineEnabled: true });
    expect(denied.status).toBe(403);
    const saved = await api.request
      .post('/api/app/save')
      .set(auth(adminToken))
      .send({ appId: 3, isOfflineEnabled: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Save complete!' });
    const apps = (await api.request.get('/api/app/list').set(auth(demoToken))).body as AppContextApp[];
    expect(apps.find((app) => app.id === 3)).toMatchObject({ isOfflineEnabled: true });
    expect(apps.map((app) => app.id)).toContain(100);
  });

  it("gives an app the administrator's theme until the user chooses one of their own (0: no choice)", async () => {
    const appTheme = async () =>
      (await context(demoToken)).appSettings.find((app) => app.appId === 3)?.themeId;
    expect(
      (await api.request.post('/api/app/save').set(auth(adminToken)).send({ appId: 3, themeId: 2 })).status,
    ).toBe(200);
    expect(await appTheme()).toBe(2);
    // Saving another setting of that app makes a row of the user's own, with no theme chosen.
    await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 3, isOfflineEnabled: true });
    expect(await appTheme()).toBe(2);
    await api.request.post('/api/account/app/save').set(auth(demoToken)).send({ appId: 3, themeId: 1 });
    expect(await appTheme()).toBe(1);
    await api.request.post('/api/account/app/save').set(auth(demoToken)).send({ appId: 3, themeId: 0 });
    expect(await appTheme()).toBe(2);
  });

  it("keeps following the administrator's colours when the user saves them unchanged", async () => {
    const money = async () => (await context(demoToken)).appSettings.find((app) => app.appId === 3);
    const adminSaves = (body: object) =>
      api.request
        .post('/api/app/save')
        .set(auth(adminToken))
        .send({ appId: 3, ...body });
    expect((await adminSaves({ primaryColor: '#00695C', secondaryColor: '#004D40' })).status).toBe(200);
    // The settings form sends every field as shown: the administrator's colours, unchanged.
    const shown = await money();
    await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 3, isEnabled: true, primaryColor: shown?.primaryColor, secondaryColor: '#004d40' });
    await adminSaves({ primaryColor: '#4A148C' });
    expect(await money()).toMatchObject({ primaryColor: '#4A148C', secondaryColor: '#004D40' });
    // A colour of the user's own stays theirs.
    await api.request
      .post('/api/account/app/save')
      .set(auth(demoToken))
      .send({ appId: 3, primaryColor: '#FF6F00' });
    await adminSaves({ primaryColor: '#1B5E20' });
    expect(await money()).toMatchObject({ primaryColor: '#FF6F00' });
  });

  it('shares themes: own and shared ones are listed, private ones of others are not', async () => {
    const colors = [
      { themeColorName: 'primary', themeColorValue: '#aa0000' },
      { themeColorName: 'redAlert1', themeColorValue: '#FF0000' },
    ];
    const save = (token: string, body: Record<string, unknown>) =>
      api.request.post('/api/theme/save').set(auth(token)).send(body);
    const shared = await save(adminToken, {
      title: 'Shared',
      allowUseByOtherUsers: true,
      themeColors: colors,
    });
    const secret = await save(adminToken, { title: 'Private', themeColors: colors });
    expect(shared.status).toBe(200);
    const sharedTheme = (shared.body as ResultWrapper<Theme>).result;
    expect(sharedTheme).toMatchObject({ isBuiltIn: false, isUserOwned: true, allowUseByOtherUsers: true });
    expect(sharedTheme?.id).toBeGreaterThan(1000);
    expect(sharedTheme?.themeColors).toContainEqual({
      themeId: sharedTheme?.id,
      themeColorName: 'primary',
      themeColorValue: '#AA0000',
    });

    const demoList = (await api.request.get('/api/theme/list').set(auth(demoToken))).body as Theme[];
    const titles = demoList.map((theme) => theme.title);
    expect(titles).toContain('Shared');
    expect(titles).not.toContain('Private');
    expect(demoList.filter((theme) => theme.isBuiltIn).length).toBeGreaterThan(0);
    expect(demoList.find((theme) => theme.title === 'Shared')?.isUserOwned).toBe(false);

    const secretId = (secret.body as ResultWrapper<Theme>).result?.id;
    expect((await save(demoToken, { id: sharedTheme?.id, title: 'Mine now' })).status).toBe(403);
    expect((await save(demoToken, { id: 1, title: 'Built in' })).status).toBe(403);
    expect((await api.request.delete(`/api/theme/${secretId}`).set(auth(demoToken))).status).toBe(403);

    const badColor = await save(demoToken, {
      title: 'Bad',
      themeColors: [{ themeColorName: 'primary', themeColorValue: 'blue' }],
    });
    expect(badColor.status).toBe(400);
    expect(badColor.body).toMatchObject({ errors: [{ field: 'themeColors.0.themeColorValue' }] });
    const badName = await save(demoToken, {
      title: 'Bad',
      themeColors: [{ themeColorName: 'chartreuse', themeColorValue: '#000000' }],
    });
    expect(badName.status).toBe(400);

    const updated = await save(adminToken, {
      id: sharedTheme?.id,
      title: 'Shared 2',
      allowUseByOtherUsers: false,
    });
    expect(updated.status).toBe(200);
    const after = (await api.request.get('/api/theme/list').set(auth(demoToken))).body as Theme[];
    expect(after.map((theme) => theme.title)).not.toContain('Shared 2');
    expect((await api.request.delete(`/api/theme/${secretId}`).set(auth(adminToken))).status).toBe(200);
    expect((await api.request.delete(`/api/theme/${secretId}`).set(auth(adminToken))).status).toBe(404);
  });

  it('answers the last-modified time of a data name and id, kept by touchData', async () => {
    const read = async (path: string) =>
      (await api.request.get(path).set(auth(demoToken))).body as DataLastModified;
    expect(await read('/api/data/last/recipe/77')).toEqual({
      dataName: 'recipe',
      id: '77',
      lastModified: null,
    });
    await touchData(api.db, 'recipe', 77);
    const first = await read('/api/data/last/recipe/77');
    expect(Date.parse(first.lastModified ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 15));
    await touchData(api.db, 'recipe', 77);
    const second = await read('/api/data/last/recipe/77');
    expect(Date.parse(second.lastModified ?? '')).toBeGreaterThan(Date.parse(first.lastModified ?? ''));
    expect((await api.request.get('/api/data/last/recipe/77')).status).toBe(401);
  });

  // Regression (issue #12): any signed-in user could read the marks of any data name and id.
  it('answers a mark only to a caller who may read the data', async () => {
    const demo = await api.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id');
    const admin = await api.db('users').where({ user_name: 'admin' }).first<{ id: number }>('id');
    const status = async (path: string) => (await api.request.get(path).set(auth(demoToken))).status;
    expect(await status(`/api/data/last/profile/${demo.id}`)).toBe(200);
    expect(await status(`/api/data/last/account-context/${demo.id}`)).toBe(200);
    expect(await status(`/api/data/last/profile/${admin.id}`)).toBe(404);
    expect(await status(`/api/data/last/account-context/${admin.id}`)).toBe(404);
    expect(await status('/api/data/last/no-such-data/1')).toBe(404);
    const asAdmin = await api.request.get(`/api/data/last/profile/${demo.id}`).set(auth(adminToken));
    expect(asAdmin.status).toBe(200);
  });
});

describe('data readers', () => {
  const anyone = () => Promise.resolve(true);

  it("adds the apps' data names to the platform's, and refuses a name with two readers", () => {
    const readers = dataReaders([['recipe', anyone]]);
    expect(readers.get('recipe')).toBe(anyone);
    expect(readers.has('profile')).toBe(true);
    expect(() => dataReaders([['profile', anyone]])).toThrow(/profile has two readers/);
    expect(() =>
      dataReaders([
        ['recipe', anyone],
        ['recipe', anyone],
      ]),
    ).toThrow(/recipe has two readers/);
  });
});
