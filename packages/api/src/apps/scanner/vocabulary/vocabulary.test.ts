// Correspondents, document types, custom fields and saved views: a user's own lists, on their scans, as the
// list's filters; another user sees none of them and reaches none of them (404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomField,
  SavedView,
  Scan,
  ScanPageList,
  ScannerVocabularies,
  VocabularyItem,
} from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';
import { blankPng } from '../../../../test/images.js';
import { canonicalValue } from './values.js';

describe('canonicalValue', () => {
  it('checks each type and writes one text for equal values', () => {
    expect(canonicalValue('money', '12.5')).toEqual({ ok: true, text: '12.50' });
    expect(canonicalValue('money', '0012,05')).toEqual({ ok: true, text: '12.05' });
    expect(canonicalValue('money', '-0')).toEqual({ ok: true, text: '0.00' });
    expect(canonicalValue('money', '1.234').ok).toBe(false);
    expect(canonicalValue('number', '7.50')).toEqual({ ok: true, text: '7.5' });
    expect(canonicalValue('number', '').ok).toBe(false);
    expect(canonicalValue('date', '2024-02-29')).toEqual({ ok: true, text: '2024-02-29' });
    expect(canonicalValue('date', '2023-02-29').ok).toBe(false);
    expect(canonicalValue('boolean', true)).toEqual({ ok: true, text: 'true' });
    expect(canonicalValue('boolean', 'yes').ok).toBe(false);
    expect(canonicalValue('text', '  Ref 42 ')).toEqual({ ok: true, text: 'Ref 42' });
  });
});

