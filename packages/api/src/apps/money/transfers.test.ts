// Transfers between ledgers (money-moves): one operation writes both sides, linked; edits of amount and date
// are mirrored, deleting either side deletes both; the caller needs edit rights on both ledgers at that
// moment (another user's ledger is 404, a read-only share 403, a share taken back stops it); transfers are
// neither income nor spending. A property test: over random sequences of transfers, edits and deletes the
// sum of the ledgers' balances never changes, and every transfer has both sides or none.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cashflow, Ledger, MoneyResult, Transaction, Transfer } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';
import { typed } from '../../db/typed.js';
import { today } from './arithmetic.js';

describeEachDatabase('money transfers', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (who: string, title: string, extra: object = {}): Promise<Ledger> =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title, ...extra }))).result;
  const balance = async (who: string, ledgerId: number): Promise<number | null> =>
    (await ok<Ledger>(await get(`/api/money/ledger/${ledgerId}`, who))).currentBalance;
  const rowsOf = async (ledgerId: number) =>
    typed<
      { id: number; amount: number | string; transaction_date: string; transfer_id: number | string | null }[]
    >(
      api
        .db('money_transactions')
        .where({ ledger_id: ledgerId })
        .orderBy('id')
        .select('id', 'amount', 'transaction_date', 'transfer_id'),
    );
  const transfer = (who: string, body: object) => post('/api/money/transfer', who, body);
  const update = (who: string, row: Transaction, property: string, value: unknown) =>
    put(`/api/money/ledger/transaction/${row.id}/update`, who, {
      id: row.id,
      ledgerId: row.ledgerId,
      property,
      value,
    });

  it('writes both sides in one operation, mirrors amount and date, and deletes both together', async () => {
    const checking = await newLedger('owner', 'Checking');
    const savings = await newLedger('owner', 'Savings');
    const made = await ok<Transfer>(
      await transfer('owner', {
        fromLedgerId: checking.id,
        toLedgerId: savings.id,
        amount: 12_345,
        transactionDate: '2026-03-04',
        memo: 'To savings',
      }),
    );
    expect(made.withdrawal).toMatchObject({ ledgerId: checking.id, amount: -12_345, transactionTypeId: 2 });
    expect(made.deposit).toMatchObject({ ledgerId: savings.id, amount: 12_345, transactionTypeId: 1 });
    expect(made.withdrawal.transferId).toBe(made.transferId);
    expect(made.deposit.transferId).toBe(made.transferId);
    expect(made.deposit.transactionDate).toBe('2026-03-04');
    expect(await balance('owner', checking.id)).toBe(-12_345);
    expect(await balance('owner', savings.id)).toBe(12_345);

    // The ledger page shows the link too.
    const page = await ok<{ records: Transaction[] }>(
      await post(`/api/money/ledger/${savings.id}/transactions/false`, 'owner', {}),
    );
    expect(page.records[0]?.transferId).toBe(made.transferId);

    // An amount edit of either side moves the other; so does a date edit.
    await ok(await update('owner', made.deposit, 'amount', 20_000));
    expect(await balance('owner', checking.id)).toBe(-20_000);
    expect(await balance('owner', savings.id)).toBe(20_000);
    await ok(await update('owner', made.withdrawal, 'transactionDate', '2026-04-01'));
    expect((await rowsOf(savings.id)).map((row) => row.transaction_date)).toEqual(['2026-04-01']);
    // A memo stays each side's own.
    await ok(await update('owner', made.withdrawal, 'memo', 'rent pot'));

    // The direction is fixed.
    const flip = await update('owner', made.deposit, 'type', null);
    expect(flip.status).toBe(400);
    expect(problemFields(flip.body)).toEqual(['property']);

    // Deleting either side deletes both.
    await ok(await del(`/api/money/ledger/transaction/${made.deposit.id}/delete`, 'owner'));
    expect(await rowsOf(checking.id)).toEqual([]);
    expect(await rowsOf(savings.id)).toEqual([]);
    expect(await balance('owner', checking.id)).toBe(0);
    expect(await balance('owner', savings.id)).toBe(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const a = await newLedger('owner', 'A');
    const same = await transfer('owner', {
      fromLedgerId: a.id,
      toLedgerId: a.id,
      amount: 1,
      transactionDate: today(),
    });
    expect(same.status).toBe(400);
    expect(problemFields(same.body)).toEqual(['toLedgerId']);
    const b = await newLedger('owner', 'B');
    for (const amount of [0, -5, 1.5]) {
      const bad = await transfer('owner', {
        fromLedgerId: a.id,
        toLedgerId: b.id,
        amount,
        transactionDate: today(),
      });
      expect(bad.status).toBe(400);
      expect(problemFields(bad.body)).toEqual(['amount']);
    }
    const date = await transfer('owner', {
      fromLedgerId: a.id,
      toLedgerId: b.id,
      amount: 1,
      transactionDate: '2026-02-30',
    });
    expect(date.status).toBe(400);
    expect(problemFields(date.body)).toEqual(['transactionDate']);
  });

  it("keeps a hostile user out of another's ledgers, and a share taken back stops the transfer", async () => {
    const owners = await newLedger('owner', 'Owner only');
    const theirs = await newLedger('mallory', 'Mallory');
    const theirsToo = await newLedger('mallory', 'Mallory 2');
    // Naming the owner's ledger on either side: 404, and nothing is written.
    for (const body of [
      { fromLedgerId: owners.id, toLedgerId: theirs.id },
      { fromLedgerId: theirs.id, toLedgerId: owners.id },
    ]) {
      const answer = await transfer('mallory', { ...body, amount: 100, transactionDate: today() });
      expect(answer.status).toBe(404);
    }
    expect(await rowsOf(owners.id)).toEqual([]);
    expect(await rowsOf(theirs.id)).toEqual([]);

    // Shared read-only: 403.
    const shared = await newLedger('owner', 'Shared', {
      sharedUsers: [ids.mallory],
      shareUsersCanEdit: false,
    });
    const readOnly = await transfer('mallory', {
      fromLedgerId: theirs.id,
      toLedgerId: shared.id,
      amount: 100,
      transactionDate: today(),
    });
    expect(readOnly.status).toBe(403);
    expect(await rowsOf(theirs.id)).toEqual([]);

    // Shared with edit rights: allowed.
    await ok(
      await post('/api/money/ledger', 'owner', {
        id: shared.id,
        title: 'Shared',
        sharedUsers: [ids.mallory],
        shareUsersCanEdit: true,
      }),
    );
    const made = await ok<Transfer>(
      await transfer('mallory', {
        fromLedgerId: shared.id,
        toLedgerId: theirs.id,
        amount: 700,
        transactionDate: today(),
      }),
    );
    expect(await balance('owner', shared.id)).toBe(-700);

    // Taken back: a new transfer is 404, and mallory's own side can no longer move or delete the owner's.
    await ok(await post('/api/money/ledger', 'owner', { id: shared.id, title: 'Shared', sharedUsers: [] }));
    const again = await transfer('mallory', {
      fromLedgerId: shared.id,
      toLedgerId: theirs.id,
      amount: 1,
      transactionDate: today(),
    });
    expect(again.status).toBe(404);
    expect((await update('mallory', made.deposit, 'amount', 99_999)).status).toBe(403);
    expect((await update('mallory', made.deposit, 'transactionDate', '2020-01-01')).status).toBe(403);
    expect((await del(`/api/money/ledger/transaction/${made.deposit.id}/delete`, 'mallory')).status).toBe(
      403,
    );
    expect(await balance('owner', shared.id)).toBe(-700);
    expect(await balance('mallory', theirs.id)).toBe(700);
    // A side's own memo is still theirs to change.
    await ok(await update('mallory', made.deposit, 'memo', 'from the flat'));
    // Two of mallory's own ledgers still work.
    await ok(
      await transfer('mallory', {
        fromLedgerId: theirs.id,
        toLedgerId: theirsToo.id,
        amount: 5,
        transactionDate: today(),
      }),
    );
  });

  it('never counts a transfer as income or spending', async () => {
    const from = await newLedger('owner', 'Flow from');
    const to = await newLedger('owner', 'Flow to');
    await ok(
      await post(`/api/money/ledger/${from.id}/transaction`, 'owner', {
        amount: 5_000,
        transactionDate: today(),
      }),
    );
    await ok(
      await transfer('owner', {
        fromLedgerId: from.id,
        toLedgerId: to.id,
        amount: 3_000,
        transactionDate: today(),
      }),
    );
    for (const [ledger, income] of [
      [from, 5_000],
      [to, 0],
    ] as const) {
      const flow = await ok<Cashflow>(
        await get(`/api/money/charts/cashflow?months=1&ledgerId=${ledger.id}`, 'owner'),
      );
      expect(flow.months.at(-1)).toMatchObject({ income, spending: 0 });
    }
  });

  type Op =
    | { kind: 'transfer'; from: number; to: number; amount: number; day: number }
    | { kind: 'amount'; pick: number; amount: number }
    | { kind: 'date'; pick: number; day: number }
    | { kind: 'delete'; pick: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('transfer' as const),
      from: fc.nat(2),
      to: fc.nat(2),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    fc.record({
      kind: fc.constant('amount' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: -500_000, max: 500_000 }),
    }),
    fc.record({ kind: fc.constant('date' as const), pick: fc.nat(), day: fc.integer({ min: 1, max: 28 }) }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  );

  it('keeps the sum of the balances and both sides of every transfer over random sequences', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        run += 1;
        const ledgers = [
          await newLedger('owner', `P${run} a`),
          await newLedger('owner', `P${run} b`),
          await newLedger('owner', `P${run} c`),
        ];
        const ledgerIds = ledgers.map((ledger) => ledger.id);
        // A starting deposit that is not a transfer: the sum must stay at it.
        await ok(
          await post(`/api/money/ledger/${ledgerIds[0]}/transaction`, 'owner', {
            amount: 10_000,
            transactionDate: '2026-01-15',
          }),
        );
        for (const step of ops) {
          const rows = await typed<{ id: number; ledger_id: number }[]>(
            api
              .db('money_transactions')
              .whereIn('ledger_id', ledgerIds)
              .whereNotNull('transfer_id')
              .orderBy('id')
              .select('id', 'ledger_id'),
          );
          const picked = 'pick' in step ? rows[step.pick % Math.max(rows.length, 1)] : undefined;
          const row = picked && ({ id: Number(picked.id), ledgerId: picked.ledger_id } as Transaction);
          if (step.kind === 'transfer') {
            const answer = await transfer('owner', {
              fromLedgerId: ledgerIds[step.from],
              toLedgerId: ledgerIds[step.to],
              amount: step.amount,
              transactionDate: `2026-02-${String(step.day).padStart(2, '0')}`,
            });
            expect(answer.status).toBe(step.from === step.to ? 400 : 200);
          } else if (row && step.kind === 'amount') {
            const answer = await update('owner', row, 'amount', step.amount);
            expect(answer.status).toBe(200);
          } else if (row && step.kind === 'date') {
            await ok(
              await update('owner', row, 'transactionDate', `2026-03-${String(step.day).padStart(2, '0')}`),
            );
          } else if (row && step.kind === 'delete') {
            await ok(await del(`/api/money/ledger/transaction/${row.id}/delete`, 'owner'));
          }
          let sum = 0;
          for (const id of ledgerIds) sum += (await balance('owner', id)) ?? 0;
          expect(sum).toBe(10_000);
          const sides = await typed<
            { transfer_id: number | string; amount: number | string; transaction_date: string }[]
          >(
            api
              .db('money_transactions')
              .whereIn('ledger_id', ledgerIds)
              .whereNotNull('transfer_id')
              .select('transfer_id', 'amount', 'transaction_date'),
          );
          const byTransfer = new Map<number, typeof sides>();
          for (const side of sides)
            byTransfer.set(Number(side.transfer_id), [
              ...(byTransfer.get(Number(side.transfer_id)) ?? []),
              side,
            ]);
          for (const pair of byTransfer.values()) {
            expect(pair).toHaveLength(2);
            expect(Number(pair[0]?.amount) + Number(pair[1]?.amount)).toBe(0);
            expect(pair[0]?.transaction_date).toBe(pair[1]?.transaction_date);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('takes edits of both sides of one transfer at once without a deadlock, the last one standing on both', async () => {
    const left = await newLedger('owner', 'Race left');
    const right = await newLedger('owner', 'Race right');
    const made = await ok<Transfer>(
      await transfer('owner', {
        fromLedgerId: left.id,
        toLedgerId: right.id,
        amount: 1_000,
        transactionDate: '2026-04-01',
      }),
    );
    // Twenty edits, alternating sides, sent together: each waits for the one before, none fails.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        update('owner', index % 2 === 0 ? made.withdrawal : made.deposit, 'amount', 2_000 + index),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const [withdrawal, deposit] = [await rowsOf(left.id), await rowsOf(right.id)];
    expect(Math.abs(Number(withdrawal[0]!.amount))).toBe(Math.abs(Number(deposit[0]!.amount)));
    expect((await balance('owner', left.id))! + (await balance('owner', right.id))!).toBe(0);
  });
});
