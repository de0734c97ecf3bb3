// Statement import, search, export and restore over HTTP on both databases, with a hostile second user:
// the sample statements of test/fixtures/bank go in with duplicates and failures marked, in one transaction
// through the posting code (the linked account moves, and stops moving once the link's rights are gone),
// and a whole import can be undone.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Account,
  CsvMappingInput,
  ImportBatch,
  ImportPreviewResult,
  Ledger,
  MoneyResult,
  Transaction,
  TransactionPage,
  TransactionSearchResult,
} from '@lcars/contract/money';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, testUsers } from '../../../../test/requests.js';

const sample = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/bank/${name}`, import.meta.url), 'utf8');

const US_MAPPING: CsvMappingInput = {
  delimiter: ',',
  dateColumn: 1,
  dateFormat: 'MM/dd/yyyy',
  memoColumns: [2],
  amountMode: 'signed',
  amountColumn: 3,
};

describeEachDatabase('money import, search and export', (kind) => {
  let api: TestServer;
  const { ids, addUser, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory']) await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  async function newAccount(who: string, extra: object = {}): Promise<Account> {
    return (
      await ok<MoneyResult<Account>>(
        await post('/api/money/account/save', who, { title: 'Checking', accountTypeId: 1, ...extra }),
      )
    ).result;
  }
  async function newLedger(who: string, extra: object = {}): Promise<Ledger> {
    return (
      await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title: 'Statement', ...extra }))
    ).result;
  }
  const balanceOf = async (accountId: number, who = 'owner') =>
    (await ok<Account>(await get(`/api/money/account/${accountId}`, who))).currentBalance;
  const rowsOf = async (ledgerId: number, who = 'owner') =>
    (
      await ok<TransactionPage>(
        await post(`/api/money/ledger/${ledgerId}/transactions/false`, who, { itemsPerPage: 1000 }),
      )
    ).records;

  it('finds a CSV separator, says what it used, and reads statements as new users bring them (issue 29)', async () => {
    const ledger = await newLedger('owner');
    const preview = async (body: object) =>
      ok<ImportPreviewResult>(await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', body));
    // A ';' file with a quoted ';': the first preview (no mapping) splits it and names the separator.
    const content = sample('semicolon-quoted.csv');
    const columns = await preview({ format: 'csv', content });
    expect([columns.delimiter, columns.columns]).toEqual([
      ';',
      ['Buchungstag', 'Verwendungszweck', 'Betrag'],
    ]);
    expect(columns.sample[0]).toEqual(['02.06.2026', 'Miete; Juni', '-850,00']);
    const rows = await preview({
      format: 'csv',
      content,
      mapping: {
        delimiter: ';',
        dateColumn: 0,
        dateFormat: 'dd.MM.yyyy',
        memoColumns: [1],
        amountMode: 'signed',
        amountColumn: 2,
        decimalSeparator: ',',
      },
    });
    expect(rows.rows.map((row) => [row.memo, row.amount, row.currency])).toEqual([
      ['Miete; Juni', -85000, null],
      ['Gehalt', 245000, null],
      ['Café "Zur Post"; Frühstück', -1240, null],
    ]);
    expect(rows.notices).toEqual([]);

    // OFX 2 with CDATA, in Canadian dollars: read, and the currency said.
    const cad = await preview({ format: 'ofx', content: sample('cad-cdata-xml.ofx') });
    expect(cad.rows.map((row) => [row.amount, row.currency, row.status])).toEqual([
      [-2345, 'CAD', 'new'],
      [210000, 'CAD', 'new'],
    ]);
    expect(cad.notices).toEqual([
      "The amounts are in CAD: they are imported as they are, without converting them to the ledger's currency.",
    ]);
    // An investment statement: its cash, and a plain word about the trades left out.
    const investment = await preview({ format: 'ofx', content: sample('investment-sgml.ofx') });
    expect(investment.rows.map((row) => [row.amount, row.status])).toEqual([
      [24, 'new'],
      [-2500, 'new'],
    ]);
    expect(investment.notices[0]).toMatch(/^This is an investment statement: investments are not supported/);
    // No transactions: said, not an empty table.
    const empty = await preview({ format: 'ofx', content: sample('empty-xml.ofx') });
    expect([empty.rows, empty.notices]).toEqual([[], ['The statement holds no transactions to import.']]);
  });

  it('previews a CSV: columns first, then rows with the duplicate and the failure marked', async () => {
    const ledger = await newLedger('owner');
    await ok(
      await post(`/api/money/ledger/${ledger.id}/transaction`, 'owner', {
        amount: -475,
        memo: 'Starbucks store 1234',
        transactionDate: '2026-01-02',
      }),
    );
    const content = sample('us-checking.csv');
    const columns = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', { format: 'csv', content }),
    );
    expect(columns.needsMapping).toBe(true);
    expect(columns.columns).toEqual([
      'Details',
      'Posting Date',
      'Description',
      'Amount',
      'Type',
      'Balance',
      'Check or Slip #',
    ]);
    expect(columns.sample[0]?.[2]).toBe('STARBUCKS STORE 1234 SEATTLE WA');
    expect(columns.savedMapping).toBeNull();

    const preview = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', {
        format: 'csv',
        content,
        mapping: US_MAPPING,
      }),
    );
    expect(preview.counts).toEqual({ total: 6, new: 4, duplicate: 1, error: 1 });
    expect(preview.rows[0]).toMatchObject({ status: 'duplicate', amount: -475, date: '2026-01-02' });
    expect(preview.rows[5]?.status).toBe('error');
    expect(preview.rows[5]?.reason).toMatch(/13\/01\/2026/);
  });

  it('imports the chosen rows into a linked ledger in one go, saves the mapping, and undoes the whole import', async () => {
    const account = await newAccount('owner', { currentBalance: 100000 });
    const ledger = await newLedger('owner', { balanceModeId: 2, balanceAccountId: account.id });
    const content = sample('us-checking.csv');
    const result = await ok<MoneyResult<ImportBatch>>(
      await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
        format: 'csv',
        fileName: 'us-checking.csv',
        content,
        mapping: US_MAPPING,
        rows: [0, 1, 2, 3, 4],
      }),
    );
    expect(result.message).toBe('Imported 5 transactions.');
    expect(result.result).toMatchObject({
      ledgerId: ledger.id,
      format: 'csv',
      fileName: 'us-checking.csv',
      rowCount: 5,
    });
    const rows = await rowsOf(ledger.id);
    expect(rows.map((row) => [row.transactionDate, row.amount, row.transactionTypeId])).toEqual([
      ['2026-01-02', -475, 2],
      ['2026-01-03', 200000, 1],
      ['2026-01-05', -12000, 2],
      ['2026-01-07', -123456, 2],
      ['2026-01-09', -4510, 2],
    ]);
    // Posted like a manual add: the linked account moved by the file's total.
    expect(await balanceOf(account.id)).toBe(100000 - 475 + 200000 - 12000 - 123456 - 4510);

    // The mapping is kept for the account: the next preview offers it.
    const again = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', { format: 'csv', content }),
    );
    expect(again.savedMapping).toMatchObject({ dateColumn: 1, amountColumn: 3, dateFormat: 'MM/dd/yyyy' });
    const repeat = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', {
        format: 'csv',
        content,
        mapping: US_MAPPING,
      }),
    );
    expect(repeat.counts).toMatchObject({ new: 0, duplicate: 5, error: 1 });

    const batches = await ok<ImportBatch[]>(
      await get(`/api/money/ledger/${ledger.id}/import/batches`, 'owner'),
    );
    expect(batches.map((batch) => [batch.id, batch.remaining])).toEqual([[result.result.id, 5]]);

    // Mallory can neither see nor undo it.
    expect((await del(`/api/money/ledger/import/batch/${result.result.id}`, 'mallory')).status).toBe(404);
    expect((await get(`/api/money/ledger/${ledger.id}/import/batches`, 'mallory')).status).toBe(404);

    const undone = await ok<MoneyResult<number>>(
      await del(`/api/money/ledger/import/batch/${result.result.id}`, 'owner'),
    );
    expect(undone).toMatchObject({ result: 5, message: 'The import was undone: 5 transactions removed.' });
    expect(await rowsOf(ledger.id)).toEqual([]);
    expect(await balanceOf(account.id)).toBe(100000);
    expect((await del(`/api/money/ledger/import/batch/${result.result.id}`, 'owner')).status).toBe(404);
  });

  it('imports an OFX (SGML) and a QFX (XML): a second import of the same file is all duplicates by FITID', async () => {
    const ledger = await newLedger('owner');
    for (const [file, expected] of [
      ['checking-sgml.ofx', { total: 5, new: 4, duplicate: 0, error: 1 }],
      ['card-xml.qfx', { total: 4, new: 4, duplicate: 0, error: 0 }],
    ] as const) {
      const content = sample(file);
      const preview = await ok<ImportPreviewResult>(
        await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', { format: 'ofx', content }),
      );
      expect(preview.counts).toEqual(expected);
      const chosen = preview.rows.filter((row) => row.status === 'new').map((row) => row.index);
      await ok(
        await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
          format: 'ofx',
          content,
          rows: chosen,
        }),
      );
      const second = await ok<ImportPreviewResult>(
        await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', { format: 'ofx', content }),
      );
      expect(second.counts.duplicate).toBe(chosen.length);
      expect(second.rows.find((row) => row.status === 'duplicate')?.reason).toMatch(/bank's id/);
    }
    const rows = await rowsOf(ledger.id);
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.memo)).toContain('JOE & SONS CAFÉ');
  });

  it('imports a QIF and refuses a failed row, an unknown row and a malformed file with a 400 naming the field', async () => {
    const ledger = await newLedger('owner');
    const content = sample('savings.qif');
    const preview = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', { format: 'qif', content }),
    );
    expect(preview.counts).toEqual({ total: 5, new: 3, duplicate: 0, error: 2 });
    const failed = preview.rows.find((row) => row.status === 'error');
    const refused = await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
      format: 'qif',
      content,
      rows: [0, failed?.index ?? 3],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('"rows"');
    expect(await rowsOf(ledger.id)).toEqual([]);
    const unknown = await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
      format: 'qif',
      content,
      rows: [99],
    });
    expect(unknown.status).toBe(400);

    await ok(
      await post(`/api/money/ledger/${ledger.id}/import`, 'owner', {
        format: 'qif',
        content,
        rows: [0, 1, 2],
      }),
    );
    expect((await rowsOf(ledger.id)).map((row) => row.amount)).toEqual([-120000, 2530, -31045]);

    const cases: [object, string][] = [
      [{ format: 'pdf', content }, 'format'],
      [{ format: 'ofx', content: '' }, 'content'],
      [{ format: 'ofx', content: 'not a statement' }, 'content'],
      [
        { format: 'csv', content: 'a,b\n1,2', mapping: { ...US_MAPPING, amountColumn: null } },
        'amountColumn',
      ],
      [{ format: 'csv', content: 'a,b\n1,2', mapping: { ...US_MAPPING, dateFormat: 'd/M' } }, 'dateFormat'],
      [{ format: 'qif', content, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }
    const large = await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', {
      format: 'qif',
      content: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(large.status).toBe(400);
    expect(JSON.stringify(large.body)).toContain('content');
    const rows = Array.from({ length: 5001 }, (_, index) => `2026-01-01,Row ${index},1.00`).join('\n');
    const many = await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', {
      format: 'csv',
      content: `Date,Memo,Amount\n${rows}`,
      mapping: {
        dateColumn: 0,
        dateFormat: 'yyyy-MM-dd',
        memoColumns: [1],
        amountMode: 'signed',
        amountColumn: 2,
      },
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toMatch(/more than 5000 rows/);
  });

  it('keeps a hostile user out: 404 on a ledger not shared, 403 on a read-only share', async () => {
    const ledger = await newLedger('owner');
    const content = sample('card-xml.qfx');
    const body = { format: 'ofx', content, rows: [0] };
    const previewBody = { format: 'ofx', content };
    expect((await post(`/api/money/ledger/${ledger.id}/import/preview`, 'mallory', previewBody)).status).toBe(
      404,
    );
    expect((await post(`/api/money/ledger/${ledger.id}/import`, 'mallory', body)).status).toBe(404);
    expect((await post(`/api/money/ledger/${ledger.id}/search`, 'mallory', {})).status).toBe(404);
    expect((await get(`/api/money/ledger/${ledger.id}/export`, 'mallory')).status).toBe(404);
    expect(
      (
        await post(`/api/money/ledger/${ledger.id}/transaction/restore`, 'mallory', {
          amount: 1,
          transactionTypeId: 1,
          transactionDate: '2026-01-01',
        })
      ).status,
    ).toBe(404);

    const batch = (
      await ok<MoneyResult<ImportBatch>>(await post(`/api/money/ledger/${ledger.id}/import`, 'owner', body))
    ).result;
    await ok(
      await post('/api/money/ledger', 'owner', {
        id: ledger.id,
        title: ledger.title,
        sharedUsers: [ids.mallory],
        shareUsersCanEdit: false,
      }),
    );
    // Read-only: may search and export, may not import or undo.
    await ok(await post(`/api/money/ledger/${ledger.id}/search`, 'mallory', {}));
    expect((await post(`/api/money/ledger/${ledger.id}/import/preview`, 'mallory', previewBody)).status).toBe(
      403,
    );
    expect((await post(`/api/money/ledger/${ledger.id}/import`, 'mallory', body)).status).toBe(403);
    expect((await del(`/api/money/ledger/import/batch/${batch.id}`, 'mallory')).status).toBe(403);
    expect(await rowsOf(ledger.id)).toHaveLength(1);
  });

  it("stops moving an account once the ledger's link has lost its edit rights", async () => {
    const account = await newAccount('owner', { currentBalance: 5000 });
    await ok(
      await post('/api/money/account/save', 'owner', {
        id: account.id,
        title: account.title,
        accountTypeId: 1,
        currentBalance: 5000,
        sharedUsers: [ids.mallory],
        shareUsersCanEdit: true,
      }),
    );
    const ledger = await newLedger('mallory', { balanceModeId: 2, balanceAccountId: account.id });
    const content = sample('card-xml.qfx');
    await ok(
      await post(`/api/money/ledger/${ledger.id}/import`, 'mallory', { format: 'ofx', content, rows: [1] }),
    );
    expect(await balanceOf(account.id)).toBe(5000 - 1549);
    await ok(
      await post('/api/money/account/save', 'owner', {
        id: account.id,
        title: account.title,
        accountTypeId: 1,
        currentBalance: 5000 - 1549,
        sharedUsers: [],
      }),
    );
    await ok(
      await post(`/api/money/ledger/${ledger.id}/import`, 'mallory', { format: 'ofx', content, rows: [0] }),
    );
    expect(await balanceOf(account.id)).toBe(5000 - 1549);
    expect(await rowsOf(ledger.id, 'mallory')).toHaveLength(2);
  });

  it('searches by memo, amount and dates across live and reconciled rows, and exports to CSV', async () => {
    const ledger = await newLedger('owner', { title: 'Search me' });
    const add = async (amount: number, memo: string, transactionDate: string) =>
      await ok<Transaction>(
        await post(`/api/money/ledger/${ledger.id}/transaction`, 'owner', {
          amount,
          memo,
          transactionDate,
          transactionInitiated: true,
        }),
      );
    const coffee = await add(-450, 'Coffee, "large"', '2026-02-01');
    await add(-1250, 'Books', '2026-02-10');
    await add(1250, 'Refund books', '2026-03-05');
    await add(-9900, '=HYPERLINK("http://evil")', '2026-03-20');
    await ok(await post(`/api/money/ledger/transaction/${coffee.id}/reconcile`, 'owner'));

    const search = async (body: object) =>
      ok<TransactionSearchResult>(await post(`/api/money/ledger/${ledger.id}/search`, 'owner', body));
    expect((await search({ memo: 'COFFEE' })).records.map((row) => row.id)).toEqual([coffee.id]);
    expect((await search({ amountFrom: 1250, amountTo: 1250 })).records.map((row) => row.memo)).toEqual([
      'Refund books',
      'Books',
    ]);
    expect((await search({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).total).toBe(2);
    const paged = await search({ itemsPerPage: 3, page: 2 });
    expect(paged).toMatchObject({ total: 4, pageCount: 2 });
    expect(paged.records).toHaveLength(1);
    for (const [body, field] of [
      [{ dateFrom: '2026-13-01' }, 'dateFrom'],
      [{ amountFrom: 10, amountTo: 5 }, 'amountTo'],
      [{ amountFrom: -1 }, 'amountFrom'],
      [{ sortBy: 'x' }, 'sortBy'],
    ] as const) {
      const response = await post(`/api/money/ledger/${ledger.id}/search`, 'owner', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }

    const exported = await get(`/api/money/ledger/${ledger.id}/export`, 'owner').buffer(true);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toContain('Search me.csv');
    const text = String(exported.text);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Memo,Amount,Type,Pending,Reconciled,Reconciliation date,Id');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^2026-02-01,"Coffee, ""large""",-4\.50,Withdrawal,No,Yes,\d{4}-\d{2}-\d{2},\d+$/,
    );
    expect(lines[4]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const filtered = await get(`/api/money/ledger/${ledger.id}/export?memo=book`, 'owner').buffer(true);
    expect(String(filtered.text).trimEnd().split('\r\n')).toHaveLength(3);
    expect((await get(`/api/money/ledger/${ledger.id}/export?dateFrom=nope`, 'owner')).status).toBe(400);
  });

  it('restores a deleted transaction as it was (the undo of a delete)', async () => {
    const account = await newAccount('owner', { currentBalance: 0 });
    const ledger = await newLedger('owner', { balanceModeId: 2, balanceAccountId: account.id });
    const added = await ok<Transaction>(
      await post(`/api/money/ledger/${ledger.id}/transaction`, 'owner', {
        amount: -700,
        memo: 'Lunch',
        transactionDate: '2026-04-01',
      }),
    );
    await ok(await del(`/api/money/ledger/transaction/${added.id}/delete`, 'owner'));
    expect(await balanceOf(account.id)).toBe(0);
    const restored = await ok<MoneyResult<Transaction>>(
      await post(`/api/money/ledger/${ledger.id}/transaction/restore`, 'owner', {
        amount: added.amount,
        transactionTypeId: added.transactionTypeId,
        memo: added.memo,
        transactionDate: added.transactionDate,
        transactionInitiated: added.transactionInitiated,
        orderId: added.orderId,
        reconciled: false,
      }),
    );
    expect(restored.result).toMatchObject({ amount: -700, memo: 'Lunch', transactionDate: '2026-04-01' });
    expect(await balanceOf(account.id)).toBe(-700);
    const bad = await post(`/api/money/ledger/${ledger.id}/transaction/restore`, 'owner', {
      amount: 1,
      transactionTypeId: 3,
      transactionDate: '2026-01-01',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('transactionTypeId');
  });
});
