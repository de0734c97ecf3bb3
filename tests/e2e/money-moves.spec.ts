import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { confirmedUser, tokenOf } from './users';

// Money, depth (money-moves): a transfer from the ledger page, a reconcile to a statement, and both at phone
// width in both looks (screenshots in the artefacts). Each test works as a user of its own.

const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username, { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 60_000,
  });
}

async function apiLedger(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post('/api/money/ledger', { headers: auth(token), data: { title } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { result: { id: number } }).result.id;
}

async function apiAdd(
  request: APIRequestContext,
  token: string,
  ledger: number,
  data: object,
): Promise<number> {
  const response = await request.post(`/api/money/ledger/${String(ledger)}/transaction`, {
    headers: auth(token),
    data,
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: number }).id;
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });

test('a transfer from the ledger page writes both sides; a reconcile to a statement locks the ticked rows', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'mmv');
  const token = await tokenOf(request, user);
  const checking = await apiLedger(request, token, 'Moves checking');
  const savings = await apiLedger(request, token, 'Moves savings');
  await apiAdd(request, token, checking, { amount: 200_000, memo: 'Salary', transactionDate: '2026-03-01' });
  await apiAdd(request, token, checking, {
    amount: -45_050,
    memo: 'Groceries',
    transactionDate: '2026-03-04',
  });
  await apiAdd(request, token, checking, {
    amount: -1_000,
    memo: 'Not on statement',
    transactionDate: '2026-04-02',
  });
  await signIn(page, user);

  // Transfer 250.00 to savings.
  await page.goto(`/money/ledger/${String(checking)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moves checking' })).toBeVisible();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer from Moves checking' });
  await dialog.getByRole('button', { name: /To ledger/ }).click();
  await page.getByRole('option', { name: 'Moves savings' }).click();
  await dialog.getByLabel('Amount').fill('250');
  await dialog.getByLabel('Memo').fill('To savings');
  await shot(page, testInfo, 'transfer-dialog');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(grid(page).getByRole('row').filter({ hasText: 'To savings' })).toContainText('($250.00)');
  await expect(page.getByTestId('ledger-balance')).toHaveText('$1,289.50');
  await page.goto(`/money/ledger/${String(savings)}`);
  await expect(grid(page).getByRole('row').filter({ hasText: 'To savings' })).toContainText('$250.00');
  await expect(page.getByTestId('ledger-balance')).toHaveText('$250.00');

  // Reconcile checking to a statement of 1,549.50 on 2026-03-31: salary and groceries are on it.
  await page.goto(`/money/ledger/${String(checking)}`);
  await page.getByRole('button', { name: 'Reconcile to statement' }).click();
  const reconcile = page.getByRole('dialog', { name: 'Reconcile to a statement' });
  await reconcile.getByLabel('Statement ending balance').fill('1549.50');
  await reconcile.getByLabel('Statement ending balance').press('Tab');
  await expect(reconcile.getByTestId('cleared-balance')).toHaveText('$0.00');
  await expect(reconcile.getByTestId('reconcile-difference')).toHaveText('$1,549.50');
  const finish = reconcile.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  await reconcile.getByText('Salary').click();
  await expect(reconcile.getByTestId('reconcile-difference')).toHaveText('($450.50)');
  await reconcile.getByText('Groceries').click();
  await expect(reconcile.getByTestId('cleared-balance')).toHaveText('$1,549.50');
  await expect(reconcile.getByTestId('reconcile-difference')).toHaveText('$0.00');
  // A date is still needed.
  await expect(finish).toBeDisabled();
  await reconcile.getByLabel('Statement date').fill('2026-03-31');
  await reconcile.getByLabel('Statement date').press('Tab');
  await shot(page, testInfo, 'reconcile-dialog');
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(reconcile).toHaveCount(0);
  await expect(page.getByTestId('ledger-count')).toHaveText('2');

  // The reconciled rows carry the statement's date and are locked; Unlock is there on purpose.
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Historical', exact: true }) })
    .click();
  const salary = grid(page).getByRole('row').filter({ hasText: 'Salary' });
  await expect(salary).toContainText('2026-03-31');
  await expect(salary.getByRole('button', { name: 'Unlock Salary' })).toBeVisible();

  // Phone width, both looks.
  for (const look of ['material', 'lcars'] as const) {
    if (look === 'lcars') {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/money');
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/money/ledger/${String(checking)}`);
    await expect(page.getByRole('button', { name: 'Reconcile to statement' })).toBeVisible();
    await shot(page, testInfo, `ledger-${look}-phone`);
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Transfer from Moves checking' })).toBeVisible();
    await shot(page, testInfo, `transfer-${look}-phone`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reconcile to statement' }).click();
    await expect(page.getByRole('dialog', { name: 'Reconcile to a statement' })).toBeVisible();
    await shot(page, testInfo, `reconcile-${look}-phone`);
    await page.keyboard.press('Escape');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${look}: no sideways scroll`).toBeLessThanOrEqual(390);
  }
});

test('a search across ledgers opens the ledger at the row it found', async ({ page, request }, testInfo) => {
  const user = await confirmedUser(request, 'msr');
  const token = await tokenOf(request, user);
  const home = await apiLedger(request, token, 'Search home');
  const trip = await apiLedger(request, token, 'Search trip');
  for (let day = 1; day <= 28; day += 1) {
    await apiAdd(request, token, home, {
      amount: -100 * day,
      memo: `Daily ${String(day)}`,
      transactionDate: `2026-02-${String(day).padStart(2, '0')}`,
    });
  }
  await apiAdd(request, token, trip, {
    amount: -4_200,
    memo: 'Ferry tickets',
    transactionDate: '2026-03-02',
  });
  const snack = await apiAdd(request, token, home, {
    amount: -4_200,
    memo: 'Ferry snack',
    transactionDate: '2026-03-01',
  });
  const snacks = await request.post('/api/money/categories', {
    headers: auth(token),
    data: { name: 'Snacks' },
  });
  const snacksId = ((await snacks.json()) as { id: number }).id;
  for (const [path, data] of [
    ['category', { categoryId: snacksId }],
    ['payee', { payee: 'Harbour Kiosk' }],
  ] as const)
    expect(
      (
        await request.put(`/api/money/ledger/transaction/${String(snack)}/${path}`, {
          headers: auth(token),
          data,
        })
      ).ok(),
    ).toBeTruthy();
  await signIn(page, user);

  await page.goto('/money/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Money' })).toBeVisible();
  await page.getByLabel('Memo').fill('ferry');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results.getByRole('row').nth(1)).toContainText('Ferry tickets');
  await expect(results.getByRole('row').nth(2)).toContainText('Ferry snack');

  // Amount 42.00 finds the same two; a range 27-28 finds Daily 27 and 28.
  await page.getByLabel('Memo').fill('');
  await page.getByLabel('Amount').fill('27-28');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results).toContainText('Daily 28');
  await shot(page, testInfo, 'search-results');

  // A category, then a payee, narrow a search to the snack.
  await page.getByLabel('Amount').fill('');
  await page.getByLabel('Memo').fill('ferry');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Category/ }).click();
    await expect(page.getByRole('option', { name: 'Snacks' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('option', { name: 'Snacks' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText('Ferry snack');
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Any' }).click();
  await page.getByLabel('Payee').fill('kiosk');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText('Ferry snack');
  await shot(page, testInfo, 'search-by-category-and-payee');
  await page.getByLabel('Payee').fill('');

  // The result opens its ledger at that row, marked.
  await page.getByLabel('Amount').fill('');
  await page.getByLabel('Memo').fill('ferry snack');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: 'Search home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search home' })).toBeVisible();
  await expect(page.getByTestId('highlighted-row')).toHaveText('Ferry snack');
  await expect(page.getByTestId('highlighted-row')).toBeInViewport();
  await shot(page, testInfo, 'search-opened-row');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/money/search');
  await page.getByLabel('Memo').fill('ferry');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(3);
  await shot(page, testInfo, 'search-material-phone');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/money');
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/money/search');
  await page.getByLabel('Memo').fill('ferry');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('row')).toHaveCount(3);
  await shot(page, testInfo, 'search-lcars-phone');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll').toBeLessThanOrEqual(390);
});

test('undo several steps back: a transfer and a categorised row come back whole with Ctrl+Z, newest first', async ({
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'mun');
  const token = await tokenOf(request, user);
  const ledger = await apiLedger(request, token, 'Undo steps');
  const savings = await apiLedger(request, token, 'Undo savings');
  await apiAdd(request, token, ledger, { amount: 1_000, memo: 'Keep', transactionDate: '2026-03-01' });
  const transfer = await request.post('/api/money/transfer', {
    headers: auth(token),
    data: {
      fromLedgerId: ledger,
      toLedgerId: savings,
      amount: 300,
      transactionDate: '2026-03-02',
      memo: 'First gone',
      depositMemo: 'From undo steps',
    },
  });
  expect(transfer.ok()).toBeTruthy();
  const second = await apiAdd(request, token, ledger, {
    amount: -200,
    memo: 'Second gone',
    transactionDate: '2026-03-03',
  });
  const category = await request.post('/api/money/categories', {
    headers: auth(token),
    data: { name: 'Treats' },
  });
  const categoryId = ((await category.json()) as { id: number }).id;
  for (const [path, data] of [
    ['category', { categoryId }],
    ['payee', { payee: 'Corner shop' }],
  ] as const) {
    const tagged = await request.put(`/api/money/ledger/transaction/${String(second)}/${path}`, {
      headers: auth(token),
      data,
    });
    expect(tagged.ok()).toBeTruthy();
  }
  await signIn(page, user);
  await page.goto(`/money/ledger/${String(ledger)}`);
  await expect(page.getByTestId('ledger-balance')).toHaveText('$5.00');
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Edit', exact: true }) })
    .click();
  for (const memo of ['First gone', 'Second gone']) {
    await grid(page)
      .getByRole('button', { name: `Delete ${memo}` })
      .click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(grid(page).getByRole('row').filter({ hasText: memo })).toHaveCount(0);
  }
  await expect(page.getByTestId('ledger-balance')).toHaveText('$10.00');

  // Ctrl+Z twice: the second delete, with its category, then the transfer, on both sides, come back.
  await page.getByRole('heading', { level: 1, name: 'Undo steps' }).click();
  await page.keyboard.press('Control+z');
  const back = grid(page).getByRole('row').filter({ hasText: 'Second gone' });
  await expect(back).toHaveCount(1);
  await expect(back.getByLabel('Category of Second gone')).toHaveValue(String(categoryId));
  await expect(page.getByTestId('ledger-balance')).toHaveText('$8.00');
  await page.keyboard.press('Control+z');
  await expect(grid(page).getByRole('row').filter({ hasText: 'First gone' })).toHaveCount(1);
  await expect(page.getByTestId('ledger-balance')).toHaveText('$5.00');
  // Nothing more to undo: the kept row stays.
  await page.keyboard.press('Control+z');
  await expect(page.getByText('There is nothing to undo.')).toBeVisible();
  await expect(grid(page).getByRole('row').filter({ hasText: 'Keep' })).toHaveCount(1);
  // The transfer's other side is back in savings with its own memo.
  await page.goto(`/money/ledger/${String(savings)}`);
  await expect(grid(page).getByRole('row').filter({ hasText: 'From undo steps' })).toContainText('$3.00');
  await expect(page.getByTestId('ledger-balance')).toHaveText('$3.00');
});

test('a search hit on a reconciled row far back in the history opens the page that holds it', async ({
  page,
  request,
}) => {
  const user = await confirmedUser(request, 'mhp');
  const token = await tokenOf(request, user);
  const ledger = await apiLedger(request, token, 'Long history');
  // 25 reconciled rows, the needle the oldest: the history shows newest first, ten a page, so it is on page 3.
  const ids: number[] = [];
  ids.push(
    await apiAdd(request, token, ledger, {
      amount: -700,
      memo: 'Old needle',
      transactionDate: '2025-01-01',
      transactionInitiated: true,
    }),
  );
  for (let day = 1; day <= 24; day += 1) {
    ids.push(
      await apiAdd(request, token, ledger, {
        amount: -100,
        memo: `Later ${String(day)}`,
        transactionDate: `2025-02-${String(day).padStart(2, '0')}`,
        transactionInitiated: true,
      }),
    );
  }
  for (const id of ids) {
    const reconciled = await request.post(`/api/money/ledger/transaction/${String(id)}/reconcile`, {
      headers: auth(token),
    });
    expect(reconciled.ok()).toBeTruthy();
  }
  await signIn(page, user);
  await page.goto('/money/search');
  await page.getByLabel('Memo').fill('needle');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: 'Long history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Long history' })).toBeVisible();
  await expect(page.getByTestId('highlighted-row')).toHaveText('Old needle');
  await expect(page.getByTestId('highlighted-row')).toBeInViewport();
});
