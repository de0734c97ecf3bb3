import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, DEMO } from './credentials';
import { confirmedUser, signIn, tokenOf } from './users';

// The secure repository end to end (issue 15): define a repository with fields, add records, reveal, copy,
// edit in place, share read-only with another user and check what that user can and cannot do; screenshots
// in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const toast = (page: Page, text: string | RegExp) =>
  page.getByText(text, typeof text === 'string' ? { exact: true } : {}).first();
const SECRET = 'e2e-Secret-Pa55word!';

interface RepoAnswer {
  id: number;
  title: string;
  repoFields: { id: number; title: string }[];
  sharedUsers: number[];
}

async function repoOf(request: APIRequestContext, token: string, title: string): Promise<RepoAnswer> {
  const response = await request.get('/api/tools/repo/list', { headers: auth(token) });
  expect(response.ok()).toBeTruthy();
  const repo = ((await response.json()) as RepoAnswer[]).find((candidate) => candidate.title === title);
  expect(repo).toBeDefined();
  return repo!;
}

async function addField(page: Page, title: string, options: { sensitive?: boolean; type?: string } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  // A new field's editor opens at once, its title 'New Field'.
  const titleField = dialog.getByRole('textbox', { name: 'Field title' });
  await expect(titleField).toHaveValue('New Field');
  await titleField.fill(title);
  if (options.type) {
    await dialog.getByRole('button', { name: /Data type/ }).click();
    await page.getByRole('option', { name: options.type, exact: true }).click();
  }
  if (options.sensitive) await dialog.getByText('Sensitive (encrypted, masked, revealed on demand)').click();
  await dialog.getByRole('button', { name: `Edit field ${title}` }).click();
}

const table = (page: Page) => page.getByRole('table', { name: 'E2E Vault records' });
const cellOf = (page: Page, row: number, column: number) =>
  table(page).locator('tbody tr').nth(row).locator('td').nth(column);

