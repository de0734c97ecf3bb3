import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './credentials';
import { confirmedUser, signIn, tokenOf } from './users';

// Issue 21: offline mode can be switched on, end to end: the
// administrator allows it for the portal and for Money, a user allows it for themselves, preloads Money,
// goes offline with the network cut, reads Money from the device (issue 29: it showed "App Offline" on every
// page), and comes back.

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

test('the administrator allows offline use, a user preloads Money, reads it with the network cut and comes back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // The portal-wide switch is on (admin Global settings; other tests never turn it off again).
  await asAdmin(request, 'admin/settings', { globalAppSettings: { isOfflineEnabled: true } });
  await asAdmin(request, 'app/save', { appId: 3, isOfflineEnabled: true, isOfflinePreloadEnabled: true });
  const user = await confirmedUser(request, 'offline');
  const token = await tokenOf(request, user);
  const money = async (path: string, data: unknown): Promise<{ id: number; result?: { id: number } }> => {
    const response = await request.post(`/api/money/${path}`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as { id: number; result?: { id: number } };
  };
  const account = (
    await money('account/save', { title: 'Offline checking', accountTypeId: 1, currentBalance: 50_000 })
  ).result?.id;
  const ledger = (
    await money('ledger', {
      title: 'Offline register',
      balanceModeId: 2,
      balanceAccountId: account,
      ledgerTypeId: 3,
    })
  ).result?.id;
  await money(`ledger/${String(ledger)}/transaction`, {
    amount: -2_500,
    memo: 'Groceries before the preload',
    transactionDate: '2024-02-01',
  });
  await signIn(page, user);

  await page.goto('/account/settings/global');
  const allow = page.getByRole('switch', { name: 'Allow offline use' });
  await expect(allow).toBeEnabled();
  await allow.check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();

  await page.goto('/account/settings/app');
  const card = page.getByRole('region', { name: /Money$/ });
  await card.getByRole('switch', { name: 'Use offline' }).check({ force: true });
  await card.getByRole('switch', { name: 'Preload for offline use' }).check({ force: true });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save complete!').first()).toBeVisible();
  await card.getByRole('button', { name: /preload/i }).click();
  await expect(page.getByText('Money is ready for offline use.')).toBeVisible();
  // A change made online after the preload reaches the device when the user goes offline.
  await money(`ledger/${String(ledger)}/transaction`, {
    amount: 10_000,
    memo: 'Pay after the preload',
    transactionDate: '2024-02-02',
  });

  await page.getByRole('button', { name: 'Go offline' }).click();
  await confirm(page);
  await expect(page.getByRole('status').filter({ hasText: 'App Offline' })).toBeVisible();
  await context.setOffline(true);
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your path (Offline)' })).toBeVisible();
    // Money's home asks the server for its chart: offline it leads to the ledger list, read from the device.
    await page.goto('/money');
    await expect(page).toHaveURL(/\/money\/ledgers$/);
    await expect(
      page.getByText('Offline: this is the copy of your Money kept on this device.'),
    ).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Ledgers' })).toContainText('Offline register');
    await expect(page.getByRole('button', { name: 'Add ledger' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('money-offline-ledgers-material.png') });

    await page.getByRole('link', { name: 'Offline register' }).click();
    const rows = page.getByRole('grid', { name: 'Transactions' });
    await expect(rows).toContainText('Groceries before the preload');
    await expect(rows).toContainText('Pay after the preload');
    await expect(page.getByTestId('ledger-balance')).toHaveText('$575.00');
    await expect(page.getByRole('switch', { name: 'Edit', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Import statement' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('money-offline-ledger-material.png') });

    await page.goto(`/money/accounts?account=${String(account)}`);
    await expect(page.getByLabel('Account details')).toContainText('$575.00');
    await expect(page.getByRole('button', { name: 'Add account' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('money-offline-accounts-material.png') });

    // A page the server computes (subscriptions) leads to the list too; the other look and a phone.
    await page.goto('/money/subscriptions');
    await expect(page).toHaveURL(/\/money\/ledgers$/);
    await page.getByRole('button', { name: 'LCARS look' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/money/ledger/${String(ledger)}`);
    await expect(page.getByRole('grid', { name: 'Transactions' })).toContainText('Pay after the preload');
    await page.screenshot({
      path: test.info().outputPath('money-offline-ledger-lcars-phone.png'),
      fullPage: true,
    });
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
