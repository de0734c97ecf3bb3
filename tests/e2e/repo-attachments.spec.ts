import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Attachments of a record (issue 34): added from the record's Attachments section, listed with name, size and
// type, downloaded with the very bytes uploaded, deleted after a confirmation; in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const CONTENT = `Account recovery codes\n${'a1b2-c3d4 '.repeat(40)}\nsentinel-attachment-e2e\n`;

test('a record takes an attachment, gives back its bytes, and lets it go', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await confirmedUser(request, 'repoattach');
  const token = await tokenOf(request, owner);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/tools/repo', {
    headers,
    data: {
      title: 'Papers',
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
      ],
    },
  });
  expect(created.ok()).toBeTruthy();
  const repo = (
    (await created.json()) as { result: { id: number; repoFields: { id: number; title: string }[] } }
  ).result;
  const site = repo.repoFields.find((field) => field.title === 'Site')!.id;
  const saved = await request.put(`/api/tools/repo/${String(repo.id)}/entry/0/update`, {
    headers,
    data: { id: 0, repoId: repo.id, recValue: { fieldId: site, secValue: 'bank.example' } },
  });
  expect(saved.ok()).toBeTruthy();

  await signIn(page, owner);
  await page.goto(`/repo/sr/${String(repo.id)}`);
  await page.getByRole('button', { name: 'Attachments of bank.example' }).click();
  const section = page.getByRole('region', { name: 'Attachments' });
  await expect(section.getByText('This record has no attachments.')).toBeVisible();

  // Upload: the busy state shows until the list has the file.
  await section.getByLabel('Choose a file to attach').setInputFiles({
    name: 'recovery codes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(CONTENT),
  });
  const item = section.getByRole('listitem').filter({ hasText: 'recovery codes.txt' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`${String(CONTENT.length)} bytes · text/plain`);
  await expect(section.getByRole('button', { name: 'Add attachment' })).toBeEnabled();
  await shot(page, testInfo, 'repo-attachments-material');

  // Download: the same bytes, under the same name.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download recovery codes.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recovery codes.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(CONTENT);

  // Both looks, and a phone's width: the section fits. A change of look draws the page anew: the section is
  // opened again.
  const openAgain = async () => {
    if (!(await item.isVisible()))
      await page.getByRole('button', { name: 'Attachments of bank.example' }).click();
  };
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openAgain();
    await expect(item).toBeVisible();
    const box = await section.getByRole('button', { name: 'Download recovery codes.txt' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBeTruthy();
    await page.waitForTimeout(800);
    await shot(page, testInfo, `repo-attachments-lcars-${String(width)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Red alert recolours the section with the rest of the page.
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(page.locator('[data-alert="red"]').first()).toBeVisible();
  await openAgain();
  await expect(item).toBeVisible();
  await page.waitForTimeout(800);
  await shot(page, testInfo, 'repo-attachments-lcars-red-alert');
  await page.getByRole('button', { name: 'End red alert' }).click();
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await openAgain();
  await expect(item).toBeVisible();
  await shot(page, testInfo, 'repo-attachments-material-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete, after the confirmation; No keeps it.
  await section.getByRole('button', { name: 'Delete recovery codes.txt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
  await expect(item).toBeVisible();
  await section.getByRole('button', { name: 'Delete recovery codes.txt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(item).toHaveCount(0);
  await expect(section.getByText('This record has no attachments.')).toBeVisible();
  const left = await request.get(
    `/api/tools/repo/${String(repo.id)}/entry/${String(((await saved.json()) as { result: { id: number } }).result.id)}/attachments`,
    { headers },
  );
  expect(((await left.json()) as { attachments: unknown[] }).attachments).toHaveLength(0);
});
