// Round trips of every app (issue 31): what a person downloads (Download my data: each app's own export in
// the zip) imports into a fresh user of a fresh portal and comes out the same: Money's ledgers with their
// balances and every transaction, the recipes with every field of the form, each repository's records with
// their secrets. On SQLite and PostgreSQL.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importReportSchema, type ImportReport, type Job } from '@lcars/contract';
import type { Ledger, TransactionPage } from '@lcars/contract/money';
import type { Recipe } from '@lcars/contract/recipes';
import type { Repo, RepoEntriesPage, RepoResult } from '@lcars/contract/repo';
import { HOUSEHOLD, HOUSEHOLD_TRANSFERS, actualCsv } from '../../test/money-moving.js';
import { formOf } from '../../test/recipe-form.js';
import { bitwardenJson, vault } from '../../test/repo-exports.js';
import { jobEnded } from '../../test/jobs.js';
import { testUsers } from '../../test/requests.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import { buildZip } from '../../test/zips.js';

describeEachDatabase('round trips of every app', (kind) => {
  let source: TestServer;
  let fresh: TestServer;
  const there = testUsers(() => source);
  const here = testUsers(() => fresh);
  const marker = `rt${Math.random().toString(36).slice(2, 10)}`;
  const passphrase = `round trip passphrase ${marker}`;
  let zip: Record<string, Uint8Array>;

  const upload = (
    api: TestServer,
    auth: string,
    path: string,
    body: Buffer | Uint8Array | string,
    headers = {},
  ) =>
    api.request
      .post(path)
      .set('Authorization', auth)
      .set('Content-Type', 'application/octet-stream')
      .set(headers)
      .send(Buffer.from(body));
  async function imported(...args: Parameters<typeof upload>): Promise<ImportReport> {
    const response = await upload(...args);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return importReportSchema.parse(response.body);
  }

  beforeAll(async () => {
    [source, fresh] = await Promise.all([
      startTestServer({ database: kind }),
      startTestServer({ database: kind }),
    ]);
    await there.addUser('owner', ['Member']);
    await here.addUser('newcomer', ['Member']);
    const owner = there.auth('owner');
    await imported(
      source,
      owner,
      '/api/money/import/history?format=actual',
      actualCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS),
    );
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `Plum cake ${marker}`,
      description: 'A sheet cake for late summer.',
      recipeYield: '12',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      keywords: 'cake, plums',
      recipeIngredient: ['500 g flour', '2 eggs', '1 kg plums', 'a pinch of salt'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix, spread, top with plums, bake.' }],
    };
    await imported(
      source,
      owner,
      '/api/recipe/import/archive?format=nextcloud',
      buildZip([{ name: `Plum cake/recipe.json`, content: Buffer.from(JSON.stringify(recipe)) }]),
    );
    await imported(
      source,
      owner,
      '/api/tools/repo/import?format=bitwarden-json',
      JSON.stringify(bitwardenJson(vault(marker))),
    );

    const started = await there.post('/api/account/export', 'owner', { passphrase });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await jobEnded(there.get, (started.body as Job).id, 'owner');
    expect(job.status, job.error ?? '').toBe('succeeded');
    const download = await there
      .get(`/api/account/export/${job.id}/download`, 'owner')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    zip = unzipSync(download.body as Buffer);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([source?.close(), fresh?.close()]);
  });

  it('Money: the CSV brings every ledger with its balance and every transaction', async () => {
    const report = await imported(
      fresh,
      here.auth('newcomer'),
      '/api/money/import/history?format=lcars',
      zip['money/money.csv']!,
    );
    expect(report.skipped).toEqual([]);
    const ledgersOf = async (users: typeof here, who: string) =>
      ((await users.get('/api/money/ledger/list', who)).body as Ledger[]).map((ledger) => ({
        id: ledger.id,
        title: ledger.title,
        balance: ledger.currentBalance,
      }));
    const rowsOf = async (users: typeof here, who: string, ledgerId: number) => {
      const page = async (historical: boolean) =>
        (
          (
            await users.post(`/api/money/ledger/${ledgerId}/transactions/${historical}`, who, {
              itemsPerPage: 1000,
            })
          ).body as TransactionPage
        ).records;
      return [...(await page(true)), ...(await page(false))]
        .map((row) => [row.transactionDate, row.amount, row.memo])
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    };
    const before = await ledgersOf(there, 'owner');
    const after = await ledgersOf(here, 'newcomer');
    expect(after.map(({ title, balance }) => ({ title, balance }))).toEqual(
      before.map(({ title, balance }) => ({ title, balance })),
    );
    for (const ledger of before) {
      const copy = after.find((item) => item.title === ledger.title)!;
      expect(await rowsOf(here, 'newcomer', copy.id)).toEqual(await rowsOf(there, 'owner', ledger.id));
    }
  });

  it('Recipes: the collection zip brings every field of the form', async () => {
    await imported(
      fresh,
      here.auth('newcomer'),
      '/api/recipe/import/archive?format=nextcloud',
      zip['recipes/recipes.zip']!,
    );
    const titled = async (users: typeof here, who: string) => {
      const all = (await users.get('/api/recipe/list-all', who)).body as Recipe[];
      const found = all.find((recipe) => recipe.title === `Plum cake ${marker}`)!;
      return (await users.get(`/api/recipe/${found.id}`, who)).body as Recipe;
    };
    const original = await titled(there, 'owner');
    expect(original.ingredients.length).toBe(4);
    expect(formOf(await titled(here, 'newcomer'))).toEqual(formOf(original));
  });

  it('Repo: the password-protected JSON brings every record with its secrets', async () => {
    // One file per repository (the owner's folders became three).
    const files = Object.entries(zip).filter(([name]) => name.startsWith('repo/'));
    expect(files).toHaveLength(3);
    for (const [, file] of files)
      await imported(fresh, here.auth('newcomer'), '/api/tools/repo/import?format=bitwarden-json', file, {
        'X-Lcars-Passphrase': passphrase,
      });
    /** Every record of every repository as title and its fields' values, secrets revealed. */
    const contents = async (users: typeof here, who: string) => {
      const found: Record<string, string>[] = [];
      for (const repo of (await users.get('/api/tools/repo/list', who)).body as Repo[]) {
        const page = (await users.post(`/api/tools/repo/${repo.id}/entries`, who, { itemsPerPage: 500 }))
          .body as RepoResult<RepoEntriesPage>;
        for (const record of page.result.records) {
          const values: Record<string, string> = {};
          for (const field of repo.repoFields) {
            if (field.title === 'Folder') continue;
            const value = record.recValues.find((item) => item.fieldId === field.id);
            if (!value) continue;
            values[field.title] = field.isSensitiveInformationField
              ? (
                  (
                    await users.post(`/api/tools/repo/${repo.id}/entry/${record.id}`, who, {
                      fieldId: field.id,
                    })
                  ).body as RepoResult<{ secValue: string }>
                ).result.secValue
              : value.secValue;
          }
          found.push(values);
        }
      }
      return found.sort((a, b) => (a.Title ?? '').localeCompare(b.Title ?? ''));
    };
    const before = await contents(there, 'owner');
    expect(before.length).toBe(4);
    expect(await contents(here, 'newcomer')).toEqual(before);
  });
});
