import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from './credentials';
import { confirmedUser, signIn, tokenOf } from './users';

// Money end to end (issue 7): accounts, ledgers and their transactions (add, edit, reconcile, reorder), the
// subscriptions total and the credit list, a 10,000-row ledger that keeps the DOM small, and screenshots of the
// ledger and subscriptions screens in both looks. Each test that changes data or the look works as its own user.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// A sign-in (a password hash) and a dozen saves take more than the default 30 s on the shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

async function apiLedger(
  request: APIRequestContext,
  token: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await request.post('/api/money/ledger', {
    headers: auth(token),
    data: { title, ...extra },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { result: { id: number } }).result.id;
}

const grid = (page: Page, name = 'Transactions') => page.getByRole('grid', { name });
const rowWith = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });
/** The item column of the rows in order. */
const items = (page: Page) => grid(page).getByRole('rowheader');
/** Switches are pressed through their label (the input itself sits under the drawn track). */
const toggle = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name, exact: true }) })
    .click();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('Money home lists the pages; accounts: add, view, delete with confirmation', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'acct');
  await signIn(page, user);
  await page.goto('/money');
  await expect(page).toHaveTitle('Money home | LCARS Portal');
  const pages = page.getByRole('list', { name: 'Money pages' });
  for (const title of ['Accounts', 'Ledgers', 'Budget Templates', 'Subscriptions', 'Credit']) {
    await expect(pages.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Open Accounts' }).click();
  await expect(page).toHaveTitle('Accounts | LCARS Portal');
  await expect(page.getByText('There are no saved accounts available.')).toBeVisible();

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add account' })).toBeVisible();
  // An empty title is refused with the form's message.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Fix the indicated issues before saving.')).toBeVisible();
  await shot(page, testInfo, 'money-account-dialog-material');
  await dialog.getByLabel('Title').fill('E2E Checking');
  await dialog.getByLabel('Account number').fill('****1234');
  await dialog.getByLabel('Current balance').click();
  await dialog.getByLabel('Current balance').fill('1234.56');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved account!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Closing the edit shows the saved account's view.
  await expect(page.getByRole('heading', { level: 2, name: 'E2E Checking' })).toBeVisible();
  await expect(page.getByLabel('Account details')).toContainText('$1,234.56');
  await expect(page.getByRole('grid', { name: 'Accounts' })).toContainText('E2E Checking');
  await shot(page, testInfo, 'money-accounts-material');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Are you sure you want to delete the account E2E Checking?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'The account E2E Checking was deleted successfully')).toBeVisible();
  await expect(page.getByText('There are no saved accounts available.')).toBeVisible();

  // The Money menu reaches the other pages.
  await page.getByRole('button', { name: 'Money menu' }).click();
  await page.getByRole('menuitem', { name: 'Ledgers' }).click();
  await expect(page).toHaveURL(/\/money\/ledgers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgers' })).toBeVisible();
});

