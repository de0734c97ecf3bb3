// The answers of the platform's calls have the shape their descriptors declare: the portal and the CLI type
// what they read by the descriptors' response schemas, so an answer that drifted from its schema would be
// typed wrong at every caller.
import * as calls from '@lcars/contract';
import { requestOf, type CallInput, type Endpoint } from '@lcars/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerOf as strictAnswerOf, expectAnswerOf } from '../../test/answers.js';
import { testUsers } from '../../test/requests.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('the platform answers as its descriptors say', (kind) => {
  let api: TestServer;
  let adminToken: string;
  const users = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    adminToken = await api.login('admin', api.adminPassword ?? '');
    await users.addUser('saver', ['Member']);
  });
  afterAll(() => api?.close());

  async function answerOf<E extends Endpoint>(call: E, input: CallInput<E>): Promise<unknown> {
    const request = requestOf(call, input);
    const query = new URLSearchParams(request.query).toString();
    const url = `/api/${request.path}${query ? `?${query}` : ''}`;
    const sent =
      request.method === 'GET'
        ? api.request.get(url)
        : api.request[request.method === 'DELETE' ? 'delete' : request.method === 'PUT' ? 'put' : 'post'](
            url,
          ).send(request.body ?? {});
    const response = await sent.set('Authorization', `Bearer ${adminToken}`);
    expect(response.status, `${call.method} ${call.path}`).toBeLessThan(300);
    return response.body as unknown;
  }

  it('reads of the profile, themes, apps, tokens, lookup lists, notifications and logs', async () => {
    const reads: [Endpoint, object][] = [
      [calls.getProfile, {}],
      [calls.getProfileSetup, {}],
      [calls.getProfileImage, { params: { userId: 1 } }],
      [calls.listThemes, {}],
      [calls.listApps, {}],
      [calls.listPersonalAccessTokens, {}],
      [calls.listSystemItems, { params: { type: 6 } }],
      [calls.pageSystemItems, { params: { type: 6, page: 1, itemsPerPage: 5 } }],
      [calls.listNotificationTemplates, { params: { includeDisabled: 'false', rand: '1', version: '1' } }],
      [calls.getNotificationPreferences, {}],
      [calls.listUserNotifications, { params: { usePaging: 'true', pageSize: 5, pageNumber: 1, rand: '1' } }],
      [calls.recentUserNotifications, {}],
      [calls.pageAuditLog, { query: { page: 1, itemsPerPage: 5 } }],
      [calls.pageOutbox, { query: { page: 1, itemsPerPage: 5 } }],
      [calls.heartbeat, {}],
      [calls.getHealth, {}],
    ];
    for (const [call, input] of reads) {
      const answer = await answerOf(call, input as CallInput<Endpoint>);
      const parsed = call.response!.safeParse(answer);
      expect(parsed.success, `${call.method} ${call.path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
        true,
      );
    }
  });

  it('a created token', async () => {
    const created = await answerOf(calls.createPersonalAccessToken, { body: { name: 'answers' } });
    expect(calls.personalAccessTokenCreatedSchema.safeParse(created).success).toBe(true);
  });

  // The answers the portal and the CLI used to type by hand: held strictly to their descriptors (an extra,
  // missing or retyped field fails), as the apps' answers are.
  it('the sign-in, the contexts and the checks', async () => {
    const saver = users.tokens.saver!;
    const signedIn = await api.request
      .post('/api/auth/token')
      .send({ username: 'saver', password: 'saver-password-for-tests' });
    expect(signedIn.status).toBe(200);
    expectAnswerOf(calls.signIn, signedIn.body);
    const cookies = signedIn.headers['set-cookie'] as unknown as string[];
    const exchanged = await api.request.post('/api/auth/token/exchange').set('Cookie', cookies);
    expect(exchanged.status).toBe(200);
    expectAnswerOf(calls.exchangeRefreshToken, exchanged.body);

    const context = await strictAnswerOf(api, saver, calls.getAccountContext, {});
    expect(context.profile.userName).toBe('saver');
    await strictAnswerOf(api, saver, calls.getAppContext, {});
    await strictAnswerOf(api, adminToken, calls.getAccountContext, {});
    await strictAnswerOf(api, saver, calls.getDataLastModified, {
      params: { dataName: 'account-context', id: String(context.profile.userId) },
    });
    await strictAnswerOf(api, saver, calls.checkAccountEmail, { params: { email: 'free@example.com' } });
    await strictAnswerOf(api, saver, calls.checkAccountUserName, { params: { name: 'free.name' } });
  });

  it('the saves of the settings, themes and profile', async () => {
    const saver = users.tokens.saver!;
    const userId = users.ids.saver!;
    const recipes = await strictAnswerOf(api, saver, calls.saveUserAppSetting, {
      body: { appId: 1, isOfflineEnabled: true },
    });
    expect(recipes.result.appId).toBe(1);
    await strictAnswerOf(api, saver, calls.saveUserAppSetting, { body: { appId: 3, isEnabled: true } });
    await strictAnswerOf(api, saver, calls.saveGlobalAppSettings, { body: { gridDefaultRows: 25 } });
    await strictAnswerOf(api, saver, calls.setDarkMode, { params: { value: 'false' } });
    await strictAnswerOf(api, saver, calls.setThemeMode, { params: { value: '2' } });
    await strictAnswerOf(api, adminToken, calls.saveAppSetting, { body: { appId: 3, narrative: 'Money.' } });

    const theme = await strictAnswerOf(api, saver, calls.saveTheme, {
      body: { title: 'Answers', themeColors: [{ themeColorName: 'primary', themeColorValue: '#123456' }] },
    });
    await strictAnswerOf(api, saver, calls.deleteTheme, { params: { id: theme.result.id } });

    const profile = await strictAnswerOf(api, saver, calls.getProfile, {});
    await strictAnswerOf(api, saver, calls.saveProfile, {
      params: { userId },
      body: { ...profile, firstName: 'Sa', lastName: 'Ver' },
    });
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await strictAnswerOf(api, saver, calls.saveProfileImage, {
      params: { userId },
      body: { imageData: pixel },
    });
  });

  it('the account changes, mails and stored files', async () => {
    await users.addUser('changer', ['Member']);
    const changer = users.tokens.changer!;
    // Before the changes: the password change ends this token.
    const usage = await strictAnswerOf(api, changer, calls.getFileUsage, {});
    expect(usage.files).toBe(0);
    await strictAnswerOf(api, changer, calls.changeAccountEmail, { body: { email: 'changed@example.com' } });
    await strictAnswerOf(api, changer, calls.changeAccountUserName, { params: { name: 'changer.two' } });
    await strictAnswerOf(api, changer, calls.changeAccountPassword, {
      body: { currentPassword: 'changer-password-for-tests', newPassword: 'a-new-long-password-here' },
    });
    await strictAnswerOf(api, '', calls.forgotAccountPassword, { body: { email: 'nobody@example.com' } });
    await strictAnswerOf(api, '', calls.resendAccountEmail, {
      params: { username: 'nobody-at-all', isEmailChange: 'false' },
    });
  });
});
