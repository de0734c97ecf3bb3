// The undo of a delete loses nothing: a transaction comes back with its category, payee and split parts in one
// database transaction (all or none), and a deleted transfer can be read first and written again with both
// sides' memos. A hostile user reads no one else's transfer, nor one whose share was taken back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Category,
  Ledger,
  MoneyResult,
  Transaction,
  TransactionSplit,
  TransactionTags,
  Transfer,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';

describeEachDatabase('money undo of a delete', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (who: string, title: string, extra: object = {}): Promise<Ledger> =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title, ...extra }))).result;
  const newCategory = async (who: string, name: string): Promise<Category> =>
    ok<Category>(await post('/api/money/categories', who, { name }));
  const tagsOf = async (who: string, ledgerId: number, id: number): Promise<TransactionTags | undefined> =>
    (await ok<TransactionTags[]>(await post(`/api/money/ledger/${ledgerId}/tags`, who, { ids: [id] })))[0];
  const rowCount = async (ledgerId: number): Promise<number> =>
    Number(
      (
        (await api.db('money_transactions').where({ ledger_id: ledgerId }).count({ n: '*' }).first()) as {
          n: unknown;
        }
      ).n,
    );
  const restore = (who: string, ledgerId: number, body: object) =>
    post(`/api/money/ledger/${ledgerId}/transaction/restore`, who, {
      amount: -4_200,
      transactionTypeId: 2,
      memo: 'Groceries',
      transactionDate: '2026-05-02',
      ...body,
    });

  it('puts a transaction back with its category and payee', async () => {
    const ledger = await newLedger('owner', 'Household');
    const food = await newCategory('owner', 'Food');
    const back = await ok<MoneyResult<Transaction>>(
      await restore('owner', ledger.id, { categoryId: food.id, payee: 'Corner shop' }),
    );
    expect(back.result).toMatchObject({ amount: -4_200, memo: 'Groceries' });
    expect(await tagsOf('owner', ledger.id, back.result.id)).toMatchObject({
      categoryId: food.id,
      payee: 'Corner shop',
      split: false,
    });
  });

  it('puts a split back with its parts, exact to the cent', async () => {
    const ledger = await newLedger('owner', 'Split household');
    const food = await newCategory('owner', 'Food 2');
    const home = await newCategory('owner', 'Home 2');
    const parts = [
      { categoryId: food.id, amount: -3_001, memo: 'food' },
      { categoryId: home.id, amount: -1_199, memo: 'bulbs' },
    ];
    const back = await ok<MoneyResult<Transaction>>(await restore('owner', ledger.id, { parts }));
    const split = await ok<TransactionSplit>(
      await get(`/api/money/ledger/transaction/${back.result.id}/split`, 'owner'),
    );
    expect(split.parts).toEqual(parts);
    expect((await tagsOf('owner', ledger.id, back.result.id))?.split).toBe(true);
  });

  it('refuses what it cannot put back whole, naming the field, and writes nothing', async () => {
    const ledger = await newLedger('owner', 'Refusals');
    const theirs = await newCategory('mallory', 'Not yours');
    const mine = await newCategory('owner', 'Mine');
    const foreign = await restore('owner', ledger.id, { categoryId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(problemFields(foreign.body)).toEqual(['categoryId']);
    const badSum = await restore('owner', ledger.id, {
      parts: [
        { categoryId: mine.id, amount: -1, memo: '' },
        { categoryId: null, amount: -2, memo: '' },
      ],
    });
    expect(badSum.status).toBe(400);
    expect(problemFields(badSum.body)).toEqual(['parts']);
    const both = await restore('owner', ledger.id, {
      categoryId: mine.id,
      parts: [
        { categoryId: mine.id, amount: -4_000, memo: '' },
        { categoryId: null, amount: -200, memo: '' },
      ],
    });
    expect(problemFields(both.body)).toEqual(['categoryId']);
    expect(await rowCount(ledger.id)).toBe(0);
    // A hostile user cannot put a row into the owner's ledger, nor learn where the owner's rows stand.
    expect((await restore('mallory', ledger.id, {})).status).toBe(404);
    const owners = await ok<MoneyResult<Transaction>>(await restore('owner', ledger.id, {}));
    expect((await get(`/api/money/ledger/transaction/${owners.result.id}/place`, 'mallory')).status).toBe(
      404,
    );
    expect(await ok(await get(`/api/money/ledger/transaction/${owners.result.id}/place`, 'owner'))).toEqual({
      ledgerId: ledger.id,
      historical: false,
      index: 0,
    });
  });

  it('reads a transfer before its delete and writes it again with both memos', async () => {
    const checking = await newLedger('owner', 'Checking');
    const savings = await newLedger('owner', 'Savings');
    const made = await ok<Transfer>(
      await post('/api/money/transfer', 'owner', {
        fromLedgerId: checking.id,
        toLedgerId: savings.id,
        amount: 5_000,
        transactionDate: '2026-05-03',
        memo: 'To savings',
        depositMemo: 'From checking',
      }),
    );
    expect([made.withdrawal.memo, made.deposit.memo]).toEqual(['To savings', 'From checking']);
    const read = await ok<Transfer>(await get(`/api/money/transfer/${made.transferId}`, 'owner'));
    expect(read).toEqual(made);
    // Another user, or anyone after the delete: 404.
    expect((await get(`/api/money/transfer/${made.transferId}`, 'mallory')).status).toBe(404);
    await ok(await del(`/api/money/ledger/transaction/${made.deposit.id}/delete`, 'owner'));
    expect((await get(`/api/money/transfer/${made.transferId}`, 'owner')).status).toBe(404);
    expect([await rowCount(checking.id), await rowCount(savings.id)]).toEqual([0, 0]);
    const again = await ok<Transfer>(
      await post('/api/money/transfer', 'owner', {
        fromLedgerId: read.withdrawal.ledgerId,
        toLedgerId: read.deposit.ledgerId,
        amount: read.deposit.amount,
        transactionDate: read.deposit.transactionDate,
        memo: read.withdrawal.memo,
        depositMemo: read.deposit.memo,
      }),
    );
    expect([again.withdrawal.amount, again.deposit.amount]).toEqual([-5_000, 5_000]);
    expect(again.deposit.memo).toBe('From checking');
  });

  it('shows a transfer only while both ledgers are readable', async () => {
    const theirs = await newLedger('mallory', 'Mallory');
    const shared = await newLedger('owner', 'Shared', {
      sharedUsers: [ids.mallory],
      shareUsersCanEdit: true,
    });
    const made = await ok<Transfer>(
      await post('/api/money/transfer', 'mallory', {
        fromLedgerId: theirs.id,
        toLedgerId: shared.id,
        amount: 300,
        transactionDate: '2026-05-04',
      }),
    );
    await ok(await get(`/api/money/transfer/${made.transferId}`, 'mallory'));
    await ok(await post('/api/money/ledger', 'owner', { id: shared.id, title: 'Shared', sharedUsers: [] }));
    expect((await get(`/api/money/transfer/${made.transferId}`, 'mallory')).status).toBe(404);
    expect((await get('/api/money/transfer/0', 'owner')).status).toBe(400);
  });
});
