// The category totals the database keeps by triggers (money_031) equal what they derive from, after random
// sequences of every kind of write through the API (adds, amount, type and date edits, categories, splits and
// their removal, transfers, deletions, a category's and a ledger's deletion), on both databases.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Category, Ledger, MoneyResult, Transaction, Transfer } from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import {
  keptCategoryMonths,
  keptPayeeMonths,
  recomputedCategoryMonths,
  recomputedPayeeMonths,
} from '../../../test/money-totals.js';
import { ok, testUsers } from '../../../test/requests.js';

describeEachDatabase('money category totals kept by the database', (kind) => {
  let api: TestServer;
  const { addUser, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    await addUser('keeper', ['Member']);
  });
  afterAll(() => api?.close());

  const kept = async () => [await keptCategoryMonths(api.db), await keptPayeeMonths(api.db)];
  const recomputed = async () => [
    await recomputedCategoryMonths(api.db),
    await recomputedPayeeMonths(api.db),
  ];

  const newLedger = async (title: string): Promise<Ledger> =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', 'keeper', { title }))).result;
  const newCategory = async (name: string) =>
    ok<Category>(await post('/api/money/categories', 'keeper', { name }));
  const rowsOfLedger = async (ledgerId: number) =>
    (
      await ok<{ records: Transaction[] }>(
        await post(`/api/money/ledger/${ledgerId}/transactions/false`, 'keeper', { itemsPerPage: 1000 }),
      )
    ).records;

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      amount: fc.integer({ min: -90_000, max: 90_000 }).filter((n) => n !== 0),
      month: fc.integer({ min: 1, max: 3 }),
      category: fc.integer({ min: -1, max: 2 }),
    }),
    fc.record({
      kind: fc.constantFrom(
        'amount' as const,
        'date' as const,
        'type' as const,
        'category' as const,
        'payee' as const,
      ),
      pick: fc.nat(),
      value: fc.integer({ min: -1, max: 60_000 }).filter((n) => n !== 0),
    }),
    fc.record({
      kind: fc.constantFrom('split' as const, 'unsplit' as const, 'delete' as const),
      pick: fc.nat(),
    }),
    fc.record({ kind: fc.constant('transfer' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constantFrom('drop-category' as const, 'drop-ledger' as const), pick: fc.nat() }),
  );

  it('equal their rows after random sequences of every kind of write', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const ledgers = [await newLedger('One'), await newLedger('Two')];
        let categories = [await newCategory('A'), await newCategory('B'), await newCategory('C')];
        const everyRow = async () => (await Promise.all(ledgers.map((l) => rowsOfLedger(l.id)))).flat();
        const split = new Set<number>();
        const categoryOf = (index: number) => (index < 0 ? null : categories[index % categories.length]!.id);
        for (const s of steps) {
          const rows = await everyRow();
          // Undoing a split, and every third edit, take a split row when there is one: parts change then.
          const splitRows = rows.filter((r) => split.has(r.id));
          const pool =
            splitRows.length > 0 && 'pick' in s && (s.kind === 'unsplit' || s.pick % 3 === 0)
              ? splitRows
              : rows;
          const row = 'pick' in s && pool.length > 0 ? pool[s.pick % pool.length]! : undefined;
          const update = (property: string, value?: unknown) =>
            put(`/api/money/ledger/transaction/${row!.id}/update`, 'keeper', {
              id: row!.id,
              ledgerId: row!.ledgerId,
              property,
              value,
            });
          if (s.kind === 'add') {
            const added = await ok<Transaction>(
              await post(`/api/money/ledger/${ledgers[0]!.id}/transaction`, 'keeper', {
                amount: s.amount,
                transactionDate: `2026-0${s.month}-15`,
              }),
            );
            const categoryId = categoryOf(s.category);
            if (categoryId !== null)
              await ok(
                await put(`/api/money/ledger/transaction/${added.id}/category`, 'keeper', { categoryId }),
              );
          } else if (s.kind === 'transfer') {
            await ok<Transfer>(
              await post('/api/money/transfer', 'keeper', {
                fromLedgerId: ledgers[0]!.id,
                toLedgerId: ledgers[1]!.id,
                amount: s.amount,
                transactionDate: '2026-02-10',
              }),
            );
          } else if (s.kind === 'drop-category') {
            await ok(
              await del(`/api/money/categories/${categories[s.pick % categories.length]!.id}`, 'keeper'),
            );
            categories = [
              ...categories.filter((_, i) => i !== s.pick % categories.length),
              await newCategory('D'),
            ];
          } else if (s.kind === 'drop-ledger') {
            const index = s.pick % ledgers.length;
            await ok(await del(`/api/money/ledger/${ledgers[index]!.id}`, 'keeper'));
            ledgers[index] = await newLedger('Again');
          } else if (!row) {
            continue;
          } else if (s.kind === 'amount') {
            await ok(await update('amount', s.value));
          } else if (s.kind === 'type' && row.transferId === null) {
            await ok(await update('type'));
          } else if (s.kind === 'date') {
            await ok(
              await update(
                'transactionDate',
                `2026-0${(Math.abs(s.value) % 3) + 1}-0${(Math.abs(s.value) % 9) + 1}`,
              ),
            );
          } else if (s.kind === 'category' && row.transferId === null && !split.has(row.id)) {
            await ok(
              await put(`/api/money/ledger/transaction/${row.id}/category`, 'keeper', {
                categoryId: categoryOf(s.value % 4),
              }),
            );
          } else if (s.kind === 'split' && row.transferId === null && Math.abs(row.amount) >= 2) {
            const first = Math.trunc(row.amount / 2);
            await ok(
              await put(`/api/money/ledger/transaction/${row.id}/split`, 'keeper', {
                parts: [
                  { categoryId: categoryOf(0), amount: first },
                  { categoryId: categoryOf(1), amount: row.amount - first },
                ],
              }),
            );
            split.add(row.id);
          } else if (s.kind === 'unsplit' && row.transferId === null) {
            await ok(await put(`/api/money/ledger/transaction/${row.id}/split`, 'keeper', { parts: [] }));
            split.delete(row.id);
          } else if (s.kind === 'payee' && row.transferId === null) {
            const payee = s.value % 3 === 0 ? '' : `Payee ${s.value % 3}`;
            await ok(await put(`/api/money/ledger/transaction/${row.id}/payee`, 'keeper', { payee }));
          } else if (s.kind === 'delete') {
            await ok(await del(`/api/money/ledger/transaction/${row.id}/delete`, 'keeper'));
          }
          expect(await kept()).toEqual(await recomputed());
        }
        // A clean slate for the next run.
        for (const ledger of ledgers) await ok(await del(`/api/money/ledger/${ledger.id}`, 'keeper'));
        for (const category of categories)
          await ok(await del(`/api/money/categories/${category.id}`, 'keeper'));
        expect(await kept()).toEqual(await recomputed());
      }),
      { numRuns: kind === 'postgres' ? 15 : 25 },
    );
  }, 180_000);
});
