// Regression (issue #12, item 1): a read-only share let the shared user link a ledger of their own to the
// owner's account (balance mode 2) and move its balance, and the link kept moving it after the share was
// taken back. A link needs edit rights on its target when it is made and at every posting; a link whose
// rights are gone shows no balance and moves nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Account, Ledger, MoneyResult, TransactionPage } from '../../contract/money/index.js';
import { createUser } from '../../platform/users/service.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { today } from './arithmetic.js';
import { runDueSchedules } from './schedules.js';

describeEachDatabase('money sharing', (kind) => {
  let api: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) {
      const password = `${userName}-password-for-tests`;
      ids[userName] = await createUser(api.db, {
        userName,
        email: `${userName}@example.com`,
        passwordHash: await api.server.passwords.hash(password),
        emailConfirmed: true,
        roles: ['Member'],
      });
      tokens[userName] = await api.login(userName, password);
    }
  });
  afterAll(() => api?.close());

  const auth = (who: string) => `Bearer ${tokens[who] ?? ''}`;
  const get = (path: string, who: string) => api.request.get(path).set('Authorization', auth(who));
  const post = (path: string, who: string, body: object = {}) =>
    api.request.post(path).set('Authorization', auth(who)).send(body);
  const put = (path: string, who: string, body: object) =>
    api.request.put(path).set('Authorization', auth(who)).send(body);

  async function ok<T>(response: { status: number; body: unknown }): Promise<T> {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Promise.resolve(response.body as T);
  }
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
});
