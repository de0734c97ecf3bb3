import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Money screens of issue 21: every Money page at desktop and phone width in both looks and a red alert (no
// sideways scrolling at 390 px, screenshots in the artefacts), ledger sharing from the dialog with a right-group
// user who sees amounts and balances reversed, the new transaction's type, the opening balance row after a
// reconcile, human account-type labels, focus after a cell commit, and pages that say they are offline.
// Every test works as users of its own.

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(response: { ok: () => boolean; json: () => Promise<unknown>; status: () => number }) {
  expect(response.ok(), String(response.status())).toBeTruthy();
  return (await response.json()) as T;
}

const isoDay = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Seeded {
  checking: number;
  ledger: number;
  template: number;
}

/** A user's Money: a checking account with a ledger of a dozen rows, a credit card, a subscription, a template. */
async function seedMoney(request: APIRequestContext, token: string): Promise<Seeded> {
  const save = async (data: object) =>
    ok<{ result: { id: number } }>(
      await request.post('/api/money/account/save', { headers: auth(token), data }),
    );
  const checking = (
    await save({
      title: 'Everyday checking with a rather long name',
      accountTypeId: 1,
      accountNumber: '****4821',
      currentBalance: 250_000,
      description: 'Salary in, bills out.',
    })
  ).result.id;
  await save({
    title: 'Travel rewards card',
    accountTypeId: 4,
    currentBalance: 123_456,
    creditLimit: 500_000,
    percentageRate: 22.99,
  });
  await save({
    title: 'Video streaming',
    accountTypeId: 3,
    amountPerCycle: 1_549,
    scheduleIntervalId: 2,
    nextCycleDate: isoDay(9),
  });
  const ledger = await apiLedger(request, token, 'Household register', {
    balanceModeId: 2,
    balanceAccountId: checking,
    ledgerTypeId: 3,
  });
  const memos = ['Salary', 'Rent', 'Groceries - Fresh Market', 'Electricity', 'Internet', 'Dinner out'];
  for (let index = 0; index < 12; index += 1) {
    const memo = memos[index % memos.length] ?? 'Row';
    await addRow(request, token, ledger, {
      amount: memo === 'Salary' ? 245_000 : 4_000 + index * 1_111,
      transactionTypeId: memo === 'Salary' ? 1 : 2,
      memo: `${memo} ${String(index + 1)}`,
      transactionDate: isoDay(index - 30),
    });
  }
  const template = await apiLedger(request, token, 'Monthly budget', { ledgerTypeId: 99, balanceModeId: 99 });
  return { checking, ledger, template };
}

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
  return (await ok<{ result: { id: number } }>(response)).result.id;
}

async function addRow(
  request: APIRequestContext,
  token: string,
  ledger: number,
  data: { amount: number; transactionTypeId: number; memo: string; transactionDate: string },
): Promise<number> {
  const response = await request.post(`/api/money/ledger/${String(ledger)}/transaction`, {
    headers: auth(token),
    data,
  });
  return (await ok<{ id: number }>(response)).id;
}

/** Neither the page nor the document scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const sizes = await page.evaluate(() => {
    const element = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
  expect(sizes.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(sizes.clientWidth);
}

/** Nothing inside the main content sticks out on the right of the viewport (cut off or scrolling). */
async function expectNothingCutOff(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'main [role="grid"], main [role="toolbar"], main h1, main table',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        offenders.push(`${element.tagName}${element.getAttribute('aria-label') ?? ''} ${String(box.right)}`);
      // A grid whose content is wider than it is scrolls sideways (a phone must not).
      if (element.getAttribute('role') === 'grid') {
        const scroller = element.scrollWidth > element.clientWidth + 1;
        if (scroller) offenders.push(`grid ${element.getAttribute('aria-label') ?? ''} scrolls sideways`);
      }
    }
    return offenders;
  });
  expect(overflow, `${where}: cut off on the right`).toEqual([]);
}

async function moneyPages(seeded: Seeded): Promise<[string, string, string][]> {
  return Promise.resolve([
    ['home', '/money', 'Money'],
    ['accounts', '/money/accounts', 'Accounts'],
    ['account', `/money/accounts?account=${String(seeded.checking)}`, 'Accounts'],
    ['ledgers', '/money/ledgers', 'Ledgers'],
    ['templates', '/money/templates', 'Budget Templates'],
    ['ledger', `/money/ledger/${String(seeded.ledger)}`, 'Household register'],
    ['subscriptions', '/money/subscriptions', 'Subscriptions'],
    ['credit', '/money/credit', 'Credit'],
  ]);
}

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading data...')).toHaveCount(0);
  // Fonts and lazy chunks settle.
  await page.waitForTimeout(300);
}

test('every Money page in both looks, a red alert and at phone width: nothing cut off, no sideways scroll', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'mscr');
  const seeded = await seedMoney(request, await tokenOf(request, user));
  await signIn(page, user);
  const pages = await moneyPages(seeded);
  for (const look of ['material', 'lcars'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/money');
    if (look === 'lcars') {
      await page.getByRole('button', { name: 'LCARS look' }).click();
      await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
    }
    for (const [name, path, heading] of pages) {
      await visit(page, path, heading);
      await expectNothingCutOff(page, `${look} ${name}`);
      await expectNoSidewaysScroll(page, `${look} ${name}`);
      await shot(page, testInfo, `money-${name}-${look}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, path, heading] of pages) {
      await visit(page, path, heading);
      await expectNoSidewaysScroll(page, `${look} phone ${name}`);
      await expectNothingCutOff(page, `${look} phone ${name}`);
      await shot(page, testInfo, `money-${name}-${look}-phone`);
    }
    // The app bar's icons stay on one line at phone width.
    const bar = page.getByRole('banner').first();
    const heights = await bar
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.filter((b) => b.getBoundingClientRect().width > 0).map((b) => b.getBoundingClientRect().top),
      );
    expect(new Set(heights.map((top) => Math.round(top / 8))).size, 'app-bar icons wrap').toBeLessThanOrEqual(
      1,
    );
  }
  // A red alert on the ledger, both widths.
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, `/money/ledger/${String(seeded.ledger)}`, 'Household register');
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(page.locator('[data-alert="red"]').first()).toBeVisible();
  await shot(page, testInfo, 'money-ledger-lcars-red-alert');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'red alert phone ledger');
  await shot(page, testInfo, 'money-ledger-lcars-red-alert-phone');
});
