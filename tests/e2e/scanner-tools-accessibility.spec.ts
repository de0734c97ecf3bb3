import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Scan } from '@lcars/contract/scanner';
import type { OfficeUpload, ToolResult } from '@lcars/contract/tools';
import { confirmedUser, signIn, tokenOf } from './users';

// The Scanner and Tools pages checked by axe (issue 29): WCAG 2.0 and 2.1, levels A and AA (which hold
// label-content-name-mismatch, a control's name contains its visible label, and scrollable-region-focusable, a
// region that scrolls sideways can be reached by keyboard), in both looks, at desktop and phone width; and no
// page wider than a 390 px phone.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// The portal's Content-Security-Policy allows its own scripts only: axe is put in as a test's guest.
test.use({ bypassCSP: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const OFFICE = new URL('../../packages/api/test/fixtures/office/', import.meta.url);

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

/** A printed page (sharp draws the SVG with the machine's fonts). */
function printedPage(line: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="120" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#111">${line}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

test('Scanner and Tools pages pass axe (WCAG 2.0/2.1 A and AA) in both looks, and fit a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const user = await confirmedUser(request, 'axe');
  const auth = { authorization: `Bearer ${await tokenOf(request, user)}` };

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
  const created = await request.post('/api/scanner/scan', { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBeTruthy();
  const scan = (await created.json()) as Scan;
  const version = scan.versions[0]!;

  // A kept upload whose search ended without the password.
  const uploaded = await request.post('/api/tools/op/upload?confirm=true', {
    headers: auth,
    multipart: {
      file: {
        name: 'xor_password_123456789012345.xls',
        mimeType: 'application/vnd.ms-excel',
        buffer: readFileSync(new URL('msoffcrypto/inputs/xor_password_123456789012345.xls', OFFICE)),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const upload = (await uploaded.json()) as OfficeUpload;
  const started = await request.post(`/api/tools/op/${upload.fileId}/search`, {
    headers: auth,
    data: { masks: ['12345678901233#'] },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const search = (await started.json()) as ToolResult;
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/tools/data/results/${search.id}`, { headers: auth })
          ).json()) as ToolResult
        ).endedDate,
      { timeout: 60_000 },
    )
    .not.toBeNull();

  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    { path: '/scanner', ready: async () => {} },
    {
      path: '/scanner/list',
      ready: (p) => expect(p.getByRole('list', { name: 'Scans' }).getByRole('link').first()).toBeVisible(),
    },
    {
      path: `/scanner/scan/${scan.id}`,
      ready: (p) => expect(p.getByRole('img', { name: 'Page 2' })).toBeVisible(),
    },
    { path: '/scanner/scan/0/scan', ready: async () => {} },
    {
      path: `/scanner/scan/${scan.id}/scan`,
      ready: (p) => expect(p.getByRole('list', { name: /^Pages/ }).getByRole('listitem')).toHaveCount(2),
    },
    {
      path: `/scanner/scan/${scan.id}/modify/${version.id}`,
      ready: (p) => expect(p.getByRole('list', { name: /^Pages/ }).getByRole('listitem')).toHaveCount(2),
    },
    {
      path: `/scanner/scan/${scan.id}/edit`,
      ready: (p) => expect(p.getByRole('textbox', { name: 'Title' })).toHaveValue('Shuttle inspection'),
    },
    { path: '/scanner/offline', ready: async () => {} },
    { path: '/tools', ready: (p) => expect(p.locator('tbody tr')).toHaveCount(1) },
    { path: '/tools/op', ready: async () => {} },
    {
      path: `/tools/op?file=${upload.fileId}`,
      ready: (p) => expect(p.getByText(/^[\d,]+ candidates|No candidates yet/).first()).toBeVisible(),
    },
    { path: '/tools/data/results', ready: (p) => expect(p.locator('tbody tr')).toHaveCount(1) },
    {
      path: `/tools/data/results/${search.id}`,
      ready: (p) => expect(p.getByRole('link', { name: 'Search it again' })).toBeVisible(),
    },
    { path: '/tools/offline', ready: async () => {} },
  ];

  await signIn(page, user);
  const found: string[] = [];
  for (const look of ['material', 'lcars'] as const) {
    if (look === 'lcars') {
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await ready(page);
        const where = `${look} ${viewport.width} ${path}`;
        found.push(...(await violations(page)).map((line) => `${where}: ${line}`));
        if (viewport.width === 390) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 390) found.push(`${where}: the page is ${width} px wide`);
        }
      }
    }
  }
  expect(found).toEqual([]);
});
