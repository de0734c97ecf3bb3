// The password health report against both databases: reused and weak passwords of the user's own
// repositories found, never a value in the answer, the audit or the database; another user's report never
// shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Repo, RepoAuditPage, RepoHealth, RepoRecord, RepoResult } from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { typed } from '../../db/typed.js';
import { weaknessOf } from './health.js';

describe('weaknessOf', () => {
  it('judges length, variety and the classes', () => {
    expect(weaknessOf('abc123')).toBe('shorter than 12 characters');
    expect(weaknessOf('aaaaaaaaaaaaaaaa')).toBe('too few different characters');
    expect(weaknessOf('123456789012')).toBe('too little variety for its length');
    expect(weaknessOf('correct horse battery staple')).toBeNull();
    expect(weaknessOf('Xk9#mP2$vL7q')).toBeNull();
  });
});

describeEachDatabase('secure repository password health', (kind) => {
  let api: TestServer;
  const { addUser, get, post, put } = testUsers(() => api);
  const REUSED = 'Same-Passw0rd-Everywhere!';

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['owner', 'mallory']) await addUser(name, ['Member']);
  });
  afterAll(() => api?.close());

  async function repoOf(who: string, title: string, records: Record<string, string>[]): Promise<Repo> {
    const saved = await post('/api/tools/repo', who, {
      title,
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
        { id: -3, title: 'Notes', order: 2, isSensitiveInformationField: true },
      ],
    });
    const repo = (saved.body as RepoResult<Repo>).result;
    for (const values of records) {
      let id = 0;
      for (const [field, secValue] of Object.entries(values)) {
        const fieldId = repo.repoFields.find((candidate) => candidate.title === field)!.id;
        const response = await put(`/api/tools/repo/${repo.id}/entry/${id}/update`, who, {
          id,
          repoId: repo.id,
          recValue: { fieldId, secValue },
        });
        expect(response.status).toBe(200);
        id = (response.body as RepoResult<RepoRecord>).result.id;
      }
    }
    return repo;
  }
  let mail: Repo;

  it('finds reused and weak passwords across the repositories, naming places, never values', async () => {
    mail = await repoOf('owner', 'Mail', [
      { Site: 'one.example', Password: REUSED, Notes: 'abc' },
      { Site: 'two.example', Password: 'abc123' },
    ]);
    await repoOf('owner', 'Shops', [
      { Site: 'shop.example', Password: REUSED },
      { Site: 'fine.example', Password: 'Xk9#mP2$vL7q-strong' },
    ]);
    await repoOf('mallory', 'Mallory', [{ Site: 'evil.example', Password: REUSED }]);

    const response = await get('/api/tools/repo/health', 'owner');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const health = response.body as RepoHealth;
    // Four passwords of the owner's (the notes field is not a password field, mallory's is not theirs).
    expect(health).toMatchObject({ checked: 4, partial: false });
    const byLabel = Object.fromEntries(health.items.map((item) => [item.label, item]));
    expect(Object.keys(byLabel).sort()).toEqual(['one.example', 'shop.example', 'two.example']);
    expect(byLabel['one.example']).toMatchObject({ repoTitle: 'Mail', reusedWith: 1, weak: null });
    expect(byLabel['shop.example']).toMatchObject({ repoTitle: 'Shops', reusedWith: 1 });
    expect(byLabel['two.example']).toMatchObject({ reusedWith: 0, weak: 'shorter than 12 characters' });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(REUSED);
    expect(text).not.toContain('abc123');
  });

  it("shows another user nothing of the owner's, and audits each repository opened without a value", async () => {
    const theirs = (await get('/api/tools/repo/health', 'mallory')).body as RepoHealth;
    expect(theirs).toEqual({ checked: 1, partial: false, items: [] });
    const audit = (await get(`/api/tools/repo/${mail.id}/audit`, 'owner')).body as RepoAuditPage;
    expect(audit.records.map((entry) => entry.event)).toContain('repo.health');
    const rows = await typed<{ detail: string }[]>(api.db('audit_log').where({ event: 'repo.health' }));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.detail).not.toContain(REUSED);
  });
});
