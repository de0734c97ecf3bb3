// "Download my data" imported back (format lcars): the recipes with the person's own shopping lists, meal plan
// and cookbooks, linked to the recipes the same import created; what others shared with them skipped; hostile
// files (past their size, malformed, a field of the wrong type, too many lists, titles of recipes already on
// the server) refused or left unlinked, with nothing written. On SQLite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importReportSchema, type ImportReport, type Job } from '@lcars/contract';
import type { Cookbook, CookbookSummary, MealPlanWeek, Recipe, ShoppingList } from '@lcars/contract/recipes';
import { jobEnded } from '../../../../test/jobs.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { buildZip, type ZipPart } from '../../../../test/zips.js';
import { LIST_THERE, NO_RECIPE, SHARED_WITH_YOU } from './write-around.js';

const recipeJson = (name: string) =>
  Buffer.from(
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      recipeIngredient: ['500 g flour', '2 eggs'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix and bake.' }],
    }),
  );

describeEachDatabase('Recipes: Download my data imported back', (kind) => {
  let source: TestServer;
  let fresh: TestServer;
  const there = testUsers(() => source);
  const here = testUsers(() => fresh);
  const marker = `pi${Math.random().toString(36).slice(2, 8)}`;
  const plum = `Plum cake ${marker}`;
  const soup = `Soup ${marker}`;
  let download: Buffer;

  const upload = (api: TestServer, auth: string, body: Buffer, preview = false) =>
    api.request
      .post(`/api/recipe/import/archive?format=lcars${preview ? '&preview=true' : ''}`)
      .set('Authorization', auth)
      .set('Content-Type', 'application/octet-stream')
      .send(body);
  async function imported(api: TestServer, auth: string, body: Buffer): Promise<ImportReport> {
    const response = await upload(api, auth, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return importReportSchema.parse(response.body);
  }
  const recipeIdOf = async (users: typeof here, who: string, title: string) =>
    (await ok<Recipe[]>(users.get('/api/recipe/list-all', who))).find((recipe) => recipe.title === title)
      ?.id ?? null;
  const listsOf = (users: typeof here, who: string) =>
    ok<ShoppingList[]>(users.get('/api/recipe/shopping/lists/all', who));
  const cookbooksOf = async (users: typeof here, who: string) => {
    const found: Cookbook[] = [];
    for (const summary of await ok<CookbookSummary[]>(users.get('/api/recipe/cookbooks', who)))
      found.push(await ok<Cookbook>(users.get(`/api/recipe/cookbook/${summary.id}`, who)));
    return found;
  };
  const weekOf = (users: typeof here, who: string) =>
    ok<MealPlanWeek>(users.get('/api/recipe/meal-plan/week/2026-11-30', who));
  /** A download made by hand: recipes/recipes.zip with these recipes, and these files beside it. */
  const handMade = (titles: string[], beside: Record<string, string | ZipPart>) =>
    buildZip([
      {
        name: 'recipes/recipes.zip',
        stored: true,
        content: buildZip(
          titles.map((title) => ({ name: `${title}/recipe.json`, content: recipeJson(title) })),
        ),
      },
      ...Object.entries(beside).map(([name, part]) =>
        typeof part === 'string' ? { name: `recipes/${name}`, content: Buffer.from(part) } : part,
      ),
    ]);

  beforeAll(async () => {
    [source, fresh] = await Promise.all([
      startTestServer({ database: kind }),
      startTestServer({ database: kind }),
    ]);
    await there.addUser('owner', ['Member']);
    await there.addUser('friend', ['Member']);
    for (const who of ['newcomer', 'other', 'again', 'hostile']) await here.addUser(who, ['Member']);
    const owner = there.auth('owner');
    const collection = buildZip(
      [plum, soup].map((t) => ({ name: `${t}/recipe.json`, content: recipeJson(t) })),
    );
    expect(
      (
        await source.request
          .post('/api/recipe/import/archive?format=nextcloud')
          .set('Authorization', owner)
          .set('Content-Type', 'application/octet-stream')
          .send(collection)
      ).status,
    ).toBe(200);
    const plumId = (await recipeIdOf(there, 'owner', plum))!;
    const soupId = (await recipeIdOf(there, 'owner', soup))!;
    // The owner's list, shared with a friend; the friend's, shared with the owner.
    const list = await ok<ShoppingList>(
      there.post('/api/recipe/shopping/list', 'owner', {
        title: 'Weekly shop',
        sharedUsers: [there.ids.friend],
      }),
    );
    await ok(
      there.post(`/api/recipe/shopping/list/${list.id}/recipes`, 'owner', {
        recipeId: plumId,
        servings: null,
      }),
    );
    await ok(
      there.post(`/api/recipe/shopping/list/${list.id}/items`, 'owner', {
        name: 'Paper towels',
        amount: '2 rolls',
      }),
    );
    await ok(
      there.post('/api/recipe/shopping/list', 'friend', {
        title: 'Friend list',
        sharedUsers: [there.ids.owner],
      }),
    );
    await ok(
      there.post('/api/recipe/meal-plan/entry', 'owner', {
        date: '2026-12-01',
        meal: 'dinner',
        recipeId: plumId,
        servings: 6,
      }),
    );
    const cookbook = await ok<Cookbook>(
      there.post('/api/recipe/cookbook', 'owner', { title: 'Baking', description: 'Sweet things.' }),
    );
    for (const id of [plumId, soupId])
      await ok(there.post(`/api/recipe/cookbook/${cookbook.id}/recipe/${id}`, 'owner'));
    await ok(
      there.post('/api/recipe/cookbook', 'friend', { title: 'Friend book', sharedUsers: [there.ids.owner] }),
    );

    const started = await there.post('/api/account/export', 'owner', {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await jobEnded(there.get, (started.body as Job).id, 'owner');
    expect(job.status, job.error ?? '').toBe('succeeded');
    download = (
      await there
        .get(`/api/account/export/${job.id}/download`, 'owner')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
    ).body as Buffer;
    expect(Object.keys(unzipSync(download))).toContain('recipes/cookbooks.json');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([source?.close(), fresh?.close()]);
  });

  it('brings the own lists, meal plan and cookbooks, linked to the new recipes; skips what was shared', async () => {
    const preview = importReportSchema.parse(
      (await upload(fresh, here.auth('newcomer'), download, true)).body,
    );
    expect(preview.counts).toMatchObject({ recipes: 2, shoppingLists: 1, cookbooks: 1, mealPlanEntries: 1 });
    expect(await listsOf(here, 'newcomer')).toEqual([]);

    const report = await imported(fresh, here.auth('newcomer'), download);
    const sourceItems = (await listsOf(there, 'owner')).find((list) => list.isOwner)!.items.length;
    expect(sourceItems).toBeGreaterThanOrEqual(2);
    expect(report.counts).toMatchObject({
      recipes: 2,
      shoppingLists: 1,
      shoppingItems: sourceItems,
      mealPlanEntries: 1,
      cookbooks: 1,
      recipeLinksDropped: 0,
    });
    const skipped = report.skipped.map((item) => [item.title, item.reason]);
    expect(skipped).toContainEqual(['Friend list', SHARED_WITH_YOU]);
    expect(skipped).toContainEqual(['Friend book', SHARED_WITH_YOU]);
    expect(report.skipped.find((item) => item.title === 'Weekly shop')?.reason).toMatch(/not re-created/);

    const newPlum = (await recipeIdOf(here, 'newcomer', plum))!;
    const newSoup = (await recipeIdOf(here, 'newcomer', soup))!;
    const shape = (lists: ShoppingList[]) =>
      lists
        .filter((list) => list.isOwner)
        .map((list) => ({
          title: list.title,
          items: list.items.map((item) => [item.name, item.amount, item.sources, item.checked]),
        }));
    const lists = await listsOf(here, 'newcomer');
    expect(shape(lists)).toEqual(shape(await listsOf(there, 'owner')));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.sharedUsers).toEqual([]);
    expect(lists[0]!.items.some((item) => item.sources === plum)).toBe(true);

    const week = await weekOf(here, 'newcomer');
    expect(week.entries.map((e) => [e.date, e.meal, e.recipeId, e.servings])).toEqual([
      ['2026-12-01', 'dinner', newPlum, 6],
    ]);
    const cookbooks = await cookbooksOf(here, 'newcomer');
    expect(cookbooks.map((c) => [c.title, c.description, c.recipes.map((r) => r.id)])).toEqual([
      ['Baking', 'Sweet things.', [newPlum, newSoup]],
    ]);

    // Another user of the new portal sees none of it.
    expect(await listsOf(here, 'other')).toEqual([]);
    expect(await cookbooksOf(here, 'other')).toEqual([]);
    expect((await weekOf(here, 'other')).entries).toEqual([]);

    // The same file again: the recipes are there already, so are the list and the cookbook: nothing new.
    const again = await imported(fresh, here.auth('newcomer'), download);
    expect(again.counts).toMatchObject({ recipes: 0, shoppingLists: 0, cookbooks: 0, mealPlanEntries: 0 });
    expect(again.skipped.map((item) => item.reason)).toContain(LIST_THERE);
    expect(await listsOf(here, 'newcomer')).toHaveLength(1);
    expect(await cookbooksOf(here, 'newcomer')).toHaveLength(1);
    expect((await weekOf(here, 'newcomer')).entries).toHaveLength(1);
  });

  it('never links a title to a recipe it did not create (another user’s)', async () => {
    const theirs = `Intruder pie ${marker}`;
    await ok(
      fresh.request
        .post('/api/recipe/import/archive?format=nextcloud')
        .set('Authorization', here.auth('other'))
        .set('Content-Type', 'application/octet-stream')
        .send(buildZip([{ name: 'x/recipe.json', content: recipeJson(theirs) }])),
    );
    const mine = `Own tart ${marker}`;
    const file = handMade([mine], {
      'shopping-lists.json': JSON.stringify({
        shoppingLists: [
          {
            title: 'Hostile list',
            shared: false,
            items: [
              { name: 'Pie', amount: '', forRecipes: `${theirs}, ${mine}`, checked: false, checkedAt: null },
            ],
          },
        ],
      }),
      'meal-plan.json': JSON.stringify({
        mealPlan: [
          { date: '2026-12-02', meal: 'lunch', recipe: theirs, servings: null },
          { date: '2026-12-02', meal: 'dinner', recipe: mine, servings: 2 },
        ],
      }),
      'cookbooks.json': JSON.stringify({
        cookbooks: [
          { title: 'Hostile book', description: '', shared: false, recipes: [theirs, mine, '1', '2'] },
        ],
      }),
    });
    const report = await imported(fresh, here.auth('hostile'), file);
    expect(report.counts).toMatchObject({ recipes: 1, mealPlanEntries: 1, recipeLinksDropped: 5 });
    expect(report.skipped.map((item) => [item.title, item.reason])).toContainEqual([theirs, NO_RECIPE]);
    const ownId = (await recipeIdOf(here, 'hostile', mine))!;
    const [book] = await cookbooksOf(here, 'hostile');
    expect(book!.recipes.map((recipe) => recipe.id)).toEqual([ownId]);
    expect((await weekOf(here, 'hostile')).entries.map((e) => e.recipeId)).toEqual([ownId]);
    expect((await listsOf(here, 'hostile'))[0]!.items[0]!.sources).toBe(mine);
  });

  it('refuses a file past its size, malformed, of the wrong type or with too many lists, writing nothing', async () => {
    const title = `Never written ${marker}`;
    const refused = async (beside: Record<string, string | ZipPart>, status: number) => {
      const response = await upload(fresh, here.auth('again'), handMade([title], beside));
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      return response.body as { detail: string };
    };
    expect((await refused({ 'shopping-lists.json': '{"shoppingLists": [' }, 400)).detail).toMatch(
      /^shopping-lists\.json/,
    );
    const wrongType = await upload(
      fresh,
      here.auth('again'),
      handMade([title], {
        'cookbooks.json': JSON.stringify({
          cookbooks: [{ title: 'B', description: '', shared: 'no', recipes: [] }],
        }),
      }),
    );
    expect(wrongType.status).toBe(400);
    expect(problemFields(wrongType.body)).toEqual(['cookbooks.json.cookbooks.0.shared']);
    const tooMany = JSON.stringify({
      shoppingLists: Array.from({ length: 101 }, (_, i) => ({ title: `L${i}`, shared: false, items: [] })),
    });
    expect(problemFields(await refused({ 'shopping-lists.json': tooMany }, 400))).toEqual([
      'shopping-lists.json.shoppingLists',
    ]);
    // Declared past the bound: refused from the central directory, before a byte is inflated.
    const huge = await refused(
      {
        'meal-plan.json': {
          name: 'recipes/meal-plan.json',
          content: Buffer.from(randomBytes(200_000).toString('hex')),
          declaredSize: 31 * 1024 * 1024,
        },
      },
      413,
    );
    expect(huge.detail).toMatch(/meal-plan\.json/);
    expect(await recipeIdOf(here, 'again', title)).toBeNull();
    expect(await listsOf(here, 'again')).toEqual([]);
    expect(await cookbooksOf(here, 'again')).toEqual([]);
  });

  it('a large download is read in a job, and its lists come back the same', async () => {
    const tart = `Job tart ${marker}`;
    const file = handMade([tart], {
      'cookbooks.json': JSON.stringify({
        cookbooks: [{ title: 'Job book', description: '', shared: false, recipes: [tart] }],
      }),
      // Another app's files in the download, past the size at which the import goes to a job: never read.
      padding: { name: 'scanner/scan.pdf', content: randomBytes(5 * 1024 * 1024), stored: true },
    });
    const queued = await imported(fresh, here.auth('other'), file);
    expect(typeof queued.jobId).toBe('number');
    const job = await jobEnded(here.get, queued.jobId!, 'other');
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(importReportSchema.parse(job.result).counts).toMatchObject({ recipes: 1, cookbooks: 1 });
    const tartId = await recipeIdOf(here, 'other', tart);
    const [book] = await cookbooksOf(here, 'other');
    expect(book!.recipes.map((recipe) => recipe.id)).toEqual([tartId]);
  });

  it('two imports at once create a list once', async () => {
    await here.addUser('twice', ['Member']);
    const file = handMade([], {
      'shopping-lists.json': JSON.stringify({
        shoppingLists: [{ title: 'Both at once', shared: false, items: [] }],
      }),
    });
    const reports = await Promise.all([1, 2].map(() => imported(fresh, here.auth('twice'), file)));
    expect(reports.map((report) => report.counts.shoppingLists).sort()).toEqual([0, 1]);
    expect((await listsOf(here, 'twice')).map((list) => list.title)).toEqual(['Both at once']);
  });

  it('lists past the owner’s limit with the ones they have: a 400 naming the file, no recipe written', async () => {
    await here.addUser('full', ['Member']);
    for (let n = 0; n < 99; n += 1)
      await ok(here.post('/api/recipe/shopping/list', 'full', { title: `Mine ${n}` }));
    const title = `Not written either ${marker}`;
    const file = handMade([title], {
      'shopping-lists.json': JSON.stringify({
        shoppingLists: [
          { title: 'New one', shared: false, items: [] },
          { title: 'New two', shared: false, items: [] },
          // Shared with the person and one they have already: neither counts.
          { title: 'Theirs', shared: true, sharedBy: 'someone', items: [] },
          { title: 'mine 1', shared: false, items: [] },
        ],
      }),
    });
    const response = await upload(fresh, here.auth('full'), file);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(problemFields(response.body)).toEqual(['shopping-lists.json']);
    expect(await recipeIdOf(here, 'full', title)).toBeNull();
    expect(await listsOf(here, 'full')).toHaveLength(99);
  });
});
