import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bitwardenJson, openBitwardenExport, vault } from '../../packages/api/test/repo-exports';
import { confirmedUser, signIn, tokenOf } from './users';

// Moving into the secure repository (issue 31): a Bitwarden JSON export imported from the browser with its
// preview (what would be created, what skipped and why), then again (nothing new), and a repository exported
// as Bitwarden's password-protected JSON and opened with its file password. Screenshots of the dialogs at
// 1280 and 390 px in both looks and in a red alert.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const PASSPHRASE = 'e2e passphrase, long enough';

test('import a Bitwarden JSON export with a preview, again with nothing new, and export one repository', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const marker = `e2e${String(Date.now() % 100000)}`;
  const items = vault(marker);
  const file = Buffer.from(JSON.stringify(bitwardenJson(items)));
  const user = await confirmedUser(request, 'repoimp');
  await signIn(page, user);
  await page.goto('/repo/sr');
  await expect(page.getByText('There are no repositories yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import passwords' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bitwarden_export.json', mimeType: 'application/json', buffer: file });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Would create 4 records in 3 new repositories; 0 skipped.',
  );
  const created = dialog.getByRole('table', { name: 'Would be created' });
  await expect(created.getByRole('row')).toHaveCount(5);
  await expect(created.getByText('Personal: item 0b1f6c39-27e7-4a5e-9c1b-b1a600f0aa01')).toBeVisible();
  // Nothing is written by the preview.
  const list = await request.get('/api/tools/repo/list', {
    headers: { authorization: `Bearer ${await tokenOf(request, user)}` },
  });
  expect(await list.json()).toEqual([]);

  for (const look of ['material', 'lcars'] as const) {
    if (look === 'lcars') {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'bitwarden_export.json', mimeType: 'application/json', buffer: file });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByRole('status')).toContainText('Would create 4 records');
    }
    // The dialog scrolls inside: the preview's table is brought into view for the screenshots.
    await page.setViewportSize({ width: 1280, height: 800 });
    await created.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `repo-import-preview-${look}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await created.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `repo-import-preview-${look}-phone`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await dialog.getByRole('button', { name: 'Import 4' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Created 4 records in 3 new repositories; 0 skipped.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (const title of ['Bitwarden', 'Finance/Banks', 'Personal'])
    await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();

  // The same file again: every item is skipped, with the reason.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bitwarden_export.json', mimeType: 'application/json', buffer: file });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Would create 0 records in 0 new repositories; 4 skipped.',
  );
  await expect(
    dialog.getByRole('table', { name: 'Skipped' }).getByText('It is already in Personal.').first(),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0' })).toBeDisabled();
  // A broken file is named, not a failure.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: file.subarray(0, 100) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/^The file is not JSON/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Export Personal, password-protected: the file opens with the passphrase and holds both items.
  await page.getByRole('button', { name: 'Export Personal' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Personal' });
  await exportDialog.getByLabel('File password', { exact: true }).fill(PASSPHRASE);
  await exportDialog.getByLabel('File password again').fill(PASSPHRASE);
  await shot(page, testInfo, 'repo-export-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'repo-export-lcars-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bitwarden_encrypted_Personal.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({ encrypted: true, passwordProtected: true, kdfType: 0 });
  const opened = openBitwardenExport(exported, PASSPHRASE) as { items: { name: string }[] };
  expect(opened.items.map((item) => item.name).sort()).toEqual(['Mail', 'Wi-Fi at home']);

  // In clear only after asking twice.
  await page.getByRole('button', { name: 'Export Personal' }).click();
  await exportDialog.getByText('Plain text').click();
  const exportButton = exportDialog.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toBeDisabled();
  await exportDialog.getByText('I understand the file will hold every password in clear.').click();
  await exportButton.click();
  await expect(exportDialog.getByText(/Export in clear\?$/)).toBeVisible();
  await expect(exportDialog.getByRole('button', { name: 'Yes, export in clear' })).toBeVisible();

  // A red alert over the dialog, both widths.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(page.locator('[data-alert="red"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bitwarden_export.json', mimeType: 'application/json', buffer: file });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toContainText('4 skipped');
  const skipped = dialog.getByRole('table', { name: 'Skipped' });
  await skipped.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'repo-import-lcars-red-alert');
  await page.setViewportSize({ width: 390, height: 844 });
  await skipped.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'repo-import-lcars-red-alert-phone');
});

test('a large export is read in the background: the dialog follows its job to the preview and the result', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'bigvault');
  await signIn(page, user);
  // Past the 1 MB at which the server hands an import to a job: JSON allows any whitespace after the document.
  const file = Buffer.from(
    `${JSON.stringify(bitwardenJson(vault(`big${String(Date.now() % 100000)}`)))}${' '.repeat(1024 * 1024)}`,
  );
  await page.goto('/repo/sr');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import passwords' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bitwarden_export.json', mimeType: 'application/json', buffer: file });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Would create 4 records in 3 new repositories; 0 skipped.',
    {
      timeout: 30_000,
    },
  );
  await dialog.getByRole('button', { name: 'Import 4' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Created 4 records in 3 new repositories; 0 skipped.', {
    timeout: 30_000,
  });
  await shot(page, testInfo, 'repo-import-job-result');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Personal')).toBeVisible();
});
