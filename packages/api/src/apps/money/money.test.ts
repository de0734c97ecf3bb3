import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Account,
  AccountEdit,
  CreditList,
  Ledger,
  MoneyResult,
  SubscriptionList,
  Transaction,
  TransactionPage,
} from '@lcars/contract/money';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/server.js';
import { problemFields, testUsers } from '../../../test/requests.js';
import { today } from './arithmetic.js';
import { runDueSchedules } from './schedules.js';

describeEachDatabase('money', (kind) => {
  let api: TestServer;
  const { tokens, ids, addUser, get, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    tokens.demo = await api.login('demo', api.demoPassword ?? '');
    tokens.admin = await api.login('admin', api.adminPassword);
    await addUser('bob', ['Member']);
    await addUser('carol', ['Member']);
    await addUser('dave', ['Member']);
    await addUser(
      'reader',
      [],
      [
        ['Money', 'Access'],
        ['Money', 'Read'],
      ],
    );
    await addUser('nomoney', []);
  });
  afterAll(() => api?.close());

  async function saveAccount(who: string, body: object): Promise<Account> {
    const response = await post('/api/money/account/save', who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as MoneyResult<Account>).result;
  }
  async function saveLedger(who: string, body: object): Promise<Ledger> {
    const response = await post('/api/money/ledger', who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as MoneyResult<Ledger>).result;
  }
  /** Bob's bank account and its register: an Account-type ledger whose balance follows the account. */
  async function accountWithRegister(title: string, currentBalance: number) {
    const account = await saveAccount('bob', { title, accountTypeId: 1, currentBalance });
    const register = await saveLedger('bob', {
      title: `${title} register`,
      balanceModeId: 2,
      balanceAccountId: account.id,
      ledgerTypeId: 3,
    });
    return { account, register };
  }
  async function addTransaction(who: string, ledgerId: number, body: object): Promise<Transaction> {
    const response = await post(`/api/money/ledger/${ledgerId}/transaction`, who, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Transaction;
  }
  async function page(
    who: string,
    ledgerId: number,
    body: object = {},
    historical = false,
  ): Promise<TransactionPage> {
    const response = await post(
      `/api/money/ledger/${ledgerId}/transactions/${String(historical)}`,
      who,
      body,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as TransactionPage;
  }

  it('answers 401 anonymous, 403 without the Money claim, 403 creating without Money/Create', async () => {
    expect((await api.request.get('/api/money/account/list')).status).toBe(401);
    expect((await api.request.post('/api/money/ledger/1/transactions/false').send({})).status).toBe(401);
    expect((await get('/api/money/account/list', 'nomoney')).status).toBe(403);
    expect((await get('/api/money/ledger/list', 'nomoney')).status).toBe(403);
    expect((await get('/api/money/account/list', 'reader')).status).toBe(200);
    const create = await post('/api/money/account/save', 'reader', { title: 'Nope', accountTypeId: 1 });
    expect(create.status).toBe(403);
    expect((await post('/api/money/ledger', 'reader', { title: 'Nope' })).status).toBe(403);
  });

  it('validates with 400 problems naming the field', async () => {
    const missing = await post('/api/money/account/save', 'bob', { accountTypeId: 1 });
    expect(missing.status).toBe(400);
    expect(problemFields(missing.body)).toContain('title');
    const badDate = await post('/api/money/account/save', 'bob', {
      title: 'X',
      accountTypeId: 1,
      nextCycleDate: '2024-2-30',
    });
    expect(badDate.status).toBe(400);
    expect(problemFields(badDate.body)[0]).toBe('nextCycleDate');
    const badType = await post('/api/money/account/save', 'bob', { title: 'X', accountTypeId: 12 });
    expect(problemFields(badType.body)[0]).toBe('accountTypeId');
    const floatAmount = await post('/api/money/account/save', 'bob', {
      title: 'X',
      accountTypeId: 1,
      currentBalance: 10.5,
    });
    expect(problemFields(floatAmount.body)[0]).toBe('currentBalance');
    const badProperty = await put('/api/money/ledger/transaction/1/update', 'bob', {
      id: 1,
      ledgerId: 1,
      property: 'archived',
      value: true,
    });
    expect(problemFields(badProperty.body)[0]).toBe('property');
  });

  it('creates, shows, edits and deletes an account with its fixed messages and lookup lists', async () => {
    const response = await post('/api/money/account/save', 'bob', {
      title: 'Bob checking',
      accountTypeId: 1,
      currentBalance: 100_000,
      percentageRate: 1.25,
    });
    expect(response.body).toMatchObject({ success: true, message: 'Successfully saved account!' });
    const account = (response.body as MoneyResult<Account>).result;
    expect(account).toMatchObject({
      title: 'Bob checking',
      active: true,
      enableAccount: true,
      enableLedger: false,
      ledgerTypeId: 1,
      percentageRate: 1.25,
      currentBalance: 100_000,
    });
    const edit = (await get(`/api/money/account/${account.id}/edit`, 'bob')).body as AccountEdit;
    expect(edit.createdDate).toMatch(/^\d{4}-/);
    expect(Array.isArray(edit.availableAccounts) && Array.isArray(edit.availableLedgers)).toBe(true);
    expect((await get('/api/money/account/list', 'bob')).body as Account[]).toContainEqual(
      expect.objectContaining({ id: account.id }),
    );
    const md = (await get('/api/money/account/md', 'bob')).body as {
      lists: Record<string, { records: { id: number; title: string }[] }>;
    };
    expect(md.lists.accounttype?.records).toHaveLength(11);
    expect(md.lists.intervals?.records.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(md.lists.users?.records.map((r) => r.title)).toContain('bob');
    expect(md.lists.balancemodes?.records.map((r) => r.id)).toEqual([1, 2, 3, 99]);
    expect(md.lists.ledgertypes?.records.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 99]);
    const ledgerMd = (await get('/api/money/ledger/md', 'bob')).body as {
      lists: Record<string, { records: unknown[] }>;
    };
    expect(Object.keys(ledgerMd.lists).sort()).toEqual([
      'accounttype',
      'availableAccounts',
      'balancemodes',
      'intervals',
      'ledgertypes',
      'users',
    ]);
    const updated = await saveAccount('bob', { ...account, title: 'Bob main checking' });
    expect(updated.title).toBe('Bob main checking');
    const deleted = await del(`/api/money/account/delete/${account.id}`, 'bob');
    expect(deleted.body).toMatchObject({
      success: true,
      message: 'The account Bob main checking was deleted successfully',
    });
    expect((await get(`/api/money/account/${account.id}`, 'bob')).status).toBe(404);
  });

  it('enforces sharing: not shared 404, shared read-only 403 on edits, shared editors may edit', async () => {
    const readOnly = await saveAccount('bob', {
      title: 'Shared card',
      accountTypeId: 4,
      sharedUsers: [ids.carol],
      shareUsersCanEdit: false,
      shareUsersCanEditUsers: false,
    });
    expect((await get(`/api/money/account/${readOnly.id}`, 'carol')).status).toBe(200);
    expect((await get(`/api/money/account/${readOnly.id}`, 'demo')).status).toBe(404);
    expect((await get(`/api/money/account/${readOnly.id}/edit`, 'demo')).status).toBe(404);
    expect((await post('/api/money/account/save', 'demo', { ...readOnly, title: 'Mine now' })).status).toBe(
      404,
    );
    expect((await post('/api/money/account/save', 'carol', { ...readOnly, title: 'Changed' })).status).toBe(
      403,
    );
    expect((await del(`/api/money/account/delete/${readOnly.id}`, 'carol')).status).toBe(403);
    expect((await del(`/api/money/account/delete/${readOnly.id}`, 'demo')).status).toBe(404);

    const ledger = await saveLedger('bob', {
      title: 'Trip',
      sharedUsers: [ids.carol],
      shareUsersCanEdit: false,
    });
    expect((await get(`/api/money/ledger/${ledger.id}`, 'demo')).status).toBe(404);
    expect((await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'demo', {})).status).toBe(404);
    expect(
      (
        await post(`/api/money/ledger/${ledger.id}/transaction`, 'demo', {
          amount: 1,
          transactionDate: '2024-1-1',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(`/api/money/ledger/${ledger.id}/transaction`, 'carol', {
          amount: 1,
          transactionDate: '2024-1-1',
        })
      ).status,
    ).toBe(403);
    const row = await addTransaction('bob', ledger.id, { amount: 500, transactionDate: '2024-1-1' });
    expect(
      (
        await put(`/api/money/ledger/transaction/${row.id}/update`, 'carol', {
          id: row.id,
          ledgerId: ledger.id,
          property: 'memo',
          value: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await del(`/api/money/ledger/transaction/${row.id}/delete`, 'demo')).status).toBe(404);
    expect((await page('carol', ledger.id)).records).toHaveLength(1);
    expect((await get('/api/money/ledger/list', 'carol')).body as Ledger[]).toContainEqual(
      expect.objectContaining({ id: ledger.id, canEdit: false }),
    );

    const editable = await saveLedger('bob', {
      title: 'Groceries',
      sharedUsers: [ids.carol],
      shareUsersCanEdit: true,
      shareUsersCanEditUsers: false,
    });
    const byCarol = await post('/api/money/ledger', 'carol', { ...editable, title: 'Groceries and more' });
    expect(byCarol.body).toMatchObject({
      success: true,
      message: 'Successfully saved ledger Groceries and more',
    });
    // Carol may edit but not change the user list.
    expect(
      (await post('/api/money/ledger', 'carol', { ...editable, sharedUsers: [ids.carol, ids.dave] })).status,
    ).toBe(403);
    expect((await del(`/api/money/ledger/${editable.id}`, 'carol')).status).toBe(403);
    const deleted = await del(`/api/money/ledger/${editable.id}`, 'bob');
    expect(deleted.body).toMatchObject({
      success: true,
      message: "Ledger 'Groceries and more' was successfully deleted.",
    });
  });

  it('computes running balances in mode Self, with keyset paging both ways and the historical set', async () => {
    const ledger = await saveLedger('bob', { title: 'Self ledger', balanceModeId: 1 });
    const amounts = [10_000, -2_500, -1_000, 4_000, -300, 750, -1_200];
    for (const [index, amount] of amounts.entries()) {
      await addTransaction('bob', ledger.id, {
        amount,
        transactionDate: `2024-0${1 + (index % 3)}-${10 + index}`,
        memo: `row ${index}`,
      });
    }
    const all = await page('bob', ledger.id, { itemsPerPage: 100 });
    const byKey = [...all.records];
    let running = 0;
    for (const record of byKey) {
      running += record.amount;
      expect(record.balance).toBe(running);
    }
    expect(all.currentBalance).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(all.total).toBe(7);

    // Keyset: 3 at a time, ascending and descending, balances agree with the full list.
    const expected = new Map(byKey.map((record) => [record.id, record.balance]));
    for (const sortDirection of ['asc', 'desc'] as const) {
      let after: string | undefined;
      const seen: number[] = [];
      for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
        const result = await page('bob', ledger.id, {
          itemsPerPage: 3,
          sortDirection,
          page: pageNumber,
          ...(after ? { after } : {}),
        });
        for (const record of result.records) {
          expect(record.balance).toBe(expected.get(record.id));
          seen.push(record.id);
        }
        after = result.nextCursor ?? undefined;
        if (!after) break;
      }
      expect(seen).toHaveLength(7);
      expect(seen).toEqual(
        sortDirection === 'asc' ? byKey.map((r) => r.id) : byKey.map((r) => r.id).reverse(),
      );
    }
    // Filter and another sort still carry the true running balance.
    const filtered = await page('bob', ledger.id, { filterBy: 'ROW 3', itemsPerPage: 10 });
    expect(filtered.records.map((r) => [r.memo, r.balance])).toEqual([
      ['row 3', expected.get(filtered.records[0]?.id ?? 0)],
    ]);
    const byAmount = await page('bob', ledger.id, {
      sortBy: 'amount',
      sortDirection: 'desc',
      itemsPerPage: 2,
      page: 2,
    });
    expect(byAmount.records.map((r) => r.amount)).toEqual([750, -300]);
    expect(byAmount.records.map((r) => r.balance)).toEqual(byAmount.records.map((r) => expected.get(r.id)));

    // An empty sortBy and direction (a client with nothing sorted) is the default order (regression: 400).
    const unsorted = await page('bob', ledger.id, {
      sortBy: '',
      sortDirection: '',
      itemsPerPage: 10,
    });
    expect(unsorted.records.map((r) => r.id)).toEqual(byKey.map((r) => r.id));

    // Pending then reconcile the first two: the historical set starts at 0, live rows at the reconciled total.
    for (const record of byKey.slice(0, 2)) {
      await put(`/api/money/ledger/transaction/${record.id}/update`, 'bob', {
        id: record.id,
        ledgerId: ledger.id,
        property: 'initiated',
      });
      expect((await post(`/api/money/ledger/transaction/${record.id}/reconcile`, 'bob')).status).toBe(200);
    }
    const history = await page('bob', ledger.id, { itemsPerPage: 10 }, true);
    expect(history.records.map((r) => r.balance)).toEqual([byKey[0]?.balance, byKey[1]?.balance]);
    expect(history.records.every((r) => r.reconciled && r.reconciliationDate === today())).toBe(true);
    const live = await page('bob', ledger.id, { itemsPerPage: 10 });
    expect(live.records.map((r) => r.balance)).toEqual(byKey.slice(2).map((r) => r.balance));
    expect(live.total).toBe(5);
  });

  it('follows the linked account in mode Account, another ledger in mode Ledger, and shows none in mode None', async () => {
    const { account, register: accountLedger } = await accountWithRegister('Bank', 100_000);
    await addTransaction('bob', accountLedger.id, {
      amount: 5_000,
      transactionTypeId: 2,
      transactionDate: '2024-3-1',
    });
    const deposit = await addTransaction('bob', accountLedger.id, {
      amount: 2_000,
      transactionDate: '2024-3-2',
    });
    expect(((await get(`/api/money/account/${account.id}`, 'bob')).body as Account).currentBalance).toBe(
      97_000,
    );
    const rows = await page('bob', accountLedger.id, { itemsPerPage: 10 });
    expect(rows.records.map((r) => [r.amount, r.balance])).toEqual([
      [-5_000, 95_000],
      [2_000, 97_000],
    ]);
    expect(((await get(`/api/money/ledger/${accountLedger.id}`, 'bob')).body as Ledger).currentBalance).toBe(
      97_000,
    );
    // Type toggle moves the account too.
    await put(`/api/money/ledger/transaction/${deposit.id}/update`, 'bob', {
      id: deposit.id,
      ledgerId: accountLedger.id,
      property: 'type',
    });
    expect(((await get(`/api/money/account/${account.id}`, 'bob')).body as Account).currentBalance).toBe(
      93_000,
    );
    // Setting the current balance from the ledger.
    await put(`/api/money/ledger/transaction/${deposit.id}/update`, 'bob', {
      id: deposit.id,
      ledgerId: accountLedger.id,
      property: 'currentBalance',
      value: 90_000,
    });
    expect(((await get(`/api/money/ledger/${accountLedger.id}`, 'bob')).body as Ledger).currentBalance).toBe(
      90_000,
    );
    // Any transaction of an Account ledger may be reconciled.
    expect((await post(`/api/money/ledger/transaction/${deposit.id}/reconcile`, 'bob')).status).toBe(200);

    const forecast = await saveLedger('bob', {
      title: 'Forecast',
      balanceModeId: 3,
      balanceLedgerId: accountLedger.id,
      ledgerTypeId: 2,
    });
    await addTransaction('bob', forecast.id, { amount: -10_000, transactionDate: '2024-4-1', memo: 'Tax' });
    const forecastPage = await page('bob', forecast.id);
    expect(forecastPage.records.map((r) => r.balance)).toEqual([80_000]);
    expect(((await get(`/api/money/ledger/${forecast.id}`, 'bob')).body as Ledger).currentBalance).toBe(
      80_000,
    );
    expect((await post('/api/money/ledger', 'bob', { title: 'Loop', balanceModeId: 3 })).status).toBe(400);

    const none = await saveLedger('bob', { title: 'Wish list', balanceModeId: 99 });
    await addTransaction('bob', none.id, { amount: 1_999, transactionDate: '2024-4-1' });
    const nonePage = await page('bob', none.id);
    expect(nonePage.records[0]?.balance).toBeNull();
    expect(nonePage.currentBalance).toBeNull();
  });

  it('answers a page from what was last written: a share taken back, an account balance changed', async () => {
    // Pages keep the ledger and its balance in the read cache: each change must reach the next page.
    const ledger = await saveLedger('bob', { title: 'Holiday', sharedUsers: [ids.carol] });
    await addTransaction('bob', ledger.id, { amount: 700, transactionDate: '2024-5-1' });
    expect((await page('carol', ledger.id)).records).toHaveLength(1);
    expect((await page('carol', ledger.id)).records).toHaveLength(1);
    await saveLedger('bob', { ...ledger, sharedUsers: [] });
    expect((await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'carol', {})).status).toBe(404);

    const { account, register } = await accountWithRegister('Savings', 10_000);
    await addTransaction('bob', register.id, { amount: 1_000, transactionDate: '2024-5-2' });
    expect((await page('bob', register.id)).currentBalance).toBe(11_000); // the deposit moved the account
    await saveAccount('bob', { ...account, currentBalance: 25_000 });
    const after = await page('bob', register.id);
    expect(after.currentBalance).toBe(25_000);
    expect(after.records.map((r) => r.balance)).toEqual([25_000]);
  });

  it('never lets an amount and its type disagree silently (issue 29: -45.67 was saved as a deposit)', async () => {
    const { account, register } = await accountWithRegister('Everyday', 10_000);
    const balance = async () =>
      ((await get(`/api/money/account/${account.id}`, 'bob')).body as Account).currentBalance;
    // A negative amount sent as a deposit is refused, naming the amount; nothing is saved.
    const refused = await post(`/api/money/ledger/${register.id}/transaction`, 'bob', {
      amount: -4_567,
      transactionTypeId: 1,
      transactionDate: '2024-6-1',
    });
    expect(refused.status).toBe(400);
    expect(problemFields(refused.body)).toEqual(['amount']);
    expect(JSON.stringify(refused.body)).toContain('A negative amount is a withdrawal');
    expect((await page('bob', register.id)).records).toHaveLength(0);
    const restore = await post(`/api/money/ledger/${register.id}/transaction/restore`, 'bob', {
      amount: -100,
      transactionTypeId: 1,
      transactionDate: '2024-6-1',
    });
    expect(problemFields(restore.body)).toEqual(['amount']);
    // Without a type the sign decides; with the withdrawal type a positive amount is its size.
    const bySign = await addTransaction('bob', register.id, { amount: -4_567, transactionDate: '2024-6-1' });
    expect([bySign.amount, bySign.transactionTypeId]).toEqual([-4_567, 2]);
    const bySize = await addTransaction('bob', register.id, {
      amount: 1_000,
      transactionTypeId: 2,
      transactionDate: '2024-6-2',
    });
    expect([bySize.amount, bySize.transactionTypeId]).toEqual([-1_000, 2]);
    expect(await balance()).toBe(10_000 - 4_567 - 1_000);

    const update = (body: object) =>
      put(`/api/money/ledger/transaction/${bySign.id}/update`, 'bob', {
        id: bySign.id,
        ledgerId: register.id,
        property: 'amount',
        ...body,
      });
    // The type sent with an amount is saved with it, in one write: the account moves by the whole change.
    const deposit = await update({ value: 2_500, transactionType: 1 });
    expect(deposit.body).toMatchObject({ amount: 2_500, transactionTypeId: 1 });
    expect(await balance()).toBe(10_000 + 2_500 - 1_000);
    const contradiction = await update({ value: -2_500, transactionType: 1 });
    expect(contradiction.status).toBe(400);
    expect(problemFields(contradiction.body)).toEqual(['value']);
    expect(problemFields((await update({ value: 2_500, transactionType: 7 })).body)).toEqual([
      'transactionType',
    ]);
    // A negative amount without a type makes the row a withdrawal; a positive one keeps the row's type.
    expect((await update({ value: -300 })).body).toMatchObject({ amount: -300, transactionTypeId: 2 });
    expect((await update({ value: 400 })).body).toMatchObject({ amount: -400, transactionTypeId: 2 });
    expect(await balance()).toBe(10_000 - 400 - 1_000);
  });

  it('shows balances as stored to left-group users and reversed to right-group users', async () => {
    const ledger = await saveLedger('bob', {
      title: 'Bob and Carol',
      ledgerTypeId: 5,
      sharedUsers: [ids.carol],
      leftGroupUsers: [ids.bob],
      rightGroupUsers: [ids.carol],
    });
    expect(ledger).toMatchObject({
      leftGroupUsers: [ids.bob],
      rightGroupUsers: [ids.carol],
      sharedUsers: [ids.carol],
    });
    await addTransaction('bob', ledger.id, {
      amount: 4_000,
      transactionDate: '2024-5-1',
      memo: 'Carol owes Bob',
    });
    await addTransaction('bob', ledger.id, {
      amount: -1_500,
      transactionDate: '2024-5-2',
      memo: 'Bob owes Carol',
    });
    const bob = await page('bob', ledger.id);
    const carol = await page('carol', ledger.id);
    expect(bob.records.map((r) => r.balance)).toEqual([4_000, 2_500]);
    expect(carol.records.map((r) => r.balance)).toEqual([-4_000, -2_500]);
    // A right-group user sees the amounts flipped with the balances (issue 21): each balance is the one
    // before plus the row's amount, for them as for Bob.
    expect(carol.records.map((r) => r.amount)).toEqual([-4_000, 1_500]);
    expect(((await get(`/api/money/ledger/${ledger.id}`, 'carol')).body as Ledger).currentBalance).toBe(
      -2_500,
    );
    expect(((await get(`/api/money/ledger/${ledger.id}`, 'bob')).body as Ledger).currentBalance).toBe(2_500);
    // Debt ledgers (type 5) have no historical view.
    expect((await post(`/api/money/ledger/${ledger.id}/transactions/true`, 'bob', {})).status).toBe(400);
  });

  it('reconciles only pending transactions outside Account ledgers; updates, deletes and orders rows', async () => {
    const ledger = await saveLedger('bob', { title: 'Budget', keepOrder: true });
    const first = await addTransaction('bob', ledger.id, {
      amount: 1_000,
      transactionDate: '2024-6-1',
      memo: 'a',
    });
    const second = await addTransaction('bob', ledger.id, {
      amount: 2_000,
      transactionDate: '2024-6-2',
      memo: 'b',
      transactionInitiated: true,
    });
    const third = await addTransaction('bob', ledger.id, {
      amount: 3_000,
      transactionDate: '2024-6-3',
      memo: 'c',
    });
    expect([first.orderId, second.orderId, third.orderId]).toEqual([1, 2, 3]);
    const refused = await post(`/api/money/ledger/transaction/${first.id}/reconcile`, 'bob');
    expect(refused.status).toBe(409);
    const reconciled = await post(`/api/money/ledger/transaction/${second.id}/reconcile`, 'bob');
    expect(reconciled.body).toMatchObject({ reconciled: true, transactionInitiated: false });

    const save = await put('/api/money/ledger/transaction/save-order', 'bob', {
      ledgerId: ledger.id,
      sortedItems: [
        { id: third.id, orderId: 1 },
        { id: first.id, orderId: 2 },
      ],
    });
    expect(save.status).toBe(200);
    const ordered = await page('bob', ledger.id);
    expect(ordered.records.map((r) => r.memo)).toEqual(['c', 'a']);
    expect(ordered.records.map((r) => r.balance)).toEqual([2_000 + 3_000, 2_000 + 3_000 + 1_000]);
    const foreign = await put('/api/money/ledger/transaction/save-order', 'bob', {
      ledgerId: ledger.id,
      sortedItems: [{ id: 999_999, orderId: 1 }],
    });
    expect(foreign.status).toBe(400);

    const amount = await put(`/api/money/ledger/transaction/${first.id}/update`, 'bob', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'amount',
      value: 1_234,
    });
    expect(amount.body).toMatchObject({ amount: 1_234, amountD: '12.34' });
    const type = await put(`/api/money/ledger/transaction/${first.id}/update`, 'bob', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'type',
    });
    expect(type.body).toMatchObject({ amount: -1_234, transactionTypeId: 2 });
    const date = await put(`/api/money/ledger/transaction/${first.id}/update`, 'bob', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'transactionDate',
      value: '2024-7-4',
    });
    expect((date.body as Transaction).transactionDate).toBe('2024-07-04');
    const wrongLedger = await put(`/api/money/ledger/transaction/${first.id}/update`, 'bob', {
      id: first.id,
      ledgerId: ledger.id + 1000,
      property: 'memo',
      value: 'x',
    });
    expect(wrongLedger.status).toBe(400);
    expect((await del(`/api/money/ledger/transaction/${third.id}/delete`, 'bob')).status).toBe(200);
    const after = await page('bob', ledger.id);
    expect(after.currentBalance).toBe(2_000 - 1_234);

    const plain = await saveLedger('bob', { title: 'Plain' });
    const plainRow = await addTransaction('bob', plain.id, { amount: 1, transactionDate: '2024-1-1' });
    expect(
      (
        await put('/api/money/ledger/transaction/save-order', 'bob', {
          ledgerId: plain.id,
          sortedItems: [{ id: plainRow.id, orderId: 1 }],
        })
      ).status,
    ).toBe(409);
  });

  it('creates budget templates (type 99) and applies one to a new ledger', async () => {
    const template = await saveLedger('bob', { title: 'Monthly budget', ledgerTypeId: 99, keepOrder: true });
    await addTransaction('bob', template.id, { amount: -120_000, transactionDate: '2024-1-1', memo: 'Rent' });
    await addTransaction('bob', template.id, { amount: -40_000, transactionDate: '2024-1-1', memo: 'Food' });
    expect((await post(`/api/money/ledger/${template.id}/transactions/true`, 'bob', {})).status).toBe(400);
    const june = await saveLedger('bob', {
      title: 'June budget',
      budgetTemplateId: template.id,
      keepOrder: true,
    });
    const rows = await page('bob', june.id);
    expect(rows.records.map((r) => [r.memo, r.amount])).toEqual([
      ['Rent', -120_000],
      ['Food', -40_000],
    ]);
    expect(rows.currentBalance).toBe(-160_000);
    const notTemplate = await saveLedger('bob', { title: 'Not a template' });
    expect(
      (await post('/api/money/ledger', 'bob', { title: 'X', budgetTemplateId: notTemplate.id })).status,
    ).toBe(400);
  });

  it('lists subscriptions with exact monthly rates and total', async () => {
    const subscriptions: [string, number, number, number][] = [
      ['Weekly box', 3, 1_001, 1],
      ['Biweekly cleaning', 3, 1_001, 5],
      ['Daily paper', 8, 101, 6],
      ['Quarterly insurance', 3, 1_001, 3],
    ];
    for (const [title, accountTypeId, amountPerCycle, scheduleIntervalId] of subscriptions) {
      await saveAccount('carol', { title, accountTypeId, amountPerCycle, scheduleIntervalId });
    }
    await saveAccount('carol', {
      title: 'Old gym',
      accountTypeId: 3,
      amountPerCycle: 5_000,
      scheduleIntervalId: 2,
      active: false,
    });
    await saveAccount('carol', {
      title: 'Car lease',
      accountTypeId: 11,
      amountPerCycle: 30_000,
      scheduleIntervalId: 2,
    });
    const list = (await get('/api/money/account/subscription-list', 'carol')).body as SubscriptionList;
    expect(list.records.map((r) => [r.title, r.perCycleRate]).sort()).toEqual(
      [
        ['Weekly box', 4_338],
        ['Biweekly cleaning', 2_169],
        ['Daily paper', 3_072],
        ['Quarterly insurance', 334],
      ].sort(),
    );
    expect(list.totalPerMonth).toBe(9_912);
    expect(list.totalPerMonthFormatted).toBe('$99.12');
    expect(list.records.find((r) => r.title === 'Weekly box')).toMatchObject({
      frequency: 'Weekly',
      perCycleRateTwelfths: 52_052,
    });
    const withAll = (
      await get('/api/money/account/subscription-list?includeInactive=true&includeLeases=true', 'carol')
    ).body as SubscriptionList;
    expect(withAll.records).toHaveLength(6);
    expect(withAll.totalPerMonth).toBe(9_912 + 30_000);

    // A subscription paid in yen is totalled apart.
    await saveAccount('carol', {
      title: 'Tokyo gym',
      accountTypeId: 3,
      amountPerCycle: 8_000,
      scheduleIntervalId: 2,
      currency: 'JPY',
    });
    const mixed = (await get('/api/money/account/subscription-list', 'carol')).body as SubscriptionList;
    expect(mixed.totalsPerMonthByCurrency).toEqual([
      { currency: 'JPY', amount: 8_000 },
      { currency: 'USD', amount: 9_912 },
    ]);
    expect(mixed.totalPerMonth).toBe(9_912);
  });

  it('lists active credit accounts with totals and the rate gradient', async () => {
    await saveAccount('dave', {
      title: 'Card low',
      accountTypeId: 4,
      percentageRate: 5,
      currentBalance: 10_000,
      creditLimit: 100_000,
    });
    await saveAccount('dave', {
      title: 'Card mid',
      accountTypeId: 9,
      percentageRate: 10,
      currentBalance: 20_000,
      creditLimit: 200_000,
    });
    await saveAccount('dave', {
      title: 'Card high',
      accountTypeId: 6,
      percentageRate: 20,
      currentBalance: -5_000,
      creditLimit: 0,
    });
    await saveAccount('dave', { title: 'Card closed', accountTypeId: 4, percentageRate: 30, active: false });
    const list = (await get('/api/money/account/credit-account-list', 'dave')).body as CreditList;
    expect(list.records.map((r) => [r.title, r.rateColor, r.active])).toEqual([
      ['Card high', '#F44336', 'Yes'],
      ['Card low', '#2E7D32', 'Yes'],
      ['Card mid', '#FFEB3B', 'Yes'],
    ]);
    expect(list).toMatchObject({
      totalBalance: 25_000,
      totalLimit: 300_000,
      totalBalanceFormatted: '$250.00',
    });
    expect(list.records.find((r) => r.title === 'Card high')?.currentBalanceFormatted).toBe('($50.00)');
    const cards = (await get('/api/money/account/credit-account-list?accountTypeId=4', 'dave'))
      .body as CreditList;
    expect(cards.records.map((r) => r.title)).toEqual(['Card low']);

    // A card in euros is totalled apart: dollars and euros are never added.
    await saveAccount('dave', {
      title: 'Card euro',
      accountTypeId: 4,
      percentageRate: 12,
      currentBalance: 7_000,
      creditLimit: 50_000,
      currency: 'EUR',
    });
    const mixed = (await get('/api/money/account/credit-account-list', 'dave')).body as CreditList;
    expect(mixed.records.find((r) => r.title === 'Card euro')?.currency).toBe('EUR');
    expect(mixed.totalsByCurrency).toEqual([
      { currency: 'EUR', balance: 7_000, limit: 50_000 },
      { currency: 'USD', balance: 25_000, limit: 300_000 },
    ]);
    expect(mixed).toMatchObject({ totalBalance: 25_000, totalLimit: 300_000 });
  });

  it('posts schedules once per cycle however often the poster runs', async () => {
    const past = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10);
    const auto = await saveAccount('bob', {
      title: 'Gym',
      accountTypeId: 3,
      amountPerCycle: 2_500,
      scheduleIntervalId: 1,
      nextCycleDate: past,
      autoIncrementCycleDate: true,
      enableLedger: true,
      currentBalance: 0,
    });
    const once = await saveAccount('bob', {
      title: 'One-off',
      accountTypeId: 8,
      amountPerCycle: 1_000,
      scheduleIntervalId: 2,
      nextCycleDate: past,
      currentBalance: 0,
    });
    const ledger = await saveLedger('bob', {
      title: 'Allowance',
      amountPerCycle: 700,
      enableSchedule: true,
      scheduleIntervalId: 6,
      nextCycleDate: today(),
      autoIncrementCycleDate: true,
    });
    const [first, second] = await Promise.all([runDueSchedules(api.db), runDueSchedules(api.db)]);
    const third = await runDueSchedules(api.db);
    // 70 days of weekly cycles: 11 (day 0, 7, ..., 70); one monthly cycle without auto-increment; one daily today.
    expect((first ?? 0) + (second ?? 0)).toBe(11 + 1 + 1);
    expect(third).toBe(0);
    const gymLedger = (await get(`/api/money/account/${auto.id}`, 'bob')).body as Account;
    const gymRows = await page('bob', gymLedger.ledgers[0]?.id ?? 0, { itemsPerPage: 100 });
    expect(gymRows.records).toHaveLength(11);
    expect(gymRows.records.every((r) => r.automatedTransaction && r.amount === -2_500)).toBe(true);
    expect(((await get(`/api/money/account/${auto.id}`, 'bob')).body as Account).currentBalance).toBe(
      -27_500,
    );
    expect(
      ((await get(`/api/money/account/${auto.id}`, 'bob')).body as Account).nextCycleDate! > today(),
    ).toBe(true);
    expect((await get(`/api/money/account/${once.id}`, 'bob')).body as Account).toMatchObject({
      currentBalance: -1_000,
      nextCycleDate: past,
    });
    expect((await page('bob', ledger.id)).records.map((r) => r.amount)).toEqual([700]);
  });

  it('seeds the demo content: a checking ledger of a few hundred rows and a ledger shared by admin and demo', async () => {
    const accounts = (await get('/api/money/account/list', 'demo')).body as Account[];
    expect(accounts.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        'Everyday checking',
        'Travel rewards card',
        'Car loan',
        'Video streaming',
        'Cloud storage',
        'Meal kit',
      ]),
    );
    const checking = accounts.find((a) => a.title === 'Everyday checking');
    const rows = await page('demo', checking?.ledgers[0]?.id ?? 0, { itemsPerPage: 1000 });
    expect(rows.total + (await page('demo', checking?.ledgers[0]?.id ?? 0, {}, true)).total).toBeGreaterThan(
      200,
    );
    expect(rows.currentBalance).toBe(checking?.currentBalance);
    const demoShared = ((await get('/api/money/ledger/list', 'demo')).body as Ledger[]).find(
      (l) => l.title === 'Shared household',
    );
    const adminShared = ((await get('/api/money/ledger/list', 'admin')).body as Ledger[]).find(
      (l) => l.title === 'Shared household',
    );
    expect(demoShared?.currentBalance).toBe(3_955);
    expect(adminShared?.currentBalance).toBe(-3_955);
  });
});

