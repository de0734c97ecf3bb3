// Reconciling to a statement (money-moves): the cleared balance and the difference are exact for the ticked
// rows; Finish only at a zero difference, then the rows are reconciled with the statement's date and locked;
// a locked row refuses edits and deletes (and mirrored transfer edits) until unlocked; another user gets 404,
// a read-only share may look but not finish.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Ledger,
  MoneyResult,
  StatementReconcileResult,
  Transaction,
  TransactionPage,
  Transfer,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';

describeEachDatabase('money statement reconciliation', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (title: string, extra: object = {}) =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', 'owner', { title, ...extra }))).result;
  const add = async (ledgerId: number, amount: number, date: string) =>
    ok<Transaction>(
      await post(`/api/money/ledger/${ledgerId}/transaction`, 'owner', {
        amount,
        transactionDate: date,
        memo: `r${amount}`,
      }),
    );
  const statement = (who: string, ledgerId: number, body: object) =>
    post(`/api/money/ledger/${ledgerId}/statement`, who, body);

  it('shows the cleared balance and difference, finishes only at zero, and locks the rows', async () => {
    const ledger = await newLedger('Checking');
    const pay = await add(ledger.id, 250_000, '2026-03-01');
    const rent = await add(ledger.id, -120_010, '2026-03-03');
    const late = await add(ledger.id, -999, '2026-04-02');
    const body = { statementBalance: 129_990, statementDate: '2026-03-31' };

    const none = await ok<StatementReconcileResult>(await statement('owner', ledger.id, body));
    expect(none).toEqual({ clearedBalance: 0, difference: 129_990, reconciled: 0 });
    const one = await ok<StatementReconcileResult>(
      await statement('owner', ledger.id, { ...body, transactionIds: [pay.id] }),
    );
    expect(one).toEqual({ clearedBalance: 250_000, difference: -120_010, reconciled: 0 });

    // Not balanced: Finish is refused and nothing changes.
    const early = await statement('owner', ledger.id, { ...body, transactionIds: [pay.id], finish: true });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('-1200.10');

    const done = await ok<StatementReconcileResult>(
      await statement('owner', ledger.id, { ...body, transactionIds: [pay.id, rent.id], finish: true }),
    );
    expect(done).toEqual({ clearedBalance: 129_990, difference: 0, reconciled: 2 });
    const history = await ok<TransactionPage>(
      await post(`/api/money/ledger/${ledger.id}/transactions/true`, 'owner', {}),
    );
    expect(history.records.map((row) => [row.id, row.reconciliationDate, row.locked])).toEqual([
      [pay.id, '2026-03-31', true],
      [rent.id, '2026-03-31', true],
    ]);
    const live = await ok<TransactionPage>(
      await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'owner', {}),
    );
    expect(live.records.map((row) => row.id)).toEqual([late.id]);
    expect((await ok<Ledger>(await get(`/api/money/ledger/${ledger.id}`, 'owner'))).currentBalance).toBe(
      128_991,
    );

    // The next statement starts from what was reconciled.
    const next = await ok<StatementReconcileResult>(
      await statement('owner', ledger.id, {
        statementBalance: 128_991,
        statementDate: '2026-04-30',
        transactionIds: [late.id],
      }),
    );
    expect(next.difference).toBe(0);

    // Locked: edit and delete refused until unlocked.
    const edit = () =>
      put(`/api/money/ledger/transaction/${rent.id}/update`, 'owner', {
        id: rent.id,
        ledgerId: ledger.id,
        property: 'memo',
        value: 'changed',
      });
    expect((await edit()).status).toBe(409);
    expect((await del(`/api/money/ledger/transaction/${rent.id}/delete`, 'owner')).status).toBe(409);
    const unlocked = await ok<Transaction>(
      await post(`/api/money/ledger/transaction/${rent.id}/unlock`, 'owner'),
    );
    expect(unlocked).toMatchObject({ locked: false, reconciled: true });
    await ok(await edit());

    // Rows already reconciled, or of another ledger, cannot be ticked.
    const other = await newLedger('Other');
    const theirs = await add(other.id, 5, '2026-03-01');
    for (const id of [pay.id, theirs.id]) {
      const bad = await statement('owner', ledger.id, { ...body, transactionIds: [id] });
      expect(bad.status).toBe(400);
      expect(problemFields(bad.body)).toEqual(['transactionIds']);
    }
    const badDate = await statement('owner', ledger.id, { statementBalance: 0, statementDate: '2026-13-01' });
    expect(problemFields(badDate.body)).toEqual(['statementDate']);
  });

  it('keeps a locked side of a transfer still, and keeps other users out', async () => {
    const a = await newLedger('From');
    const b = await newLedger('To');
    const made = await ok<Transfer>(
      await post('/api/money/transfer', 'owner', {
        fromLedgerId: a.id,
        toLedgerId: b.id,
        amount: 700,
        transactionDate: '2026-03-05',
      }),
    );
    await ok(
      await statement('owner', b.id, {
        statementBalance: 700,
        statementDate: '2026-03-31',
        transactionIds: [made.deposit.id],
        finish: true,
      }),
    );
    // The unlocked side cannot move the locked one, nor delete it.
    const move = await put(`/api/money/ledger/transaction/${made.withdrawal.id}/update`, 'owner', {
      id: made.withdrawal.id,
      ledgerId: a.id,
      property: 'amount',
      value: -900,
    });
    expect(move.status).toBe(409);
    expect((await del(`/api/money/ledger/transaction/${made.withdrawal.id}/delete`, 'owner')).status).toBe(
      409,
    );
    expect((await ok<Ledger>(await get(`/api/money/ledger/${b.id}`, 'owner'))).currentBalance).toBe(700);

    // Another user: 404 for the statement and the unlock; a read-only share may look but not finish.
    const hidden = await newLedger('Hidden');
    const row = await add(hidden.id, 100, '2026-03-01');
    expect(
      (await statement('mallory', hidden.id, { statementBalance: 0, statementDate: '2026-03-31' })).status,
    ).toBe(404);
    expect((await post(`/api/money/ledger/transaction/${made.deposit.id}/unlock`, 'mallory')).status).toBe(
      404,
    );
    const shared = await newLedger('Shared', { sharedUsers: [ids.mallory], shareUsersCanEdit: false });
    const sharedRow = await add(shared.id, 100, '2026-03-01');
    const look = await ok<StatementReconcileResult>(
      await statement('mallory', shared.id, {
        statementBalance: 100,
        statementDate: '2026-03-31',
        transactionIds: [sharedRow.id],
      }),
    );
    expect(look.difference).toBe(0);
    const finish = await statement('mallory', shared.id, {
      statementBalance: 100,
      statementDate: '2026-03-31',
      transactionIds: [sharedRow.id],
      finish: true,
    });
    expect(finish.status).toBe(403);
    // Ticking a row of a ledger mallory cannot see through a ledger they can: 400, nothing leaks.
    const sneaky = await statement('mallory', shared.id, {
      statementBalance: 0,
      statementDate: '2026-03-31',
      transactionIds: [row.id],
    });
    expect(sneaky.status).toBe(400);
  });
});
