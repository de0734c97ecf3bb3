import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Scan } from '@lcars/contract/scanner';
import type { OfficeUpload, ToolResult } from '@lcars/contract/tools';
import { ADMIN } from './credentials';
import { newUser, signInHere, tokenOf, type TestUser } from './users';

// Every page of every app checked by axe (issue 29): WCAG 2.0 and 2.1, levels A and AA, plus
// label-content-name-mismatch (a control's name contains its visible label) and scrollable-region-focusable
// (a region that scrolls sideways can be reached by keyboard), in both looks, at desktop and phone width;
// and no page wider than a 390 px phone. One list of pages below: a new page is added there.
//
// Fast: the user and its data are made once a worker (beforeAll; the pages are shared out among the
// workers), the browser's sign-in state is kept and given to each test's own context, and each test opens one
// page in its four looks and widths. The look comes from the address (?look=), so the tests of one worker
// never wait on each other's look.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// The portal's Content-Security-Policy allows its own scripts only: axe is put in as a test's guest.
test.use({ bypassCSP: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LOOKS = ['material', 'lcars'] as const;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const OFFICE = new URL('../../packages/api/test/fixtures/office/', import.meta.url);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Violation {
  id: string;
  nodes: { target: string[] }[];
}

/** What axe finds on the page, one line a node ("rule: selector"). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'scrollable-region-focusable': { enabled: true },
      },
    });
    return result.violations;
  }, WCAG_TAGS);
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** What sticks out past a phone's right edge: the innermost elements, named by tag, class and text. */
function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    // An element's own box, or the text overflowing it (a long word keeps the box and spills out).
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return Math.max(box.right, box.left + element.scrollWidth) > 390.5;
    });
    return out
      .filter((element) => !out.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}"`,
      )
      .join(', ');
  });
}

/** A printed page (sharp draws the SVG with the machine's fonts). */
function printedPage(line: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="120" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#111">${line}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** What the pages need: made once for the whole file. */
interface Fixtures {
  user: TestUser;
  userId: number;
  storage: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
  ledgerId: number;
  repoId: number;
  recipeId: number;
  boutId: number;
  fighterId: number;
  scan: Scan;
  uploadId: number;
  searchId: number | string;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function makeFixtures(request: APIRequestContext, browser: Browser): Promise<Fixtures> {
  // An administrator of its own (the admin pages are on the list), a Member for every app. A long name of
  // one word: the user's page has it in its title, which must still fit a phone.
  const user = newUser('accessibility');
  const created = await json<{ user: { id: number } }>(
    await request.post('/api/admin/users', {
      headers: auth(await tokenOf(request, ADMIN)),
      data: {
        userName: user.username,
        email: user.email,
        password: user.password,
        roles: ['Admin', 'Member'],
      },
    }),
  );
  const token = await tokenOf(request, user);
  const headers = auth(token);

  const ledger = await json<{ result: { id: number } }>(
    await request.post('/api/money/ledger', { headers, data: { title: 'Shuttle fund' } }),
  );

  const repo = await json<{ result: { id: number; repoFields: { id: number; title: string }[] } }>(
    await request.post('/api/tools/repo', {
      headers,
      data: {
        title: 'Bridge codes',
        repoFields: [
          { id: -1, title: 'Station', order: 0 },
          { id: -2, title: 'Code', order: 1, isSensitiveInformationField: true },
          { id: -3, title: 'Deck', order: 2, dataTypeId: 11 },
        ],
      },
    }),
  );
  const fieldId = (title: string) => repo.result.repoFields.find((field) => field.title === title)!.id;
  const record = await json<{ result: { id: number } }>(
    await request.put(`/api/tools/repo/${repo.result.id}/entry/0/update`, {
      headers,
      data: {
        id: 0,
        repoId: repo.result.id,
        recValue: { fieldId: fieldId('Station'), secValue: 'Engineering' },
      },
    }),
  );
  await json(
    await request.put(`/api/tools/repo/${repo.result.id}/entry/${record.result.id}/update`, {
      headers,
      data: {
        id: record.result.id,
        repoId: repo.result.id,
        recValue: { fieldId: fieldId('Code'), secValue: 'Omega-7-7' },
      },
    }),
  );

  const recipes = await json<{ records: { id: number }[] }>(
    await request.get('/api/recipe/list/1/5/false/false', { headers }),
  );
  const bouts = await json<{ records: { id: number; status: string }[] }>(
    await request.get('/api/boxing/bout/list?itemsPerPage=20', { headers }),
  );
  const fighters = await json<{ records: { id: number }[] }>(
    await request.get('/api/boxing/fighter/list?itemsPerPage=5', { headers }),
  );

  // A scan of two pages.
  const form = new FormData();
  form.set('title', 'Shuttle inspection');
  form.set('tags', 'shuttlebay, inspection');
  for (const [index, line] of ['Shuttle inspection', 'Hull plating'].entries()) {
    form.append(
      'file',
      new Blob([new Uint8Array(await printedPage(line))], { type: 'image/jpeg' }),
      `${index}.jpg`,
    );
  }
  const scan = await json<Scan>(await request.post('/api/scanner/scan', { headers, multipart: form }));

  // A kept upload whose search ended without the password.
  const upload = await json<OfficeUpload>(
    await request.post('/api/tools/op/upload?confirm=true', {
      headers,
      multipart: {
        file: {
          name: 'xor_password_123456789012345.xls',
          mimeType: 'application/vnd.ms-excel',
          buffer: readFileSync(new URL('msoffcrypto/inputs/xor_password_123456789012345.xls', OFFICE)),
        },
      },
    }),
  );
  const search = await json<ToolResult>(
    await request.post(`/api/tools/op/${upload.fileId}/search`, {
      headers,
      data: { masks: ['12345678901233#'] },
    }),
  );
  await expect
    .poll(
      async () =>
        (await json<ToolResult>(await request.get(`/api/tools/data/results/${search.id}`, { headers })))
          .endedDate,
      { timeout: 60_000 },
    )
    .not.toBeNull();

  // Signed in once, with Remember me, so the token is in the state every test's context starts from.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/account/login');
  await page.getByText('Remember me').click();
  await signInHere(page, user);
  const storage = await context.storageState();
  await context.close();

  return {
    user,
    userId: created.user.id,
    storage,
    ledgerId: ledger.result.id,
    repoId: repo.result.id,
    recipeId: recipes.records[0]!.id,
    boutId: bouts.records.find((bout) => bout.status === 'finished')!.id,
    fighterId: fighters.records[0]!.id,
    scan,
    uploadId: upload.fileId,
    searchId: search.id,
  };
}

/**
 * A page of the list: its address ({ledger}, {repo}... stand for the ids of the data made for the test), what
 * shows it is ready, and a known failure being fixed elsewhere (the test is skipped until it is).
 */
interface Checked {
  path: string;
  ready?: (page: Page) => Promise<void>;
  fixme?: string;
  /** Keep a screenshot of each look and width (the test's output folder), for pages that were clipped. */
  shot?: boolean;
}

/** The address with the ids of the data made once for the file. */
function addressOf(path: string, f: Fixtures): string {
  const ids: Record<string, string> = {
    user: String(f.userId),
    ledger: String(f.ledgerId),
    repo: String(f.repoId),
    recipe: String(f.recipeId),
    bout: String(f.boutId),
    fighter: String(f.fighterId),
    scan: String(f.scan.id),
    version: String(f.scan.versions[0]!.id),
    upload: String(f.uploadId),
    search: String(f.searchId),
  };
  return path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key]!);
}

