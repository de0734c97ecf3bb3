// Ranked full-text search across every version's text (issue 34), on both databases: scans and versions are
// written as rows (recognition itself is tested in scanner.test.ts), then searched through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCAN_SEARCH_CAP, type ScanPageList } from '@lcars/contract/scanner';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { testUsers } from '../../../test/requests.js';
import { insertedId, typed } from '../../db/typed.js';
import { refreshOlderText, reindexScan } from './writes.js';
import { searchParts, textMatches, tsQuery, ftsMatch } from './search.js';

describe('scanner search terms', () => {
  it('keeps only letters and digits of any term, so no query syntax of the user reaches the index', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (term) => {
        const fts = ftsMatch(term);
        const ts = tsQuery(term);
        const { words, phrases } = searchParts(term);
        expect(words.length + phrases.flat().length).toBeLessThanOrEqual(12);
        if (fts !== null) expect(fts).toMatch(/^("[\p{L}\p{N} ]+"\*? AND )*"[\p{L}\p{N} ]+"\*?$/u);
        if (ts !== null) expect(ts).toMatch(/^[\p{L}\p{N}:*()<> &-]+$/u);
      }),
    );
  });
  it('makes quoted words a phrase and tells a text that holds them', () => {
    expect(ftsMatch('warp "dilithium crystals"')).toBe('"warp"* AND "dilithium crystals"');
    expect(tsQuery('warp "dilithium crystals"')).toBe('warp:* & (dilithium <-> crystals)');
    expect(textMatches('The Dilithium crystals are aligned; warp ready', 'warp "dilithium crystals"')).toBe(
      true,
    );
    expect(textMatches('crystals of dilithium, warp', 'warp "dilithium crystals"')).toBe(false);
    expect(textMatches('Quartermaster Ünal', 'quarter unal')).toBe(true);
  });
});

