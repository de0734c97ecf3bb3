import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, tokenOf } from './users';

// Money reports: each report of a user's month (spending by category and by payee, income and spending, net
// worth) shows as a chart whose numbers read as a table, the CSV download holds the same figures, in both looks
// and at phone width (screenshots in the test's artefacts).

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 30_000,
  });
}

async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: object,
): Promise<T> {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

async function setLook(page: Page, look: 'material' | 'lcars'): Promise<void> {
  const theme = page.locator('[data-look]').first();
  if ((await theme.getAttribute('data-look')) === look) return;
  await page.getByRole('button', { name: look === 'lcars' ? 'LCARS look' : 'Material look' }).press('Enter');
  await expect(theme).toHaveAttribute('data-look', look);
}

test('each report as a chart with its numbers, and the CSV download', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'reports');
  const token = await tokenOf(request, user);
  const food = await send<{ id: number }>(request, token, 'post', '/api/money/categories', { name: 'Food' });
  const ledger = await send<{ result: { id: number } }>(request, token, 'post', '/api/money/ledger', {
    title: 'Everyday',
  });
  const savings = await send<{ result: { id: number } }>(request, token, 'post', '/api/money/ledger', {
    title: 'Savings',
  });
  const row = (amount: number, transactionDate: string) =>
    send<{ id: number }>(
      request,
      token,
      'post',
      `/api/money/ledger/${String(ledger.result.id)}/transaction`,
      {
        amount,
        transactionDate,
        memo: '',
      },
    );
  await row(250_000, '2026-02-01');
  const groceries = await row(-12_345, '2026-02-03');
  await send(request, token, 'put', `/api/money/ledger/transaction/${String(groceries.id)}/category`, {
    categoryId: food.id,
  });
  await send(request, token, 'put', `/api/money/ledger/transaction/${String(groceries.id)}/payee`, {
    payee: 'Corner Shop',
  });
  await send(request, token, 'post', '/api/money/transfer', {
    fromLedgerId: ledger.result.id,
    toLedgerId: savings.result.id,
    amount: 50_000,
    transactionDate: '2026-02-10',
  });

  await signIn(page, user);
  await page.goto('/money/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const range = page.getByRole('form', { name: 'Date range' });
  await range.getByLabel('From').fill('2026-02-01');
  await range.getByLabel('To').fill('2026-03-31');
  await range.getByRole('button', { name: 'Show' }).click();

  const usd = page.getByTestId('report-usd');
  const categories = usd.getByTestId('report-categories-usd');
  await expect(categories.locator('canvas')).toBeVisible();
  await categories.getByRole('button', { name: 'Show as table' }).click();
  await expect(categories.getByRole('table')).toContainText('Food');
  await expect(categories.getByRole('table')).toContainText('$123.45');
  const payees = usd.getByTestId('report-payees-usd');
  await payees.getByRole('button', { name: 'Show as table' }).click();
  await expect(payees.getByRole('table')).toContainText('Corner Shop');
  // The transfer is neither income nor spending: February's income is the deposit alone.
  const flow = usd.getByTestId('report-flow-usd');
  await flow.getByRole('button', { name: 'Show as table' }).click();
  await expect(flow.getByRole('row', { name: /Feb 2026/ })).toContainText('$2,500.00');
  await expect(flow.getByRole('row', { name: /Feb 2026/ })).toContainText('$123.45');
  // Net worth keeps the transferred money: 2,500.00 - 123.45.
  const worth = usd.getByTestId('report-worth-usd');
  await worth.getByRole('button', { name: 'Show as table' }).click();
  await expect(worth.getByRole('row', { name: /Feb 2026/ })).toContainText('$2,376.55');
  await shot(page, testInfo, 'money-reports-material');

  const downloading = page.waitForEvent('download');
  await usd.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8');
  expect(csv).toContain('Category,"Food","",,-123.45');
  expect(csv).toContain('Income and spending,,,2026-02,2500.00,123.45');

  await setLook(page, 'lcars');
  await expect(worth.locator('canvas')).toBeVisible();
  // The range is in the address: the page keeps it through the change of look.
  await expect(range.getByLabel('From')).toHaveValue('2026-02-01');
  await shot(page, testInfo, 'money-reports-lcars');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(categories).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await shot(page, testInfo, 'money-reports-phone');
});
