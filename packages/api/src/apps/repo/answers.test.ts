// The repository's calls answer what their endpoint descriptors say: the portal types every answer by the
// descriptor's response schema, so a field the server adds, drops or retypes fails here (strict parsing).
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as calls from '@lcars/contract/repo';
import { answerOf } from '../../../test/answers.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('repository answers', (kind) => {
  let api: TestServer;
  let token = '';
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    token = await api.login('admin', api.adminPassword);
  });
  afterAll(() => api?.close());

  it('answers every call in the shape of its descriptor', async () => {
    const lookups = await answerOf(api, token, calls.repoLookups, {});
    expect(lookups.lists.datatypes.records.length).toBeGreaterThan(0);
    const saved = await answerOf(api, token, calls.saveRepo, {
      body: {
        title: 'Answers',
        sharedUsers: lookups.lists.users.records.slice(0, 1).map((user) => user.id),
        repoFields: [
          { id: -1, title: 'Site' },
          { id: -2, title: 'Password', isSensitiveInformationField: true },
        ],
      },
    });
    const repo = saved.result;
    const [site, password] = repo.repoFields;
    expect((await answerOf(api, token, calls.listRepos, {})).some((item) => item.id === repo.id)).toBe(true);
    expect((await answerOf(api, token, calls.getRepo, { params: { id: repo.id } })).title).toBe('Answers');

    const created = await answerOf(api, token, calls.updateEntry, {
      params: { repoId: repo.id, entryId: 0 },
      body: { id: 0, repoId: repo.id, recValue: { fieldId: site!.id, secValue: 'example.com' } },
    });
    const entryId = created.result.id;
    await answerOf(api, token, calls.updateEntry, {
      params: { repoId: repo.id, entryId },
      body: { id: entryId, repoId: repo.id, recValue: { fieldId: password!.id, secValue: 'hunter2' } },
    });
    const page = await answerOf(api, token, calls.repoEntries, {
      params: { id: repo.id },
      body: { page: 1, itemsPerPage: 10 },
    });
    expect(page.result.records.map((record) => record.id)).toEqual([entryId]);
    const revealed = await answerOf(api, token, calls.revealValue, {
      params: { id: repo.id, entryId },
      body: { fieldId: password!.id },
    });
    expect(revealed.result.secValue).toBe('hunter2');
    const audit = await answerOf(api, token, calls.repoAudit, {
      params: { id: repo.id },
      query: { itemsPerPage: 100 },
    });
    expect(audit.records.map((entry) => entry.event)).toEqual([calls.RepoAuditEvent.Reveal]);

    await answerOf(api, token, calls.deleteEntry, { params: { id: repo.id, entryId } });
    const deleted = await answerOf(api, token, calls.deleteRepo, { params: { id: repo.id } });
    expect(deleted.result.id).toBe(repo.id);

    await answerOf(api, token, calls.repoKeyStatus, {});
    await answerOf(api, token, calls.rewrapRepoKeys, { body: { limit: 10 } });
  });
});
