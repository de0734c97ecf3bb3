import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { confirmedUser, signIn, tokenOf } from './users';

// Issue 21: offline mode can be switched on, end to end (platform.md section 4, "Offline mode"): the
// administrator allows it for the portal and for Money, a user allows it for themselves, preloads Money,
// goes offline with the network cut, sees the offline status and Money's offline page, and comes back.

async function asAdmin(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const token = await tokenOf(request, ADMIN);
  const response = await request.post(`/api/${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function confirm(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
}

test('the administrator allows offline use, a user preloads Money, goes offline with the network cut and comes back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // The portal-wide switch is on (admin Global settings; other tests never turn it off again).
  await asAdmin(request, 'admin/settings', { globalAppSettings: { isOfflineEnabled: true } });
  await asAdmin(request, 'app/save', { appId: 3, isOfflineEnabled: true, isOfflinePreloadEnabled: true });
  const user = await confirmedUser(request, 'offline');
  await signIn(page, user);

  await page.goto('/account/settings/global');
  const allow = page.getByRole('switch', { name: 'Allow offline use' });
  await expect(allow).toBeEnabled();
  await allow.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();

  await page.goto('/account/settings/app');
  const money = page.getByRole('region', { name: /Money$/ });
  await money.getByRole('switch', { name: 'Use offline' }).check({ force: true });
  await money.getByRole('switch', { name: 'Preload for offline use' }).check({ force: true });
  await money.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();
  await money.getByRole('button', { name: /preload/i }).click();
  await expect(page.getByText('Money is ready for offline use.')).toBeVisible();

  await page.getByRole('button', { name: 'Go offline' }).click();
  await confirm(page);
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your path (Offline)' })).toBeVisible();
    // Money has no page that works offline: the guard sends its routes to its offline page (rule 4).
    await page.goto('/money/accounts');
    await expect(page).toHaveURL(/\/money\/offline$/);
    await page.screenshot({ path: test.info().outputPath('money-offline.png') });
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Go online' }).click();
  await confirm(page);
  await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toHaveCount(0);
});

test('with offline mode off and the network cut, the shell says there is no connection', async ({
  page,
  context,
  request,
}) => {
  const user = await confirmedUser(request, 'netcut');
  await signIn(page, user);
  // The service worker must have cached the build before the cut (it activates once its precache is done):
  // on a busy machine it may still be installing when the hub shows.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible();
    // The portal's code is on the device (the service worker cached it): Money opens, and the shell keeps
    // saying that the server is out of reach while its lists cannot load.
    await page.getByRole('link', { name: /Money/ }).first().click();
    await page.getByRole('link', { name: 'Open Ledgers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ledgers' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("sign-in lands on the user's start page (regression: startUrl was ignored)", async ({
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'start');
  const token = await tokenOf(request, user);
  const saved = await request.post('/api/account/global/save', {
    data: { startUrl: '/money/ledgers' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.ok()).toBeTruthy();
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/money\/ledgers$/);
});
