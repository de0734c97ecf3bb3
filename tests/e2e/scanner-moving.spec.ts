import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { paperlessFolderZip } from '../../packages/api/test/paperless-exports';
import { confirmedUser, signIn } from './users';

// Moving into the Scanner (issue 31): a Paperless-ngx export imported from the browser with its preview (what
// would be created, what skipped and why), then again (nothing new), and every scan exported as a zip.
// Screenshots of the dialog at 1280 and 390 px.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('import a Paperless-ngx export with a preview, again with nothing new, and export every scan', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { zip } = await paperlessFolderZip();
  const user = await confirmedUser(request, 'paperless');
  await signIn(page, user);
  await page.goto('/scanner/list');
  await expect(page.getByText('No scans yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import scans' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
  // Choosing the file previews it.
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Would create 3 scans; would skip 1.');
  const lines = dialog.getByRole('list', { name: 'What the import would do' });
  await expect(lines.getByRole('listitem')).toHaveCount(4);
  await expect(lines).toContainText("skipped, The document is in Paperless-ngx's trash.");
  await shot(page, testInfo, 'scanner-import-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'scanner-import-preview-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import 3' }).click();
  await expect(status).toContainText('Created 3 scans of 4 pages; skipped 1.', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  const tiles = page.getByRole('list', { name: 'Scans' }).getByRole('link');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.filter({ hasText: 'Council tax 2024' })).toContainText('City Council');

  // The same file again: nothing new.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
  await expect(status).toContainText('Would create 0 scans; would skip 4.');
  await expect(dialog.getByRole('button', { name: 'Import 0' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('scans.zip');
  // A zip: its local file header.
  expect(readFileSync(await saved.path()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
});