describeEachDatabase('scanner search', (kind) => {
  let api: TestServer;
  const { addUser, as } = testUsers(() => api);
  const ids: Record<string, number> = {};

  async function addScan(
    user: string,
    title: string,
    texts: string[],
    fields: { description?: string; tags?: string } = {},
  ): Promise<number> {
    const owner = await typed<{ id: number }>(api.db('users').where({ user_name: user }).first('id'));
    const now = new Date();
    const id = await insertedId(
      api
        .db('scans')
        .insert({
          user_id: owner.id,
          title,
          description: fields.description ?? '',
          tags: fields.tags ?? '',
          created_at: now,
          modified_at: now,
        })
        .returning('id'),
    );
    let current = 0;
    for (const [index, text] of texts.entries()) {
      current = await insertedId(
        api
          .db('scan_versions')
          .insert({
            scan_id: id,
            version_number: index + 1,
            page_count: 1,
            ocr_status: 'done',
            ocr_text: text,
            created_by_id: owner.id,
            created_at: now,
          })
          .returning('id'),
      );
    }
    await api
      .db('scans')
      .where({ id })
      .update({ current_version_id: current, ocr_text: texts.at(-1) ?? '' });
    await refreshOlderText(api.db, id);
    await reindexScan(api.db, id);
    return id;
  }

  const search = async (user: string, term: string): Promise<ScanPageList> => {
    const response = await api.request
      .get(`/api/scanner/list/1/20/${encodeURIComponent(term)}`)
      .set(as(user));
    expect(response.status).toBe(200);
    return response.body as ScanPageList;
  };

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('owner', ['Member']);
    await addUser('other', ['Member']);
    ids.versions = await addScan('owner', 'Engineering report', [
      'Stardate 41153. The plasma conduit on deck twelve was replaced.',
      'Stardate 41160. Routine inspection, nothing found.',
      'Stardate 41170. Final sign-off by the chief engineer.',
    ]);
    ids.title = await addScan('owner', 'Tribble inventory', ['Cargo bay four holds grain.']);
    ids.body = await addScan('owner', 'Cargo manifest', [
      'Grain, medical supplies and one tribble found in the hold of the shuttle.',
    ]);
    ids.others = await addScan('other', 'Tribble plasma conduit', ['plasma conduit tribble inventory']);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('finds a scan by a word only in an older version, and says which version matched', async () => {
    const list = await search('owner', 'conduit');
    expect(list.records.map((scan) => scan.id)).toEqual([ids.versions]);
    const [scan] = list.records;
    expect(scan!.versionNumber).toBe(3);
    expect(scan!.matchedVersionNumber).toBe(1);
    expect(scan!.snippet.filter((part) => part.hit).map((part) => part.text.toLowerCase())).toContain(
      'conduit',
    );
  });

  it('says the current version when the current text holds the term', async () => {
    const list = await search('owner', 'engineer');
    expect(list.records.map((scan) => scan.id)).toEqual([ids.versions]);
    expect(list.records[0]!.matchedVersionNumber).toBe(3);
  });

  it('ranks a title match above a body match', async () => {
    const list = await search('owner', 'tribble');
    expect(list.records.map((scan) => scan.id)).toEqual([ids.title, ids.body]);
    expect(list.total).toBe(2);
    expect(list.sortBy).toBe('rank');
    expect(list.records[1]!.snippet.some((part) => part.hit && /tribble/i.test(part.text))).toBe(true);
  });

  it('finds a quoted phrase only with its words in a row', async () => {
    expect((await search('owner', '"medical supplies"')).records.map((scan) => scan.id)).toEqual([ids.body]);
    expect((await search('owner', '"supplies medical"')).records).toEqual([]);
  });

  it("never finds a second user's scans", async () => {
    expect((await search('owner', 'plasma')).records.map((scan) => scan.id)).toEqual([ids.versions]);
    expect((await search('other', 'grain')).records).toEqual([]);
    expect((await search('other', 'plasma')).records.map((scan) => scan.id)).toEqual([ids.others]);
  });

  it('answers a term of no words, or of query syntax only, with an empty page', async () => {
    expect((await search('owner', '" * ( ) : -')).records).toEqual([]);
    expect((await search('owner', 'NEAR(plasma conduit)')).records.map((scan) => scan.id)).toEqual([]);
  });

  it('counts and ranks a common word within the newest 1,000 matches, title matches first', async () => {
    await addUser('archivist', ['Member']);
    const owner = await typed<{ id: number }>(api.db('users').where({ user_name: 'archivist' }).first('id'));
    const now = new Date();
    const many = SCAN_SEARCH_CAP + 4;
    // Scan n (1 = oldest) holds "ledger" in its text; scans 1, 600 and the newest have it in the title too.
    const titled = new Set([1, 600, many]);
    const rows = Array.from({ length: many }, (_, index) => ({
      user_id: owner.id,
      title: titled.has(index + 1) ? `Ledger ${index + 1}` : `Receipt ${index + 1}`,
      description: '',
      tags: '',
      ocr_text: `Entry ${index + 1} in the ledger of the quartermaster`,
      created_at: now,
      modified_at: now,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await api.db('scans').insert(rows.slice(start, start + 200));
    if (kind !== 'postgres') {
      await api.db.raw(
        `INSERT INTO scans_fts (rowid, title, tags, description, ocr_text, older_text)
         SELECT id, title, tags, description, ocr_text, '' FROM scans WHERE user_id = ?`,
        [owner.id],
      );
    }
    const ids = (
      await typed<{ id: number }[]>(api.db('scans').where('user_id', owner.id).orderBy('id').select('id'))
    ).map((row) => row.id);

    const common = await search('archivist', 'ledger');
    expect(common).toMatchObject({ total: SCAN_SEARCH_CAP, totalIsEstimate: true, pageCount: 50 });
    // The two title matches among the newest 1,000 first; the oldest one's is past the newest 1,000.
    expect(common.records.slice(0, 2).map((scan) => scan.id)).toEqual([ids[many - 1], ids[599]]);
    expect(common.records.map((scan) => scan.id)).not.toContain(ids[0]);
    const last = await api.request.get('/api/scanner/list/50/20/ledger').set(as('archivist'));
    expect(last.status).toBe(200);
    const all = [...common.records, ...(last.body as ScanPageList).records].map((scan) => scan.id);
    expect(all).not.toContain(ids[0]);
    const past = await api.request.get('/api/scanner/list/51/20/ledger').set(as('archivist'));
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('page');

    // A rare word among them is counted exactly.
    const rare = await search('archivist', 'ledger 600');
    expect(rare.totalIsEstimate).toBeUndefined();
    expect(rare.records.map((scan) => scan.id)).toContain(ids[599]);
    // The second user's scans never count towards the owner's.
    expect((await search('owner', 'ledger')).total).toBe(0);
  });
});
