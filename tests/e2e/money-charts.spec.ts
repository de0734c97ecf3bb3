import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { confirmedUser, tokenOf } from './users';

// Money charts (issue 21): every chart renders on its page with data of the user's own, its numbers are in a
// table behind it ("Show as table"), and it takes the colours of the look and of a red alert. Screenshots of
// each chart in both looks and in red alert go into the test's artefacts.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** 'YYYY-MM-DD' of day `day` of the month `offset` months from this one (UTC). */
function dateIn(offset: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day)).toISOString().slice(0, 10);
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const response = await request.post(path, { headers: auth(token), data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** Accounts, a ledger posting to the checking account over five months, subscriptions and credit cards. */
async function seed(
  request: APIRequestContext,
  token: string,
): Promise<{ ledgerId: number; accountId: number }> {
  const account = await post<{ result: { id: number } }>(request, token, '/api/money/account/save', {
    title: 'Chart Checking',
    accountTypeId: 1,
    currentBalance: 150_000,
  });
  const ledger = await post<{ result: { id: number } }>(request, token, '/api/money/ledger', {
    title: 'Chart Register',
    balanceModeId: 2,
    balanceAccountId: account.result.id,
  });
  const rows: [number, number, number, string][] = [];
  for (let offset = -5; offset <= 0; offset += 1) {
    rows.push([offset, 1, 245_000, 'Salary']);
    rows.push([offset, 2, -145_000, 'Rent']);
    rows.push([offset, 9, -(20_000 + (offset + 5) * 7_500), 'Groceries']);
  }
  for (const [offset, day, amount, memo] of rows) {
    await post(request, token, `/api/money/ledger/${ledger.result.id}/transaction`, {
      amount,
      memo,
      transactionDate: dateIn(offset, day),
    });
  }
  const subscriptions: [string, number, number, number][] = [
    ['Music stream', 3, 1_099, 2],
    ['Cloud storage', 3, 299, 2],
    ['Domain name', 8, 1_800, 4],
  ];
  for (const [title, accountTypeId, amountPerCycle, scheduleIntervalId] of subscriptions) {
    await post(request, token, '/api/money/account/save', {
      title,
      accountTypeId,
      amountPerCycle,
      scheduleIntervalId,
      nextCycleDate: dateIn(title === 'Domain name' ? 3 : 0, 28),
    });
  }
  const cards: [string, number, number][] = [
    ['Travel card', 45_000, 500_000],
    ['Store card', 180_000, 250_000],
    ['Line of credit', 20_000, 1_000_000],
  ];
  for (const [title, currentBalance, creditLimit] of cards) {
    await post(request, token, '/api/money/account/save', {
      title,
      accountTypeId: title === 'Line of credit' ? 9 : 4,
      currentBalance,
      creditLimit,
      percentageRate: 19.99,
    });
  }
  return { ledgerId: ledger.result.id, accountId: account.result.id };
}

/** Signs in, waiting longer than the shared helper: the machine running these is often loaded. */
async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('User name').fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your path' })).toBeVisible({
    timeout: 30_000,
  });
}

const theme = (page: Page) => page.locator('[data-look]').first();

/** The chart's figure, drawn (its canvas says so once Chart.js painted it in the current colours). */
async function drawn(figure: Locator): Promise<void> {
  // Generous waits: the page loads its list, then the chart its figures, then Chart.js, on a loaded machine.
  await expect(figure).toBeVisible({ timeout: 30_000 });
  await expect(figure.locator('canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
}

async function shoot(figure: Locator, testInfo: TestInfo, name: string): Promise<Buffer> {
  await figure.scrollIntoViewIfNeeded();
  const path = testInfo.outputPath(`${name}.png`);
  const image = await figure.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return image;
}

async function setLook(page: Page, look: 'material' | 'lcars'): Promise<void> {
  // The app bar offers the other look only.
  if ((await theme(page).getAttribute('data-look')) === look) return;
  // From the keyboard: the end of a red alert can leave its status block over the app bar for a moment.
  await page.getByRole('button', { name: look === 'lcars' ? 'LCARS look' : 'Material look' }).press('Enter');
  await expect(theme(page)).toHaveAttribute('data-look', look);
}

const CHARTS = [
  { testId: 'chart-cashflow', path: 'money', name: 'cashflow', cell: 'Income' },
  { testId: 'chart-account-balance', path: 'account', name: 'account-balance', cell: 'Balance' },
  { testId: 'chart-ledger-balance', path: 'ledger', name: 'ledger-balance', cell: 'Balance' },
  { testId: 'chart-subscriptions', path: 'subscriptions', name: 'subscriptions', cell: 'Music stream' },
  { testId: 'chart-credit-utilisation', path: 'credit', name: 'credit-utilisation', cell: 'Utilisation' },
] as const;

test('Money charts render in both looks and red alert, with their numbers as tables', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  const user = await confirmedUser(request, 'chart');
  const { ledgerId, accountId } = await seed(request, await tokenOf(request, user));
  const paths: Record<(typeof CHARTS)[number]['path'], string> = {
    money: '/money',
    account: `/money/accounts?account=${accountId}`,
    ledger: `/money/ledger/${ledgerId}`,
    subscriptions: '/money/subscriptions',
    credit: '/money/credit',
  };
  await signIn(page, user);

  for (const chart of CHARTS) {
    await page.goto(paths[chart.path]);
    const figure = page.getByTestId(chart.testId);
    await drawn(figure);
    // The canvas has a name, and the numbers are in a table screen readers reach without pressing anything.
    await expect(figure.getByRole('img')).toHaveAccessibleName(/chart/i);
    const table = figure.getByRole('table');
    await expect(table).toBeAttached();
    await expect(table.getByRole('columnheader', { name: chart.cell })).toBeAttached();

    await setLook(page, 'material');
    await drawn(figure);
    const material = await shoot(figure, testInfo, `chart-${chart.name}-material`);
    await setLook(page, 'lcars');
    await expect(figure.locator('canvas')).toHaveAttribute('data-drawn', /^lcars/, { timeout: 30_000 });
    const lcars = await shoot(figure, testInfo, `chart-${chart.name}-lcars`);
    expect(lcars.equals(material)).toBe(false);

    // Red alert recolours the chart from the theme's alert palette.
    await page.getByRole('button', { name: 'Red alert' }).click();
    await expect(theme(page)).toHaveAttribute('data-alert', 'red');
    await expect(figure.locator('canvas')).toHaveAttribute('data-drawn', /red/i, { timeout: 30_000 });
    const red = await shoot(figure, testInfo, `chart-${chart.name}-lcars-red-alert`);
    expect(red.equals(lcars)).toBe(false);
    await page.getByRole('button', { name: 'End red alert' }).click();
    await expect(theme(page)).not.toHaveAttribute('data-alert', /./);
    await setLook(page, 'material');

    // "Show as table" puts the figures on screen in place of the canvas.
    await figure.getByRole('button', { name: 'Show as table' }).click();
    await expect(table).toBeVisible();
    await expect(figure.locator('canvas')).toHaveCount(0);
    await shoot(figure, testInfo, `chart-${chart.name}-table`);
    await figure.getByRole('button', { name: 'Show as chart' }).click();
    await drawn(figure);
  }

  // The figures are the API's: the checking account ends at its balance, the card at 72 % of its limit.
  await page.goto(paths.account);
  await expect(page.getByTestId('chart-account-balance').getByRole('table')).toContainText('$1,500.00');
  await page.goto(paths.credit);
  await expect(page.getByTestId('chart-credit-utilisation').getByRole('table')).toContainText('72.0%');
});
