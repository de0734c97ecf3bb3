// Keyset pages and capped counts of the recipe list (docs/decisions.md, "Recipes and the repository: keyset
// pages and capped counts"): more recipes than the cap, many with the same title and the same text (ties in the
// sort key), walked page by page with the cursors; a row archived between pages; cursors of another user, of
// another list and edited by hand; word starts that stand for a few lexemes or for more than can be listed
// (PostgreSQL lists them from recipe_lexemes, docs/decisions.md "Recipes: PostgreSQL's search by exact lexemes").
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECIPE_LIST_CAP, type RecipePage } from '@lcars/contract/recipes';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';
import { reindexRecipe } from './writes.js';

/** More than the cap: the count says "more than 1,000". */
const SEEDED = RECIPE_LIST_CAP + 12;

describeEachDatabase('recipe keyset pages', (kind) => {
  let api: TestServer;
  const { tokens, ids, addUser, get, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('bob', ['Member']);
    await addUser('eve', ['Member']);
    const now = new Date();
    await api.db.transaction(async (trx) => {
      const rows = Array.from({ length: SEEDED }, (_, index) => ({
        // Seven titles (and a few more): page boundaries fall inside runs of equal titles.
        title: `Keyset stew ${index % 7}${index % 100 === 0 ? ' quokkaroot' : ''}`,
        instructions: 'Simmer the quokkaroot slowly.',
        // The same text for most: equal ranks too. A few have the word in their title and rank above them.
        tags: '',
        created_by_id: ids.bob,
        modified_by_id: ids.bob,
        created_date: now,
        last_modified_date: now,
      }));
      for (let start = 0; start < rows.length; start += 100) {
        const inserted = await trx('recipes')
          .insert(rows.slice(start, start + 100))
          .returning<({ id: number } | number)[]>('id');
        for (const row of inserted) await reindexRecipe(trx, typeof row === 'number' ? row : row.id);
      }
    });
  }, 60_000);
  afterAll(() => api?.close());

  async function page(who: string, path: string, after?: string): Promise<RecipePage> {
    const query = after === undefined ? '' : `?after=${encodeURIComponent(after)}`;
    const response = await get(`/api/recipe/list/${path}${query}`, who);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as RecipePage;
  }

  /** Every page of a list from its first, by the cursors: the ids in order and the pages seen. */
  async function walk(
    who: string,
    path: (page: number) => string,
  ): Promise<{ ids: number[]; pages: RecipePage[] }> {
    const pages: RecipePage[] = [];
    let after: string | undefined;
    for (let number = 1; number < 100; number += 1) {
      const current = await page(who, path(number), after);
      pages.push(current);
      if (current.nextCursor === null || current.nextCursor === undefined) break;
      after = current.nextCursor;
    }
    return { ids: pages.flatMap((current) => current.records.map((record) => record.id)), pages };
  }

  /** The list as the database orders it: title, then id. */
  async function titleOrder(): Promise<number[]> {
    const rows = await api
      .db('recipes')
      .where('archived', false)
      .orderBy([{ column: 'title' }, { column: 'id' }])
      .select<{ id: number }[]>('id');
    return rows.map((row) => Number(row.id));
  }

  it('counts up to the cap and says when there are more', async () => {
    const list = await page('bob', '1/10/false/false');
    expect(list.total).toBe(RECIPE_LIST_CAP);
    expect(list.totalIsEstimate).toBe(true);
    expect(list.pageCount).toBe(RECIPE_LIST_CAP / 10);
    const search = await page('bob', '1/10/false/false/false/0/quokkaroot');
    expect(search.total).toBe(RECIPE_LIST_CAP);
    expect(search.totalIsEstimate).toBe(true);
    // Fewer matches than the cap: the exact count.
    const few = await page('bob', '1/20/false/false/false/1/quokkaroot');
    expect(few.totalIsEstimate).toBe(false);
    expect(few.total).toBe(Math.ceil(SEEDED / 100));
    expect(few.nextCursor).toBeNull();
    // Words that find nothing: an exact zero.
    const none = await page('bob', '1/10/false/false/false/0/zzyzzyx');
    expect([none.total, none.totalIsEstimate, none.nextCursor]).toEqual([0, false, null]);
  });

  it('walks the whole title list by cursors past the cap: every recipe once, ties by id, the last page ends', async () => {
    const { ids: walked, pages } = await walk('bob', (number) => `${number}/100/false/false`);
    expect(walked).toEqual(await titleOrder());
    expect(walked.length).toBeGreaterThan(RECIPE_LIST_CAP);
    const last = pages.at(-1)!;
    expect(last.nextCursor).toBeNull();
    expect(last.records.length).toBeLessThanOrEqual(100);
    expect(last.records.length).toBeGreaterThan(0);
    // Page numbers follow the cursor: the last page starts where the ones before ended.
    expect(last.startIndex).toBe(walked.length - last.records.length + 1);
  });

  it('ranks the search within the cap, best first, ties by id, each match once', async () => {
    const { ids: walked, pages } = await walk(
      'bob',
      (number) => `${number}/50/false/false/false/0/quokkaroot`,
    );
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.length).toBe(RECIPE_LIST_CAP);
    // The recipes with the word in their title come first, then the equal ranks by id.
    const records = pages.flatMap((current) => current.records);
    const doubled = records.filter((record) => record.title.includes('quokkaroot')).length;
    expect(doubled).toBeGreaterThan(5);
    expect(records.slice(0, doubled).every((record) => record.title.includes('quokkaroot'))).toBe(true);
    const rest = walked.slice(doubled);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('goes on after a row archived between pages, with none skipped or repeated', async () => {
    const order = await titleOrder();
    const first = await page('bob', '1/5/false/false');
    expect(first.records.map((record) => record.id)).toEqual(order.slice(0, 5));
    // The cursor's own recipe is archived: the next page starts right after where it stood.
    expect((await del(`/api/recipe/${first.records[4]!.id}`, 'admin')).status).toBe(200);
    const second = await page('bob', '2/5/false/false', first.nextCursor!);
    expect(second.records.map((record) => record.id)).toEqual(order.slice(5, 10));

    const search = await page('bob', '1/5/false/false/false/0/quokkaroot');
    const ranked = (await walk('bob', (number) => `${number}/50/false/false/false/0/quokkaroot`)).ids;
    // A recipe of the first page is archived: the second page is the next five as they were.
    expect((await del(`/api/recipe/${search.records[2]!.id}`, 'admin')).status).toBe(200);
    const next = await page('bob', '2/5/false/false/false/0/quokkaroot', search.nextCursor!);
    expect(next.records.map((record) => record.id)).toEqual(ranked.slice(5, 10));
  });

  it("refuses a cursor of another user, of another list or edited by hand with a 400 naming 'after'", async () => {
    const bobs = (await page('bob', '1/5/false/false')).nextCursor!;
    const refused = async (who: string, path: string, after: string) => {
      const response = await get(`/api/recipe/list/${path}?after=${encodeURIComponent(after)}`, who);
      expect(response.status, `${path} ${after}`).toBe(400);
      expect(problemFields(response.body)).toEqual(['after']);
    };
    await refused('eve', '2/5/false/false', bobs);
    await refused('bob', '2/5/true/false', bobs);
    await refused('bob', '2/5/false/false/false/0/quokkaroot', bobs);
    const [payload, mac] = bobs.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify(['A', 1])).toString('base64url');
    await refused('bob', '2/5/false/false', `${forged}.${mac}`);
    await refused('bob', '2/5/false/false', `${payload}.${mac.slice(0, -2)}AA`);
    await refused('bob', '2/5/false/false', 'garbage');
    await refused('bob', '2/5/false/false', `${payload}.${mac}.${mac}`);
    // A search's cursor is not the title list's either.
    const searchCursor = (await page('bob', '1/5/false/false/false/0/quokkaroot')).nextCursor!;
    await refused('bob', '2/5/false/false', searchCursor);
    await refused('bob', '2/5/false/false/false/0/quokka', searchCursor);
  });

  it("refuses a page number past the cap without a cursor, naming 'page'", async () => {
    const response = await get(`/api/recipe/list/${RECIPE_LIST_CAP / 10 + 1}/10/false/false`, 'bob');
    expect(response.status).toBe(400);
    expect(problemFields(response.body)).toEqual(['page']);
    expect((await get(`/api/recipe/list/${RECIPE_LIST_CAP / 10}/10/false/false`, 'bob')).status).toBe(200);
  });

  it('finds a word start by every lexeme it begins, listed or left a prefix, and follows an edit', async () => {
    // Forty words "zyx" + two letters, none a stem the English stemmer changes: "zyx" begins more lexemes than
    // are listed (a prefix for the index), "zyxb" twenty (listed), "zyxbk" one.
    const letters = 'bcdfghjklmnprtvwxz'.split('');
    const words = letters.flatMap((first) => letters.map((second) => `zyx${first}${second}`)).slice(0, 40);
    const now = new Date();
    await api.db.transaction(async (trx) => {
      const inserted = await trx('recipes')
        .insert(
          words.map((word, index) => ({
            title: `Lexeme stew ${index}`,
            instructions: `Stir in the ${word} and serve.`,
            tags: '',
            created_by_id: ids.bob,
            modified_by_id: ids.bob,
            created_date: now,
            last_modified_date: now,
          })),
        )
        .returning<({ id: number } | number)[]>('id');
      for (const row of inserted) await reindexRecipe(trx, typeof row === 'number' ? row : row.id);
    });
    const total = async (term: string, wholeWord = false) =>
      (await page('bob', `1/50/false/false/${wholeWord}/0/${encodeURIComponent(term)}`)).total;
    const starting = (start: string) => words.filter((word) => word.startsWith(start)).length;
    expect(starting('zyxb')).toBeGreaterThan(10);
    expect(await total('zyx')).toBe(40);
    expect(await total('zyxb')).toBe(starting('zyxb'));
    expect(await total('ZYXBK')).toBe(1);
    expect(await total('zyxbk zyx')).toBe(1);
    expect(await total('the zyxbk')).toBe(1);
    expect(await total('zyxbk stew')).toBe(1);
    expect(await total('zyxbk quokkaroot')).toBe(0);
    expect(await total('zyxq')).toBe(0);
    expect(await total('zyxb', true)).toBe(0);
    expect(await total('zyxbk', true)).toBe(1);
    // A recipe edited to a new word is found by its start (PostgreSQL's lexemes follow updates too).
    const [first] = await api.db('recipes').where('title', 'Lexeme stew 0').pluck<number[]>('id');
    await api.db.transaction(async (trx) => {
      await trx('recipes').where('id', first).update({ title: 'Lexeme stew qwzzt' });
      await reindexRecipe(trx, Number(first));
    });
    expect(await total('qwzz')).toBe(1);
  });
});