test('ledgers: create a ledger, add, edit, reconcile and reorder transactions', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'ledg');
  await signIn(page, user);
  await page.goto('/money/ledgers');
  await expect(page).toHaveTitle('Ledgers | LCARS Portal');
  await expect(page.getByRole('link', { name: 'Templates' })).toBeVisible();

  await page.getByRole('button', { name: 'Add ledger' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('E2E Ledger');
  await dialog.getByText('Keep a rank order').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved ledger E2E Ledger')).toBeVisible();
  await page.getByRole('link', { name: 'E2E Ledger' }).click();
  await expect(page).toHaveTitle('Ledger Transactions | LCARS Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Ledger' })).toBeVisible();

  // View-only by default: no adding, always-edit unavailable.
  await expect(page.getByRole('button', { name: 'Add transaction' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Always edit' })).toBeDisabled();
  await toggle(page, 'Edit');
  await expect(page.getByRole('switch', { name: 'Edit', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Historical' })).toBeDisabled();

  // A new transaction starts with the type of the last one entered, a deposit in an empty ledger (issue 21).
  type Kind = 'Deposit' | 'Withdrawal';
  const add = async (memo: string, amount: string, startsAs: Kind, kind: Kind) => {
    await page.getByRole('button', { name: 'Add transaction' }).click();
    await page.getByLabel('Edit item of new transaction').fill(memo);
    await page.getByLabel('Edit item of new transaction').press('Enter');
    const row = rowWith(page, memo);
    const typeButton = row.getByRole('button', { name: `${startsAs}: ${memo}, switch type` });
    await expect(typeButton).toBeVisible();
    if (kind !== startsAs) await typeButton.click();
    await expect(row.getByRole('button', { name: `${kind}: ${memo}, switch type` })).toBeVisible();
    await row.getByRole('button', { name: '$0.00' }).click();
    await page.getByLabel(`Edit amount of ${memo} (${kind.toLowerCase()})`).fill(amount);
    await page.getByLabel(`Edit amount of ${memo} (${kind.toLowerCase()})`).press('Enter');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('button', { name: 'Save' })).toHaveCount(0);
  };
  await add('Salary', '2500', 'Deposit', 'Deposit');
  await add('Rent', '1200', 'Deposit', 'Withdrawal');
  await add('Coffee', '4.50', 'Withdrawal', 'Withdrawal');
  await expect(items(page)).toHaveText(['Salary', 'Rent', 'Coffee']);
  await expect(rowWith(page, 'Coffee')).toContainText('($4.50)');
  await expect(rowWith(page, 'Coffee')).toContainText('$1,295.50');
  await expect(page.getByTestId('ledger-balance')).toHaveText('$1,295.50');

  // A new unsaved row that is deleted only goes away locally.
  await page.getByRole('button', { name: 'Add transaction' }).click();
  await page.getByLabel('Edit item of new transaction').press('Escape');
  await page.getByRole('button', { name: 'Delete new transaction' }).click();
  await expect(items(page)).toHaveText(['Salary', 'Rent', 'Coffee']);

  // One field at a time: an edit is saved; an unchanged value sends nothing; a failed save reverts.
  await rowWith(page, 'Coffee').getByRole('button', { name: 'Coffee', exact: true }).click();
  await page.getByLabel('Edit item of Coffee').fill('Coffee beans');
  await page.getByLabel('Edit item of Coffee').press('Enter');
  await expect(items(page)).toHaveText(['Salary', 'Rent', 'Coffee beans']);
  let updates = 0;
  await page.route('**/api/money/ledger/transaction/*/update', async (route) => {
    updates += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Failed on purpose."}',
    });
  });
  await rowWith(page, 'Rent').getByRole('button', { name: 'Rent', exact: true }).click();
  await page.getByLabel('Edit item of Rent').press('Enter');
  expect(updates).toBe(0);
  await rowWith(page, 'Rent').getByRole('button', { name: 'Rent', exact: true }).click();
  await page.getByLabel('Edit item of Rent').fill('Rent (wrong)');
  await page.getByLabel('Edit item of Rent').press('Enter');
  await expect.poll(() => updates).toBe(1);
  await expect(items(page)).toHaveText(['Salary', 'Rent', 'Coffee beans']);
  await page.unroute('**/api/money/ledger/transaction/*/update');

  // Always-edit: every editable field shows its editor; a changed value is saved when the field is left.
  await toggle(page, 'Always edit');
  await expect(page.getByLabel('Edit item of Rent')).toHaveValue('Rent');
  await expect(page.getByLabel('Edit amount of Salary')).toHaveValue('2,500.00');
  await page.getByLabel('Edit amount of Salary').fill('2600');
  await page.getByLabel('Edit amount of Salary').press('Tab');
  // The item is in a text box now: the third row is Coffee beans.
  await expect(grid(page).getByRole('row').nth(3)).toContainText('$1,395.50');
  await page.getByLabel('Edit amount of Salary').fill('2,500.00');
  await page.getByLabel('Edit amount of Salary').press('Tab');
  await expect(grid(page).getByRole('row').nth(3)).toContainText('$1,295.50');
  await toggle(page, 'Always edit');
  await expect(page.getByLabel('Edit amount of Salary')).toHaveCount(0);

  // Reorder with the keyboard-accessible move buttons, then by drag and drop.
  await page.getByRole('button', { name: 'Move Coffee beans up' }).click();
  await expect(items(page)).toHaveText(['Salary', 'Coffee beans', 'Rent']);
  await rowWith(page, 'Rent').locator('[data-drag-handle]').dragTo(rowWith(page, 'Salary'));
  await expect(items(page)).toHaveText(['Rent', 'Salary', 'Coffee beans']);
  // A failed sort-order save says so and puts the order back.
  await page.route('**/api/money/ledger/transaction/save-order', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"nope"}' }),
  );
  await page.getByRole('button', { name: 'Move Coffee beans up' }).click();
  await expect(toast(page, 'There was an error saving the sort order.')).toBeVisible();
  await expect(items(page)).toHaveText(['Rent', 'Salary', 'Coffee beans']);
  await page.unroute('**/api/money/ledger/transaction/save-order');
  await page.reload();
  await expect(items(page)).toHaveText(['Rent', 'Salary', 'Coffee beans']);
  await expect(rowWith(page, 'Coffee beans')).toContainText('$1,295.50');

  // Reconcile: a pending (initiated) transaction leaves the live rows for the historical ones.
  await toggle(page, 'Edit');
  await expect(rowWith(page, 'Rent').getByRole('button', { name: 'Reconcile Rent' })).toHaveCount(0);
  await rowWith(page, 'Rent').getByRole('button', { name: 'Pending: Rent' }).click();
  await expect(rowWith(page, 'Rent').getByRole('button', { name: 'Pending: Rent' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shot(page, testInfo, 'money-ledger-edit-material');
  await rowWith(page, 'Rent').getByRole('button', { name: 'Reconcile Rent' }).click();
  // The open rows start from what the reconciled one carries, shown as an opening balance row (issue 21).
  await expect(items(page)).toHaveText(['Opening balance', 'Salary', 'Coffee beans']);
  await expect(rowWith(page, 'Opening balance')).toContainText('($1,200.00)');
  await expect(rowWith(page, 'Coffee beans')).toContainText('$1,295.50');
  await toggle(page, 'Edit');
  await toggle(page, 'Historical');
  await expect(grid(page, 'Reconciled transactions').getByRole('rowheader')).toHaveText(['Rent']);
  await expect(grid(page, 'Reconciled transactions')).toContainText('Reconciled');
  await expect(page.getByRole('switch', { name: 'Always edit' })).toBeDisabled();
  await toggle(page, 'Historical');
  await expect(items(page)).toHaveText(['Opening balance', 'Salary', 'Coffee beans']);
  await shot(page, testInfo, 'money-ledger-material');

  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await toggle(page, 'Edit');
  await shot(page, testInfo, 'money-ledger-edit-lcars');
  await toggle(page, 'Edit');
  await shot(page, testInfo, 'money-ledger-lcars');
});

test('demo: the subscriptions total per month and the credit list with its totals', async ({
  page,
  request,
}, testInfo) => {
  const token = await tokenOf(request, DEMO);
  const subscriptions = (await (
    await request.get('/api/money/account/subscription-list', { headers: auth(token) })
  ).json()) as { records: unknown[]; totalPerMonthFormatted: string };
  expect(subscriptions.records).toHaveLength(3);

  await signIn(page, DEMO);
  await page.goto('/money/subscriptions');
  await expect(page).toHaveTitle('Subscriptions | LCARS Portal');
  const table = page.getByRole('grid', { name: 'Subscriptions' });
  await expect(table.getByRole('rowheader')).toHaveText(['Cloud storage', 'Meal kit', 'Video streaming']);
  await expect(page.getByTestId('subscription-total')).toHaveText(
    `${subscriptions.totalPerMonthFormatted} per month`,
  );
  await expect(page.getByTestId('subscription-total')).toHaveText('$153.69 per month');
  await page.getByText('Show leases', { exact: true }).click();
  await expect(table.getByRole('rowheader')).toHaveCount(3);

  await page.goto('/money/credit');
  await expect(page).toHaveTitle('Credit | LCARS Portal');
  const credit = page.getByRole('grid', { name: 'Credit accounts' });
  await expect(credit.getByRole('rowheader')).toHaveText(['Car loan', 'Travel rewards card']);
  await expect(page.getByTestId('credit-total-balance')).toHaveText('$13,734.56');
  await expect(page.getByTestId('credit-total-limit')).toHaveText('$25,000.00');
  await expect(credit.locator('[data-rate-color]').first()).toHaveAttribute(
    'data-rate-color',
    /^#[0-9A-Fa-f]{6}$/,
  );
  // Quick search by account type: the totals follow the rows shown.
  await page.getByText('Quick search', { exact: true }).click();
  await page.getByRole('button', { name: /Account type/ }).click();
  await page.getByRole('option', { name: 'Loan', exact: true }).click();
  await expect(credit.getByRole('rowheader')).toHaveText(['Car loan']);
  await expect(page.getByTestId('credit-total-balance')).toHaveText('$12,500.00');
  await expect(page.getByTestId('credit-total-limit')).toHaveText('$20,000.00');
  await shot(page, testInfo, 'money-credit-material');
});

test('subscriptions: add a subscription account in the subscription flow; screenshots in both looks', async ({
  page,
  request,
}, testInfo) => {
  const user = await confirmedUser(request, 'subs');
  const token = await tokenOf(request, user);
  for (const [title, amount, interval] of [
    ['Music', 1099, 2],
    ['Newspaper', 52000, 4],
  ] as const) {
    const response = await request.post('/api/money/account/save', {
      headers: auth(token),
      data: { title, accountTypeId: 3, amountPerCycle: amount, scheduleIntervalId: interval },
    });
    expect(response.ok()).toBeTruthy();
  }
  await signIn(page, user);
  await page.goto('/money/subscriptions');
  await page.getByRole('button', { name: 'Add subscription' }).click();
  const dialog = page.getByRole('dialog');
  // The subscription flow opens the schedule tab with type 3 and a monthly interval; types shrink to 3, 8, 11.
  await expect(dialog.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: /Interval/ })).toContainText('Monthly');
  await dialog.getByLabel('Amount per cycle').click();
  await dialog.getByLabel('Amount per cycle').fill('8.00');
  await dialog.getByRole('tab', { name: 'General' }).click();
  await expect(dialog.getByRole('button', { name: /Account type/ })).toContainText('Subscription');
  await dialog.getByRole('button', { name: /Account type/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Subscription', 'Utility', 'Lease']);
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Title').fill('Gym');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Successfully saved account!')).toBeVisible();
  // A subscription-only edit stays on the list.
  await expect(page).toHaveURL(/\/money\/subscriptions$/);
  await expect(page.getByRole('grid', { name: 'Subscriptions' }).getByRole('rowheader')).toHaveText([
    'Gym',
    'Music',
    'Newspaper',
  ]);
  // 8.00 + 10.99 + 520.00 / 12 = 62.323... per month.
  await expect(page.getByTestId('subscription-total')).toHaveText('$62.32 per month');
  await shot(page, testInfo, 'money-subscriptions-material');
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await expect(
    page.getByRole('grid', { name: 'Subscriptions' }).getByRole('rowheader').first(),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-total')).toBeVisible();
  await shot(page, testInfo, 'money-subscriptions-lcars');
});

test('a ledger of 10,000 transactions keeps fewer than 100 rows in the DOM', async ({ page, request }) => {
  const user = await confirmedUser(request, 'big');
  const token = await tokenOf(request, user);
  const ledgerId = await apiLedger(request, token, 'Big ledger');
  // Posting 10,000 rows one by one takes minutes: the ledger is real, its live rows come from a stand-in
  // answering the portal's paged requests (1000 a request) with 10,000 generated rows.
  const total = 10_000;
  const requests: { itemsPerPage: number; page: number; after?: string }[] = [];
  await page.route(`**/api/money/ledger/${String(ledgerId)}/transactions/false`, async (route) => {
    const body = route.request().postDataJSON() as { itemsPerPage: number; page: number; after?: string };
    requests.push(body);
    const start = body.after ? Number(body.after.slice(11)) : (body.page - 1) * body.itemsPerPage;
    const records = Array.from(
      { length: Math.max(0, Math.min(body.itemsPerPage, total - start)) },
      (_, offset) => {
        const index = start + offset + 1;
        const amount = index % 2 ? 1500 : -1000;
        return {
          id: index,
          ledgerId,
          amount,
          amountD: (amount / 100).toFixed(2),
          memo: `Row ${String(index)}`,
          transactionDate: '2025-01-01',
          reconciliationDate: null,
          reconciled: false,
          archived: false,
          orderId: 0,
          transactionInitiated: false,
          transactionTypeId: amount < 0 ? 2 : 1,
          automatedTransaction: false,
          balance: Math.ceil(index / 2) * 1500 - Math.floor(index / 2) * 1000,
        };
      },
    );
    const last = records.at(-1);
    await route.fulfill({
      json: {
        total,
        itemsPerPage: body.itemsPerPage,
        page: body.page,
        pageCount: Math.ceil(total / body.itemsPerPage),
        startIndex: start + 1,
        stopIndex: start + records.length,
        sortBy: 'transactionDate',
        sortDirection: 'asc',
        records,
        nextCursor: last && last.id < total ? `2025-01-01_${String(last.id)}` : null,
        currentBalance: 2_500_000,
      },
    });
  });
  await signIn(page, user);
  await page.goto(`/money/ledger/${String(ledgerId)}`);
  await expect(page.getByTestId('ledger-count')).toHaveText('10000');
  expect(requests).toHaveLength(10);
  expect(requests.every((body) => body.itemsPerPage === 1000)).toBe(true);
  await expect(grid(page).getByRole('rowheader').first()).toHaveText('Row 1');
  expect(await grid(page).getByRole('row').count()).toBeLessThan(100);
  // Scrolling to the end shows the last rows with their running balance and still keeps the DOM small.
  await grid(page).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(rowWith(page, 'Row 10000')).toContainText('$25,000.00');
  expect(await grid(page).getByRole('row').count()).toBeLessThan(100);
  // Editing stays quick: switching to edit renders only the visible rows' controls.
  await toggle(page, 'Edit');
  await expect(rowWith(page, 'Row 10000').getByRole('button', { name: 'Delete Row 10000' })).toBeVisible();
  expect(await grid(page).getByRole('row').count()).toBeLessThan(100);
  await expect(page.getByTestId('ledger-balance')).toHaveText('$25,000.00');
});
