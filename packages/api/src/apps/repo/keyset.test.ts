// Keyset pages, capped counts and the filter's index of the records page (docs/decisions.md, "Recipes and the
// repository: keyset pages and capped counts"): more records than the cap walked by cursors, a record deleted
// between pages, cursors of another user, of another filter or edited by hand, a share taken back with a cursor
// in hand, the index in step with every write while no sensitive value ever reaches it, and the record count
// kept by triggers (005_repo_005_growth) exact under many writes at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  REPO_LIST_CAP,
  type Repo,
  type RepoEntriesPage,
  type RepoRecord,
  type RepoResult,
} from '@lcars/contract/repo';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';
import { insertRecord } from './keys.js';

const SEEDED = REPO_LIST_CAP + 15;

describeEachDatabase('repository keyset pages', (kind) => {
  let api: TestServer;
  const { tokens, ids, addUser, get, post, put, del } = testUsers(() => api);
  let repo: Repo;
  const SENTINEL = `sentinel-${Math.random().toString(36).slice(2)}-Kq7`;

  const fieldId = (title: string) => repo.repoFields.find((field) => field.title === title)!.id;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    tokens.admin = await api.login('admin', api.adminPassword);
    for (const name of ['bob', 'carol']) await addUser(name, ['Member']);
    const saved = await post('/api/tools/repo', 'bob', {
      title: 'Many',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
      ],
    });
    repo = (saved.body as RepoResult<Repo>).result;
    await api.db.transaction(async (trx) => {
      for (let index = 0; index < SEEDED; index += 1) {
        const record = await insertRecord(trx, api.config, {
          repo_id: repo.id,
          created_by_id: ids.bob!,
          modified_by_id: ids.bob!,
        });
        await trx('repo_record_values').insert({
          rec_id: record.id,
          field_id: fieldId('Site'),
          value: `site-${String(index).padStart(4, '0')}.example`,
        });
      }
    });
  }, 120_000);
  afterAll(() => api?.close());

  async function entries(who: string, body: object): Promise<RepoEntriesPage> {
    const response = await post(`/api/tools/repo/${repo.id}/entries`, who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as RepoResult<RepoEntriesPage>).result;
  }
  async function walk(
    who: string,
    body: object,
    size: number,
  ): Promise<{ ids: number[]; last: RepoEntriesPage }> {
    const walked: number[] = [];
    let after: string | undefined;
    for (let page = 1; page < 100; page += 1) {
      const current = await entries(who, { ...body, page, itemsPerPage: size, after });
      walked.push(...current.records.map((record) => record.id));
      if (!current.nextCursor) return { ids: walked, last: current };
      after = current.nextCursor;
    }
    throw new Error('The walk did not end.');
  }
  async function recordIds(where: (value: string) => boolean = () => true): Promise<number[]> {
    const rows = await api
      .db('repo_records as r')
      .join('repo_record_values as v', 'v.rec_id', 'r.id')
      .where('r.repo_id', repo.id)
      .andWhere('v.field_id', fieldId('Site'))
      .orderBy('r.id')
      .select<{ id: number; value: string }[]>('r.id', 'v.value');
    return rows.filter((row) => where(row.value)).map((row) => Number(row.id));
  }

  it('counts up to the cap and says when there are more; a filter below it counts exactly', async () => {
    const first = await entries('bob', { itemsPerPage: 10 });
    expect([first.total, first.totalIsEstimate]).toEqual([REPO_LIST_CAP, true]);
    expect(first.records.map((record) => record.id)).toEqual((await recordIds()).slice(0, 10));
    const common = await entries('bob', { filterBy: 'example', itemsPerPage: 10 });
    expect([common.total, common.totalIsEstimate]).toEqual([REPO_LIST_CAP, true]);
    const some = await entries('bob', { filterBy: 'SITE-01', itemsPerPage: 500 });
    expect([some.total, some.totalIsEstimate, some.nextCursor]).toEqual([100, false, null]);
    const one = await entries('bob', { filterBy: 'site-0042.', itemsPerPage: 10 });
    expect(one.records.map((record) => record.recValues[0]!.secValue)).toEqual(['site-0042.example']);
    // Short filters and LIKE's own characters are matched as text too.
    expect((await entries('bob', { filterBy: '42', itemsPerPage: 500 })).total).toBe(
      (await recordIds((value) => value.includes('42'))).length,
    );
    expect((await entries('bob', { filterBy: '_0', itemsPerPage: 10 })).total).toBe(0);
    expect((await entries('bob', { filterBy: 'e-00%', itemsPerPage: 10 })).total).toBe(0);
  });

  it('walks every record and every match by cursors past the cap, once each, to a last page', async () => {
    const all = await walk('bob', {}, 100);
    expect(all.ids).toEqual(await recordIds());
    expect(all.ids.length).toBe(SEEDED);
    expect(all.last.records.length).toBeGreaterThan(0);
    expect(all.last.nextCursor).toBeNull();
    const matches = await walk('bob', { filterBy: 'e-1' }, 30);
    expect(matches.ids).toEqual(await recordIds((value) => value.includes('e-1')));
  });

  it('goes on after a record deleted between pages, with none skipped or repeated', async () => {
    const order = await recordIds();
    const first = await entries('bob', { itemsPerPage: 5 });
    expect((await del(`/api/tools/repo/${repo.id}/entry/${first.records[4]!.id}/delete`, 'bob')).status).toBe(
      200,
    );
    const second = await entries('bob', { page: 2, itemsPerPage: 5, after: first.nextCursor });
    expect(second.records.map((record) => record.id)).toEqual(order.slice(5, 10));
  });

  it("refuses a cursor of another user, another filter or edited by hand (400 'after'); a share taken back is 404", async () => {
    const bobs = (await entries('bob', { itemsPerPage: 5 })).nextCursor!;
    await post('/api/tools/repo', 'bob', { ...repo, sharedUsers: [ids.carol] });
    const refused = async (who: string, body: object) => {
      const response = await post(`/api/tools/repo/${repo.id}/entries`, who, {
        page: 2,
        itemsPerPage: 5,
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(problemFields(response.body)).toEqual(['after']);
    };
    await refused('carol', { after: bobs });
    await refused('bob', { after: bobs, filterBy: 'site' });
    const [payload, mac] = bobs.split('.') as [string, string];
    await refused('bob', { after: `${Buffer.from('[1]').toString('base64url')}.${mac}` });
    await refused('bob', { after: `${payload}.${mac.slice(0, -2)}AA` });
    await refused('bob', { after: 'not-a-cursor' });
    // Carol's own cursor serves her while the share holds, and not a moment after it is taken back.
    const hers = (await entries('carol', { itemsPerPage: 5 })).nextCursor!;
    expect((await entries('carol', { page: 2, itemsPerPage: 5, after: hers })).records).toHaveLength(5);
    await post('/api/tools/repo', 'bob', { ...repo, sharedUsers: [] });
    const late = await post(`/api/tools/repo/${repo.id}/entries`, 'carol', {
      page: 2,
      itemsPerPage: 5,
      after: hers,
    });
    expect(late.status).toBe(404);
    // No page number past the cap without a cursor.
    const far = await post(`/api/tools/repo/${repo.id}/entries`, 'bob', {
      page: REPO_LIST_CAP / 10 + 1,
      itemsPerPage: 10,
    });
    expect(far.status).toBe(400);
    expect(problemFields(far.body)).toEqual(['page']);
  });

  it('keeps the filter index in step with every write, and never holds a sensitive value', async () => {
    const setValue = (recordId: number, field: string, secValue: string) =>
      put(`/api/tools/repo/${repo.id}/entry/${recordId}/update`, 'bob', {
        id: recordId,
        repoId: repo.id,
        recValue: { fieldId: fieldId(field), secValue },
      });
    const created = await setValue(0, 'Site', 'quokka-lodge.example');
    const record = (created.body as RepoResult<RepoRecord>).result;
    expect((await setValue(record.id, 'Password', SENTINEL)).status).toBe(200);
    const found = await entries('bob', { filterBy: 'quokka-lodge' });
    expect(found.records.map((entry) => entry.id)).toEqual([record.id]);
    // A sensitive value is found by no filter, and is in no index.
    expect((await entries('bob', { filterBy: SENTINEL.slice(0, 15) })).total).toBe(0);
    expect(await indexed(record.id)).toEqual(['quokka-lodge.example']);
    // Changed, then deleted: the index follows.
    expect((await setValue(record.id, 'Site', 'wombat-inn.example')).status).toBe(200);
    expect((await entries('bob', { filterBy: 'quokka-lodge' })).total).toBe(0);
    expect((await entries('bob', { filterBy: 'wombat-inn' })).total).toBe(1);
    expect((await del(`/api/tools/repo/${repo.id}/entry/${record.id}/delete`, 'bob')).status).toBe(200);
    expect((await entries('bob', { filterBy: 'wombat-inn' })).total).toBe(0);
    expect(await indexed(record.id)).toEqual([]);
  });

  it('keeps the record count exact under many adds and deletes at once, and drops it with the repository', async () => {
    const recs = async (repoId: number) =>
      ((await get(`/api/tools/repo/${repoId}`, 'bob')).body as Repo).recs;
    const actual = async (repoId: number) =>
      Number(
        ((await api.db('repo_records').where('repo_id', repoId).count({ n: '*' }).first()) as { n: unknown })
          .n,
      );
    expect(await recs(repo.id)).toBe(await actual(repo.id));
    const saved = await post('/api/tools/repo', 'bob', {
      title: 'Busy',
      repoFields: [{ id: -1, title: 'Site', order: 0 }],
    });
    const busy = (saved.body as RepoResult<Repo>).result;
    const add = (index: number) =>
      put(`/api/tools/repo/${busy.id}/entry/0/update`, 'bob', {
        id: 0,
        repoId: busy.id,
        recValue: { fieldId: busy.repoFields[0]!.id, secValue: `busy-${index}.example` },
      });
    const added = await Promise.all(Array.from({ length: 24 }, (_, index) => add(index)));
    expect(added.map((response) => response.status)).toEqual(added.map(() => 200));
    const created = added.map((response) => (response.body as RepoResult<RepoRecord>).result.id);
    const removed = await Promise.all(
      created.slice(0, 9).map((id) => del(`/api/tools/repo/${busy.id}/entry/${id}/delete`, 'bob')),
    );
    expect(removed.map((response) => response.status)).toEqual(removed.map(() => 200));
    expect([await recs(busy.id), await actual(busy.id)]).toEqual([15, 15]);
    expect((await entries('bob', { filterBy: 'busy-1' })).total).toBe(0);
    expect((await del(`/api/tools/repo/${busy.id}`, 'bob')).status).toBe(200);
    expect(
      await api.db('repo_record_counts').where('repo_id', busy.id).count({ n: '*' }).first(),
    ).toMatchObject({
      n: kind === 'postgres' ? '0' : 0,
    });
  });

  /** What the filter's index holds for a record (SQLite's FTS5 row, PostgreSQL's row of plain values). */
  async function indexed(recordId: number): Promise<string[]> {
    const rows = await (kind === 'sqlite'
      ? api.db.raw<{ plain: string }[]>('SELECT plain FROM repo_values_fts WHERE rowid = ?', [recordId])
      : api.db('repo_values_plain').where('rec_id', recordId).select<{ plain: string }[]>('plain'));
    return rows.map((row) => row.plain);
  }
});
