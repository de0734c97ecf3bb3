// "Download my data" (issue 31): a job makes one zip of every app's export for the signed-in person: Money's
// CSV and OFX, Recipes' collection zip, each repository as Bitwarden's password-protected JSON under the
// passphrase given. Another person cannot fetch it, and their own zip holds nothing of the first's Money or
// repositories. Recipes' part holds the person's shopping lists (those shared with them marked shared), meal
// plan and cookbooks as JSON, never another person's unshared list. On SQLite and PostgreSQL.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { personalExportResultSchema, type Job, type PersonalExportResult } from '@lcars/contract';
import { recipesManifest } from '@lcars/contract/recipes';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { problemFields, testUsers } from '../../test/requests.js';
import { jobEnded } from '../../test/jobs.js';
import { bitwardenJson, openBitwardenExport, vault } from '../../test/repo-exports.js';
import { buildZip } from '../../test/zips.js';

const RECIPES_APP_ID = recipesManifest.id;

describeEachDatabase('download my data', (kind) => {
  let api: TestServer;
  const { addUser, auth, get, ids, post } = testUsers(() => api);
  const marker = `dl${Math.random().toString(36).slice(2, 10)}`;
  const passphrase = `a long passphrase ${marker}`;

  const upload = (who: string, path: string, body: Buffer | string) =>
    api.request
      .post(path)
      .set('Authorization', auth(who))
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(body));
  const finished = (jobId: number, who: string) => jobEnded(get, jobId, who);
  const download = (jobId: number, who: string) =>
    get(`/api/account/export/${jobId}/download`, who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  async function exported(
    who: string,
    body: object,
  ): Promise<{ jobId: number; result: PersonalExportResult }> {
    const started = await post('/api/account/export', who, body);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await finished((started.body as Job).id, who);
    expect(job.status, job.error ?? '').toBe('succeeded');
    return { jobId: job.id, result: personalExportResultSchema.parse(job.result) };
  }
  async function zipOf(jobId: number, who: string): Promise<Record<string, Uint8Array>> {
    const response = await download(jobId, who);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lcars-my-data-/);
    return unzipSync(response.body as Buffer);
  }
  const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const name of ['owner', 'mallory', 'sharer']) await addUser(name, ['Member']);
    // The owner's Money, a recipe and a repository.
    const history = `Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared\nChecking ${marker},2025-02-01,Bakery ${marker},,,-4.5,0,Cleared\n`;
    expect((await upload('owner', '/api/money/import/history?format=actual', history)).status).toBe(200);
    const recipe = buildZip([
      {
        name: `Pie ${marker}/recipe.json`,
        content: Buffer.from(
          JSON.stringify({ '@type': 'Recipe', name: `Pie ${marker}`, recipeIngredient: ['1 crust'] }),
        ),
      },
    ]);
    expect((await upload('owner', '/api/recipe/import/archive?format=nextcloud', recipe)).status).toBe(200);
    // Around the recipes: the owner's shopping list, meal plan and cookbook; a list the sharer shares with the
    // owner, and one the sharer keeps to themselves.
    const planned = await post('/api/recipe/save', 'owner', {
      title: `Stew ${marker}`,
      servings: 4,
      ingredients: [],
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const recipeId = (planned.body as { id: number }).id;
    const own = await post('/api/recipe/shopping/list', 'owner', { title: `Own list ${marker}` });
    expect(own.status).toBe(200);
    const ownId = (own.body as { id: number }).id;
    await post(`/api/recipe/shopping/list/${ownId}/items`, 'owner', {
      name: `Flour ${marker}`,
      amount: '1 kg',
    });
    await post(`/api/recipe/shopping/list/${ownId}/recipes`, 'owner', { recipeId, servings: 8 });
    const shared = await post('/api/recipe/shopping/list', 'sharer', {
      title: `Shared list ${marker}`,
      sharedUsers: [ids.owner],
    });
    await post(`/api/recipe/shopping/list/${(shared.body as { id: number }).id}/items`, 'sharer', {
      name: `Coffee ${marker}`,
    });
    const secret = await post('/api/recipe/shopping/list', 'sharer', { title: `Secret list ${marker}` });
    await post(`/api/recipe/shopping/list/${(secret.body as { id: number }).id}/items`, 'sharer', {
      name: `Surprise ${marker}`,
    });
    expect(
      (
        await post('/api/recipe/meal-plan/entry', 'owner', {
          date: '2026-03-02',
          meal: 'dinner',
          recipeId,
          servings: 6,
        })
      ).status,
    ).toBe(200);
    const cookbook = await post('/api/recipe/cookbook', 'owner', {
      title: `Winter ${marker}`,
      description: 'Warm',
    });
    expect(cookbook.status, JSON.stringify(cookbook.body)).toBe(200);
    expect(
      (
        await post(
          `/api/recipe/cookbook/${(cookbook.body as { id: number }).id}/recipe/${recipeId}`,
          'owner',
          {},
        )
      ).status,
    ).toBe(200);
    const vaultFile = JSON.stringify(bitwardenJson(vault(marker)));
    expect(
      (await upload('owner', '/api/tools/repo/import?format=bitwarden-json&folders=field', vaultFile)).status,
    ).toBe(200);
  });
  afterAll(() => api?.close());

  it("makes one zip of every app's export, the repositories locked with the passphrase", async () => {
    const { jobId, result } = await exported('owner', { passphrase });
    expect(result.apps.map((app) => [app.app, app.files, app.notes])).toEqual([
      ['money', 2, []],
      ['recipes', 4, []],
      ['repo', 1, []],
      ['scanner', 1, []],
    ]);
    const zip = await zipOf(jobId, 'owner');
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'money/money.csv',
      'money/money.ofx',
      'recipes/cookbooks.json',
      'recipes/meal-plan.json',
      'recipes/recipes.zip',
      'recipes/shopping-lists.json',
      expect.stringMatching(/^repo\/\d+-bitwarden_encrypted_Bitwarden\.json$/) as string,
      'scanner/scans.zip',
    ]);
    // The owner has no scans: the Scanner's export is its manifest and the export's metadata alone.
    expect(Object.keys(unzipSync(zip['scanner/scans.zip']!)).sort()).toEqual([
      'manifest.json',
      'metadata.json',
    ]);
    expect(text(zip['money/money.csv'])).toContain(`Bakery ${marker}`);
    expect(text(zip['money/money.ofx'])).toContain('<TRNAMT>-4.50</TRNAMT>');
    const recipes = Object.keys(unzipSync(zip['recipes/recipes.zip']!));
    expect(recipes.filter((name) => name.startsWith(`Pie ${marker} (`))).toHaveLength(1);
    // The shopping lists: the owner's own with its items, the one shared with them marked so, never the secret.
    const lists = JSON.parse(text(zip['recipes/shopping-lists.json'])) as {
      shoppingLists: {
        title: string;
        shared: boolean;
        sharedBy?: string;
        items: { name: string; amount: string }[];
      }[];
    };
    expect(lists.shoppingLists.map((list) => [list.title, list.shared, list.sharedBy])).toEqual([
      [`Own list ${marker}`, false, undefined],
      [`Shared list ${marker}`, true, 'sharer'],
    ]);
    expect(lists.shoppingLists[0]!.items).toEqual([
      { name: `Flour ${marker}`, amount: '1 kg', forRecipes: '', checked: false, checkedAt: null },
    ]);
    expect(lists.shoppingLists[1]!.items.map((item) => item.name)).toEqual([`Coffee ${marker}`]);
    expect(text(zip['recipes/shopping-lists.json'])).not.toContain('Secret list');
    expect(text(zip['recipes/shopping-lists.json'])).not.toContain('Surprise');
    expect(JSON.parse(text(zip['recipes/meal-plan.json']))).toEqual({
      mealPlan: [{ date: '2026-03-02', meal: 'dinner', recipe: `Stew ${marker}`, servings: 6 }],
    });
    expect(JSON.parse(text(zip['recipes/cookbooks.json']))).toEqual({
      cookbooks: [
        {
          title: `Winter ${marker}`,
          description: 'Warm',
          shared: false,
          sharedWith: [],
          recipes: [`Stew ${marker}`],
        },
      ],
    });
    const repoFile = Object.entries(zip).find(([name]) => name.startsWith('repo/'))![1];
    // Nothing of the vault in clear; the passphrase opens it to the items.
    expect(text(repoFile)).not.toContain(marker);
    const opened = openBitwardenExport(JSON.parse(text(repoFile)) as Record<string, unknown>, passphrase) as {
      items: { login?: { password: string | null } }[];
    };
    expect(opened.items.map((item) => item.login?.password ?? '').join()).toContain(marker);
    expect(text(zip['README.txt'])).toContain('Your data from the LCARS portal');
    // The passphrase is nowhere in the job's row once it ended, nor in the log.
    const row = await api
      .db('jobs')
      .where({ id: jobId })
      .first<{ payload: string; secrets: string | null }>();
    expect(row.secrets).toBeNull();
    expect(row.payload).not.toContain(passphrase);
    expect(api.logs.join('\n')).not.toContain(passphrase);
  }, 120_000);

  it('lists attachments inside the locked repository file, and says they are not included', async () => {
    const [repo] = (await get('/api/tools/repo/list', 'owner')).body as { id: number }[];
    const entries = await post(`/api/tools/repo/${repo!.id}/entries`, 'owner', { page: 1, itemsPerPage: 1 });
    const recordId = (entries.body as { result: { records: { id: number }[] } }).result.records[0]!.id;
    const name = `will ${marker}.txt`;
    const added = await api.request
      .post(`/api/tools/repo/${repo!.id}/entry/${recordId}/attachments?name=${encodeURIComponent(name)}`)
      .set('Authorization', auth('owner'))
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(`the content ${marker}-content`));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { jobId, result } = await exported('owner', { passphrase });
    expect(result.apps.find((app) => app.app === 'repo')?.notes).toEqual([
      'Your attachment is listed in the repository files but not included: download it from its record.',
    ]);
    const zip = await zipOf(jobId, 'owner');
    const repoFile = Object.entries(zip).find(([file]) => file.startsWith('repo/'))![1];
    // Neither the name nor the content in clear in the zip.
    expect(text(repoFile)).not.toContain(marker);
    expect(text(zip['README.txt'])).not.toContain(marker);
    expect(Object.keys(zip).join()).not.toContain(marker);
    const opened = openBitwardenExport(JSON.parse(text(repoFile)) as Record<string, unknown>, passphrase) as {
      items: { attachments?: { fileName: string }[] }[];
    };
    expect(opened.items.flatMap((item) => item.attachments ?? []).map((a) => a.fileName)).toEqual([name]);
    expect(JSON.stringify(opened)).not.toContain('-content');
  }, 120_000);

  it('leaves the repositories out without a passphrase, and refuses a short one', async () => {
    const { jobId, result } = await exported('owner', {});
    expect(result.apps.find((app) => app.app === 'repo')).toMatchObject({
      files: 0,
      notes: ['Your repository was left out: give a passphrase to include it.'],
    });
    expect(Object.keys(await zipOf(jobId, 'owner')).some((name) => name.startsWith('repo/'))).toBe(false);
    const short = await post('/api/account/export', 'owner', { passphrase: 'short' });
    expect(short.status).toBe(400);
    expect(problemFields(short.body)).toEqual(['passphrase']);
  }, 60_000);

  it("refuses a hostile person: no one else's download, and their own zip holds nothing of the owner's", async () => {
    const { jobId } = await exported('owner', { passphrase });
    expect((await download(jobId, 'mallory')).status).toBe(404);
    expect((await get(`/api/jobs/${jobId}`, 'mallory')).status).toBe(404);
    const theirs = await exported('mallory', { passphrase: `mallory's own ${marker}` });
    const zip = await zipOf(theirs.jobId, 'mallory');
    expect(text(zip['money/money.csv'])).not.toContain(marker);
    expect(text(zip['money/money.ofx'])).not.toContain(marker);
    expect(Object.keys(zip).some((name) => name.startsWith('repo/'))).toBe(false);
    // Nothing of the owner's recipes side either: lists, meal plan, cookbooks.
    for (const file of ['shopping-lists', 'meal-plan', 'cookbooks'])
      expect(text(zip[`recipes/${file}.json`])).not.toContain(marker);
    expect(JSON.parse(text(zip['recipes/shopping-lists.json']))).toEqual({ shoppingLists: [] });
    // Their own job id is not a way into the owner's file either.
    expect((await download(theirs.jobId, 'owner')).status).toBe(404);
    expect((await get('/api/account/export/2147483647/download', 'owner')).status).toBe(404);
    expect((await get('/api/account/export/nope/download', 'owner')).status).toBe(400);
    expect((await api.request.post('/api/account/export').send({})).status).toBe(401);
  }, 120_000);

  it('keeps one download a person: the next replaces the one before', async () => {
    const first = await exported('owner', {});
    const second = await exported('owner', {});
    expect((await download(first.jobId, 'owner')).status).toBe(404);
    expect((await download(second.jobId, 'owner')).status).toBe(200);
    const kept = await api
      .db('stored_files')
      .where({ kind: 'account.export' })
      .select<{ id: number }[]>('id');
    // One of the owner's, one of mallory's.
    expect(kept.map((row) => Number(row.id))).toContain(second.result.fileId);
    expect(kept).toHaveLength(2);
  }, 60_000);

  it('leaves out an app the administrator switched off, saying so', async () => {
    const admin = await api.login('admin', api.adminPassword);
    const setRecipes = (isEnabled: boolean) =>
      api.request
        .post('/api/app/save')
        .set('Authorization', `Bearer ${admin}`)
        .send({ appId: RECIPES_APP_ID, isEnabled });
    expect((await setRecipes(false)).status).toBe(200);
    try {
      const { jobId, result } = await exported('owner', {});
      expect(result.apps.find((app) => app.app === 'recipes')).toEqual({
        app: 'recipes',
        title: 'Recipes',
        files: 0,
        notes: ['The administrator has switched this app off.'],
      });
      expect(Object.keys(await zipOf(jobId, 'owner'))).not.toContain('recipes/recipes.zip');
    } finally {
      expect((await setRecipes(true)).status).toBe(200);
    }
  }, 60_000);
});
