import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// The password generator of a sensitive field (issue 34): a password of chosen length and classes and a passphrase
// of EFF words, used as the field's value, saved encrypted and revealed again; in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const generated = (page: Page) => page.getByRole('dialog').getByLabel('Generated value');

async function generateInto(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Set Password' }).first().click();
  await page.getByRole('button', { name: 'Generate Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Generate Password' })).toBeVisible();
}

test('generate a password and a passphrase into a sensitive field', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await confirmedUser(request, 'repogen');
  const token = await tokenOf(request, owner);
  const created = await request.post('/api/tools/repo', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Generated Vault',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true, maxCharacterLength: 100 },
      ],
    },
  });
  expect(created.ok()).toBeTruthy();
  const repoId = ((await created.json()) as { result: { id: number } }).result.id;
  await signIn(page, owner);
  await page.goto(`/repo/sr/${String(repoId)}`);

  // A record with a site, then a generated password of 32 characters, digits and letters only.
  await page.getByRole('button', { name: 'Add Record' }).click();
  const table = page.getByRole('table', { name: 'Generated Vault records' });
  await table.locator('tbody tr').first().locator('td').first().click();
  await page.getByLabel('Site value').fill('mail.example');
  await page.getByLabel('Site value').press('Enter');
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('mail.example');

  await generateInto(page);
  const dialog = page.getByRole('dialog');
  await expect(generated(page)).toHaveText(/^.{20}$/);
  await dialog.getByRole('textbox', { name: 'Length' }).fill('32');
  await dialog.getByRole('textbox', { name: 'Length' }).blur();
  await dialog.getByText('!@#$%').click();
  await expect(generated(page)).toHaveText(/^[A-Za-z0-9]{32}$/);
  const first = await generated(page).textContent();
  await dialog.getByRole('button', { name: 'Generate again' }).click();
  await expect(generated(page)).not.toHaveText(first ?? '');
  await shot(page, testInfo, 'repo-generator-password-material');
  const password = (await generated(page).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Use' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(page.locator('[data-revealed="Password"]')).toHaveText(password);
  await page.getByRole('button', { name: 'Hide Password' }).click();

  // A passphrase of five capitalised words, dots between them; the list is the EFF long list.
  await generateInto(page);
  await dialog.getByText('Passphrase', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Words' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Words' }).blur();
  await dialog.getByRole('button', { name: /Separator/ }).click();
  await page.getByRole('option', { name: 'Dot (.)' }).click();
  await dialog.getByText('Capitalise').click();
  await expect(generated(page)).toHaveText(/^([A-Z][a-z-]+\.){4}[A-Z][a-z-]+$/);
  await expect(dialog.getByText('About 64 bits of randomness.')).toBeVisible();
  const phrase = (await generated(page).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Use' }).click();
  await page.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(page.locator('[data-revealed="Password"]')).toHaveText(phrase);

  // Escape closes the generator and saves nothing; the value stays the passphrase.
  await generateInto(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByLabel('Password value').press('Escape');

  // Both looks, and a phone's width: the dialog fits.
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await generateInto(page);
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBeTruthy();
    await page.waitForTimeout(1200);
    await shot(page, testInfo, `repo-generator-lcars-${String(width)}`);
    await page.keyboard.press('Escape');
    await page.getByLabel('Password value').press('Escape');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await generateInto(page);
  await shot(page, testInfo, 'repo-generator-material-390');
  await page.getByRole('dialog').getByRole('button', { name: 'Use' }).click();
  await page.getByRole('button', { name: 'Reveal Password' }).click();
  await expect(page.locator('[data-revealed="Password"]')).toHaveText(/^.{5,100}$/);
});
