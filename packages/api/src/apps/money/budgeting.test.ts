// Money, depth (categories, splits, budgets, payees, rules) over HTTP on both databases, with a hostile second
// user (another user's lists, budgets and rules are not found; a read-only share cannot categorise) and a
// property test: the budget month's figures and the split parts equal a plain model over random histories.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BudgetMonth,
  Category,
  CategoryGroup,
  CategoryList,
  Ledger,
  MoneyResult,
  Payee,
  Rule,
  RuleApplied,
  RulePreview,
  Transaction,
  TransactionSplit,
  TransactionTags,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../test/requests.js';
import { rescaleParts } from './splits.js';

describe('rescaleParts', () => {
  it('keeps the sum exact and the shares in proportion', () => {
    expect(rescaleParts([3000, 1000], 2000)).toEqual([1500, 500]);
    expect(rescaleParts([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(rescaleParts([-3000, -1000], 4000)).toEqual([3000, 1000]);
    expect(rescaleParts([500, -500], 10)).toEqual([510, -500]);
    // Both signs: the change goes to the first part (found by this property: shares of a small sum of large
    // opposite parts grew past exact numbers).
    expect(rescaleParts([50_000, -49_900], 1_000_000)).toEqual([1_049_900, -49_900]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: -1e12, max: 1e12 }),
        (parts, total) => {
          const next = rescaleParts(parts, total);
          expect(next.reduce((a, b) => a + b, 0)).toBe(total);
          expect(next.every(Number.isSafeInteger)).toBe(true);
          // No part grows past what the parts and the totals hold.
          const bound =
            Math.max(...parts.map(Math.abs)) + Math.abs(total) + Math.abs(parts.reduce((a, b) => a + b, 0));
          expect(next.every((part) => Math.abs(part) <= bound)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describeEachDatabase('money budgeting', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, put, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory', 'reader', 'editor', 'model'])
      await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const newLedger = async (who: string, extra: object = {}): Promise<Ledger> =>
    (await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title: 'Household', ...extra })))
      .result;
  const add = async (
    who: string,
    ledgerId: number,
    amount: number,
    date: string,
    memo = '',
  ): Promise<Transaction> =>
    ok<Transaction>(
      await post(`/api/money/ledger/${ledgerId}/transaction`, who, { amount, transactionDate: date, memo }),
    );
  const group = async (who: string, name: string) =>
    ok<CategoryGroup>(await post('/api/money/categories/groups', who, { name }));
  const category = async (who: string, name: string, extra: object = {}) =>
    ok<Category>(await post('/api/money/categories', who, { name, ...extra }));
  const setCategory = (who: string, id: number, categoryId: number | null) =>
    put(`/api/money/ledger/transaction/${id}/category`, who, { categoryId });
  const tags = async (who: string, ledgerId: number, transactionIds: number[]) =>
    ok<TransactionTags[]>(await post(`/api/money/ledger/${ledgerId}/tags`, who, { ids: transactionIds }));
  const month = async (who: string, value: string) =>
    ok<BudgetMonth>(await get(`/api/money/budget/${value}`, who));
  const line = (answer: BudgetMonth, categoryId: number) =>
    answer.groups.flatMap((g) => g.categories).find((c) => c.categoryId === categoryId);

  it('keeps grouped categories per user, and a ledger shows its owner’s to those it is shared with', async () => {
    const food = await group('owner', 'Food');
    const groceries = await category('owner', 'Groceries', { groupId: food.id, carryOver: true });
    await category('owner', 'Rent');
    const mine = await ok<CategoryList>(await get('/api/money/categories', 'owner'));
    expect(mine.own).toBe(true);
    expect(mine.groups.map((g) => g.name)).toContain('Food');
    expect(mine.categories.find((c) => c.id === groceries.id)).toMatchObject({
      groupId: food.id,
      carryOver: true,
    });

    // Bad input names its field; another user's group is refused as a field, their category not found.
    expect(problemFields((await post('/api/money/categories', 'owner', { name: '' })).body)).toContain(
      'name',
    );
    const theirs = await group('mallory', 'Mine');
    const refused = await post('/api/money/categories', 'owner', { name: 'X', groupId: theirs.id });
    expect(refused.status).toBe(400);
    expect(problemFields(refused.body)).toEqual(['groupId']);
    expect((await put(`/api/money/categories/${groceries.id}`, 'mallory', { name: 'Mine now' })).status).toBe(
      404,
    );
    expect((await del(`/api/money/categories/${groceries.id}`, 'mallory')).status).toBe(404);
    expect((await put(`/api/money/categories/groups/${food.id}`, 'mallory', { name: 'x' })).status).toBe(404);
    expect((await ok<CategoryList>(await get('/api/money/categories', 'mallory'))).categories).toEqual([]);

    // A shared ledger: the shared users see the owner's categories; the editor may pick one, the reader not.
    const shared = await newLedger('owner', { sharedUsers: [ids.editor], shareUsersCanEdit: true });
    const readOnly = await newLedger('owner', { sharedUsers: [ids.reader], shareUsersCanEdit: false });
    const lists = await ok<CategoryList>(await get(`/api/money/categories?ledgerId=${shared.id}`, 'editor'));
    expect(lists.own).toBe(false);
    expect(lists.ownerId).toBe(ids.owner);
    expect(lists.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Groceries', 'Rent']));
    expect((await get(`/api/money/categories?ledgerId=${shared.id}`, 'mallory')).status).toBe(404);

    const row = await add('editor', shared.id, -4250, '2026-03-04', 'Market');
    const editorsOwn = await category('editor', 'Editor only');
    const wrong = await setCategory('editor', row.id, editorsOwn.id);
    expect(wrong.status).toBe(400);
    expect(problemFields(wrong.body)).toEqual(['categoryId']);
    const tagged = await ok<TransactionTags>(await setCategory('editor', row.id, groceries.id));
    expect(tagged.categoryId).toBe(groceries.id);
    expect((await setCategory('mallory', row.id, groceries.id)).status).toBe(404);

    const readRow = await add('owner', readOnly.id, -100, '2026-03-04');
    expect((await setCategory('reader', readRow.id, groceries.id)).status).toBe(403);
    expect(
      (await put(`/api/money/ledger/transaction/${readRow.id}/split`, 'reader', { parts: [] })).status,
    ).toBe(403);
    expect((await tags('reader', readOnly.id, [readRow.id]))[0]?.categoryId).toBeNull();
    expect(
      (await post(`/api/money/ledger/${readOnly.id}/tags`, 'mallory', { ids: [readRow.id] })).status,
    ).toBe(404);
    // Rows of another ledger are not answered through this one.
    expect(await tags('owner', readOnly.id, [row.id])).toEqual([]);

    // Deleting a category leaves its rows uncategorised.
    const temporary = await category('owner', 'Temporary');
    await ok(await setCategory('owner', readRow.id, temporary.id));
    await ok(await del(`/api/money/categories/${temporary.id}`, 'owner'));
    expect((await tags('owner', readOnly.id, [readRow.id]))[0]?.categoryId).toBeNull();
  });

  it('splits a transaction into parts that sum exactly to its amount, through edits of the amount', async () => {
    const ledger = await newLedger('owner');
    const a = await category('owner', 'Split A');
    const b = await category('owner', 'Split B');
    const row = await add('owner', ledger.id, -10_000, '2026-04-10', 'Supermarket');
    const off = await put(`/api/money/ledger/transaction/${row.id}/split`, 'owner', {
      parts: [
        { categoryId: a.id, amount: -7000 },
        { categoryId: b.id, amount: -2999 },
      ],
    });
    expect(off.status).toBe(400);
    expect(problemFields(off.body)).toEqual(['parts']);
    const split = await ok<TransactionSplit>(
      await put(`/api/money/ledger/transaction/${row.id}/split`, 'owner', {
        parts: [
          { categoryId: a.id, amount: -7000, memo: 'food' },
          { categoryId: b.id, amount: -3000, memo: 'soap' },
        ],
      }),
    );
    expect(split.parts.map((p) => p.amount)).toEqual([-7000, -3000]);
    expect((await tags('owner', ledger.id, [row.id]))[0]?.split).toBe(true);
    // A split row takes no category of its own.
    expect(problemFields((await setCategory('owner', row.id, a.id)).body)).toEqual(['categoryId']);
    // Another user's category is refused, naming the part.
    const theirs = await category('mallory', 'Theirs');
    const foreign = await put(`/api/money/ledger/transaction/${row.id}/split`, 'owner', {
      parts: [
        { categoryId: theirs.id, amount: -5000 },
        { categoryId: b.id, amount: -5000 },
      ],
    });
    expect(problemFields(foreign.body)).toEqual(['parts.0.categoryId']);
    expect((await get(`/api/money/ledger/transaction/${row.id}/split`, 'mallory')).status).toBe(404);

    // Editing the amount rescales the parts: they still sum to it.
    await ok(
      await put(`/api/money/ledger/transaction/${row.id}/update`, 'owner', {
        id: row.id,
        ledgerId: ledger.id,
        property: 'amount',
        value: -3333,
      }),
    );
    const after = await ok<TransactionSplit>(
      await get(`/api/money/ledger/transaction/${row.id}/split`, 'owner'),
    );
    expect(after.amount).toBe(-3333);
    expect(after.parts.map((p) => p.amount)).toEqual([-2333, -1000]);
    // The type toggle flips them with it.
    await ok(
      await put(`/api/money/ledger/transaction/${row.id}/update`, 'owner', {
        id: row.id,
        ledgerId: ledger.id,
        property: 'type',
      }),
    );
    const flipped = await ok<TransactionSplit>(
      await get(`/api/money/ledger/transaction/${row.id}/split`, 'owner'),
    );
    expect(flipped.parts.reduce((sum, p) => sum + p.amount, 0)).toBe(3333);
    // No parts undoes the split.
    await ok(await put(`/api/money/ledger/transaction/${row.id}/split`, 'owner', { parts: [] }));
    expect((await tags('owner', ledger.id, [row.id]))[0]?.split).toBe(false);
  });

  it('keeps a budget per currency: a month counts the ledgers of one currency, never adding two', async () => {
    await addUser(`traveller-${kind}`, ['Member']);
    const who = `traveller-${kind}`;
    const food = await category(who, 'Food');
    const home = await newLedger(who);
    const second = await newLedger(who, { title: 'Cash' });
    const tokyo = await newLedger(who, { title: 'Tokyo', currency: 'JPY' });
    const row = async (ledgerId: number, amount: number) => {
      const added = await add(who, ledgerId, amount, '2026-06-10');
      await ok(await setCategory(who, added.id, food.id));
    };
    await row(home.id, -4000);
    await row(second.id, -1000);
    await row(tokyo.id, -3500);

    // The main currency is the one most ledgers keep; the answer lists both.
    const usd = await month(who, '2026-06');
    expect(usd).toMatchObject({ currency: 'USD', currencies: ['JPY', 'USD'] });
    expect(line(usd, food.id)?.spent).toBe(5000);
    await ok(await put('/api/money/budget/2026-06', who, { categoryId: food.id, amount: 6000 }));
    const yen = await ok<BudgetMonth>(await get('/api/money/budget/2026-06?currency=jpy', who));
    expect(yen.currency).toBe('JPY');
    expect(line(yen, food.id)).toMatchObject({ spent: 3500, budgeted: 0 });
    const setYen = await ok<BudgetMonth>(
      await put('/api/money/budget/2026-06', who, { categoryId: food.id, amount: 5000, currency: 'JPY' }),
    );
    expect(line(setYen, food.id)).toMatchObject({ budgeted: 5000, left: 1500 });
    expect(line(await month(who, '2026-06'), food.id)).toMatchObject({ budgeted: 6000, left: 1000 });

    const bad = await get('/api/money/budget/2026-06?currency=XYZ', who);
    expect(bad.status).toBe(400);
    expect(problemFields(bad.body)).toEqual(['currency']);
    expect(
      problemFields(
        (await put('/api/money/budget/2026-06', who, { categoryId: food.id, amount: 1, currency: 'euro' }))
          .body,
      ),
    ).toEqual(['currency']);
  });

  it('shows budget against actual per category and group, with carry-over, and fills a month from a template', async () => {
    const bills = await group('model', 'Bills');
    const power = await category('model', 'Power', { groupId: bills.id, carryOver: true });
    const fun = await category('model', 'Fun', { groupId: bills.id });
    const ledger = await newLedger('model');
    const other = await newLedger('model', { title: 'Card' });
    expect(
      (await put(`/api/money/budget/2026-01`, 'model', { categoryId: power.id, amount: 10_000 })).status,
    ).toBe(200);
    await ok(await put(`/api/money/budget/2026-02`, 'model', { categoryId: power.id, amount: 10_000 }));
    await ok(await put(`/api/money/budget/2026-02`, 'model', { categoryId: fun.id, amount: 5000 }));
    // January: 120.00 spent on power (20.00 over); February: 50.00 across two ledgers, 10.00 refunded.
    for (const [ledgerId, amount, date, categoryId] of [
      [ledger.id, -12_000, '2026-01-15', power.id],
      [ledger.id, -3000, '2026-02-03', power.id],
      [other.id, -3000, '2026-02-28', power.id],
      [other.id, 1000, '2026-02-20', power.id],
      [ledger.id, -6000, '2026-02-10', fun.id],
      [ledger.id, -700, '2026-02-11', null],
      [ledger.id, -900, '2026-03-01', power.id],
    ] as const) {
      const row = await add('model', ledgerId, amount, date);
      if (categoryId !== null) await ok(await setCategory('model', row.id, categoryId));
    }
    const february = await month('model', '2026-02');
    expect(line(february, power.id)).toMatchObject({
      budgeted: 10_000,
      spent: 5000,
      carried: -2000,
      left: 3000,
    });
    expect(line(february, fun.id)).toMatchObject({ budgeted: 5000, spent: 6000, carried: 0, left: -1000 });
    expect(february.uncategorised).toBe(700);
    const billsGroup = february.groups.find((g) => g.groupId === bills.id);
    expect(billsGroup).toMatchObject({ budgeted: 15_000, spent: 11_000, carried: -2000, left: 2000 });
    // March carries February's left-over of power (3000); fun does not carry.
    const march = await month('model', '2026-03');
    expect(line(march, power.id)).toMatchObject({ budgeted: 0, spent: 900, carried: 3000, left: 2100 });
    expect(line(march, fun.id)).toMatchObject({ carried: 0, left: 0 });
    // A row moved to another month (or category) moves its spending with it.
    const moved = await add('model', ledger.id, -1234, '2026-06-05');
    await ok(await setCategory('model', moved.id, fun.id));
    expect(line(await month('model', '2026-06'), fun.id)?.spent).toBe(1234);
    await ok(
      await put(`/api/money/ledger/transaction/${moved.id}/update`, 'model', {
        id: moved.id,
        ledgerId: ledger.id,
        property: 'transactionDate',
        value: '2026-07-01',
      }),
    );
    expect(line(await month('model', '2026-06'), fun.id)?.spent).toBe(0);
    expect(line(await month('model', '2026-07'), fun.id)?.spent).toBe(1234);
    await ok(await setCategory('model', moved.id, null));
    expect((await month('model', '2026-07')).uncategorised).toBe(1234);
    // Another user sees none of it, and cannot budget the model's categories.
    const theirs = await month('mallory', '2026-02');
    expect(theirs.groups.flatMap((g) => g.categories).some((c) => c.categoryId === power.id)).toBe(false);
    expect(
      (await put(`/api/money/budget/2026-02`, 'mallory', { categoryId: power.id, amount: 1 })).status,
    ).toBe(404);
    expect(
      problemFields(
        (await put(`/api/money/budget/2026-13`, 'model', { categoryId: power.id, amount: 1 })).body,
      ),
    ).toContain('month');
    expect(
      problemFields(
        (await put(`/api/money/budget/2026-02`, 'model', { categoryId: power.id, amount: -1 })).body,
      ),
    ).toContain('amount');

    // A template: its rows, by category, fill the month (only empty ones unless asked to overwrite).
    const template = await newLedger('model', { title: 'Plan', ledgerTypeId: 99, balanceModeId: 99 });
    const t1 = await add('model', template.id, -8000, '2026-01-01', 'Power');
    const t2 = await add('model', template.id, -2500, '2026-01-01', 'Fun');
    await ok(await setCategory('model', t1.id, power.id));
    await ok(await setCategory('model', t2.id, fun.id));
    // A template's rows are not spending.
    expect(line(await month('model', '2026-01'), power.id)?.spent).toBe(12_000);
    const filled = await ok<BudgetMonth>(
      await post(`/api/money/budget/2026-04/fill`, 'model', { templateId: template.id }),
    );
    expect(line(filled, power.id)?.budgeted).toBe(8000);
    expect(line(filled, fun.id)?.budgeted).toBe(2500);
    const kept = await ok<BudgetMonth>(
      await post(`/api/money/budget/2026-02/fill`, 'model', { templateId: template.id }),
    );
    expect(line(kept, power.id)?.budgeted).toBe(10_000);
    const replaced = await ok<BudgetMonth>(
      await post(`/api/money/budget/2026-02/fill`, 'model', { templateId: template.id, overwrite: true }),
    );
    expect(line(replaced, power.id)?.budgeted).toBe(8000);
    const notTemplate = await post(`/api/money/budget/2026-02/fill`, 'model', { templateId: ledger.id });
    expect(problemFields(notTemplate.body)).toEqual(['templateId']);
    expect(
      (await post(`/api/money/budget/2026-02/fill`, 'mallory', { templateId: template.id })).status,
    ).toBe(404);
  });

  it('remembers payees and suggests them by prefix, bounded', async () => {
    const ledger = await newLedger('owner', { sharedUsers: [ids.editor], shareUsersCanEdit: true });
    const row = await add('owner', ledger.id, -500, '2026-05-01', 'Coffee');
    const tagged = await ok<TransactionTags>(
      await put(`/api/money/ledger/transaction/${row.id}/payee`, 'editor', { payee: ' Corner  Café ' }),
    );
    expect(tagged.payee).toBe('Corner Café');
    const again = await add('owner', ledger.id, -600, '2026-05-02', 'Coffee');
    const same = await ok<TransactionTags>(
      await put(`/api/money/ledger/transaction/${again.id}/payee`, 'owner', { payee: 'corner café' }),
    );
    expect(same.payeeId).toBe(tagged.payeeId);
    const found = await ok<Payee[]>(await get(`/api/money/payees/suggest?q=COR`, 'owner'));
    expect(found.map((p) => p.name)).toEqual(['Corner Café']);
    expect(await ok<Payee[]>(await get(`/api/money/payees/suggest?q=%25`, 'owner'))).toEqual([]);
    expect(
      (await ok<Payee[]>(await get(`/api/money/payees/suggest?ledgerId=${ledger.id}&q=c`, 'editor'))).length,
    ).toBe(1);
    expect(await ok<Payee[]>(await get(`/api/money/payees/suggest?q=c`, 'mallory'))).toEqual([]);
    expect((await get(`/api/money/payees/suggest?ledgerId=${ledger.id}&q=c`, 'mallory')).status).toBe(404);
    expect(
      problemFields((await get(`/api/money/payees/suggest?q=${'a'.repeat(101)}`, 'owner')).body),
    ).toEqual(['q']);
  });

  it('runs rules in order on entry and on a bank import, and previews them on existing rows', async () => {
    const coffee = await category('owner', 'Coffee');
    const treats = await category('owner', 'Treats');
    const ledger = await newLedger('owner');
    const before = await add('owner', ledger.id, -450, '2026-06-01', 'STARBUCKS 1234');
    await add('owner', ledger.id, -450, '2026-06-02', 'Bakery');

    const rule = {
      name: 'Coffee',
      conditions: [{ kind: 'memoContains', value: 'starbucks' }],
      actions: { categoryId: coffee.id, payee: 'Starbucks' },
    };
    const preview = await ok<RulePreview>(await post('/api/money/rules/preview', 'owner', rule));
    expect(preview.rows.map((r) => r.transactionId)).toEqual([before.id]);
    expect(preview.rows[0]).toMatchObject({ newCategoryId: coffee.id, newPayee: 'Starbucks' });
    // Nothing changed by the preview.
    expect((await tags('owner', ledger.id, [before.id]))[0]?.categoryId).toBeNull();

    const first = await ok<Rule>(await post('/api/money/rules', 'owner', rule));
    // The second runs after the first, and sees what it set.
    const second = await ok<Rule>(
      await post('/api/money/rules', 'owner', {
        conditions: [
          { kind: 'payeeIs', value: 'starbucks' },
          { kind: 'amountRange', min: -1000, max: -800 },
        ],
        actions: { categoryId: treats.id, memo: 'Big coffee' },
      }),
    );
    expect(second.position).toBeGreaterThan(first.position);
    const small = await add('owner', ledger.id, -450, '2026-06-03', 'Starbucks Main St');
    const big = await add('owner', ledger.id, -900, '2026-06-04', 'STARBUCKS airport');
    expect(big.memo).toBe('Big coffee');
    const [smallTags, bigTags] = await tags('owner', ledger.id, [small.id, big.id]);
    expect(smallTags).toMatchObject({ categoryId: coffee.id, payee: 'Starbucks' });
    expect(bigTags).toMatchObject({ categoryId: treats.id, payee: 'Starbucks' });

    // A bank import runs them on each row before it is posted.
    const content = 'Date,Memo,Amount\n06/10/2026,STARBUCKS 99,-3.20\n06/11/2026,Rent June,-900.00\n';
    const mapping = {
      delimiter: ',',
      dateColumn: 0,
      dateFormat: 'MM/dd/yyyy',
      memoColumns: [1],
      amountMode: 'signed',
      amountColumn: 2,
      hasHeader: true,
    };
    const imported = await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
      format: 'csv',
      content,
      mapping,
      rows: [0, 1],
      saveMapping: false,
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const page = await ok<{ records: Transaction[] }>(
      await post(`/api/money/ledger/${ledger.id}/transactions/false`, 'owner', { itemsPerPage: 100 }),
    );
    const starbucks = page.records.find((r) => r.memo === 'STARBUCKS 99');
    const rent = page.records.find((r) => r.memo === 'Rent June');
    const importedTags = await tags('owner', ledger.id, [starbucks?.id ?? 0, rent?.id ?? 0]);
    expect(importedTags.find((t) => t.id === starbucks?.id)?.categoryId).toBe(coffee.id);
    expect(importedTags.find((t) => t.id === rent?.id)?.categoryId).toBeNull();

    // Bounded, validated input; another user's rules are not found, and a rule names only one's own category.
    expect(
      problemFields(
        (await post('/api/money/rules', 'owner', { conditions: [], actions: { memo: 'x' } })).body,
      ),
    ).toEqual(['conditions']);
    const range = await post('/api/money/rules', 'owner', {
      conditions: [{ kind: 'amountRange', min: 5, max: 1 }],
      actions: { memo: 'x' },
    });
    expect(range.status).toBe(400);
    const regex = await post('/api/money/rules', 'owner', {
      conditions: [{ kind: 'memoMatches', value: '(a+)+$' }],
      actions: { memo: 'x' },
    });
    expect(regex.status).toBe(400);
    const foreign = await post('/api/money/rules', 'mallory', {
      conditions: [{ kind: 'memoContains', value: 'a' }],
      actions: { categoryId: coffee.id },
    });
    expect(problemFields(foreign.body)).toEqual(['actions.categoryId']);
    expect((await put(`/api/money/rules/${first.id}`, 'mallory', rule)).status).toBe(404);
    expect((await del(`/api/money/rules/${first.id}`, 'mallory')).status).toBe(404);
    expect(await ok<Rule[]>(await get('/api/money/rules', 'mallory'))).toEqual([]);
    // Mallory's preview reads only mallory's rows.
    const theirs = await ok<RulePreview>(
      await post('/api/money/rules/preview', 'mallory', {
        conditions: [{ kind: 'memoContains', value: 'star' }],
        actions: { memo: 'x' },
      }),
    );
    expect(theirs.matched).toBe(0);

    // Reordering takes every rule once.
    expect(problemFields((await put('/api/money/rules/order', 'owner', { ids: [second.id] })).body)).toEqual([
      'ids',
    ]);
    const reordered = await ok<Rule[]>(
      await put('/api/money/rules/order', 'owner', { ids: [second.id, first.id] }),
    );
    expect(reordered.map((r) => r.id)).toEqual([second.id, first.id]);
    await ok(await del(`/api/money/rules/${first.id}`, 'owner'));
    await ok(await del(`/api/money/rules/${second.id}`, 'owner'));
  });

  it("applies a saved rule to existing rows: the owner's only, never a locked row nor a split's category", async () => {
    const fuel = await category('owner', 'Fuel');
    const ledger = await newLedger('owner');
    const plain = await add('owner', ledger.id, -3_000, '2026-07-01', 'SHELL 42');
    const split = await add('owner', ledger.id, -4_000, '2026-07-02', 'SHELL 43 and snacks');
    await ok(
      await put(`/api/money/ledger/transaction/${split.id}/split`, 'owner', {
        parts: [
          { categoryId: fuel.id, amount: -3_000, memo: '' },
          { categoryId: null, amount: -1_000, memo: 'snacks' },
        ],
      }),
    );
    // A row locked by a statement (as reconcile.ts leaves it) keeps what it has.
    const locked = await add('owner', ledger.id, -2_000, '2026-06-30', 'SHELL 41');
    await api.db('money_transactions').where({ id: locked.id }).update({ statement_locked: true });
    const theirs = await newLedger('mallory');
    const theirRow = await add('mallory', theirs.id, -500, '2026-07-03', 'SHELL 44');
    const rule = await ok<Rule>(
      await post('/api/money/rules', 'owner', {
        name: 'Fuel',
        conditions: [{ kind: 'memoContains', value: 'shell' }],
        actions: { categoryId: fuel.id, payee: 'Shell' },
      }),
    );
    // Another user cannot apply (or learn of) the owner's rule.
    expect((await post(`/api/money/rules/${rule.id}/apply`, 'mallory')).status).toBe(404);
    const applied = await ok<RuleApplied>(await post(`/api/money/rules/${rule.id}/apply`, 'owner'));
    expect(applied).toMatchObject({ applied: 2, skipped: 1 });
    expect((await tags('owner', ledger.id, [locked.id]))[0]).toMatchObject({ categoryId: null, payee: null });
    const found = await tags('owner', ledger.id, [plain.id, split.id]);
    expect(found.map((tag) => [tag.categoryId, tag.payee, tag.split])).toEqual([
      [fuel.id, 'Shell', false],
      [null, 'Shell', true],
    ]);
    expect((await tags('mallory', theirs.id, [theirRow.id]))[0]).toMatchObject({
      categoryId: null,
      payee: null,
    });
    // Applied again: nothing left to change.
    expect(await ok<RuleApplied>(await post(`/api/money/rules/${rule.id}/apply`, 'owner'))).toMatchObject({
      applied: 0,
    });
    await ok(await del(`/api/money/rules/${rule.id}`, 'owner'));
  });

  it('answers budget months and split sums that equal a plain model over random histories', async () => {
    await addUser(`prop-${kind}`, ['Member']);
    const who = `prop-${kind}`;
    const cats = [
      await category(who, 'P1', { carryOver: true }),
      await category(who, 'P2'),
      await category(who, 'P3', { carryOver: true }),
    ];
    const ledgers = [await newLedger(who), await newLedger(who, { title: 'Second' })];
    const months = ['2026-01', '2026-02', '2026-03'];
    const entry = fc.record({
      ledger: fc.integer({ min: 0, max: 1 }),
      month: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
      amount: fc.integer({ min: -50_000, max: 20_000 }).filter((n) => n !== 0),
      category: fc.integer({ min: -1, max: 2 }),
      split: fc.option(fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 2, maxLength: 3 }), {
        nil: undefined,
      }),
    });
    const budget = fc.record({
      month: fc.integer({ min: 0, max: 2 }),
      category: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: 0, max: 100_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 8 }),
        fc.array(budget, { maxLength: 5 }),
        async (entries, budgets) => {
          // A clean slate for each run: the user's rows and budgets go.
          for (const ledger of ledgers) {
            const page = await ok<{ records: Transaction[] }>(
              await post(`/api/money/ledger/${ledger.id}/transactions/false`, who, { itemsPerPage: 1000 }),
            );
            for (const row of page.records)
              await ok(await del(`/api/money/ledger/transaction/${row.id}/delete`, who));
          }
          for (const m of months)
            for (const c of cats)
              await ok(await put(`/api/money/budget/${m}`, who, { categoryId: c.id, amount: 0 }));
          // The model: signed sums per (month, category or null).
          const sums = new Map<string, number>();
          const bump = (m: number, c: number | null, amount: number) =>
            sums.set(`${m}:${c}`, (sums.get(`${m}:${c}`) ?? 0) + amount);
          for (const e of entries) {
            const row = await add(
              who,
              ledgers[e.ledger]!.id,
              e.amount,
              `${months[e.month]}-${String(e.day).padStart(2, '0')}`,
            );
            if (e.split) {
              const shares = rescaleParts(
                e.split.map(() => 1),
                e.amount,
              );
              const parts = e.split.map((c, i) => ({
                categoryId: c < 0 ? null : cats[c]!.id,
                amount: shares[i]!,
              }));
              const saved = await ok<TransactionSplit>(
                await put(`/api/money/ledger/transaction/${row.id}/split`, who, { parts }),
              );
              expect(saved.parts.reduce((s, p) => s + p.amount, 0)).toBe(e.amount);
              e.split.forEach((c, i) => bump(e.month, c < 0 ? null : c, shares[i]!));
            } else {
              if (e.category >= 0) await ok(await setCategory(who, row.id, cats[e.category]!.id));
              bump(e.month, e.category < 0 ? null : e.category, e.amount);
            }
          }
          const budgeted = new Map<string, number>();
          for (const b of budgets) {
            await ok(
              await put(`/api/money/budget/${months[b.month]}`, who, {
                categoryId: cats[b.category]!.id,
                amount: b.amount,
              }),
            );
            budgeted.set(`${b.month}:${b.category}`, b.amount);
          }
          for (let m = 0; m < months.length; m++) {
            const answer = await month(who, months[m]!);
            expect(answer.uncategorised).toBe(-(sums.get(`${m}:null`) ?? 0) || 0);
            for (let c = 0; c < cats.length; c++) {
              const spent = -(sums.get(`${m}:${c}`) ?? 0) || 0;
              const amount = budgeted.get(`${m}:${c}`) ?? 0;
              let carried = 0;
              if (cats[c]!.carryOver) {
                const first = [0, 1, 2].find((k) => k < m && budgeted.has(`${k}:${c}`));
                if (first !== undefined)
                  for (let k = first; k < m; k++)
                    carried += (budgeted.get(`${k}:${c}`) ?? 0) + (sums.get(`${k}:${c}`) ?? 0);
              }
              expect(line(answer, cats[c]!.id)).toEqual({
                categoryId: cats[c]!.id,
                name: cats[c]!.name,
                carryOver: cats[c]!.carryOver,
                budgeted: amount,
                spent,
                carried,
                left: amount + carried - spent,
              });
            }
          }
        },
      ),
      { numRuns: kind === 'postgres' ? 8 : 12 },
    );
  }, 120_000);
});
