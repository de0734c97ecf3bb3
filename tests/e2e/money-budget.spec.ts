import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, tokenOf } from './users';

// Money, depth (budgeting half): a rule made and previewed on the rules page sorts a bank import's row into a
// category; a row is split over two categories from the ledger; the budget month shows budgeted, spent and
// what is left per category, in both looks and at phone width (screenshots in the test's artefacts).

const FIXTURES = 'packages/api/test/fixtures/bank';

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

async function post<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

async function setLook(page: Page, look: 'material' | 'lcars'): Promise<void> {
  const theme = page.locator('[data-look]').first();
  if ((await theme.getAttribute('data-look')) === look) return;
  await page.getByRole('button', { name: look === 'lcars' ? 'LCARS look' : 'Material look' }).press('Enter');
  await expect(theme).toHaveAttribute('data-look', look);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });

test('budget month, a rule applied by an import, a split', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'budget');
  const token = await tokenOf(request, user);
  const group = await post<{ id: number }>(request, token, '/api/money/categories/groups', {
    name: 'Household',
  });
  await post(request, token, '/api/money/categories', {
    name: 'Groceries',
    groupId: group.id,
    carryOver: true,
  });
  await post(request, token, '/api/money/categories', { name: 'Fuel', groupId: group.id });
  const ledger = await post<{ result: { id: number } }>(request, token, '/api/money/ledger', {
    title: 'Everyday',
  });
  const ledgerId = ledger.result.id;

  await signIn(page, user);

  // The rule, previewed (nothing yet to change), then saved.
  await page.goto('/money/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New rule' });
  await form.getByLabel('Name', { exact: true }).fill('Supermarket');
  await form.getByRole('textbox', { name: 'Value' }).fill('safeway');
  await form.getByLabel('Set category').selectOption({ label: 'Groceries' });
  await form.getByLabel('Set payee').fill('Safeway');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('rule-preview-count')).toContainText('No change');
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('list', { name: 'Rules' })).toContainText('Memo contains “safeway”');
  await shot(page, testInfo, 'money-rules-material');

  // A bank statement imported: the rule sorts the Safeway row into Groceries.
  await page.goto(`/money/ledger/${String(ledgerId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(`${FIXTURES}/checking-sgml.ofx`);
  await dialog.getByRole('button', { name: 'Import 4 transactions' }).click();
  await expect(dialog).toBeHidden();
  const safeway = grid(page).getByRole('row').filter({ hasText: 'SAFEWAY' });
  await expect(safeway).toContainText('Groceries');

  // The cheque split over Groceries and Fuel from its row.
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Edit', exact: true }) })
    .click();
  const check = grid(page).getByRole('row').filter({ hasText: 'CHECK' });
  await check.getByRole('button', { name: /Split and payee of CHECK/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByLabel('Amount of part 1')).toHaveValue('-300.00');
  await details.getByLabel('Category of part 1').selectOption({ label: 'Groceries' });
  await details.getByLabel('Amount of part 1').fill('-200.00');
  await expect(page.getByTestId('split-remaining')).toContainText('Still to assign');
  await details.getByLabel('Category of part 2').selectOption({ label: 'Fuel' });
  await details.getByLabel('Amount of part 2').fill('-100.00');
  await expect(page.getByTestId('split-remaining')).toHaveText('Balanced.');
  await shot(page, testInfo, 'money-split-material');
  await details.getByRole('button', { name: 'Save split' }).click();
  await expect(details).toBeHidden();
  await expect(check).toContainText('Split');
  await shot(page, testInfo, 'money-ledger-categories-material');

  // The budget of April 2026: Groceries 400.00 typed in; spent 52.18 + 200.00; Fuel spent 100.00 unbudgeted.
  await page.goto('/money/budget/2026-04');
  await expect(page.getByTestId('budget-month')).toHaveText('2026-04');
  const groceries = page.getByLabel('Budget for Groceries');
  await groceries.fill('400');
  await groceries.press('Enter');
  await expect(page.getByTestId('left-Groceries')).toHaveText(/147\.82/);
  await expect(page.getByTestId('left-Fuel')).toHaveText(/100\.00/);
  await expect(page.getByTestId('budget-line-Groceries')).toContainText('252.18');
  await shot(page, testInfo, 'money-budget-material');
  await setLook(page, 'lcars');
  await expect(page.getByTestId('left-Groceries')).toHaveText(/147\.82/);
  await shot(page, testInfo, 'money-budget-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('left-Groceries')).toBeVisible();
  await shot(page, testInfo, 'money-budget-lcars-phone');
  // The look buttons live in the app bar at desktop width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await setLook(page, 'material');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('left-Groceries')).toBeVisible();
  await shot(page, testInfo, 'money-budget-material-phone');
  // May carries Groceries' left-over (carry over), not Fuel's.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId('budget-month')).toHaveText('2026-05');
  await expect(page.getByTestId('left-Groceries')).toHaveText(/147\.82/);
  await expect(page.getByTestId('left-Fuel')).toHaveText(/0\.00/);
  await page.goto('/money/categories');
  await expect(page.getByTestId('category-Groceries')).toBeVisible();
  await shot(page, testInfo, 'money-categories-material-phone');
});

test('a budget per currency: the yen ledger has its own month, typed in whole yen', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await confirmedUser(request, 'budget-yen');
  const token = await tokenOf(request, user);
  const food = await post<{ id: number }>(request, token, '/api/money/categories', { name: 'Food' });
  const add = async (title: string, currency: string, amount: number) => {
    const ledger = await post<{ result: { id: number } }>(request, token, '/api/money/ledger', {
      title,
      currency,
    });
    const row = await post<{ id: number }>(
      request,
      token,
      `/api/money/ledger/${ledger.result.id}/transaction`,
      {
        amount,
        transactionDate: '2026-06-10',
        memo: 'Lunch',
      },
    );
    const response = await request.put(`/api/money/ledger/transaction/${row.id}/category`, {
      headers: { authorization: `Bearer ${token}` },
      data: { categoryId: food.id },
    });
    expect(response.ok()).toBeTruthy();
  };
  await add('Home', 'USD', -4000);
  await add('Cash', 'USD', -1000);
  await add('Tokyo', 'JPY', -3500);

  await signIn(page, user);
  await page.goto('/money/budget/2026-06');
  await expect(page.getByTestId('budget-line-Food')).toContainText('$50.00');
  const currency = page.getByTestId('budget-currency');
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('JPY');
  await expect(page).toHaveURL(/currency=JPY/);
  await expect(page.getByTestId('budget-line-Food')).toContainText('¥3,500');
  const budget = page.getByLabel('Budget for Food');
  await budget.fill('5000.5');
  await budget.press('Enter');
  await expect(page.getByText('This currency has no decimals.')).toBeVisible();
  await budget.fill('5000');
  await budget.press('Enter');
  await expect(page.getByTestId('left-Food')).toHaveText('¥1,500');
  await shot(page, testInfo, 'money-budget-yen-material');
  await setLook(page, 'lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('left-Food')).toHaveText('¥1,500');
  await shot(page, testInfo, 'money-budget-yen-lcars-phone');
  // The dollars' month is untouched by the yen budget.
  await currency.selectOption('USD');
  await expect(page.getByTestId('left-Food')).toHaveText('($50.00)');
});

test('a saved rule applied to existing transactions from the rules page', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'rule-apply');
  const token = await tokenOf(request, user);
  const fuel = await post<{ id: number }>(request, token, '/api/money/categories', { name: 'Fuel' });
  const ledger = await post<{ result: { id: number } }>(request, token, '/api/money/ledger', {
    title: 'Car',
  });
  const ledgerId = ledger.result.id;
  await post(request, token, `/api/money/ledger/${String(ledgerId)}/transaction`, {
    amount: -4_500,
    memo: 'SHELL 12',
    transactionDate: '2026-05-02',
  });
  await post(request, token, '/api/money/rules', {
    name: 'Fuel stations',
    conditions: [{ kind: 'memoContains', value: 'shell' }],
    actions: { categoryId: fuel.id },
  });
  await signIn(page, user);
  await page.goto('/money/rules');
  const apply = page.getByRole('button', { name: 'Apply Fuel stations to existing transactions' });
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await apply.click();
  await expect(confirm).toContainText('apply the rule Fuel stations to 1 of your 1 most recent transactions');
  await shot(page, testInfo, 'money-rules-apply-material');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  // The lcars look in a red alert, at phone width, asks the same.
  await setLook(page, 'lcars');
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(page.locator('[data-alert="red"]').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await apply.click();
  await expect(confirm).toContainText('apply the rule Fuel stations to 1 of your 1 most recent transactions');
  await shot(page, testInfo, 'money-rules-apply-lcars-red-alert-phone');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The rule changed 1 transaction.')).toBeVisible();
  await page.goto(`/money/ledger/${String(ledgerId)}`);
  await expect(grid(page).getByRole('row').filter({ hasText: 'SHELL 12' })).toContainText('Fuel');
});
