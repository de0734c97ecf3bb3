// The answers of the platform's calls have the shape their descriptors declare: the portal and the CLI type
// what they read by the descriptors' response schemas, so an answer that drifted from its schema would be
// typed wrong at every caller.
import * as calls from '@lcars/contract';
import { requestOf, type CallInput, type Endpoint } from '@lcars/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';

describeEachDatabase('the platform answers as its descriptors say', (kind) => {
  let api: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    adminToken = await api.login('admin', api.adminPassword ?? '');
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
});
