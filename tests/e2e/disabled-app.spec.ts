import { expect, test } from '@playwright/test';
import { ADMIN, DEMO } from './credentials';
import { tokenOf } from './users';

// An app the administrator switches off is closed, not only hidden: its screens say it is disabled and its
// API answers 403. Switching an app off for the whole portal would disturb the other specs' Money pages, so
// this spec runs after them (its own Playwright project, see playwright.config.ts).

test('an app disabled by the administrator says so on its pages, and its API refuses', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `Bearer ${await tokenOf(request, ADMIN)}` };
  const setMoney = async (isEnabled: boolean) => {
    const saved = await request.post('/api/app/save', { headers: admin, data: { appId: 3, isEnabled } });
    expect(saved.ok()).toBe(true);
  };
  await setMoney(false);
  try {
    const demo = { Authorization: `Bearer ${await tokenOf(request, DEMO)}` };
    expect((await request.get('/api/money/account/list', { headers: demo })).status()).toBe(403);

    await page.goto('/account/login');
    await page.getByLabel('User name').fill(DEMO.username);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible();
    // Not offered on the hub, and a bookmark to one of its pages says why it does not open.
    await expect(page.getByRole('main').getByRole('link', { name: /^Money/ })).toHaveCount(0);
    await page.goto('/money/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Money is disabled' })).toBeVisible();
    await expect(page.getByText('This app is disabled by the administrator.')).toBeVisible();
  } finally {
    await setMoney(true);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Money is disabled' })).toHaveCount(0);
  expect(
    (
      await request.get('/api/money/account/list', {
        headers: { Authorization: `Bearer ${await tokenOf(request, DEMO)}` },
      })
    ).status(),
  ).toBe(200);
});
