import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../chromium';
import { confirmedUser, signIn, tokenOf } from './users';
import type { Scan } from '@lcars/contract/scanner';

// The Scanner end to end (issue 16): capture a page with Chromium's fake camera and add a printed one as a file,
// turn one, save, watch the recognition's progress, find the scan by a word on its page, save a second version
// from the first and download its PDF; screenshots in both looks and at phone width.

const { executablePath, args } = chromiumLaunchOptions();
test.use({
  launchOptions: {
    executablePath,
    args: [...args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A printed page with known words (sharp draws the SVG with the machine's fonts). */
async function printedPage(lines: string[]): Promise<Buffer> {
  const text = lines.map((line, i) => `<text x="60" y="${120 + i * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" fill="#111">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function lookTo(page: Page, look: 'LCARS look' | 'Material look'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: look }).click();
  // The page is drawn again in the other look (a few tens of ms of an empty frame): a screenshot taken at once
  // showed a black page. Wait for the button to offer the other look and the page's heading to be back.
  const other = look === 'LCARS look' ? 'Material look' : 'LCARS look';
  await expect(page.getByRole('button', { name: other })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// Regression (issue 29): "Scan again" started from an empty strip, so its version held only the new pages and
// the earlier ones were gone from the current version.
test('Scan again starts from the current pages: add, replace and reorder, then save the next version', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'rescan');
  const auth = { authorization: `Bearer ${await tokenOf(request, user)}` };
  const [first, second, retaken, added] = await Promise.all([
    printedPage(['Cargo manifest', 'page one']),
    printedPage(['Cargo manifest', 'page two']),
    printedPage(['Cargo manifest', 'page one, retaken']),
    printedPage(['Cargo manifest', 'page three']),
  ]);
  const form = new FormData();
  form.set('title', 'Cargo manifest');
  form.append('file', new Blob([new Uint8Array(first)], { type: 'image/jpeg' }), 'one.jpg');
  form.append('file', new Blob([new Uint8Array(second)], { type: 'image/jpeg' }), 'two.jpg');
  const created = await request.post('/api/scanner/scan', { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBeTruthy();
  const scan = (await created.json()) as Scan;

  await signIn(page, user);
  await page.goto(`/scanner/scan/${scan.id}`);
  await page.getByRole('link', { name: 'Scan again' }).click();
  await expect(page).toHaveURL(new RegExp(`/scanner/scan/${scan.id}/scan$`));
  const strip = page.getByRole('list', { name: /^Pages/ });
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan again: Cargo manifest' })).toBeVisible();
  await expect(page.getByText('Starts from the 2 pages of version 1')).toBeVisible();
  // The other look draws the page anew (a draft does not survive it): its screenshots come first.
  await lookTo(page, 'LCARS look');
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  await shot(page, testInfo, 'scanner-again-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'scanner-again-lcars-phone');
  await lookTo(page, 'Material look');
  await expect(strip.getByRole('listitem')).toHaveCount(2);

  // Retake page 1: it keeps its place.
  await strip.getByRole('listitem').first().click();
  await page.getByRole('button', { name: 'Replace page 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'replaces page 1' })).toBeVisible();
  const files = page.locator('input[type="file"]');
  await files.setInputFiles({ name: 'retaken.jpg', mimeType: 'image/jpeg', buffer: retaken });
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Replace page 1' })).toBeVisible();
  // A new page comes after the earlier ones; then it moves before page 2 with the keyboard.
  await files.setInputFiles({ name: 'three.jpg', mimeType: 'image/jpeg', buffer: added });
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  await strip.getByRole('listitem').nth(2).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('textbox', { name: 'Note' }).fill('Page one retaken, page three added');

  await shot(page, testInfo, 'scanner-again-material');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'scanner-again-material-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page).toHaveURL(new RegExp(`/scanner/scan/${scan.id}$`));
  await expect(page.getByRole('heading', { name: 'Version 2 (current)' })).toBeVisible();

  // The pages of version 2, by the images they were made from: retaken, added, and version 1's page 2 reused.
  const saved = (await (await request.get(`/api/scanner/scan/${scan.id}`, { headers: auth })).json()) as Scan;
  const [v2, v1] = saved.versions;
  expect(v2).toMatchObject({ versionNumber: 2, pageCount: 3, note: 'Page one retaken, page three added' });
  const original = async (pageId: number) =>
    (await request.get(`/api/scanner/scan/${scan.id}/page/${pageId}/original`, { headers: auth })).body();
  const pages = await Promise.all(v2!.pages.map((item) => original(item.id)));
  expect(pages[0]!.equals(retaken)).toBe(true);
  expect(pages[1]!.equals(added)).toBe(true);
  expect(pages[2]!.equals(await original(v1!.pages[1]!.id))).toBe(true);
  expect(pages[2]!.equals(second)).toBe(true);
});

test('capture and upload pages, turn one, save, watch recognition, find it, second version, PDF', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const user = await confirmedUser(request, 'scanner');
  // Sign in; the server may still be making and recognising the demo scans just after its start.
  await page.goto('/account/login');
  await page.getByRole('textbox', { name: 'User name' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 60_000,
  });

  await page.goto('/scanner');
  await expect(page.getByRole('heading', { name: 'Scanner', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Scan pages' }).click();
  await expect(page).toHaveURL(/\/scanner\/scan\/0\/scan$/);

  // The fake camera: start it, take one page.
  await page.getByRole('button', { name: 'Start camera' }).click();
  const shutter = page.getByRole('button', { name: 'Take a picture of the page' });
  await expect(shutter).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await shutter.click();
  const strip = page.getByRole('list', { name: /^Pages/ });
  await expect(strip.getByRole('listitem')).toHaveCount(1);

  // A printed page as a file.
  const printed = await printedPage(['Quartermaster requisition', 'Tribble containment units']);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'requisition.jpg',
    mimeType: 'image/jpeg',
    buffer: printed,
  });
  await expect(strip.getByRole('listitem')).toHaveCount(2);
  // A third page whose words the second version drops: found later "in version 1".
  await page.locator('input[type="file"]').setInputFiles({
    name: 'manifest.jpg',
    mimeType: 'image/jpeg',
    buffer: await printedPage(['Dilithium manifest']),
  });
  await expect(strip.getByRole('listitem')).toHaveCount(3);

  // Turn the camera page, then move the printed page first with the keyboard.
  await page.getByRole('button', { name: 'Turn page 1' }).click();
  await expect(strip.getByRole('listitem').first()).toHaveAccessibleName(/turned 90°/);
  await strip.getByRole('listitem').nth(1).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(strip.getByRole('listitem').nth(1)).toHaveAccessibleName(/turned 90°/);

  await page.getByRole('textbox', { name: 'Title' }).fill('E2E requisition');
  await page.getByRole('textbox', { name: 'Tags' }).fill('e2e, supplies');
  await page.getByRole('textbox', { name: 'Note' }).fill('From the camera and a file');
  await shot(page, testInfo, 'scanner-capture-material');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'scanner-capture-material-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Save scan' }).click();

  // The view: progress while recognition runs, then the text.
  await expect(page).toHaveURL(/\/scanner\/scan\/\d+$/);
  const scanUrl = page.url();
  await expect(page.getByRole('heading', { name: 'E2E requisition', level: 1 })).toBeVisible();
  const progress = page.getByRole('progressbar');
  // The page says which engine read it: Debian's tesseract where installed, else tesseract.js.
  const recognised = page.getByText(/^Text recognised, read by tesseract(\.js \(WebAssembly\))?$/);
  await expect(progress.or(recognised).first()).toBeVisible();
  await expect(recognised).toBeVisible({ timeout: 180_000 });
  await expect(page.getByLabel('Text of page 1')).toContainText(/Quartermaster/i);
  await shot(page, testInfo, 'scanner-view-material');

  // Found by a word on its page, as the user types.
  await page.goto('/scanner/list');
  await page.getByRole('searchbox', { name: 'Search scans' }).fill('tribble');
  const tile = page.getByRole('list', { name: 'Scans' }).getByRole('link', { name: /E2E requisition/ });
  await expect(tile).toBeVisible();
  await expect(tile.locator('mark').first()).toHaveText(/tribble/i);
  await shot(page, testInfo, 'scanner-list-material');

  // A second version from the first: drop the camera page.
  await tile.click();
  await expect(page).toHaveURL(scanUrl);
  await page.getByRole('link', { name: 'Modify pages' }).click();
  await expect(page).toHaveURL(/\/modify\/\d+$/);
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove page 3' }).click();
  await page.getByRole('button', { name: 'Remove page 2' }).click();
  await expect(strip.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Note' }).fill('Without the camera page');
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(page).toHaveURL(scanUrl);
  await expect(page.getByRole('heading', { name: 'Version 2 (current)' })).toBeVisible();
  await expect(page.getByText('Without the camera page')).toBeVisible();
  await expect(recognised).toBeVisible({ timeout: 180_000 });

  // A word only on the dropped page still finds the scan, and the tile says where.
  await page.goto('/scanner/list');
  await page.getByRole('searchbox', { name: 'Search scans' }).fill('dilithium');
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Found in version 1 (an earlier version)');
  await tile.click();
  await expect(page).toHaveURL(scanUrl);

  const downloadButton = page.getByRole('button', { name: 'Download PDF' });
  await expect(downloadButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('E2E requisition v2.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Both looks, and the phone.
  await lookTo(page, 'LCARS look');
  await shot(page, testInfo, 'scanner-view-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'scanner-view-lcars-phone');
  await page.goto(`${scanUrl}/scan`);
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByRole('button', { name: 'Take a picture of the page' })).toBeVisible();
  await shot(page, testInfo, 'scanner-capture-lcars-phone');
  await lookTo(page, 'Material look');
});

// Issue 31: a PDF and a TIFF added whole; the server makes their pages and keeps each file as an original,
// downloadable from the scan's page, and a 404 for anyone else.
test('PDF and TIFF files added whole are kept as originals, downloadable by their owner only', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdfDocument = await PDFDocument.create();
  const font = await pdfDocument.embedFont(StandardFonts.Helvetica);
  for (const line of ['Shore leave request', 'Risa, two weeks']) {
    pdfDocument.addPage([595, 842]).drawText(line, { x: 60, y: 740, size: 36, font });
  }
  const pdf = Buffer.from(await pdfDocument.save());
  const tiff = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .tiff()
    .toBuffer();
  const user = await confirmedUser(request, 'originals');
  await signIn(page, user);
  await page.goto('/scanner/scan/0/scan');
  const strip = page.getByRole('list', { name: /^Pages/ });
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'leave.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'fax.tiff', mimeType: 'image/tiff', buffer: tiff },
  ]);
  // Two drawn PDF pages and one entry for every page of the TIFF.
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Title' }).fill('Shore leave');
  await page.getByRole('button', { name: 'Save scan' }).click();
  await expect(page).toHaveURL(/\/scanner\/scan\/\d+$/);
  const originals = page.getByRole('region', { name: 'Originals' });
  await expect(page.getByRole('button', { name: 'Download the original leave.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the original fax.tiff' })).toBeVisible();
  await expect(originals).toContainText('Version 1 · 2 pages');
  await shot(page, testInfo, 'scanner-originals');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the original leave.pdf' }).click();
  const saved = await (await download).path();
  expect(Buffer.compare(readFileSync(saved), pdf)).toBe(0);

  const id = /\/scanner\/scan\/(\d+)$/.exec(page.url())![1];
  const scan = (await (
    await request.get(`/api/scanner/scan/${id}`, {
      headers: { authorization: `Bearer ${await tokenOf(request, user)}` },
    })
  ).json()) as Scan;
  expect(scan.pageCount).toBe(3);
  const other = await confirmedUser(request, 'originals-other');
  const theirs = await request.get(`/api/scanner/scan/${id}/original/${scan.originals[0]!.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, other)}` },
  });
  expect(theirs.status()).toBe(404);
});
