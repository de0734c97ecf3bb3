import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { bitwardenJson, vault } from '../../packages/api/test/repo-exports';
import { confirmedUser, signIn, tokenOf } from './users';

// Download my data (issue 31): the account page's button makes one zip of every app's export in a background
// job (its progress in the dialog), says what each app put in, and saves the zip. At desktop and phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const width of [1280, 390]) {
  test(`the account page's Download my data makes and saves the zip (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const user = await confirmedUser(request, 'mydata');
    // A repository, so that the zip has one to lock with the passphrase.
    const imported = await request.post('/api/tools/repo/import?format=bitwarden-json&folders=field', {
      headers: {
        authorization: `Bearer ${await tokenOf(request, user)}`,
        'content-type': 'application/octet-stream',
      },
      data: Buffer.from(JSON.stringify(bitwardenJson(vault(`e2e${width}`)))),
    });
    expect(imported.status()).toBe(200);
    await signIn(page, user);
    await page.goto('/account/manage/profile');

    const start = page.getByRole('button', { name: 'Download my data' });
    await expect(start).toBeVisible();
    // Nothing of the page sticks out past a phone's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Download my data' });
    const passphrase = dialog.getByLabel('Passphrase for your repositories');
    await passphrase.fill('too short');
    await expect(dialog.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Make the zip' })).toBeDisabled();
    await passphrase.fill('a passphrase long enough for e2e');
    await shot(page, testInfo, `download-my-data-asking-${width}`);
    await dialog.getByRole('button', { name: 'Make the zip' }).click();

    const ready = dialog.getByRole('status');
    await expect(ready).toContainText('Your zip is ready', { timeout: 60_000 });
    await expect(ready).toContainText('Money: 2 files');
    // The recipes' zip, and the shopping lists, meal plan and cookbooks beside it.
    await expect(ready).toContainText('Recipes: 4 files');
    await expect(ready).toContainText('Secure Repository: 1 file');
    await shot(page, testInfo, `download-my-data-ready-${width}`);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save the zip' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lcars-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.toString('latin1')).toContain('money/money.csv');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
}
