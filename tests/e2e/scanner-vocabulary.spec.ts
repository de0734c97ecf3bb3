import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { confirmedUser, signIn, tokenOf } from './users';
import type { Scan, ScannerVocabularies } from '@lcars/contract/scanner';

// The Scanner's vocabularies end to end (issue 34): correspondents, document types and a money field made on
// their page, put on a scan, the list filtered by them and saved as a view that the Scanner menu lists; a
// second user sees none of it. Screenshots in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function lookTo(page: Page, look: 'LCARS look' | 'Material look'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: look }).click();
  const other = look === 'LCARS look' ? 'Material look' : 'LCARS look';
  await expect(page.getByRole('button', { name: other })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Screenshots of the page as it is: LCARS wide and at phone width, then Material wide and at phone width. */
async function bothLooks(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>) {
  for (const [look, label] of [
    ['LCARS look', 'lcars'],
    ['Material look', 'material'],
  ] as const) {
    await lookTo(page, look);
    await ready();
    await shot(page, testInfo, `${name}-${label}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await ready();
    await shot(page, testInfo, `${name}-${label}-phone`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Picks an option of a react-aria Select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(label) }).click();
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('correspondents, types and fields on a scan, the list filtered by them and saved as a view', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'filer');
  const auth = { authorization: `Bearer ${await tokenOf(request, user)}` };
  const blank = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const ids: Record<string, number> = {};
  for (const title of ['Power bill', 'Library card']) {
    const form = new FormData();
    form.set('title', title);
    form.append('file', new Blob([new Uint8Array(blank)], { type: 'image/jpeg' }), 'page.jpg');
    const created = await request.post('/api/scanner/scan', { headers: auth, multipart: form });
    expect(created.ok(), await created.text()).toBeTruthy();
    ids[title] = ((await created.json()) as Scan).id;
  }

  await signIn(page, user);
  await page.goto('/scanner/vocabulary');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Correspondents, types and fields' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'New correspondent' }).fill('Grid Power');
  await page.getByRole('textbox', { name: 'New correspondent' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Correspondents' }).getByRole('link')).toHaveText([
    'Grid Power',
  ]);
  await page.getByRole('textbox', { name: 'New document type' }).fill('Invoice');
  await page.getByRole('textbox', { name: 'New document type' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Document types' }).getByRole('link')).toHaveText(['Invoice']);
  await page.getByRole('textbox', { name: 'New custom field' }).fill('Amount');
  await choose(page, 'Type', 'Money');
  await page.getByRole('textbox', { name: 'New custom field' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Custom fields' })).toContainText('Amount');
  await expect(page.getByRole('list', { name: 'Custom fields' })).toContainText('Money');

  await page.goto(`/scanner/scan/${ids['Power bill']}/edit`);
  await choose(page, 'Correspondent', 'Grid Power');
  await choose(page, 'Document type', 'Invoice');
  await page.getByRole('textbox', { name: 'Amount' }).fill('84.5');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Home, Utilities');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/scanner/scan/${ids['Power bill']}$`));
  const details = page.getByRole('list', { name: 'Details' }).or(page.getByLabel('Details'));
  await expect(details).toContainText('Grid Power');
  await expect(details).toContainText('Invoice');
  await expect(details).toContainText('84.50');

  await page.goto('/scanner/list');
  await expect(page.getByRole('list', { name: 'Scans' }).getByRole('listitem')).toHaveCount(2);
  await choose(page, 'Correspondent', 'Grid Power');
  await expect(page.getByRole('list', { name: 'Scans' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Scans' })).toContainText('Grid Power · Invoice');
  await page.getByRole('textbox', { name: 'View name' }).fill('Power bills');
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Power bills' })).toBeVisible();
  await bothLooks(page, testInfo, 'scanner-list-filtered', async () => {
    await expect(page.getByRole('list', { name: 'Scans' }).getByRole('listitem')).toHaveCount(1);
  });

  // The view is in the Scanner menu: from the home page it opens the list filtered.
  await page.goto('/scanner');
  await page.getByRole('button', { name: 'Scanner menu' }).click();
  await page.getByRole('menuitem', { name: 'Power bills' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Power bills' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scans' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Scans' })).toContainText('Power bill');
  // A tag filter too.
  await page.goto('/scanner/list');
  await choose(page, 'Tag', 'Utilities');
  await expect(page.getByRole('list', { name: 'Scans' }).getByRole('listitem')).toHaveCount(1);

  await page.goto('/scanner/vocabulary');
  await expect(page.getByRole('list', { name: 'Saved views' })).toContainText('Power bills');
  await bothLooks(page, testInfo, 'scanner-vocabulary', async () => {
    await expect(page.getByRole('list', { name: 'Correspondents' })).toContainText('1 scan');
  });
  await page.goto(`/scanner/scan/${ids['Power bill']}/edit`);
  await bothLooks(page, testInfo, 'scanner-edit-details', async () => {
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('84.50');
  });

  // Another user sees none of it, and reaches none of it.
  const other = await confirmedUser(request, 'nosy');
  const otherAuth = { authorization: `Bearer ${await tokenOf(request, other)}` };
  const theirs = (await (
    await request.get('/api/scanner/vocabularies', { headers: otherAuth })
  ).json()) as ScannerVocabularies;
  expect(theirs).toEqual({
    correspondents: [],
    documentTypes: [],
    tags: [],
    customFields: [],
    savedViews: [],
  });
  const mine = (await (
    await request.get('/api/scanner/vocabularies', { headers: auth })
  ).json()) as ScannerVocabularies;
  const attempt = await request.delete(`/api/scanner/view/${mine.savedViews[0]!.id}`, { headers: otherAuth });
  expect(attempt.status()).toBe(404);
});

/** A printed page with known words (sharp draws the SVG with the machine's fonts). */
async function printedPage(lines: string[]): Promise<Buffer> {
  const text = lines.map((line, i) => `<text x="60" y="${120 + i * 70}">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" fill="#111">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

test("suggests the document's date from the recognised text and keeps the one chosen", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'dater');
  const auth = { authorization: `Bearer ${await tokenOf(request, user)}` };
  const form = new FormData();
  form.set('title', 'Dentist letter');
  const letter = await printedPage(['Dentist appointment', 'Date: 15 March 2024']);
  form.append('file', new Blob([new Uint8Array(letter)], { type: 'image/jpeg' }), 'letter.jpg');
  const created = await request.post('/api/scanner/scan', { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id = ((await created.json()) as Scan).id;
  // Recognition runs in the background: the suggestion comes with its text.
  await expect(async () => {
    const scan = (await (await request.get(`/api/scanner/scan/${id}`, { headers: auth })).json()) as Scan;
    expect(scan.ocrStatus).toBe('done');
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  await signIn(page, user);
  await page.goto(`/scanner/scan/${id}/edit`);
  await expect(page.getByText('the text names 2024-03-15')).toBeVisible();
  await bothLooks(page, testInfo, 'scanner-date-suggested', async () => {
    await expect(page.getByRole('button', { name: 'Use 2024-03-15' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Use 2024-03-15' }).click();
  await expect(page.getByRole('textbox', { name: 'Document date' })).toHaveValue('2024-03-15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/scanner/scan/${id}$`));
  await expect(page.getByLabel('Details')).toContainText('Document date');
  await expect(page.getByLabel('Details')).toContainText('2024-03-15');
  await page.goto('/scanner/list');
  await expect(page.getByRole('list', { name: 'Scans' })).toContainText('2024-03-15');
});

test("suggests a correspondent and a type learnt from the user's own scans", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await confirmedUser(request, 'learner');
  const auth = { authorization: `Bearer ${await tokenOf(request, user)}` };
  const blank = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  const scanOf = async (title: string): Promise<number> => {
    const form = new FormData();
    form.set('title', title);
    form.append('file', new Blob([new Uint8Array(blank)], { type: 'image/jpeg' }), 'page.jpg');
    const created = await request.post('/api/scanner/scan', { headers: auth, multipart: form });
    expect(created.ok(), await created.text()).toBeTruthy();
    return ((await created.json()) as Scan).id;
  };
  const made = async (path: string, name: string) =>
    ((await (await request.post(path, { headers: auth, data: { name } })).json()) as { id: number }).id;
  const power = await made('/api/scanner/vocabulary/correspondent', 'Grid Power');
  await made('/api/scanner/vocabulary/correspondent', 'City Council');
  const invoice = await made('/api/scanner/vocabulary/document-type', 'Invoice');
  for (const title of ['Grid Power electricity bill March', 'Grid Power electricity bill April']) {
    const id = await scanOf(title);
    const edited = await request.post(`/api/scanner/scan/${id}`, {
      headers: auth,
      data: { title, correspondentId: power, documentTypeId: invoice },
    });
    expect(edited.ok()).toBeTruthy();
  }
  const fresh = await scanOf('Electricity bill May');

  await signIn(page, user);
  await page.goto(`/scanner/scan/${fresh}/edit`);
  await expect(page.getByRole('button', { name: 'Use Grid Power' })).toBeVisible();
  await bothLooks(page, testInfo, 'scanner-suggestions', async () => {
    await expect(page.getByRole('button', { name: 'Use Invoice' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Use Grid Power' }).click();
  await page.getByRole('button', { name: 'Use Invoice' }).click();
  await expect(page.getByRole('button', { name: 'Use Grid Power' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/scanner/scan/${fresh}$`));
  await expect(page.getByLabel('Details')).toContainText('Grid Power');
  await expect(page.getByLabel('Details')).toContainText('Invoice');

  // Another user learns nothing from these scans and cannot ask about them.
  const other = await confirmedUser(request, 'mimic');
  const otherAuth = { authorization: `Bearer ${await tokenOf(request, other)}` };
  const answer = await request.get(`/api/scanner/scan/${fresh}/suggestions`, { headers: otherAuth });
  expect(answer.status()).toBe(404);
});