test('define a repository, add records, reveal, copy, edit in place; share read-only', async ({
  page,
  browser,
  request,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await confirmedUser(request, 'repoown');
  const reader = await confirmedUser(request, 'reporead');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, owner);

  await page.goto('/repo');
  await expect(page).toHaveTitle('Secure Repository | LCARS Portal');
  await page.getByRole('link', { name: 'Open Repositories' }).click();
  await expect(page).toHaveTitle('Repositories | LCARS Portal');
  await expect(page.getByText('There are no repositories yet.')).toBeVisible();

  // Define it: a new repo starts titled 'New Repo'; an empty field title is refused with its fixed message.
  await page.getByRole('button', { name: 'Add Repo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('New Repo');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('textbox', { name: 'Field title' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Fix the indicated issues before saving.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove field Untitled field' }).click();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Vault');
  await addField(page, 'Site');
  await addField(page, 'Password', { sensitive: true });
  await addField(page, 'Uses', { type: 'TinyInt' });
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await dialog.getByRole('textbox', { name: 'Field title' }).fill('Limit');
  await dialog.getByRole('button', { name: /Data type/ }).click();
  await page.getByRole('option', { name: 'Decimal', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Precision' }).fill('6');
  await dialog.getByRole('textbox', { name: 'Precision' }).blur();
  await expect(dialog.getByLabel('Precision preview: 6 of 38 digits')).toHaveText(`999999${'0'.repeat(32)}`);
  await shot(page, testInfo, 'repo-edit-dialog-material');
  // Reorder: Limit moves above Uses.
  await dialog.getByRole('button', { name: 'Move Limit up' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved secure repository E2E Vault')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'E2E Vault' }).click();
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'Site',
    'Password',
    'Limit',
    'Uses',
    'Actions',
  ]);

  // An unsaved record is only removed locally.
  await page.getByRole('button', { name: 'Add Record' }).click();
  await page.getByRole('button', { name: 'Remove unsaved record' }).click();
  await expect(page.getByText('There are no records yet.')).toBeVisible();

  // Add a record: its first value creates it.
  await page.getByRole('button', { name: 'Add Record' }).click();
  await cellOf(page, 0, 0).click();
  await page.getByLabel('Site value').fill('bank.example');
  await page.getByLabel('Site value').press('Enter');
  await expect(cellOf(page, 0, 0)).toHaveText('bank.example');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.getByLabel('Password value').fill(SECRET);
  await page.getByLabel('Password value').press('Enter');
  await expect(cellOf(page, 0, 1)).toContainText('****');
  await cellOf(page, 0, 3).click();
  await page.getByLabel('Uses value').fill('many');
  await page.getByLabel('Uses value').press('Enter');
  await expect(toast(page, 'Uses must be a whole number from 0 to 255.')).toBeVisible();
  await page.getByLabel('Uses value').fill('3');
  await page.getByLabel('Uses value').press('Enter');
  await expect(cellOf(page, 0, 3)).toHaveText('3');
  await expect(page.getByText(SECRET)).toHaveCount(0);

  // Reveal: loading state, the value, then hidden again on request.
  await page.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(cellOf(page, 0, 1)).toContainText(SECRET);
  await shot(page, testInfo, 'repo-records-revealed-material');
  await page.getByRole('button', { name: 'Hide Password' }).click();
  await expect(page.getByText(SECRET)).toHaveCount(0);

  // Copy through the reveal call.
  await page.getByRole('button', { name: 'Copy Password' }).click();
  await expect(toast(page, 'The value was copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SECRET);

  // Edit in place: the original shows in the input; a changed value is saved and reloaded.
  await cellOf(page, 0, 0).getByText('bank.example').click();
  await expect(page.getByLabel('Site value')).toHaveValue('bank.example');
  await page.getByLabel('Site value').fill('bank.example.org');
  await page.getByLabel('Site value').press('Enter');
  await expect(cellOf(page, 0, 0)).toHaveText('bank.example.org');
  // A click on an icon in a row does not start an edit.
  await page.getByRole('button', { name: 'Copy Password' }).click();
  await expect(page.getByLabel('Site value')).toHaveCount(0);

  // The owner's audit: reveal and copies, never the value.
  await page.getByRole('button', { name: 'Audit' }).click();
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit).toContainText(`${owner.username} revealed Password`);
  await expect(audit).toContainText(`${owner.username} copied Password`);
  await expect(audit).not.toContainText(SECRET);

  // Share read-only with the reader.
  await page.getByRole('button', { name: 'Edit Repo' }).click();
  await page.getByRole('dialog').getByText(reader.username, { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved secure repository E2E Vault')).toBeVisible();
  await shot(page, testInfo, 'repo-records-material');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await expect(table(page)).toBeVisible();
  await page.waitForTimeout(1200);
  await shot(page, testInfo, 'repo-records-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'repo-records-lcars-phone');
  // On a phone the look control sits in the app bar's More actions menu: switch at desktop width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'material');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(1200);
  await shot(page, testInfo, 'repo-records-material-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reader: reads and reveals; changes nothing, on screen or through the API.
  const repo = await repoOf(request, await tokenOf(request, owner), 'E2E Vault');
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await signIn(readerPage, reader);
  await readerPage.goto('/repo/sr');
  await expect(readerPage.getByRole('grid', { name: 'Repositories' })).toContainText('Read-only');
  await readerPage.getByRole('link', { name: 'E2E Vault' }).click();
  await expect(cellOf(readerPage, 0, 0)).toHaveText('bank.example.org');
  await expect(readerPage.getByRole('button', { name: 'Add Record' })).toBeDisabled();
  await expect(readerPage.getByRole('button', { name: 'Edit Repo' })).toBeDisabled();
  await expect(readerPage.getByRole('button', { name: 'View mode' })).toBeDisabled();
  await expect(readerPage.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  await cellOf(readerPage, 0, 0).click();
  await expect(readerPage.getByLabel('Site value')).toHaveCount(0);
  await expect(readerPage.getByRole('button', { name: 'Set Password' })).toHaveCount(0);
  await readerPage.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(cellOf(readerPage, 0, 1)).toContainText(SECRET);
  const readerToken = await tokenOf(request, reader);
  const recordId = (
    (await (
      await request.post(`/api/tools/repo/${repo.id}/entries`, { headers: auth(readerToken), data: {} })
    ).json()) as { result: { records: { id: number }[] } }
  ).result.records[0]!.id;
  const siteId = repo.repoFields.find((field) => field.title === 'Site')!.id;
  const write = await request.put(`/api/tools/repo/${repo.id}/entry/${recordId}/update`, {
    headers: auth(readerToken),
    data: { id: recordId, repoId: repo.id, recValue: { fieldId: siteId, secValue: 'pwned' } },
  });
  expect(write.status()).toBe(403);
  expect((await request.delete(`/api/tools/repo/${repo.id}`, { headers: auth(readerToken) })).status()).toBe(
    403,
  );

  // Taken back: the repository is gone for the reader.
  const ownerToken = await tokenOf(request, owner);
  const current = (await (
    await request.get(`/api/tools/repo/${repo.id}`, { headers: auth(ownerToken) })
  ).json()) as Record<string, unknown>;
  expect(
    (
      await request.post('/api/tools/repo', {
        headers: auth(ownerToken),
        data: { ...current, sharedUsers: [] },
      })
    ).ok(),
  ).toBeTruthy();
  // Her page is still open: the next reveal says the repository is no longer shared with her (not the
  // generic "An error occurred...") and takes her to the repositories she still has (issue 29).
  await readerPage.getByRole('button', { name: 'Hide Password' }).click();
  await readerPage.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(toast(readerPage, 'This repository is no longer shared with you.')).toBeVisible();
  await expect(toast(readerPage, 'An error occurred while trying to make the api call.')).toHaveCount(0);
  await expect(readerPage).toHaveURL('/repo/sr');
  await expect(readerPage.getByRole('link', { name: 'E2E Vault' })).toHaveCount(0);
  await readerPage.goto(`/repo/sr/${repo.id}`);
  await expect(readerPage.getByText('The repository could not be loaded.')).toBeVisible();
  expect((await request.get(`/api/tools/repo/${repo.id}`, { headers: auth(readerToken) })).status()).toBe(
    404,
  );
  await readerContext.close();

  // Delete with its confirmation and message.
  await page.goto('/repo/sr');
  await page.getByRole('button', { name: 'Delete E2E Vault' }).click();
  await expect(page.getByText('delete this repo')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, "Repository 'E2E Vault' was successfully deleted.")).toBeVisible();
});

test('the demo user reads the shared "Household documents" and reveals its numbers', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  await page.goto('/repo/sr');
  await page.getByRole('link', { name: 'Household documents' }).click();
  const records = page.getByRole('table', { name: 'Household documents records' });
  await expect(records.getByRole('columnheader')).toHaveText([
    'Document',
    'Holder',
    'Number',
    'Expires',
    'Copies',
    // A reader's actions: the record's attachments.
    'Actions',
  ]);
  await expect(records).toContainText('Passport');
  await records.getByRole('button', { name: 'Reveal Number' }).first().click();
  await expect(records).toContainText('X8234-5561-09');
  await shot(page, testInfo, 'repo-demo-material');
});

test('on a phone each record is a card: the sensitive values and their Reveal and Copy are in sight', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO);
  for (const look of ['material', 'lcars'] as const) {
    if (look === 'lcars') {
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/repo/sr');
    await page.getByRole('link', { name: 'Household documents' }).click();
    const records = page.getByRole('table', { name: 'Household documents records' });
    // Still a table to a screen reader, each value in its field's column.
    await expect(records.getByRole('columnheader')).toHaveText([
      'Document',
      'Holder',
      'Number',
      'Expires',
      'Copies',
      'Actions',
    ]);
    await expect(records.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Passport');
    for (const name of ['Reveal Number', 'Copy Number']) {
      const button = records.getByRole('button', { name }).first();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${look}: ${name}`).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(look === 'lcars' ? 1200 : 0);
    await shot(page, testInfo, `repo-cards-${look}-phone`);
    // At desktop width it is a table again, its headings shown above the columns.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(records.getByRole('columnheader', { name: 'Number' })).toBeInViewport();
    await shot(page, testInfo, `repo-table-${look}-desktop`);
  }
  // The look is saved with the demo account, which other tests expect in the material look.
  await page.getByRole('button', { name: 'Material look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'material');
});

test('keep for offline: the device holds the list and plain values, no sensitive value', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  await page.goto('/repo/sr');
  await page.getByRole('button', { name: 'Keep for offline' }).click();
  await expect(toast(page, /repositories kept for offline reading/)).toBeVisible();
  // What the device holds: the list and the plain values, no sensitive value and not even its mask.
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('lcars-60-repo');
        open.onerror = () => reject(new Error('no repo store'));
        open.onsuccess = () => {
          const all = open.result.transaction('repo').objectStore('repo').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(new Error('unreadable'));
        };
      }),
  );
  expect(stored).toContain('Household documents');
  expect(stored).toContain('Passport');
  expect(stored).not.toContain('X8234-5561-09');
  expect(stored).not.toContain('****');
});

/** A repository of the user's own made through the API: a plain field, a sensitive one, and one record. */
async function vaultOf(
  request: APIRequestContext,
  token: string,
  title: string,
  values: { site: string; secret: string },
): Promise<number> {
  const saved = await request.post('/api/tools/repo', {
    headers: auth(token),
    data: {
      title,
      description: 'made by an end-to-end test',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const repo = await repoOf(request, token, title);
  const [site, secret] = repo.repoFields;
  const created = await request.put(`/api/tools/repo/${repo.id}/entry/0/update`, {
    headers: auth(token),
    data: { id: 0, repoId: repo.id, recValue: { fieldId: site!.id, secValue: values.site } },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const record = ((await created.json()) as { result: { id: number } }).result;
  const second = await request.put(`/api/tools/repo/${repo.id}/entry/${record.id}/update`, {
    headers: auth(token),
    data: { id: record.id, repoId: repo.id, recValue: { fieldId: secret!.id, secValue: values.secret } },
  });
  expect(second.ok(), await second.text()).toBeTruthy();
  return repo.id;
}

test('a revealed value hides again after a while, and a copied one leaves the clipboard after 30 s', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock runs as usual and is moved ahead by hand: the test checks both sides of each delay
  // without waiting for it.
  await page.clock.install();
  const user = await confirmedUser(request, 'repoclock');
  const token = await tokenOf(request, user);
  const id = await vaultOf(request, token, 'Clock Vault', { site: 'clock.example', secret: SECRET });
  await signIn(page, user);
  await page.goto(`/repo/sr/${id}`);
  const records = page.getByRole('table', { name: 'Clock Vault records' });
  await expect(records).toContainText('clock.example');

  // Revealed, then hidden again by itself after its 20 s, not before.
  await records.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(records).toContainText(SECRET);
  await page.clock.fastForward(12_000);
  await expect(records).toContainText(SECRET);
  await page.clock.fastForward(9_000);
  await expect(records).not.toContainText(SECRET);
  await expect(records.getByRole('button', { name: 'Reveal Password' })).toBeVisible();

  // Copied, then cleared from the clipboard after 30 s, not before.
  await records.getByRole('button', { name: 'Copy Password' }).click();
  await expect(toast(page, 'The value was copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SECRET);
  await page.clock.fastForward(20_000);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SECRET);
  await page.clock.fastForward(11_000);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('');

  // Something else the user copied meanwhile is left alone.
  await records.getByRole('button', { name: 'Copy Password' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SECRET);
  await page.evaluate(() => navigator.clipboard.writeText('my own note'));
  await page.clock.fastForward(33_000);
  // The clearing timer has fired; its clipboard read and compare are asynchronous: let them finish first.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('my own note');
});

test('offline: the repositories are preloaded from the app settings and read with the network cut', async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  const adminToken = await tokenOf(request, ADMIN);
  for (const [path, data] of [
    ['admin/settings', { globalAppSettings: { isOfflineEnabled: true } }],
    ['app/save', { appId: 5, isOfflineEnabled: true, isOfflinePreloadEnabled: true }],
  ] as const) {
    const answer = await request.post(`/api/${path}`, { data, headers: auth(adminToken) });
    expect(answer.ok(), await answer.text()).toBeTruthy();
  }
  const user = await confirmedUser(request, 'repooff');
  const token = await tokenOf(request, user);
  const id = await vaultOf(request, token, 'Offline Vault', { site: 'offline.example', secret: SECRET });
  await signIn(page, user);

  await page.goto('/account/settings/global');
  await page.getByRole('switch', { name: 'Allow offline use' }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Save complete!')).toBeVisible();
  await page.goto('/account/settings/app');
  const repoSettings = page.getByRole('region', { name: /Secure Repository$/ });
  await repoSettings.getByRole('switch', { name: 'Use offline' }).check({ force: true });
  await repoSettings.getByRole('switch', { name: 'Preload for offline use' }).check({ force: true });
  await repoSettings.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Save complete!')).toBeVisible();
  await repoSettings.getByRole('button', { name: /preload/i }).click();
  await expect(page.getByText('Secure Repository is ready for offline use.')).toBeVisible();

  // What the device holds: the list and the plain value; the sensitive one neither as value nor as mask.
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('lcars-60-repo');
        open.onerror = () => reject(new Error('no repo store'));
        open.onsuccess = () => {
          const all = open.result.transaction('repo').objectStore('repo').getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
          all.onerror = () => reject(new Error('unreadable'));
        };
      }),
  );
  expect(stored).toContain('Offline Vault');
  expect(stored).toContain('offline.example');
  expect(stored).not.toContain(SECRET);
  expect(stored).not.toContain('****');

  await page.getByRole('button', { name: 'Go offline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toBeVisible();
    await page.goto('/repo/sr');
    await expect(page).toHaveURL(/\/repo\/sr$/);
    await page.getByRole('link', { name: 'Offline Vault' }).click();
    await expect(page).toHaveURL(new RegExp(`/repo/sr/${id}$`));
    const records = page.getByRole('table', { name: 'Offline Vault records' });
    await expect(records).toContainText('offline.example');
    await expect(page.getByText('Offline: sensitive values are not kept on this device.')).toBeVisible();
    await expect(records.getByRole('button', { name: 'Reveal Password' })).toHaveCount(0);
    await expect(page.getByText(SECRET)).toHaveCount(0);
    await shot(page, testInfo, 'repo-offline-material');
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Go online' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toHaveCount(0);
});
