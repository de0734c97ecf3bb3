// Stored running balances (month and day openings and day_running, postings.ts) against the window-function
// statement, on random histories of every write path: add (backdated or not), edit of amount, date, type and
// order, delete, reconcile, reorder, schedule postings, balance mode changes (linked account and followed
// ledger), an account balance set by hand, a right-group viewer; and under concurrent writes to one ledger.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ledger, MoneyResult, Transaction, TransactionPage } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { pageFromDatabase } from '../../../test/money.js';
import { ok, testUsers } from '../../../test/requests.js';
import { runDueSchedules } from './schedules.js';
import { typed } from '../../db/typed.js';

/** 110 days ago: histories span a few months up to about today, so rows cross month ends (and schedules,
 * which may start at most a year back, accept the dates). */
const BASE = Date.now() - 110 * 86_400_000;
/** A date `day` days after BASE. */
const dateOf = (day: number): string => new Date(BASE + day * 86_400_000).toISOString().slice(0, 10);

type Op =
  | {
      kind: 'add';
      target: 'main' | 'followed';
      amount: number;
      day: number;
      initiated: boolean;
      memo: string;
    }
  | { kind: 'memo'; pick: number; memo: string }
  | { kind: 'amount'; pick: number; amount: number }
  | { kind: 'date'; pick: number; day: number }
  | { kind: 'type'; pick: number }
  | { kind: 'order'; pick: number; orderId: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'reconcile'; pick: number }
  | { kind: 'reorder'; seed: number }
  | { kind: 'schedule'; amount: number; day: number; cycles: number }
  | { kind: 'mode'; mode: 1 | 2 | 3 | 99 }
  | { kind: 'accountBalance'; amount: number };

const amount = fc.integer({ min: -50_000, max: 50_000 }).filter((value) => value !== 0);
const day = fc.integer({ min: 0, max: 100 });
const pick = fc.nat();
/** Memos a filter finds by trigrams ('ren', 'flat'), by the plain test ('re') or not at all. */
const memo = fc.constantFrom('Rent', 'rent flat', 'Groceries', 'Flat rate', 'Café Ünïcode', '');
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      target: fc.constantFrom('main' as const, 'main' as const, 'followed' as const),
      amount,
      day,
      initiated: fc.boolean(),
      memo,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('amount' as const), pick, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('memo' as const), pick, memo }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('date' as const), pick, day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('type' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      pick,
      orderId: fc.integer({ min: 0, max: 50 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reconcile' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('schedule' as const),
      amount,
      day,
      cycles: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('mode' as const), mode: fc.constantFrom(1, 2, 3, 99) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('accountBalance' as const), amount }) },
);

