// Search across ledgers (money-moves): every ledger the caller can read at this moment and no other; by memo,
// exact amount and range (on the size), date range, reconciled or not; newest first, keyset-paged and
// bounded; a right-group user sees amounts as they see the ledger; a share taken back drops its rows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Category, Ledger, MoneyResult, MoneySearchResult, Transaction } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';

describeEachDatabase('money search across ledgers', (kind) => {
  let api: TestServer;
  const { ids, addUser, post, put } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (who: string, body: object) =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, body))).result;
  const add = async (who: string, ledgerId: number, amount: number, memo: string, date: string) =>
    ok<Transaction>(
      await post(`/api/money/ledger/${ledgerId}/transaction`, who, { amount, memo, transactionDate: date }),
    );
  const search = (who: string, body: object) => post('/api/money/search', who, body);
  const memos = (result: MoneySearchResult) => result.records.map((hit) => hit.transaction.memo);

  it('finds rows of every readable ledger by memo, amount, dates and state, and nothing of others', async () => {
    const a = await newLedger('owner', { title: 'Alpha' });
    const b = await newLedger('owner', { title: 'Beta', currency: 'EUR' });
    const hidden = await newLedger('mallory', { title: 'Mallory private' });
    await add('owner', a.id, -1_250, 'Coffee beans', '2026-01-05');
    const tea = await add('owner', b.id, 1_250, 'Coffee refund 100%', '2026-02-10');
    await add('owner', a.id, -99_999, 'Rent', '2026-02-01');
    await add('mallory', hidden.id, -1_250, 'Coffee secret', '2026-02-11');

    const coffee = await ok<MoneySearchResult>(await search('owner', { memo: 'coffee' }));
    expect(memos(coffee)).toEqual(['Coffee refund 100%', 'Coffee beans']);
    expect(coffee.records[0]).toMatchObject({
      ledgerTitle: 'Beta',
      currency: 'EUR',
      transaction: { id: tea.id },
    });
    // Wildcards are text: "100%" finds only the row that says it.
    expect(memos(await ok<MoneySearchResult>(await search('owner', { memo: '100%' })))).toEqual([
      'Coffee refund 100%',
    ]);
    expect(memos(await ok<MoneySearchResult>(await search('owner', { memo: '_' })))).toEqual([]);
    expect(memos(await ok<MoneySearchResult>(await search('owner', { amount: 1_250 })))).toHaveLength(2);
    expect(memos(await ok<MoneySearchResult>(await search('owner', { amountFrom: 2_000 })))).toEqual([
      'Rent',
    ]);
    expect(
      memos(
        await ok<MoneySearchResult>(await search('owner', { dateFrom: '2026-02-01', dateTo: '2026-02-05' })),
      ),
    ).toEqual(['Rent']);
    expect(memos(await ok<MoneySearchResult>(await search('owner', { reconciled: true })))).toEqual([]);
    expect(memos(await ok<MoneySearchResult>(await search('owner', { reconciled: false })))).toHaveLength(3);
    // Mallory sees only their own.
    expect(memos(await ok<MoneySearchResult>(await search('mallory', { memo: 'coffee' })))).toEqual([
      'Coffee secret',
    ]);

    const bad = await search('owner', { amountFrom: 5, amountTo: 1 });
    expect(bad.status).toBe(400);
    expect(problemFields(bad.body)).toEqual(['amountTo']);
    const tooMany = await search('owner', { limit: 1000 });
    expect(problemFields(tooMany.body)).toEqual(['limit']);
  });

  it('pages by keyset, shows a right-group user their signs, and forgets a share taken back', async () => {
    const shared = await newLedger('owner', {
      title: 'Flat',
      sharedUsers: [ids.mallory],
      rightGroupUsers: [ids.mallory],
    });
    for (let day = 1; day <= 5; day += 1)
      await add('owner', shared.id, -day * 100, `Flat bill ${day}`, `2026-05-0${day}`);
    const first = await ok<MoneySearchResult>(await search('mallory', { memo: 'flat bill', limit: 2 }));
    expect(memos(first)).toEqual(['Flat bill 5', 'Flat bill 4']);
    expect(first.records[0]?.transaction.amount).toBe(500);
    const second = await ok<MoneySearchResult>(
      await search('mallory', { memo: 'flat bill', limit: 2, after: first.nextCursor }),
    );
    expect(memos(second)).toEqual(['Flat bill 3', 'Flat bill 2']);
    const third = await ok<MoneySearchResult>(
      await search('mallory', { memo: 'flat bill', limit: 2, after: second.nextCursor }),
    );
    expect(memos(third)).toEqual(['Flat bill 1']);
    expect(third.nextCursor).toBeNull();

    await ok(await post('/api/money/ledger', 'owner', { id: shared.id, title: 'Flat', sharedUsers: [] }));
    expect(memos(await ok<MoneySearchResult>(await search('mallory', { memo: 'flat bill' })))).toEqual([]);
  });

  it("narrows by one of the caller's categories (a split by its parts) and by payee", async () => {
    const ledger = await newLedger('owner', { title: 'Tagged' });
    const food = await ok<Category>(await post('/api/money/categories', 'owner', { name: 'Food' }));
    const fuel = await ok<Category>(await post('/api/money/categories', 'owner', { name: 'Fuel' }));
    const theirs = await ok<Category>(await post('/api/money/categories', 'mallory', { name: 'Food' }));
    const bread = await add('owner', ledger.id, -300, 'tagged bread', '2026-05-01');
    await ok(
      await put(`/api/money/ledger/transaction/${bread.id}/category`, 'owner', { categoryId: food.id }),
    );
    await ok(
      await put(`/api/money/ledger/transaction/${bread.id}/payee`, 'owner', { payee: 'Corner Bakery' }),
    );
    const mixed = await add('owner', ledger.id, -5000, 'tagged station', '2026-05-02');
    await ok(
      await put(`/api/money/ledger/transaction/${mixed.id}/split`, 'owner', {
        parts: [
          { categoryId: fuel.id, amount: -4000 },
          { categoryId: food.id, amount: -1000 },
        ],
      }),
    );
    await add('owner', ledger.id, -100, 'tagged nothing', '2026-05-03');
    const found = async (who: string, body: object) =>
      memos(await ok<MoneySearchResult>(await search(who, { memo: 'tagged', ...body })));

    expect(await found('owner', { categoryId: food.id })).toEqual(['tagged station', 'tagged bread']);
    expect(await found('owner', { categoryId: fuel.id })).toEqual(['tagged station']);
    expect(await found('owner', { categoryId: 0 })).toEqual(['tagged nothing']);
    expect(await found('owner', { payee: 'bakery' })).toEqual(['tagged bread']);
    expect(await found('owner', { payee: '%' })).toEqual([]);
    // Another user's category finds nothing of the owner's, and the owner's finds nothing for them.
    expect(await found('owner', { categoryId: theirs.id })).toEqual([]);
    expect(await found('mallory', { categoryId: food.id })).toEqual([]);
    expect(problemFields((await search('owner', { categoryId: -1 })).body)).toEqual(['categoryId']);
    expect(problemFields((await search('owner', { payee: 'x'.repeat(101) })).body)).toEqual(['payee']);
  });
});
