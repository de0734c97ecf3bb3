// Money reports over HTTP on both databases: spending by category (split parts counted by their categories) and
// by payee, income against spending, net worth at month ends, transfers left out, currencies kept apart, and a
// second user who sees none of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Category, Ledger, MoneyReport, MoneyResult, Transaction } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';

describeEachDatabase('money reports', (kind) => {
  let api: TestServer;
  const { addUser, get, post, put } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (who: string, extra: object = {}): Promise<Ledger> =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title: 'Household', ...extra })))
      .result;
  const add = async (who: string, ledgerId: number, amount: number, date: string): Promise<Transaction> =>
    ok<Transaction>(
      await post(`/api/money/ledger/${ledgerId}/transaction`, who, {
        amount,
        transactionDate: date,
        memo: '',
      }),
    );
  const category = async (who: string, name: string, extra: object = {}) =>
    ok<Category>(await post('/api/money/categories', who, { name, ...extra }));
  const report = async (who: string, from: string, to: string) =>
    ok<MoneyReport>(await get(`/api/money/reports?from=${from}&to=${to}`, who));

  it('sums categories, payees and months of the range, leaves transfers out and keeps currencies apart', async () => {
    const home = await newLedger('owner');
    const savings = await newLedger('owner', { title: 'Savings' });
    const yen = await newLedger('owner', { title: 'Tokyo', currency: 'JPY' });
    const food = await category('owner', 'Food');
    const fun = await category('owner', 'Fun');

    const groceries = await add('owner', home.id, -5000, '2026-03-02');
    await ok(
      await put(`/api/money/ledger/transaction/${groceries.id}/category`, 'owner', { categoryId: food.id }),
    );
    await ok(await put(`/api/money/ledger/transaction/${groceries.id}/payee`, 'owner', { payee: 'Grocer' }));
    const cinema = await add('owner', home.id, -2000, '2026-03-05');
    await ok(
      await put(`/api/money/ledger/transaction/${cinema.id}/category`, 'owner', { categoryId: fun.id }),
    );
    await add('owner', home.id, 100_000, '2026-03-01');
    const mixed = await add('owner', home.id, -3000, '2026-04-10');
    await ok(
      await put(`/api/money/ledger/transaction/${mixed.id}/split`, 'owner', {
        parts: [
          { categoryId: food.id, amount: -1000 },
          { categoryId: fun.id, amount: -2000 },
        ],
      }),
    );
    await ok(
      await post('/api/money/transfer', 'owner', {
        fromLedgerId: home.id,
        toLedgerId: savings.id,
        amount: 20_000,
        transactionDate: '2026-03-20',
      }),
    );
    await add('owner', home.id, -999, '2026-05-01'); // after the range
    await add('owner', yen.id, -1500, '2026-03-03');

    const answer = await report('owner', '2026-03-01', '2026-04-30');
    expect(answer.currencies.map((part) => part.currency)).toEqual(['JPY', 'USD']);
    const usd = answer.currencies.find((part) => part.currency === 'USD');
    const jpy = answer.currencies.find((part) => part.currency === 'JPY');
    expect(usd?.ledgerCount).toBe(2);
    const byName = Object.fromEntries((usd?.byCategory ?? []).map((line) => [line.name, line.total]));
    expect(byName).toEqual({ Food: -6000, Fun: -4000, Uncategorised: 100_000 });
    const payees = Object.fromEntries((usd?.byPayee ?? []).map((line) => [line.name, line.total]));
    expect(payees).toEqual({ Grocer: -5000, 'No payee': 95_000 });
    expect(usd?.months).toEqual([
      { month: '2026-03', income: 100_000, spending: 7000 },
      { month: '2026-04', income: 0, spending: 3000 },
    ]);
    // Net worth counts the transfer's both sides (money moved, not spent) and what is dated up to each month end.
    expect(usd?.netWorth.map((point) => point.net)).toEqual([93_000, 90_000]);
    expect(jpy?.byCategory).toEqual([{ categoryId: null, name: 'Uncategorised', group: null, total: -1500 }]);
    expect(jpy?.netWorth.map((point) => point.net)).toEqual([-1500, -1500]);

    // Whole months come from the totals the database keeps, partial first and last months from the rows: the
    // same rows counted whatever the range's shape.
    const totalsOf = (part?: MoneyReport['currencies'][number]) =>
      Object.fromEntries((part?.byCategory ?? []).map((line) => [line.name, line.total]));
    const usdOf = (answer: MoneyReport) => answer.currencies.find((part) => part.currency === 'USD');
    const partial = usdOf(await report('owner', '2026-03-02', '2026-04-10'));
    expect(totalsOf(partial)).toEqual({ Food: -6000, Fun: -4000 });
    expect(partial?.months).toEqual([
      { month: '2026-03', income: 0, spending: 7000 },
      { month: '2026-04', income: 0, spending: 3000 },
    ]);
    expect(totalsOf(usdOf(await report('owner', '2026-03-02', '2026-03-04')))).toEqual({ Food: -5000 });
    expect(totalsOf(usdOf(await report('owner', '2026-04-01', '2026-04-30')))).toEqual({
      Food: -1000,
      Fun: -2000,
    });
    expect(totalsOf(usdOf(await report('owner', '2026-02-01', '2026-05-01')))).toEqual({
      Food: -6000,
      Fun: -4000,
      Uncategorised: 99_001,
    });
  });

  it('shows a second user nothing of the first’s, and names a bad range', async () => {
    const answer = await report('mallory', '2026-03-01', '2026-04-30');
    expect(answer.currencies.every((part) => part.byCategory.length === 0 && part.byPayee.length === 0)).toBe(
      true,
    );
    const backwards = await get('/api/money/reports?from=2026-05-01&to=2026-04-01', 'owner');
    expect(backwards.status).toBe(400);
    expect(problemFields(backwards.body)).toEqual(['to']);
    const bad = await get('/api/money/reports?from=someday&to=2026-04-01', 'owner');
    expect(problemFields(bad.body)).toEqual(['from']);
  });
});