describeEachDatabase('money schedules across a restart', (kind) => {
  it('never posts a cycle twice when the server restarts', async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await startTestServer({ database });
      const token = await first.login('demo', first.demoPassword ?? '');
      const past = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
      const saved = await first.request
        .post('/api/money/account/save')
        .set('Authorization', `Bearer ${token}`)
        .send({
          title: 'Weekly',
          accountTypeId: 3,
          amountPerCycle: 100,
          scheduleIntervalId: 1,
          nextCycleDate: past,
          autoIncrementCycleDate: true,
        });
      const accountId = (saved.body as MoneyResult<Account>).result.id;
      expect(await runDueSchedules(first.db)).toBe(3);
      await first.close();
      // The second start runs due schedules on its own; running them again alongside must add nothing.
      const second = await startTestServer({ database });
      expect(await runDueSchedules(second.db)).toBe(0);
      const postings: unknown[] = await second
        .db('money_schedule_postings')
        .where({ owner_kind: 'account', owner_id: accountId });
      expect(postings).toHaveLength(3);
      const account = await second
        .db('money_accounts')
        .where({ id: accountId })
        .first<{ current_balance: unknown }>('current_balance');
      expect(Number(account.current_balance)).toBe(-300);
      await second.close();
    } finally {
      await database.drop();
    }
    // Two starts with migrations and demo content: 11 s on PostgreSQL alone, over 30 s on a loaded CI machine.
  }, 120_000);
});