describeEachDatabase('money running balances', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get, post, put } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'partner']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  /** The window-function statement: each row's running sum in its set, in date order, from the rows alone. */
  async function windowBalances(ledgerId: number): Promise<Map<number, number>> {
    const result = (await api.db.raw(
      `select id, sum(amount) over (partition by reconciled order by transaction_date, id
         rows between unbounded preceding and current row) as running
       from money_transactions where ledger_id = ?`,
      [ledgerId],
    )) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: unknown;
      running: unknown;
    }[];
    return new Map(rows.map((row) => [Number(row.id), Number(row.running)]));
  }

  /** What is stored: the month's opening, the day's opening and the row's day_running. */
  async function storedBalances(ledgerId: number): Promise<Map<number, number>> {
    const rows = await typed<{ id: unknown; running: unknown }[]>(
      api
        .db('money_transactions as t')
        .join('money_ledger_months as m', function join() {
          this.on('m.ledger_id', 't.ledger_id')
            .andOn('m.reconciled', 't.reconciled')
            .andOn('m.month', api.db.raw('substr(t.transaction_date, 1, 7)'));
        })
        .join('money_ledger_days as d', function join() {
          this.on('d.ledger_id', 't.ledger_id')
            .andOn('d.reconciled', 't.reconciled')
            .andOn('d.day', 't.transaction_date');
        })
        .where('t.ledger_id', ledgerId)
        .select('t.id', api.db.raw('t.day_running + d.opening + m.opening as running')),
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.running)]));
  }

  /** The month totals as stored and as the rows add up. */
  async function monthTotals(ledgerId: number): Promise<{ stored: string[]; summed: string[] }> {
    const stored = await typed<Record<string, unknown>[]>(
      api
        .db('money_ledger_months')
        .where({ ledger_id: ledgerId })
        .where('row_count', '>', 0)
        .select('reconciled', 'month', 'total', 'row_count'),
    );
    const summed = await typed<Record<string, unknown>[]>(
      api
        .db('money_transactions')
        .where({ ledger_id: ledgerId })
        .groupBy('reconciled', api.db.raw('substr(transaction_date, 1, 7)'))
        .select(
          'reconciled',
          api.db.raw('substr(transaction_date, 1, 7) as month'),
          api.db.raw('sum(amount) as total'),
          api.db.raw('count(*) as row_count'),
        ),
    );
    const key = (row: Record<string, unknown>) =>
      `${String(row.reconciled === true || row.reconciled === 1)} ${String(row.month)} ${Number(row.total)} ${Number(row.row_count)}`;
    return { stored: stored.map(key).sort(), summed: summed.map(key).sort() };
  }

  /** Every row of a set through the keyset pages (the stored balances), ascending and descending. */
  async function keysetPages(who: string, ledgerId: number, historical: boolean, direction: 'asc' | 'desc') {
    const found: Transaction[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 100; guard += 1) {
      const body = {
        itemsPerPage: 7,
        sortBy: 'transactionDate',
        sortDirection: direction,
        ...(after ? { after } : {}),
      };
      const page = await ok<TransactionPage>(
        post(`/api/money/ledger/${ledgerId}/transactions/${String(historical)}`, who, body),
      );
      // The server's answer, kept or not, is what the database holds now, whatever write came between (a
      // kept page that one of the write paths did not drop shows here).
      expect(page).toEqual(await pageFromDatabase(api, ids[who] ?? 0, ledgerId, historical, body));
      found.push(...page.records);
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    return found;
  }

  async function checkLedger(ledgerId: number, viewers: string[]): Promise<void> {
    expect(await storedBalances(ledgerId)).toEqual(await windowBalances(ledgerId));
    const totals = await monthTotals(ledgerId);
    expect(totals.stored).toEqual(totals.summed);
    const ledger = await ok<Ledger>(get(`/api/money/ledger/${ledgerId}`, 'owner'));
    if (ledger.keepOrder || ledger.enableRankOrder) return; // rank ledgers window their rank order
    for (const who of viewers) {
      for (const historical of [false, true]) {
        const ascending = await keysetPages(who, ledgerId, historical, 'asc');
        const descending = await keysetPages(who, ledgerId, historical, 'desc');
        expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
        const balances = new Map(ascending.map((row) => [row.id, row.balance]));
        expect(new Map(descending.map((row) => [row.id, row.balance]))).toEqual(balances);
        await checkShapes(who, ledgerId, historical, balances);
        // Each row's place: how many rows come before it in the portal's order of its set.
        const shown = historical ? descending : ascending;
        for (const [index, row] of shown.entries()) {
          expect(await ok(get(`/api/money/ledger/transaction/${row.id}/place`, who))).toEqual({
            ledgerId,
            historical,
            index,
          });
        }
      }
    }
  }

  /** The ids of a set in an order (and under a memo filter), as plain SQL over the rows reads them. */
  async function referenceOrder(
    ledgerId: number,
    historical: boolean,
    column: string,
    direction: 'asc' | 'desc',
    term = '',
  ): Promise<number[]> {
    const query = api
      .db('money_transactions')
      .where({ ledger_id: ledgerId, reconciled: historical })
      .orderBy([
        { column, order: direction },
        { column: 'id', order: direction },
      ]);
    if (term) query.whereRaw(`lower(memo) like ?`, [`%${term.toLowerCase()}%`]);
    return (await typed<{ id: unknown }[]>(query.select('id'))).map((row) => Number(row.id));
  }

  /**
   * Every other shape of the page (numbered pages of the date order, the other sort orders, memo filters)
   * holds the rows plain SQL finds in that order, each with the balance the keyset pages gave it.
   */
  async function checkShapes(
    who: string,
    ledgerId: number,
    historical: boolean,
    balances: Map<number, number | null>,
  ): Promise<void> {
    const pageOf = (body: object) =>
      ok<TransactionPage>(
        post(`/api/money/ledger/${ledgerId}/transactions/${String(historical)}`, who, body),
      );
    const expectRows = (records: Transaction[], order: number[]) => {
      expect(records.map((row) => row.id)).toEqual(order);
      for (const row of records) expect(row.balance).toBe(balances.get(row.id));
    };
    for (const direction of ['asc', 'desc'] as const) {
      const numbered: Transaction[] = [];
      for (let page = 1; page <= 40; page += 1) {
        const answer = await pageOf({
          itemsPerPage: 3,
          page,
          sortBy: 'transactionDate',
          sortDirection: direction,
        });
        numbered.push(...answer.records);
        if (answer.records.length < 3) break;
      }
      expectRows(numbered, await referenceOrder(ledgerId, historical, 'transaction_date', direction));
      for (const [sortBy, column] of [
        ['amount', 'amount'],
        ['memo', 'memo'],
        ['id', 'id'],
      ] as const) {
        const answer = await pageOf({ itemsPerPage: 1000, sortBy, sortDirection: direction });
        expectRows(answer.records, await referenceOrder(ledgerId, historical, column, direction));
      }
    }
    for (const term of ['ren', 're', 'FLAT', 'café', 'zzz']) {
      const found = await referenceOrder(ledgerId, historical, 'transaction_date', 'desc', term);
      const answer = await pageOf({ itemsPerPage: 1000, filterBy: term, sortDirection: 'desc' });
      expectRows(answer.records, found);
      expect(answer.total).toBe(found.length);
    }
  }

  it('keeps running balances exact through random histories of every write path', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 18 }),
        fc.boolean(),
        async (ops, keepOrder) => {
          run += 1;
          const account = (
            await ok<MoneyResult<{ id: number }>>(
              post('/api/money/account/save', 'owner', {
                title: `Account ${run}`,
                accountTypeId: 1,
                currentBalance: 10_000,
              }),
            )
          ).result;
          const followed = (
            await ok<MoneyResult<Ledger>>(post('/api/money/ledger', 'owner', { title: `Followed ${run}` }))
          ).result;
          let main = (
            await ok<MoneyResult<Ledger>>(
              post('/api/money/ledger', 'owner', {
                title: `Main ${run}`,
                keepOrder,
                sharedUsers: [ids.partner],
                leftGroupUsers: [ids.owner],
                rightGroupUsers: [ids.partner],
              }),
            )
          ).result;
          const rows: Transaction[] = [];
          const choose = (index: number) => rows[index % Math.max(rows.length, 1)];
          const saveMain = async (changes: object) => {
            main = (
              await ok<MoneyResult<Ledger>>(
                post('/api/money/ledger', 'owner', {
                  ...main,
                  leftGroupUsers: [ids.owner],
                  rightGroupUsers: [ids.partner],
                  sharedUsers: [ids.partner],
                  ...changes,
                }),
              )
            ).result;
          };
          const update = (row: Transaction, property: string, value?: unknown) =>
            put(`/api/money/ledger/transaction/${row.id}/update`, 'owner', {
              id: row.id,
              ledgerId: row.ledgerId,
              property,
              value,
            });
          for (const step of ops) {
            const row = choose('pick' in step ? step.pick : 0);
            switch (step.kind) {
              case 'add': {
                const ledgerId = step.target === 'main' ? main.id : followed.id;
                const added = await ok<Transaction>(
                  post(`/api/money/ledger/${ledgerId}/transaction`, 'owner', {
                    amount: step.amount,
                    transactionDate: dateOf(step.day),
                    transactionInitiated: step.initiated,
                    memo: step.memo,
                  }),
                );
                rows.push(added);
                break;
              }
              case 'memo':
                if (row) await ok(update(row, 'memo', step.memo));
                break;
              case 'amount':
                if (row) await ok(update(row, 'amount', step.amount));
                break;
              case 'date':
                if (row) await ok(update(row, 'transactionDate', dateOf(step.day)));
                break;
              case 'type':
                if (row) await ok(update(row, 'type'));
                break;
              case 'order':
                if (row) await ok(update(row, 'orderId', step.orderId));
                break;
              case 'delete':
                if (row) {
                  await ok(
                    api.request
                      .delete(`/api/money/ledger/transaction/${row.id}/delete`)
                      .set('Authorization', auth('owner')),
                  );
                  rows.splice(rows.indexOf(row), 1);
                }
                break;
              case 'reconcile':
                // Only pending rows outside Account ledgers may be reconciled: a 409 is part of the history.
                if (row) {
                  const response = await post(`/api/money/ledger/transaction/${row.id}/reconcile`, 'owner');
                  expect([200, 409]).toContain(response.status);
                }
                break;
              case 'reorder': {
                const mine = rows.filter((candidate) => candidate.ledgerId === main.id);
                const sorted = mine
                  .map((candidate, index) => ({ id: candidate.id, orderId: (index * 7 + step.seed) % 97 }))
                  .slice(0, 20);
                if (sorted.length === 0) break;
                const response = await put('/api/money/ledger/transaction/save-order', 'owner', {
                  ledgerId: main.id,
                  sortedItems: sorted,
                });
                expect([200, 409]).toContain(response.status);
                break;
              }
              case 'schedule': {
                await saveMain({
                  enableSchedule: true,
                  amountPerCycle: step.amount,
                  scheduleIntervalId: 6,
                  nextCycleDate: dateOf(step.day),
                  autoIncrementCycleDate: true,
                });
                await runDueSchedules(api.db, dateOf(step.day + step.cycles - 1));
                await saveMain({ enableSchedule: false });
                break;
              }
              case 'mode':
                await saveMain({
                  balanceModeId: step.mode,
                  balanceAccountId: step.mode === 2 ? account.id : null,
                  balanceLedgerId: step.mode === 3 ? followed.id : null,
                });
                break;
              case 'accountBalance':
                await ok(
                  post('/api/money/account/save', 'owner', {
                    id: account.id,
                    title: `Account ${run}`,
                    accountTypeId: 1,
                    currentBalance: step.amount,
                  }),
                );
                break;
            }
            // Main's first page, as each viewer has it open: the server keeps it, and the next write must
            // drop it (checkLedger compares every page with the database's).
            for (const who of ['owner', 'partner']) {
              for (const sortDirection of ['asc', 'desc']) {
                await ok(
                  post(`/api/money/ledger/${main.id}/transactions/false`, who, {
                    itemsPerPage: 7,
                    sortBy: 'transactionDate',
                    sortDirection,
                  }),
                );
              }
            }
            // Keep the local copies of rows current (dates, amounts, ledgers) for the next picks.
            if (rows.length > 0 && step.kind !== 'add') {
              const current = await api
                .db('money_transactions')
                .whereIn(
                  'id',
                  rows.map((candidate) => candidate.id),
                )
                .select('id');
              const alive = new Set(current.map((entry: { id: unknown }) => Number(entry.id)));
              for (let index = rows.length - 1; index >= 0; index -= 1)
                if (!alive.has(rows[index]?.id ?? -1)) rows.splice(index, 1);
            }
          }
          await checkLedger(main.id, ['owner', 'partner']);
          await checkLedger(followed.id, ['owner']);
        },
      ),
      { numRuns: 8 },
    );
  }, 300_000);

  it('keeps running balances exact when writes to one ledger run at the same time', async () => {
    const ledger = (
      await ok<MoneyResult<Ledger>>(post('/api/money/ledger', 'owner', { title: 'Concurrent' }))
    ).result;
    const add = (index: number) =>
      ok<Transaction>(
        post(`/api/money/ledger/${ledger.id}/transaction`, 'owner', {
          amount: (index % 2 === 0 ? 1 : -1) * (100 + index),
          // Backdated into the same few months, so each insert moves the rows and months after it.
          transactionDate: dateOf((index * 37) % 90),
          transactionInitiated: true,
        }),
      );
    const first = await Promise.all(Array.from({ length: 24 }, (_, index) => add(index)));
    // Then adds, edits of amount and date, deletes and reconciles, all at once.
    await Promise.all([
      ...Array.from({ length: 12 }, (_, index) => add(100 + index)),
      ...first.slice(0, 6).map((row, index) =>
        ok(
          put(`/api/money/ledger/transaction/${row.id}/update`, 'owner', {
            id: row.id,
            ledgerId: ledger.id,
            property: index % 2 === 0 ? 'amount' : 'transactionDate',
            value: index % 2 === 0 ? 7_777 + index : dateOf(index * 13),
          }),
        ),
      ),
      ...first
        .slice(6, 10)
        .map((row) =>
          ok(
            api.request
              .delete(`/api/money/ledger/transaction/${row.id}/delete`)
              .set('Authorization', auth('owner')),
          ),
        ),
      ...first
        .slice(10, 14)
        .map((row) => ok(post(`/api/money/ledger/transaction/${row.id}/reconcile`, 'owner'))),
    ]);
    expect(await api.db('money_transactions').where({ ledger_id: ledger.id }).count({ n: '*' })).toEqual([
      { n: kind === 'postgres' ? '32' : 32 },
    ]);
    await checkLedger(ledger.id, ['owner']);
  }, 120_000);

  it('keeps the balances of a ledger made from a template whose rows fall on many days', async () => {
    const template = (
      await ok<MoneyResult<Ledger>>(
        post('/api/money/ledger', 'owner', { title: 'Template', ledgerTypeId: 99 }),
      )
    ).result;
    for (const [amount, day] of [
      [-1_200, '2026-02-03'],
      [50_000, '2026-02-01'],
      [-800, '2026-02-03'],
      [-3_000, '2026-03-15'],
      [-450, '2026-02-28'],
    ] as const) {
      await ok(
        post(`/api/money/ledger/${template.id}/transaction`, 'owner', {
          amount,
          transactionDate: day,
          memo: '',
        }),
      );
    }
    const made = (
      await ok<MoneyResult<Ledger>>(
        post('/api/money/ledger', 'owner', { title: 'From the template', budgetTemplateId: template.id }),
      )
    ).result;
    expect(await api.db('money_transactions').where({ ledger_id: made.id }).count({ n: '*' })).toEqual([
      { n: kind === 'postgres' ? '5' : 5 },
    ]);
    await checkLedger(made.id, ['owner']);
  });
});
