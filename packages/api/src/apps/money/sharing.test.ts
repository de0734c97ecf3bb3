// Regression (issue #12, item 1): a read-only share let the shared user link a ledger of their own to the
// owner's account (balance mode 2) and move its balance, and the link kept moving it after the share was
// taken back. A link needs edit rights on its target when it is made and at every posting; a link whose
// rights are gone shows no balance and moves nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Account,
  Ledger,
  MoneyResult,
  Transaction,
  TransactionPage,
  TransactionSearchResult,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, testUsers } from '../../../test/requests.js';
import { today } from './arithmetic.js';
import { runDueSchedules } from './schedules.js';

describeEachDatabase('money sharing', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory', 'eve']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const ownerBalance = async (accountId: number): Promise<number> =>
    (await ok<Account>(await get(`/api/money/account/${accountId}`, 'owner'))).currentBalance;

  /** The owner's account, shared with mallory (edit or read-only, or not at all). */
  async function shareAccount(accountId: number, share: 'edit' | 'read' | 'none'): Promise<void> {
    await ok(
      await post('/api/money/account/save', 'owner', {
        id: accountId,
        title: 'Savings',
        accountTypeId: 1,
        currentBalance: await ownerBalance(accountId),
        sharedUsers: share === 'none' ? [] : [ids.mallory],
        shareUsersCanEdit: share === 'edit',
        shareUsersCanEditUsers: false,
      }),
    );
  }

  it('refuses to link a ledger to an account or a ledger shared read-only', async () => {
    const account = (
      await ok<MoneyResult<Account>>(
        await post('/api/money/account/save', 'owner', { title: 'Savings', accountTypeId: 1 }),
      )
    ).result;
    await shareAccount(account.id, 'read');
    const linked = await post('/api/money/ledger', 'mallory', {
      title: 'Mine',
      balanceModeId: 2,
      balanceAccountId: account.id,
    });
    expect(linked.status).toBe(400);
    expect(JSON.stringify(linked.body)).toContain('balanceAccountId');

    const followed = (
      await ok<MoneyResult<Ledger>>(
        await post('/api/money/ledger', 'owner', {
          title: 'Household',
          sharedUsers: [ids.mallory],
          shareUsersCanEdit: false,
        }),
      )
    ).result;
    const following = await post('/api/money/ledger', 'mallory', {
      title: 'Follower',
      balanceModeId: 3,
      balanceLedgerId: followed.id,
    });
    expect(following.status).toBe(400);
    expect(JSON.stringify(following.body)).toContain('balanceLedgerId');
  });

  it('stops a link from moving, setting or showing the account once the share is taken back', async () => {
    const account = (
      await ok<MoneyResult<Account>>(
        await post('/api/money/account/save', 'owner', {
          title: 'Savings',
          accountTypeId: 1,
          currentBalance: 1000,
        }),
      )
    ).result;
    await shareAccount(account.id, 'edit');
    const ledger = (
      await ok<MoneyResult<Ledger>>(
        await post('/api/money/ledger', 'mallory', {
          title: 'Linked',
          balanceModeId: 2,
          balanceAccountId: account.id,
        }),
      )
    ).result;
    const postAmount = (amount: number) =>
      post(`/api/money/ledger/${ledger.id}/transaction`, 'mallory', {
        amount,
        memo: 'move',
        transactionDate: today(),
      });
    const first = await ok<{ id: number }>(await postAmount(500));
    expect(await ownerBalance(account.id)).toBe(1500);

    // Read-only now: postings no longer move it, setting it is refused; the balance may still be read.
    await shareAccount(account.id, 'read');
    await ok(await postAmount(500));
    expect(await ownerBalance(account.id)).toBe(1500);
    const setReadOnly = await put(`/api/money/ledger/transaction/${first.id}/update`, 'mallory', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'currentBalance',
      value: 99,
    });
    expect(setReadOnly.status).toBe(403);
    expect((await ok<Ledger>(await get(`/api/money/ledger/${ledger.id}`, 'mallory'))).currentBalance).toBe(
      1500,
    );

    // Taken back: nothing moves, nothing is set, and the owner's balance is no longer shown.
    await shareAccount(account.id, 'none');
    expect((await get(`/api/money/account/${account.id}`, 'mallory')).status).toBe(404);
    await ok(await postAmount(700));
    const amountChange = await put(`/api/money/ledger/transaction/${first.id}/update`, 'mallory', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'amount',
      value: 100_000,
    });
    await ok(amountChange);
    const setBalance = await put(`/api/money/ledger/transaction/${first.id}/update`, 'mallory', {
      id: first.id,
      ledgerId: ledger.id,
      property: 'currentBalance',
      value: 1,
    });
    expect(setBalance.status).toBe(403);
    const removed = await api.request
      .delete(`/api/money/ledger/transaction/${first.id}/delete`)
      .set('Authorization', auth('mallory'));
    expect(removed.status).toBe(200);
    expect(await ownerBalance(account.id)).toBe(1500);

    const seen = await ok<Ledger>(await get(`/api/money/ledger/${ledger.id}`, 'mallory'));
    expect(seen.currentBalance).toBeNull();
    const listed = await ok<Ledger[]>(await get('/api/money/ledger/list', 'mallory'));
    expect(listed.find((entry) => entry.id === ledger.id)?.currentBalance).toBeNull();
    const rows = await ok<TransactionPage>(
      await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'mallory', {}),
    );
    expect(rows.currentBalance).toBeNull();
    expect(rows.records.every((row) => row.balance === null)).toBe(true);

    // The scheduler posts as the ledger's owner: it does not move the account either.
    await ok(
      await post('/api/money/ledger', 'mallory', {
        id: ledger.id,
        title: 'Linked',
        balanceModeId: 2,
        balanceAccountId: account.id,
        enableSchedule: true,
        scheduleIntervalId: 1,
        amountPerCycle: 300,
        nextCycleDate: today(),
      }),
    );
    expect(await runDueSchedules(api.db)).toBeGreaterThan(0);
    expect(await ownerBalance(account.id)).toBe(1500);
  });

  it('stops a mode-3 ledger from showing a followed ledger whose share was taken back', async () => {
    const followed = (
      await ok<MoneyResult<Ledger>>(
        await post('/api/money/ledger', 'owner', {
          title: 'Shared budget',
          sharedUsers: [ids.mallory],
          shareUsersCanEdit: true,
        }),
      )
    ).result;
    await ok(
      await post(`/api/money/ledger/${followed.id}/transaction`, 'owner', {
        amount: 4200,
        memo: 'salary',
        transactionDate: today(),
      }),
    );
    const follower = (
      await ok<MoneyResult<Ledger>>(
        await post('/api/money/ledger', 'mallory', {
          title: 'Follower',
          balanceModeId: 3,
          balanceLedgerId: followed.id,
        }),
      )
    ).result;
    expect(follower.currentBalance).toBe(4200);
    await ok(
      await post('/api/money/ledger', 'owner', {
        id: followed.id,
        title: 'Shared budget',
        sharedUsers: [],
      }),
    );
    expect(
      (await ok<Ledger>(await get(`/api/money/ledger/${follower.id}`, 'mallory'))).currentBalance,
    ).toBeNull();
  });
  /** The owner's ledger shared for editing with mallory, who is on the right side (sees the signs reversed). */
  const splitLedger = async (title: string): Promise<Ledger> =>
    (
      await ok<MoneyResult<Ledger>>(
        await post('/api/money/ledger', 'owner', {
          title,
          sharedUsers: [ids.mallory],
          leftGroupUsers: [ids.owner],
          rightGroupUsers: [ids.mallory],
          shareUsersCanEdit: true,
          shareUsersCanEditUsers: false,
        }),
      )
    ).result;

  // A right-group user's search, export and undo of a delete show and take amounts as the ledger page does:
  // before, a row she deleted and restored came back with the owner's sign, and searches showed the owner's.
  it('searches, exports and restores a deleted row as a right-group user sees it', async () => {
    const ledger = await splitLedger('Split groceries');
    const added = await ok<Transaction>(
      await post(`/api/money/ledger/${ledger.id}/transaction`, 'mallory', {
        amount: 1250,
        transactionTypeId: 1,
        memo: 'Market refund',
        transactionDate: '2026-05-02',
      }),
    );
    const amounts = async (who: string) =>
      (
        await ok<TransactionPage>(await post(`/api/money/ledger/${ledger.id}/transactions/false`, who, {}))
      ).records.map((row) => row.amount);
    expect([await amounts('owner'), await amounts('mallory')]).toEqual([[-1250], [1250]]);

    const found = await ok<TransactionSearchResult>(
      await post(`/api/money/ledger/${ledger.id}/search`, 'mallory', { memo: 'market' }),
    );
    expect(found.records.map((row) => [row.amount, row.transactionTypeId])).toEqual([[1250, 1]]);
    const csv = (await get(`/api/money/ledger/${ledger.id}/export`, 'mallory').buffer(true)).text;
    expect(csv).toContain('2026-05-02,Market refund,12.50,Deposit,');

    await ok(await del(`/api/money/ledger/transaction/${added.id}/delete`, 'mallory'));
    const restored = await ok<MoneyResult<Transaction>>(
      await post(`/api/money/ledger/${ledger.id}/transaction/restore`, 'mallory', {
        amount: added.amount,
        transactionTypeId: added.transactionTypeId,
        memo: added.memo,
        transactionDate: added.transactionDate,
        transactionInitiated: added.transactionInitiated,
        orderId: added.orderId,
        reconciled: false,
      }),
    );
    expect([restored.result.amount, restored.result.transactionTypeId]).toEqual([1250, 1]);
    expect([await amounts('owner'), await amounts('mallory')]).toEqual([[-1250], [1250]]);
  });

  // Issue 21: a right-group user sees the amounts with the sign reversed along with the balances (before,
  // only the balances flipped, so a row read +42.50 while the balance went down by it), writes as they see,
  // and the sharing rules hold against a hostile second (and third) user.
  it('flips the amounts with the balances for a right-group user, and checks sharing rights', async () => {
    const ledger = await splitLedger('Split');
    expect(ledger.rightGroupUsers).toEqual([ids.mallory]);
    const add = (who: string, amount: number, transactionTypeId: number) =>
      post(`/api/money/ledger/${ledger.id}/transaction`, who, {
        amount,
        transactionTypeId,
        memo: `${who} ${amount}`,
        transactionDate: today(),
      });
    await ok(await add('owner', 4250, 1));
    await ok(await add('owner', 6000, 2));
    const page = async (who: string) =>
      ok<TransactionPage>(await post(`/api/money/ledger/${ledger.id}/transactions/false`, who, {}));
    const mine = await page('owner');
    expect(mine.records.map((row) => [row.amount, row.transactionTypeId, row.balance])).toEqual([
      [4250, 1, 4250],
      [-6000, 2, -1750],
    ]);
    expect(mine.currentBalance).toBe(-1750);
    const theirs = await page('mallory');
    expect(
      theirs.records.map((row) => [row.amount, row.amountD, row.transactionTypeId, row.balance]),
    ).toEqual([
      [-4250, '-42.50', 2, -4250],
      [6000, '60.00', 1, 1750],
    ]);
    expect(theirs.currentBalance).toBe(1750);
    // Each row's balance is the one before it plus its amount, for both sides.
    for (const seen of [mine, theirs]) {
      const [first, second] = seen.records;
      expect((second?.balance ?? 0) - (first?.balance ?? 0)).toBe(second?.amount);
    }

    // Mallory writes as she sees: her deposit is a withdrawal for the owner.
    const added = await ok<{ id: number; amount: number; transactionTypeId: number }>(
      await add('mallory', 1000, 1),
    );
    expect([added.amount, added.transactionTypeId]).toEqual([1000, 1]);
    expect((await page('owner')).records.at(-1)?.amount).toBe(-1000);
    expect((await page('mallory')).currentBalance).toBe(2750);
    const toggled = await ok<{ amount: number; transactionTypeId: number }>(
      await put(`/api/money/ledger/transaction/${added.id}/update`, 'mallory', {
        id: added.id,
        ledgerId: ledger.id,
        property: 'type',
        value: null,
      }),
    );
    expect([toggled.amount, toggled.transactionTypeId]).toEqual([-1000, 2]);
    // An amount and the type Mallory sees are saved as she sees them: a deposit of hers is the owner's
    // withdrawal (issue 29).
    const retyped = await ok<{ amount: number; transactionTypeId: number }>(
      await put(`/api/money/ledger/transaction/${added.id}/update`, 'mallory', {
        id: added.id,
        ledgerId: ledger.id,
        property: 'amount',
        transactionType: 1,
        value: 1000,
      }),
    );
    expect([retyped.amount, retyped.transactionTypeId]).toEqual([1000, 1]);
    expect((await page('owner')).records.at(-1)).toMatchObject({ amount: -1000, transactionTypeId: 2 });
    await ok(
      await put(`/api/money/ledger/transaction/${added.id}/update`, 'mallory', {
        id: added.id,
        ledgerId: ledger.id,
        property: 'type',
        value: null,
      }),
    );
    expect((await ok<Ledger>(await get(`/api/money/ledger/${ledger.id}`, 'owner'))).currentBalance).toBe(
      -750,
    );

    // Mallory may edit rows but not the user list, the edit rights or the groups.
    const save = (who: string, body: object) =>
      post('/api/money/ledger', who, { id: ledger.id, title: 'Split', ...body });
    const same = {
      sharedUsers: [ids.mallory],
      leftGroupUsers: [ids.owner],
      rightGroupUsers: [ids.mallory],
      shareUsersCanEdit: true,
      shareUsersCanEditUsers: false,
    };
    await ok(await save('mallory', { ...same, description: 'renamed by mallory' }));
    for (const change of [
      { leftGroupUsers: [ids.owner, ids.mallory], rightGroupUsers: [] },
      { shareUsersCanEditUsers: true },
      { sharedUsers: [ids.mallory, ids.eve] },
    ]) {
      expect((await save('mallory', { ...same, ...change })).status).toBe(403);
    }
    expect(
      (await api.request.delete(`/api/money/ledger/${ledger.id}`).set('Authorization', auth('mallory')))
        .status,
    ).toBe(403);

    // Eve, not shared with, gets 404 everywhere.
    expect((await get(`/api/money/ledger/${ledger.id}`, 'eve')).status).toBe(404);
    expect((await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'eve', {})).status).toBe(404);
    expect((await add('eve', 1, 1)).status).toBe(404);
    expect((await save('eve', same)).status).toBe(404);
    expect(
      (
        await put(`/api/money/ledger/transaction/${added.id}/update`, 'eve', {
          id: added.id,
          ledgerId: ledger.id,
          property: 'amount',
          value: 1,
        })
      ).status,
    ).toBe(404);

    // Read-only now: mallory may read, not write.
    await ok(await save('owner', { ...same, shareUsersCanEdit: false }));
    expect((await add('mallory', 5, 1)).status).toBe(403);
    expect((await save('mallory', { ...same, shareUsersCanEdit: false, description: 'x' })).status).toBe(403);
    expect((await page('mallory')).currentBalance).toBe(750);
  });
});
