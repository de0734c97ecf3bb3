import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// The password health report (issue 34): reused and weak passwords of the user's own repositories, named by
// place and never shown; another user's report has none of them; in both looks and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const REUSED = 'Same-Passw0rd-Everywhere!';

async function repoWith(request: APIRequestContext, token: string, title: string, rows: string[][]) {
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/tools/repo', {
    headers,
    data: {
      title,
      repoFields: [
        { id: -1, title: 'Site', order: 0 },
        { id: -2, title: 'Password', order: 1, isSensitiveInformationField: true },
      ],
    },
  });
  expect(saved.ok()).toBeTruthy();
  const repo = (
    (await saved.json()) as { result: { id: number; repoFields: { id: number; title: string }[] } }
  ).result;
  for (const values of rows) {
    let id = 0;
    for (const [index, secValue] of values.entries()) {
      const response = await request.put(`/api/tools/repo/${String(repo.id)}/entry/${String(id)}/update`, {
        headers,
        data: { id, repoId: repo.id, recValue: { fieldId: repo.repoFields[index]!.id, secValue } },
      });
      expect(response.ok()).toBeTruthy();
      id = ((await response.json()) as { result: { id: number } }).result.id;
    }
  }
}

test('the health report names reused and weak passwords, never shows them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await confirmedUser(request, 'repohealth');
  const other = await confirmedUser(request, 'repohealtho');
  const token = await tokenOf(request, owner);
  await repoWith(request, token, 'Mail', [
    ['one.example', REUSED],
    ['two.example', 'abc123'],
  ]);
  await repoWith(request, token, 'Shops', [
    ['shop.example', REUSED],
    ['fine.example', 'Xk9#mP2$vL7q-strong'],
  ]);

  await signIn(page, owner);
  await page.goto('/repo/sr');
  await page.getByRole('link', { name: 'Password health' }).click();
  await expect(page).toHaveTitle('Password Health | LCARS Portal');
  await page.getByRole('button', { name: 'Check passwords' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'passwords checked' })).toHaveText(
    '4 passwords checked: 2 reused, 1 weak.',
  );
  const list = page.getByRole('list', { name: 'Passwords to change' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'two.example' })).toContainText(
    'Weak: shorter than 12 characters',
  );
  await expect(list.getByRole('listitem').filter({ hasText: 'shop.example' })).toContainText(
    'Reused in 1 other place',
  );
  await expect(page.getByText(REUSED)).toHaveCount(0);
  await expect(page.getByText('abc123')).toHaveCount(0);
  await shot(page, testInfo, 'repo-health-material');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    if (!(await list.isVisible())) await page.getByRole('button', { name: /Check/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.waitForTimeout(1200);
    await shot(page, testInfo, `repo-health-lcars-${String(width)}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Material look' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  if (!(await list.isVisible())) await page.getByRole('button', { name: /Check/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await shot(page, testInfo, 'repo-health-material-390');

  // Another user's report knows nothing of these.
  const theirs = await request.get('/api/tools/repo/health', {
    headers: { authorization: `Bearer ${await tokenOf(request, other)}` },
  });
  expect(await theirs.json()).toEqual({ checked: 0, partial: false, items: [] });
});
