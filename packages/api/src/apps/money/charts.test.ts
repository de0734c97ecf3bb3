// The Money charts' aggregates (issue 21) on both databases: balances at each month's end that agree with the
// ledger's and the account's current balance, income and spending by month, the subscriptions' coming charges,
// the sign of a right-group user, and another user's ledger or account answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Account,
  BalanceHistory,
  Cashflow,
  Ledger,
  MoneyResult,
  SubscriptionForecast,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, testUsers } from '../../../test/requests.js';
import { today } from './arithmetic.js';
import { addMonth, monthsEndingWith } from './charts.js';

describe('chart months', () => {
  it('counts months across years', () => {
    expect(addMonth('2026-11', 2)).toBe('2027-01');
    expect(addMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describeEachDatabase('money charts', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post } = testUsers(() => api);
  const thisMonth = today().slice(0, 7);
  const lastMonth = addMonth(thisMonth, -1);
  const twoAgo = addMonth(thisMonth, -2);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const saveLedger = async (who: string, body: object) =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, body))).result;
  const saveAccount = async (who: string, body: object) =>
    (await ok<MoneyResult<Account>>(await post('/api/money/account/save', who, body))).result;
  const add = async (who: string, ledgerId: number, amount: number, date: string) =>
    ok(await post(`/api/money/ledger/${ledgerId}/transaction`, who, { amount, transactionDate: date }));

  it("draws a ledger's balance at each month's end, ending at its current balance", async () => {
    const ledger = await saveLedger('owner', { title: 'Everyday' });
    await add('owner', ledger.id, 100_000, `${twoAgo}-03`);
    await add('owner', ledger.id, -25_050, `${twoAgo}-20`);
    await add('owner', ledger.id, -10_000, `${lastMonth}-15`);
    await add('owner', ledger.id, 5_000, `${thisMonth}-01`);
    // Dated after this month: in the current balance, not in this month's point.
    await add('owner', ledger.id, -1_000, `${addMonth(thisMonth, 1)}-01`);

    const history = await ok<BalanceHistory>(
      await get(`/api/money/charts/ledger/${ledger.id}/balance?months=4`, 'owner'),
    );
    expect(history.title).toBe('Everyday');
    expect(history.points).toEqual([
      { month: addMonth(thisMonth, -3), net: 0, balance: 0 },
      { month: twoAgo, net: 74_950, balance: 74_950 },
      { month: lastMonth, net: -10_000, balance: 64_950 },
      { month: thisMonth, net: 5_000, balance: 69_950 },
    ]);
    const current = (await ok<Ledger>(await get(`/api/money/ledger/${ledger.id}`, 'owner'))).currentBalance;
    expect(current).toBe(68_950);

    // Another user learns nothing: 404, as for the ledger itself.
    expect((await get(`/api/money/charts/ledger/${ledger.id}/balance`, 'mallory')).status).toBe(404);
    expect((await get(`/api/money/charts/cashflow?ledgerId=${ledger.id}`, 'mallory')).status).toBe(404);
    const theirs = await ok<Cashflow>(await get('/api/money/charts/cashflow', 'mallory'));
    expect(theirs.ledgerCount).toBe(0);
    expect(theirs.months.every((month) => month.income === 0 && month.spending === 0)).toBe(true);

    const flow = await ok<Cashflow>(
      await get(`/api/money/charts/cashflow?months=3&ledgerId=${ledger.id}`, 'owner'),
    );
    expect(flow).toMatchObject({
      currency: 'USD',
      ledgerCount: 1,
      months: [
        { month: twoAgo, income: 100_000, spending: 25_050 },
        { month: lastMonth, income: 0, spending: 10_000 },
        { month: thisMonth, income: 5_000, spending: 0 },
      ],
    });
  });

  it('shows a right-group user the reversed balance, and their income as the ledger withdrawals', async () => {
    const ledger = await saveLedger('owner', {
      title: 'Shared flat',
      sharedUsers: [ids.mallory],
      rightGroupUsers: [ids.mallory],
    });
    await add('owner', ledger.id, -30_000, `${lastMonth}-10`);
    await add('owner', ledger.id, 12_000, `${thisMonth}-02`);
    const mine = await ok<BalanceHistory>(
      await get(`/api/money/charts/ledger/${ledger.id}/balance?months=2`, 'owner'),
    );
    const theirs = await ok<BalanceHistory>(
      await get(`/api/money/charts/ledger/${ledger.id}/balance?months=2`, 'mallory'),
    );
    expect(mine.points.map((point) => point.balance)).toEqual([-30_000, -18_000]);
    expect(theirs.points.map((point) => point.balance)).toEqual([30_000, 18_000]);
    expect(theirs.points.map((point) => point.net)).toEqual([30_000, -12_000]);

    const flow = await ok<Cashflow>(await get('/api/money/charts/cashflow?months=2', 'mallory'));
    expect(flow.ledgerCount).toBe(1);
    expect(flow.months).toEqual([
      { month: lastMonth, income: 30_000, spending: 0 },
      { month: thisMonth, income: 0, spending: 12_000 },
    ]);
  });

  it('charts income and spending per currency, never adding two', async () => {
    await addUser(`flows-${kind}`, ['Member']);
    const who = `flows-${kind}`;
    const home = await saveLedger(who, { title: 'Home' });
    const second = await saveLedger(who, { title: 'Cash' });
    const tokyo = await saveLedger(who, { title: 'Tokyo', currency: 'JPY' });
    await add(who, home.id, -1_000, `${thisMonth}-02`);
    await add(who, second.id, 5_000, `${thisMonth}-03`);
    await add(who, tokyo.id, -7_000, `${thisMonth}-04`);
    const flow = await ok<Cashflow>(await get('/api/money/charts/cashflow?months=1', who));
    expect(flow.currency).toBe('USD');
    expect(flow.months).toEqual([{ month: thisMonth, income: 5_000, spending: 1_000 }]);
    expect(flow.byCurrency).toEqual([
      { currency: 'JPY', months: [{ month: thisMonth, income: 0, spending: 7_000 }] },
      { currency: 'USD', months: [{ month: thisMonth, income: 5_000, spending: 1_000 }] },
    ]);
  });

  it('leaves templates and forecasts out of the overview', async () => {
    const before = await ok<Cashflow>(await get('/api/money/charts/cashflow?months=1', 'owner'));
    const forecast = await saveLedger('owner', { title: 'Next year', ledgerTypeId: 2 });
    await add('owner', forecast.id, -99_900, `${thisMonth}-05`);
    const after = await ok<Cashflow>(await get('/api/money/charts/cashflow?months=1', 'owner'));
    expect(after).toEqual(before);
  });

  it("draws an account's balance from the ledgers that post to it", async () => {
    const account = await saveAccount('owner', {
      title: 'Checking',
      accountTypeId: 1,
      currentBalance: 50_000,
    });
    const ledger = await saveLedger('owner', {
      title: 'Checking register',
      balanceModeId: 2,
      balanceAccountId: account.id,
    });
    await add('owner', ledger.id, -20_000, `${lastMonth}-05`);
    await add('owner', ledger.id, 7_500, `${thisMonth}-05`);
    const history = await ok<BalanceHistory>(
      await get(`/api/money/charts/account/${account.id}/balance?months=3`, 'owner'),
    );
    expect(history.points).toEqual([
      { month: twoAgo, net: 0, balance: 50_000 },
      { month: lastMonth, net: -20_000, balance: 30_000 },
      { month: thisMonth, net: 7_500, balance: 37_500 },
    ]);
    const current = (await ok<Account>(await get(`/api/money/account/${account.id}`, 'owner')))
      .currentBalance;
    expect(current).toBe(37_500);
    expect((await get(`/api/money/charts/account/${account.id}/balance`, 'mallory')).status).toBe(404);
  });

  it('forecasts what each subscription charges per month', async () => {
    const monthly = await saveAccount('owner', {
      title: 'Music',
      accountTypeId: 3,
      amountPerCycle: 999,
      scheduleIntervalId: 2,
      nextCycleDate: `${thisMonth}-28`,
    });
    const yearly = await saveAccount('owner', {
      title: 'Domain',
      accountTypeId: 8,
      amountPerCycle: 1_500,
      scheduleIntervalId: 4,
      nextCycleDate: `${addMonth(thisMonth, 2)}-10`,
    });
    await saveAccount('owner', {
      title: 'Car lease',
      accountTypeId: 11,
      amountPerCycle: 30_000,
      scheduleIntervalId: 2,
      nextCycleDate: `${thisMonth}-15`,
    });
    const forecast = await ok<SubscriptionForecast>(
      await get('/api/money/charts/subscriptions?months=4', 'owner'),
    );
    expect(forecast.months).toEqual([0, 1, 2, 3].map((offset) => addMonth(thisMonth, offset)));
    expect(forecast.series).toEqual([
      { id: yearly.id, title: 'Domain', amounts: [0, 0, 1_500, 0] },
      { id: monthly.id, title: 'Music', amounts: [999, 999, 999, 999] },
    ]);
    expect(forecast.totals).toEqual([999, 999, 2_499, 999]);
    const withLeases = await ok<SubscriptionForecast>(
      await get('/api/money/charts/subscriptions?months=1&includeLeases=true', 'owner'),
    );
    expect(withLeases.totals).toEqual([30_999]);
    // Mallory has none of her own, and sees none of the owner's.
    const theirs = await ok<SubscriptionForecast>(await get('/api/money/charts/subscriptions', 'mallory'));
    expect(theirs.series).toEqual([]);
    expect(theirs.totals).toHaveLength(12);
  });

  it('answers 400 naming the field for a bad number of months', async () => {
    for (const months of ['0', '121', 'many']) {
      const response = await get(`/api/money/charts/cashflow?months=${months}`, 'owner');
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('months');
    }
  });
});
