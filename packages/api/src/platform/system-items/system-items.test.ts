import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYSTEM_ITEM_MESSAGES, type PagedList, type SystemItem } from '@lcars/contract';
import { createUser } from '../users/service.js';
import {
  APP_LOOKUP_LISTS,
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/server.js';
import { seedSystemItems } from './service.js';

describeEachDatabase('system items', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  let higgsOnly: string;

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
    const id = await createUser(api.db, {
      userName: 'higgs',
      email: 'higgs@example.com',
      passwordHash: await api.server.passwords.hash('higgs-password-for-tests', 'trusted'),
      emailConfirmed: true,
    });
    await api.db('user_claims').insert({ user_id: id, claim_type: 'Higgs', claim_value: 'Boson' });
    higgsOnly = await api.login('higgs', 'higgs-password-for-tests');
  });
  afterAll(() => api?.close());

  const get = (path: string, token: string) => api.request.get(path).set('Authorization', `Bearer ${token}`);
  const listed = async (type: number, id: number) =>
    ((await get(`/api/systemitem/list/${type}`, demo)).body as { records: SystemItem[] }).records.find(
      (item) => item.id === id,
    );

  it('lists the seeded lookup lists of every type with their fixed ids', async () => {
    const titles = async (type: number) =>
      ((await get(`/api/systemitem/list/${type}`, demo)).body as { records: SystemItem[] }).records.map(
        (r) => [r.id, r.title],
      );
    expect(await titles(6)).toEqual([
      [1, 'Defcon5'],
      [2, 'Urgent'],
      [3, 'Normal'],
      [4, 'Blase'],
      [5, 'GetToIt'],
    ]);
    expect(await titles(5)).toEqual([
      [0, 'All'],
      [1, 'title'],
      [2, 'authorName'],
      [3, 'instructions'],
      [4, 'ingredients'],
      [5, 'tags'],
    ]);
    expect(await titles(14)).toEqual([
      [1, 'Self'],
      [2, 'Account'],
      [3, 'Ledger'],
      [99, 'None'],
    ]);
    expect((await titles(13)).map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 99]);
    expect(await titles(12)).toContainEqual([5, 'Every two weeks']);
    expect((await titles(11)).slice(2, 5)).toEqual([
      [3, 'Subscription'],
      [4, 'CreditCard'],
      [5, 'Loan'],
    ]);
    expect((await titles(50)).at(-1)).toEqual([11, 'TinyInt']);
    expect((await titles(0)).length).toBeGreaterThanOrEqual(24);
    const measurements = (await get('/api/systemitem/list/1', demo)).body as { records: SystemItem[] };
    expect(measurements.records[0]).toMatchObject({
      title: 'Teaspoon',
      pluralTitle: 'Teaspoons',
      shortTitle: 'tsp',
    });
    for (const type of [3, 4, 7, 8, 9, 10]) expect((await titles(type)).length).toBeGreaterThan(2);
  });

  it('seeds idempotently and never brings back what an administrator deleted', async () => {
    const before = await api.db('system_items').count({ n: '*' }).first();
    await seedSystemItems(api.db, APP_LOOKUP_LISTS);
    expect(await api.db('system_items').count({ n: '*' }).first()).toEqual(before);
  });

  it('pages and searches a list', async () => {
    const page = (await get('/api/systemitem/list/0/2/5', demo)).body as PagedList<SystemItem>;
    expect(page).toMatchObject({
      page: 2,
      itemsPerPage: 5,
      startIndex: 6,
      stopIndex: 10,
      sortDirection: 'asc',
    });
    expect(page.records).toHaveLength(5);
    expect(page.pageCount).toBe(Math.ceil(page.total / 5));
    const found = (await get('/api/systemitem/list/0/1/10/CHEESE', demo)).body as PagedList<SystemItem>;
    expect(found.records.map((r) => r.title).sort()).toEqual([
      'Cheddar cheese',
      'Mozzarella cheese',
      'Parmesan cheese',
    ]);
    expect(found.total).toBe(3);
    const none = (await get(`/api/systemitem/list/0/1/10/${encodeURIComponent('100%_')}`, demo))
      .body as PagedList<SystemItem>;
    expect(none.total).toBe(0);
    const bad = await get('/api/systemitem/list/42', demo);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ field: 'type' }] });
    expect((await get('/api/systemitem/list/0/0/10', demo)).body).toMatchObject({
      status: 400,
      errors: [{ field: 'page' }],
    });
  });

  it('saves: 400 with its fixed message without title or description, creates and updates', async () => {
    const post = (token: string, body: object) =>
      api.request.post('/api/systemitem/save').set('Authorization', `Bearer ${token}`).send(body);
    const missing = await post(admin, { systemItemType: 3, title: 'Brunch' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      detail: SYSTEM_ITEM_MESSAGES.missingData,
      errors: [{ field: 'description' }],
    });
    expect((await post(demo, { systemItemType: 3, title: 'Brunch', description: 'Late' })).status).toBe(403);

    const created = await post(admin, { systemItemType: 3, title: 'Brunch', description: 'Late breakfast' });
    expect(created.status).toBe(200);
    const item = created.body as SystemItem;
    expect(item).toMatchObject({ systemItemType: 3, title: 'Brunch', id: 13 });
    const updated = await post(higgsOnly, { ...item, description: 'Between breakfast and lunch' });
    expect(updated.body).toMatchObject({ id: 13, description: 'Between breakfast and lunch' });
    expect((await post(admin, { ...item, id: 999 })).status).toBe(404);
    // The list (kept in the read cache) shows the item as last saved.
    expect(await listed(3, 13)).toMatchObject({ description: 'Between breakfast and lunch' });
  });

  it('holds each title once per list, whatever its case, even when two adds race (issue 29)', async () => {
    const post = (body: object) =>
      api.request.post('/api/systemitem/save').set('Authorization', `Bearer ${admin}`).send(body);
    const rows = async (title: string) =>
      Number(
        (
          (await api
            .db('system_items')
            .where({ system_item_type: 0 })
            .whereRaw('lower(title) = ?', [title.toLowerCase()])
            .count({ n: '*' })
            .first()) as { n: unknown }
        ).n,
      );
    const first = await post({ systemItemType: 0, title: 'Cornstarch', description: 'Cornstarch' });
    expect(first.status).toBe(200);
    const again = await post({ systemItemType: 0, title: ' cornSTARCH ', description: 'again' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      detail: SYSTEM_ITEM_MESSAGES.duplicateTitle('cornSTARCH'),
      errors: [{ field: 'title' }],
    });
    expect(await rows('Cornstarch')).toBe(1);
    // Another list may hold the same title; renaming an item onto a title taken in its list is refused.
    expect((await post({ systemItemType: 3, title: 'Cornstarch', description: 'x' })).status).toBe(200);
    const salt = (await listed(0, 6))!;
    expect(salt.title).toBe('Salt');
    expect((await post({ ...salt, title: 'CORNSTARCH' })).status).toBe(400);
    expect((await post({ ...salt, title: 'salt' })).status).toBe(200);

    // Eight administrators add the same new title at once: one row, the others told it is in the list.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post({
          systemItemType: 0,
          title: index % 2 ? 'Xanthan gum' : 'xanthan GUM',
          description: 'Thickener',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expect(answer.status).toBe(400);
    expect(await rows('Xanthan gum')).toBe(1);
  });

  it('deletes with a text answer, and 404 with its fixed message for a missing item', async () => {
    const del = (path: string, token: string) =>
      api.request.delete(path).set('Authorization', `Bearer ${token}`);
    expect((await del('/api/systemitem/3/13', demo)).status).toBe(403);
    const deleted = await del('/api/systemitem/3/13', admin);
    expect(deleted.status).toBe(200);
    expect(deleted.headers['content-type']).toContain('text/plain');
    expect(deleted.text).toBe(SYSTEM_ITEM_MESSAGES.deleted);
    expect(await listed(3, 13)).toBeUndefined();
    const again = await del('/api/systemitem/3/13', admin);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ detail: SYSTEM_ITEM_MESSAGES.notFoundForDelete });
  });
});