const none = async () => {};

const PAGES: Checked[] = [
  // The hub, the account, settings and notifications.
  { path: '/' },
  { path: '/account/manage/profile' },
  { path: '/account/manage/security' },
  { path: '/account/settings/global' },
  { path: '/account/settings/app' },
  { path: '/account/settings/theme' },
  { path: '/account/settings/notification' },
  { path: '/account/notification/manage' },
  { path: '/account/notification/send' },
  { path: '/account/notification/settings' },
  // Money.
  { path: '/money' },
  { path: '/money/accounts' },
  { path: '/money/ledgers' },
  { path: '/money/ledger/{ledger}' },
  { path: '/money/templates' },
  { path: '/money/subscriptions' },
  { path: '/money/credit' },
  { path: '/money/offline' },
  // Recipes.
  { path: '/recipe' },
  { path: '/recipe/list' },
  { path: '/recipe/{recipe}' },
  { path: '/recipe/{recipe}/edit' },
  { path: '/recipe/admin' },
  { path: '/recipe/admin/type' },
  { path: '/recipe/admin/ingredients' },
  { path: '/recipe/admin/measurements' },
  { path: '/recipe/offline' },
  // Secure repository.
  { path: '/repo' },
  { path: '/repo/sr', ready: (p) => expect(p.getByRole('link', { name: 'Bridge codes' })).toBeVisible() },
  {
    path: '/repo/sr/{repo}',
    ready: (p) => expect(p.getByRole('button', { name: 'Reveal Code' })).toBeVisible(),
  },
  { path: '/repo/offline' },
  // Scanner.
  { path: '/scanner' },
  {
    path: '/scanner/list',
    ready: (p) => expect(p.getByRole('list', { name: 'Scans' }).getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/scanner/scan/{scan}',
    ready: (p) => expect(p.getByRole('img', { name: 'Page 2' })).toBeVisible(),
  },
  { path: '/scanner/scan/0/scan' },
  {
    path: '/scanner/scan/{scan}/scan',
    ready: (p) => expect(p.getByRole('list', { name: /^Pages/ }).getByRole('listitem')).toHaveCount(2),
  },
  {
    path: '/scanner/scan/{scan}/modify/{version}',
    ready: (p) => expect(p.getByRole('list', { name: /^Pages/ }).getByRole('listitem')).toHaveCount(2),
  },
  {
    path: '/scanner/scan/{scan}/edit',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Title' })).toHaveValue('Shuttle inspection'),
  },
  {
    path: '/scanner/vocabulary',
    ready: (p) => expect(p.getByRole('heading', { name: 'Saved views' })).toBeVisible(),
  },
  { path: '/scanner/offline' },
  // Tools.
  { path: '/tools', ready: (p) => expect(p.locator('tbody tr')).toHaveCount(1) },
  { path: '/tools/op' },
  {
    path: '/tools/op?file={upload}',
    ready: (p) => expect(p.getByText(/^[\d,]+ candidates|No candidates yet/).first()).toBeVisible(),
  },
  { path: '/tools/data/results', ready: (p) => expect(p.locator('tbody tr')).toHaveCount(1) },
  {
    path: '/tools/data/results/{search}',
    ready: (p) => expect(p.getByRole('link', { name: 'Search it again' })).toBeVisible(),
  },
  { path: '/tools/offline' },
  // Boxing.
  { path: '/games/boxing' },
  { path: '/games/boxing/bout' },
  { path: '/games/boxing/bout/setup/new' },
  {
    // A finished bout's result: the scorecards and the punch stats.
    path: '/games/boxing/bout/setup/{bout}',
    shot: true,
    ready: async (p) => {
      await p.getByRole('button', { name: 'Skip to result' }).click();
      await expect(p.getByRole('table', { name: 'Punch stats' })).toBeVisible();
    },
  },
  { path: '/games/boxing/fighters' },
  { path: '/games/boxing/fighter/list' },
  { path: '/games/boxing/fighter/{fighter}' },
  { path: '/games/boxing/fighter/0/edit' },
  {
    // The legacy import's preview, a bad row in it.
    path: '/games/boxing/fighter/legacy',
    shot: true,
    ready: async (p) => {
      const csv = [
        'Name,Nickname,Division,Stance,Height,Reach,Age,PWR,SPD,STA,CHN,DEF,ACC,HRT,Record',
        `Manny Legacy,Pac,Junior welterweight,S,5'6",67,30,85,92,88,70,72,80,95,55-5-2 (38 KO)`,
        `Young Row,,Welterweight,O,5'10",72,12,85,150,80,70,70,70,70,10-0-0 (5 KO)`,
      ].join('\n');
      await p.locator('input[type="file"]').setInputFiles({
        name: 'roster.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await expect(p.getByRole('table', { name: 'Preview' })).toContainText('Age must be at least 18.');
    },
  },
  { path: '/games/boxing/offline' },
  // Admin.
  { path: '/admin' },
  { path: '/admin/app' },
  { path: '/admin/app-settings' },
  { path: '/admin/images' },
  { path: '/admin/theme' },
  { path: '/admin/system-item/prefixes' },
  { path: '/admin/system-item/suffixes' },
  { path: '/admin/users' },
  { path: '/admin/users/{user}/edit', shot: true },
  { path: '/admin/roles' },
  { path: '/admin/outbox' },
  { path: '/admin/backups', shot: true },
  { path: '/admin/audit' },
  { path: '/admin/offline' },
];

let fixtures: Fixtures | undefined;

test.beforeAll(async ({ playwright, browser }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  fixtures = await makeFixtures(request, browser);
  await request.dispose();
});

for (const checked of PAGES) {
  test(`${checked.path} passes axe (WCAG 2.0/2.1 A and AA) in both looks and fits a phone`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    test.fixme(checked.fixme !== undefined, checked.fixme);
    const f = fixtures!;
    const path = addressOf(checked.path, f);
    const context = await browser.newContext({ storageState: f.storage });
    const page = await context.newPage();
    const found: string[] = [];
    try {
      for (const look of LOOKS) {
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}look=${look}`);
          await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', look);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await (checked.ready ?? none)(page);
          const where = `${look} ${viewport.width}`;
          if (checked.shot) {
            await page.screenshot({
              path: testInfo.outputPath(`${look}-${viewport.width}.png`),
              fullPage: true,
            });
          }
          found.push(...(await violations(page)).map((line) => `${where}: ${line}`));
          if (viewport.width === 390) {
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > 390) found.push(`${where}: the page is ${width} px wide (${await widest(page)})`);
          }
        }
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
