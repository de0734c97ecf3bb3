import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn } from './users';

// The file store as users see it: their stored files against the quota on the security page, in both looks
// and at phone width.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('the security page shows the user’s stored files against the quota', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const user = await confirmedUser(request, 'files');
  await signIn(page, user);
  await page.goto('/account/manage/security');
  const card = page
    .getByRole('region', { name: 'Stored files' })
    .or(page.locator('section', { hasText: 'Stored files' }));
  await expect(card.first()).toContainText('0 files: 0 MB of your 1,024 MB.');
  await expect(page.getByRole('meter', { name: 'Stored files against your quota' })).toHaveAttribute(
    'value',
    '0',
  );
  await shot(page, testInfo, 'security-files-material');
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await expect(page.getByText('0 files: 0 MB of your 1,024 MB.')).toBeVisible();
  // The look changes with a transition of its colours: let it end.
  await page.waitForTimeout(1000);
  await shot(page, testInfo, 'security-files-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await shot(page, testInfo, 'security-files-lcars-phone');
});