describeEachDatabase('scanner vocabularies', (kind) => {
  let api: TestServer;
  const { addUser, as, get, post, del } = testUsers(() => api);
  const scans: Record<string, number> = {};

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_SCANNER_NOTIFY_AFTER_MS: '0' },
    });
    await addUser('clerk', ['Member']);
    await addUser('hostile', ['Member']);
    await addUser('collector', ['Member']);
    const page = await blankPng(60, 80);
    for (const [title, tags] of [
      ['Power bill', 'Home, Utilities'],
      ['Water bill', 'utilities'],
      ['Tax return', 'Taxes'],
    ] as const) {
      const scan = await ok<Scan>(
        api.request
          .post('/api/scanner/scan')
          .set(as('clerk'))
          .field('title', title)
          .field('tags', tags)
          .attach('file', page, 'page.png'),
      );
      scans[title] = scan.id;
    }
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  let utility: VocabularyItem;
  let council: VocabularyItem;
  let invoice: VocabularyItem;
  const fields: Record<string, CustomField> = {};

  it('keeps correspondents and document types per user, names unique without regard to case', async () => {
    utility = await ok(post('/api/scanner/vocabulary/correspondent', 'clerk', { name: ' Grid  Power ' }));
    expect(utility).toEqual({ id: expect.any(Number) as number, name: 'Grid Power', scanCount: 0 });
    council = await ok(post('/api/scanner/vocabulary/correspondent', 'clerk', { name: 'City Council' }));
    invoice = await ok(post('/api/scanner/vocabulary/document-type', 'clerk', { name: 'Invoice' }));
    const twice = await post('/api/scanner/vocabulary/correspondent', 'clerk', { name: 'grid power' });
    expect(twice.status).toBe(409);
    // The same name is free for another user.
    await ok(post('/api/scanner/vocabulary/correspondent', 'hostile', { name: 'Grid Power' }));
    const badKind = await post('/api/scanner/vocabulary/tag', 'clerk', { name: 'x' });
    expect(badKind.status).toBe(400);
    expect(problemFields(badKind.body)).toEqual(['kind']);
    const empty = await post('/api/scanner/vocabulary/document-type', 'clerk', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(problemFields(empty.body)).toEqual(['name']);
    const renamed = await ok<VocabularyItem>(
      post(`/api/scanner/vocabulary/document-type/${invoice.id}`, 'clerk', { name: 'Bill' }),
    );
    expect(renamed.name).toBe('Bill');
  });

  it('makes typed custom fields and refuses an unknown type, naming it', async () => {
    for (const [name, dataType] of [
      ['Reference', 'text'],
      ['Pages read', 'number'],
      ['Due', 'date'],
      ['Amount', 'money'],
      ['Paid', 'boolean'],
    ] as const) {
      fields[dataType] = await ok(post('/api/scanner/field', 'clerk', { name, dataType }));
    }
    const bad = await post('/api/scanner/field', 'clerk', { name: 'Colour', dataType: 'colour' });
    expect(bad.status).toBe(400);
    expect(problemFields(bad.body)).toEqual(['dataType']);
  });

  it('puts a correspondent, a type and typed values on a scan; a wrong value is a 400 naming it', async () => {
    const id = scans['Power bill']!;
    const saved = await ok<Scan>(
      post(`/api/scanner/scan/${id}`, 'clerk', {
        title: 'Power bill',
        tags: ['Home', 'Utilities'],
        correspondentId: utility.id,
        documentTypeId: invoice.id,
        fields: [
          { fieldId: fields.text!.id, value: 'INV-7' },
          { fieldId: fields.number!.id, value: 3 },
          { fieldId: fields.date!.id, value: '2024-03-15' },
          { fieldId: fields.money!.id, value: '84.5' },
          { fieldId: fields.boolean!.id, value: false },
        ],
      }),
    );
    expect(saved.correspondent).toEqual({ id: utility.id, name: 'Grid Power' });
    expect(saved.documentType).toEqual({ id: invoice.id, name: 'Bill' });
    expect(saved.fields.map((field) => [field.name, field.dataType, field.value])).toEqual([
      ['Reference', 'text', 'INV-7'],
      ['Pages read', 'number', 3],
      ['Due', 'date', '2024-03-15'],
      ['Amount', 'money', '84.50'],
      ['Paid', 'boolean', false],
    ]);
    await ok(
      post(`/api/scanner/scan/${scans['Water bill']!}`, 'clerk', {
        title: 'Water bill',
        tags: 'utilities',
        correspondentId: council.id,
        documentTypeId: invoice.id,
        fields: [{ fieldId: fields.money!.id, value: 20 }],
      }),
    );
    const wrong = await post(`/api/scanner/scan/${id}`, 'clerk', {
      title: 'Power bill',
      fields: [
        { fieldId: fields.date!.id, value: '15.03.2024' },
        { fieldId: fields.money!.id, value: 'lots' },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(problemFields(wrong.body)).toEqual(['fields.0.value', 'fields.1.value']);
    // An edit without them leaves them as they were.
    const kept = await ok<Scan>(
      post(`/api/scanner/scan/${id}`, 'clerk', { title: 'Power bill, March', tags: 'Home, Utilities' }),
    );
    expect(kept.correspondent?.name).toBe('Grid Power');
    expect(kept.fields).toHaveLength(5);
  });

  it('filters the list by correspondent, type, tag and custom field, with or without a search term', async () => {
    const titles = async (query: string, term = '') =>
      (
        await ok<ScanPageList>(
          get(`/api/scanner/list/1/50${term === '' ? '' : `/${term}`}?${query}`, 'clerk'),
        )
      ).records
        .map((scan) => scan.title)
        .sort();
    expect(await titles(`correspondentId=${utility.id}`)).toEqual(['Power bill, March']);
    expect(await titles(`documentTypeId=${invoice.id}`)).toEqual(['Power bill, March', 'Water bill']);
    expect(await titles('tag=UTILITIES')).toEqual(['Power bill, March', 'Water bill']);
    expect(await titles('tag=home')).toEqual(['Power bill, March']);
    // A tag's LIKE wildcards are plain characters.
    expect(await titles('tag=%25')).toEqual([]);
    expect(await titles(`fieldId=${fields.money!.id}`)).toEqual(['Power bill, March', 'Water bill']);
    expect(await titles(`fieldId=${fields.money!.id}&fieldValue=20.00`)).toEqual(['Water bill']);
    expect(await titles(`fieldId=${fields.boolean!.id}&fieldValue=false`)).toEqual(['Power bill, March']);
    expect(await titles(`documentTypeId=${invoice.id}`, 'water')).toEqual(['Water bill']);
    const list = await ok<ScanPageList>(get(`/api/scanner/list/1/50?correspondentId=${council.id}`, 'clerk'));
    expect(list.records[0]).toMatchObject({
      correspondent: { id: council.id, name: 'City Council' },
      documentType: { id: invoice.id, name: 'Bill' },
    });
    const bad = await get(`/api/scanner/list/1/50?fieldId=${fields.date!.id}&fieldValue=soon`, 'clerk');
    expect(bad.status).toBe(400);
    expect(problemFields(bad.body)).toEqual(['fieldValue']);
    const orphan = await get('/api/scanner/list/1/50?fieldValue=1', 'clerk');
    expect(orphan.status).toBe(400);
    expect(problemFields(orphan.body)).toEqual(['fieldValue']);
  });

  let view: SavedView;

  it('saves named views and lists them with the vocabularies and the tags in use', async () => {
    view = await ok(
      post('/api/scanner/view', 'clerk', {
        name: 'Unpaid bills',
        filter: { documentTypeId: invoice.id, fieldId: fields.boolean!.id, fieldValue: 'false' },
      }),
    );
    expect(view.filter).toEqual({
      term: '',
      documentTypeId: invoice.id,
      fieldId: fields.boolean!.id,
      fieldValue: 'false',
    });
    expect((await post('/api/scanner/view', 'clerk', { name: 'unpaid BILLS', filter: {} })).status).toBe(409);
    const edited = await ok<SavedView>(
      post(`/api/scanner/view/${view.id}`, 'clerk', {
        name: 'Bills',
        filter: { ...view.filter, term: 'bill' },
      }),
    );
    expect(edited).toMatchObject({ name: 'Bills', filter: { term: 'bill' } });
    const all = await ok<ScannerVocabularies>(get('/api/scanner/vocabularies', 'clerk'));
    expect(all.correspondents.map((item) => [item.name, item.scanCount])).toEqual([
      ['City Council', 1],
      ['Grid Power', 1],
    ]);
    expect(all.documentTypes).toEqual([{ id: invoice.id, name: 'Bill', scanCount: 2 }]);
    expect(all.tags).toEqual([
      { name: 'Utilities', scanCount: 2 },
      { name: 'Home', scanCount: 1 },
      { name: 'Taxes', scanCount: 1 },
    ]);
    expect(all.customFields.map((field) => [field.name, field.scanCount])).toEqual([
      ['Reference', 1],
      ['Pages read', 1],
      ['Due', 1],
      ['Amount', 2],
      ['Paid', 1],
    ]);
    expect(all.savedViews.map((saved) => saved.name)).toEqual(['Bills']);
  });

  it('shows a hostile user none of it and lets them reach none of it (404)', async () => {
    const theirs = await ok<ScannerVocabularies>(get('/api/scanner/vocabularies', 'hostile'));
    expect(theirs.correspondents.map((item) => item.name)).toEqual(['Grid Power']);
    expect(theirs.correspondents[0]!.id).not.toBe(utility.id);
    expect([theirs.documentTypes, theirs.tags, theirs.customFields, theirs.savedViews]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    const attempts = [
      post(`/api/scanner/vocabulary/correspondent/${utility.id}`, 'hostile', { name: 'Mine' }),
      del(`/api/scanner/vocabulary/correspondent/${utility.id}`, 'hostile'),
      del(`/api/scanner/vocabulary/document-type/${invoice.id}`, 'hostile'),
      post(`/api/scanner/field/${fields.text!.id}`, 'hostile', { name: 'Mine' }),
      del(`/api/scanner/field/${fields.text!.id}`, 'hostile'),
      post(`/api/scanner/view/${view.id}`, 'hostile', { name: 'Mine', filter: {} }),
      del(`/api/scanner/view/${view.id}`, 'hostile'),
      post(`/api/scanner/scan/${scans['Tax return']!}`, 'hostile', { title: 'Mine' }),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(404);
    // Their own scan may not name the clerk's correspondent, type or field.
    const own = await ok<Scan>(
      api.request
        .post('/api/scanner/scan')
        .set(as('hostile'))
        .field('title', 'Mine')
        .attach('file', await blankPng(20, 20), 'page.png'),
    );
    for (const body of [
      { title: 'Mine', correspondentId: utility.id },
      { title: 'Mine', documentTypeId: invoice.id },
      { title: 'Mine', fields: [{ fieldId: fields.text!.id, value: 'x' }] },
    ]) {
      expect((await post(`/api/scanner/scan/${own.id}`, 'hostile', body)).status).toBe(404);
    }
    // Filters by the clerk's items find nothing of the clerk's.
    for (const query of [
      `correspondentId=${utility.id}`,
      `documentTypeId=${invoice.id}`,
      `fieldId=${fields.money!.id}`,
      'tag=utilities',
    ]) {
      expect((await ok<ScanPageList>(get(`/api/scanner/list/1/50?${query}`, 'hostile'))).total).toBe(0);
    }
    // Nothing of the clerk's changed.
    const after = await ok<ScannerVocabularies>(get('/api/scanner/vocabularies', 'clerk'));
    expect(after.correspondents.map((item) => item.name)).toEqual(['City Council', 'Grid Power']);
    expect(after.savedViews).toHaveLength(1);
  });

  it('deletes a correspondent and a field: the scans keep no correspondent and no value', async () => {
    expect(await ok(del(`/api/scanner/vocabulary/correspondent/${utility.id}`, 'clerk'))).toEqual({
      id: utility.id,
      deleted: true,
    });
    await ok(del(`/api/scanner/field/${fields.money!.id}`, 'clerk'));
    const scan = await ok<Scan>(get(`/api/scanner/scan/${scans['Power bill']!}`, 'clerk'));
    expect(scan.correspondent).toBeNull();
    expect(scan.documentType?.name).toBe('Bill');
    expect(scan.fields.map((field) => field.name)).toEqual(['Reference', 'Pages read', 'Due', 'Paid']);
    await ok(del(`/api/scanner/view/${view.id}`, 'clerk'));
    expect((await ok<ScannerVocabularies>(get('/api/scanner/vocabularies', 'clerk'))).savedViews).toEqual([]);
  });

  it('holds each list to its limit, also when requests come at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 55 }, (_, index) =>
        post('/api/scanner/field', 'collector', { name: `Field ${index}`, dataType: 'text' }),
      ),
    );
    expect(made.filter((response) => response.status === 200)).toHaveLength(50);
    expect(made.filter((response) => response.status === 409)).toHaveLength(5);
  }, 60_000);
});
