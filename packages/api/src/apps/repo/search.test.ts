// Search across repositories against both databases: titles, descriptions and plain values found; sensitive
// values never (not even as a yes or no); a hostile user finds nothing of another's; a share taken back takes
// its results with it at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Repo, RepoRecord, RepoResult, RepoSearchResult } from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';

describeEachDatabase('secure repository search', (kind) => {
  let api: TestServer;
  const { ids, addUser, post, put } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['owner', 'reader', 'mallory']) await addUser(name, ['Member']);
  });
  afterAll(() => api?.close());

  const search = async (who: string, q: string, limit?: number) => {
    const response = await post('/api/tools/repo/search', who, { q, limit });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as RepoSearchResult;
  };
  let bank: Repo;

  async function addRecord(repo: Repo, values: Record<string, string>): Promise<RepoRecord> {
    let id = 0;
    let record: RepoRecord | undefined;
    for (const [title, secValue] of Object.entries(values)) {
      const fieldId = repo.repoFields.find((field) => field.title === title)!.id;
      const response = await put(`/api/tools/repo/${repo.id}/entry/${id}/update`, 'owner', {
        id,
        repoId: repo.id,
        recValue: { fieldId, secValue },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      record = (response.body as RepoResult<RepoRecord>).result;
      id = record.id;
    }
    return record!;
  }

  it('finds repositories by title and records by their plain values, newest first', async () => {
    const saved = await post('/api/tools/repo', 'owner', {
      title: 'Banking',
      description: 'Accounts at the Zephyr bank',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
        { id: -3, title: 'Note', order: 2 },
      ],
      sharedUsers: [ids.reader],
    });
    bank = (saved.body as RepoResult<Repo>).result;
    await addRecord(bank, { Site: 'zephyr.example', Password: 'zephyr-secret-9', Note: 'main 100%' });
    const second = await addRecord(bank, { Site: 'ledger.example', Password: 'orchid-77', Note: 'savings_' });

    const byTitle = await search('owner', 'bank');
    expect(byTitle.repos.map((repo) => repo.title)).toEqual(['Banking']);
    const zephyr = await search('owner', 'ZEPHYR');
    expect(zephyr.repos).toHaveLength(1);
    expect(zephyr.records).toHaveLength(1);
    expect(zephyr.records[0]).toMatchObject({ repoId: bank.id, repoTitle: 'Banking' });
    expect(zephyr.records[0]!.values).toEqual([
      expect.objectContaining({ fieldTitle: 'Site', value: 'zephyr.example', matched: true }),
      expect.objectContaining({ fieldTitle: 'Note', value: 'main 100%', matched: false }),
    ]);
    expect(JSON.stringify(zephyr)).not.toContain('zephyr-secret-9');
    const examples = await search('owner', '.example');
    expect(examples.records.map((record) => record.recordId)[0]).toBe(second.id);
    expect((await search('owner', '.example', 1)).more).toBe(true);
    // LIKE's own characters are text: '%' finds the one value holding a %, '_' the one holding an underscore.
    expect((await search('owner', '0%')).records).toHaveLength(1);
    expect((await search('owner', 's_')).records).toHaveLength(1);
  });

  it('never searches a sensitive value', async () => {
    expect((await search('owner', 'orchid')).records).toEqual([]);
    expect((await search('owner', 'secret-9')).records).toEqual([]);
  });

  it('refuses a text too short or too long with a 400 naming q', async () => {
    for (const q of ['x', ' ', 'y'.repeat(201)]) {
      const response = await post('/api/tools/repo/search', 'owner', { q });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('"q"');
    }
  });

  it('shows a hostile user nothing, and a reader nothing once the share is taken back', async () => {
    expect(await search('mallory', 'zephyr')).toEqual({ repos: [], records: [], more: false });
    expect((await search('reader', 'zephyr')).records).toHaveLength(1);
    const unshared = await post('/api/tools/repo', 'owner', { ...bank, sharedUsers: [] });
    expect(unshared.status).toBe(200);
    expect(await search('reader', 'zephyr')).toEqual({ repos: [], records: [], more: false });
  });
});
