// Moving Money in and out over HTTP on both databases (issue 31): camt.053 through the statement import,
// CSV mappings saved per user by bank, whole histories from Actual Budget and Firefly III (balances as in
// the source, the same file twice creating nothing, broken files a 400 naming the problem), and the export
// of a ledger or all of Money as CSV and OFX read back into a fresh user. A second user checks the rights.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportReport } from '@lcars/contract';
import type {
  Account,
  BankMapping,
  ImportBatch,
  ImportPreviewResult,
  Ledger,
  MoneyResult,
  TransactionPage,
} from '@lcars/contract/money';
import {
  HOUSEHOLD,
  HOUSEHOLD_TRANSFERS,
  actualCsv,
  balancesOf,
  camtStatement,
  fireflyCsv,
  ynabCsv,
} from '../../../../test/money-moving.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/server.js';
import { ok, problemFields, testUsers } from '../../../../test/requests.js';

describeEachDatabase('money moving in and out', (kind) => {
  let api: TestServer;
  const { ids, addUser, auth, get, post, del } = testUsers(() => api);

  beforeAll(async () => {
    api = await startTestServer({ database: kind });
    for (const userName of ['owner', 'mallory', 'actual', 'firefly', 'ynab', 'fresh', 'fresh2', 'reader'])
      await addUser(userName, ['Member']);
  });
  afterAll(() => api?.close());

  const importHistory = (who: string, format: string, content: string | Buffer, preview = false) =>
    api.request
      .post(`/api/money/import/history?format=${format}${preview ? '&preview=true' : ''}`)
      .set('Authorization', auth(who))
      .set('Content-Type', 'text/csv')
      .send(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  const download = (path: string, who: string) =>
    get(path, who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const ledgersOf = async (who: string) => ok<Ledger[]>(await get('/api/money/ledger/list', who));
  const accountsOf = async (who: string) => ok<Account[]>(await get('/api/money/account/list', who));
  /** A ledger's rows, live and reconciled (the reconciled ones are on the history page), oldest first. */
  const rowsOf = async (ledgerId: number, who: string) => {
    const page = async (historical: boolean) =>
      (
        await ok<TransactionPage>(
          await post(`/api/money/ledger/${ledgerId}/transactions/${historical}`, who, { itemsPerPage: 1000 }),
        )
      ).records;
    return [...(await page(true)), ...(await page(false))].sort(
      (a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.id - b.id,
    );
  };
  /** Each ledger's balance by title, as the user sees it. */
  const balances = async (who: string) =>
    Object.fromEntries((await ledgersOf(who)).map((ledger) => [ledger.title, ledger.currentBalance]));
  async function newLedger(who: string, extra: object = {}): Promise<Ledger> {
    return (
      await ok<MoneyResult<Ledger>>(await post('/api/money/ledger', who, { title: 'Statement', ...extra }))
    ).result;
  }

  it('imports a camt.053 statement: preview with the balance check and pending entries, commit, then duplicates', async () => {
    const ledger = await newLedger('owner', { title: 'Girokonto' });
    const content = camtStatement(
      [
        {
          cents: -4_250,
          date: '2026-03-02',
          reference: 'REF-1',
          party: 'Corner Grocer',
          remittance: ['Card 1234'],
        },
        {
          cents: 310_050,
          date: '2026-03-03',
          reference: 'REF-2',
          party: 'Employer AG',
          remittance: ['Salary'],
        },
        { cents: -5_000, date: '2026-03-05', reference: 'REF-3', party: 'Pending', status: 'PDNG' },
      ],
      { opening: 100_000 },
    );
    const path = `/api/money/ledger/${ledger.id}/import`;
    const preview = await ok<ImportPreviewResult>(
      await post(`${path}/preview`, 'owner', { format: 'camt053', content }),
    );
    expect(preview.counts).toEqual({ total: 3, new: 2, duplicate: 0, error: 1 });
    expect(preview.rows.map((row) => [row.status, row.amount, row.memo, row.reason])).toEqual([
      ['new', -4_250, 'Corner Grocer - Card 1234', null],
      ['new', 310_050, 'Employer AG - Salary', null],
      ['error', null, 'Pending', 'The entry is not booked yet (status PDNG).'],
    ]);
    expect(preview.notices[0]).toMatch(/plus the booked entries is the closing balance EUR 4058.00/);
    const batch = await ok<{ result: ImportBatch }>(
      await post(path, 'owner', { format: 'camt053', content, fileName: 'march.xml', rows: [0, 1] }),
    );
    expect(batch.result).toMatchObject({ format: 'camt053', rowCount: 2 });
    expect((await ledgersOf('owner')).find((row) => row.id === ledger.id)?.currentBalance).toBe(305_800);
    // The same statement again: both booked entries are known by the bank's reference.
    const again = await ok<ImportPreviewResult>(
      await post(`${path}/preview`, 'owner', { format: 'camt053', content }),
    );
    expect(again.rows.map((row) => row.status)).toEqual(['duplicate', 'duplicate', 'error']);
    // Hostile or broken XML is a 400 naming the content; another user's ledger does not exist for them.
    for (const bad of [
      '<!DOCTYPE x [<!ENTITY a "b">]><Document/>',
      '<Document><BkToCstmrStmt>',
      'not xml at all',
    ]) {
      const refused = await post(`${path}/preview`, 'owner', { format: 'camt053', content: bad });
      expect(refused.status, bad).toBe(400);
      expect(problemFields(refused.body)).toEqual(['content']);
    }
    expect((await post(`${path}/preview`, 'mallory', { format: 'camt053', content })).status).toBe(404);
  });

  it('keeps CSV mappings per user under a bank name: saved, replaced by name, used, and private', async () => {
    const mapping = {
      delimiter: ';',
      dateColumn: 0,
      dateFormat: 'dd.MM.yyyy',
      memoColumns: [1],
      amountMode: 'debitCredit',
      debitColumn: 2,
      creditColumn: 3,
      decimalSeparator: ',',
    };
    const saved = await ok<BankMapping>(
      await post('/api/money/import/mappings', 'owner', { name: 'Sparkasse', mapping }),
    );
    expect(saved).toMatchObject({ name: 'Sparkasse', mapping: { ...mapping, negate: false, skipRows: 0 } });
    const replaced = await ok<BankMapping>(
      await post('/api/money/import/mappings', 'owner', {
        name: 'Sparkasse',
        mapping: { ...mapping, negate: true },
      }),
    );
    expect(replaced.id).toBe(saved.id);
    await ok(
      await post('/api/money/import/mappings', 'owner', {
        name: 'ING',
        mapping: { ...mapping, delimiter: ',' },
      }),
    );
    expect(
      (await ok<BankMapping[]>(await get('/api/money/import/mappings', 'owner'))).map((row) => [
        row.name,
        row.mapping.negate,
      ]),
    ).toEqual([
      ['ING', false],
      ['Sparkasse', true],
    ]);
    // Another user sees none of them and cannot delete them.
    expect(await ok<BankMapping[]>(await get('/api/money/import/mappings', 'mallory'))).toEqual([]);
    expect((await del(`/api/money/import/mappings/${saved.id}`, 'mallory')).status).toBe(404);
    // A broken mapping is a 400 naming the field.
    const broken = await post('/api/money/import/mappings', 'owner', {
      name: 'X',
      mapping: { ...mapping, amountMode: 'signed' },
    });
    expect(broken.status).toBe(400);
    expect(problemFields(broken.body)).toEqual(['mapping.amountColumn']);
    // The saved mapping reads a bank's file: separate debit and credit columns, a decimal comma, flipped signs.
    const ledger = await newLedger('owner', { title: 'Card' });
    const content = 'Datum;Text;Soll;Haben\n02.06.2026;Miete;850,00;\n03.06.2026;Erstattung;;1.234,56\n';
    const preview = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${ledger.id}/import/preview`, 'owner', {
        format: 'csv',
        content,
        mapping: replaced.mapping,
      }),
    );
    expect(preview.rows.map((row) => [row.date, row.amount, row.memo])).toEqual([
      ['2026-06-02', 85_000, 'Miete'],
      ['2026-06-03', -123_456, 'Erstattung'],
    ]);
    expect(await ok(await del(`/api/money/import/mappings/${saved.id}`, 'owner'))).toBe(true);
    expect(
      (await ok<BankMapping[]>(await get('/api/money/import/mappings', 'owner'))).map((row) => row.name),
    ).toEqual(['ING']);
  });

  const expected = balancesOf(HOUSEHOLD, HOUSEHOLD_TRANSFERS);

  for (const [format, user, write] of [
    ['actual', 'actual', actualCsv],
    ['firefly', 'firefly', fireflyCsv],
    [
      'ynab',
      'ynab',
      (entries: typeof HOUSEHOLD, transfers: typeof HOUSEHOLD_TRANSFERS) =>
        ynabCsv(entries, transfers, { version: 'nynab', dates: 'MM/dd/yyyy', currency: 'usd' }),
    ],
  ] as const) {
    it(`imports a whole ${format} history: accounts and ledgers, balances as in the source, nothing new the second time`, async () => {
      const content = write(HOUSEHOLD, HOUSEHOLD_TRANSFERS);
      const preview = await ok<ImportReport>(await importHistory(user, format, content, true));
      expect(preview).toMatchObject({ preview: true, format, skipped: [] });
      expect(preview.counts).toEqual({ accounts: 3, ledgers: 3, transactions: 12, skipped: 0 });
      expect(preview.created.map((item) => [item.title, item.id]).sort()).toEqual([
        ['Checking', null],
        ["Checking: 7 transactions; the file's balance 4921.01", null],
        ['Savings', null],
        ["Savings: 3 transactions; the file's balance 10512.34", null],
        ['Visa', null],
        ["Visa: 2 transactions; the file's balance 0.00", null],
      ]);
      expect(await ledgersOf(user)).toEqual([]);

      const report = await ok<ImportReport>(await importHistory(user, format, content));
      expect(report.preview).toBe(false);
      expect(report.created.every((item) => typeof item.id === 'number')).toBe(true);
      expect(await balances(user)).toEqual(expected);
      // The accounts move with their ledgers.
      expect(
        Object.fromEntries(
          (await accountsOf(user)).map((account) => [account.title, account.currentBalance]),
        ),
      ).toEqual(expected);
      // In date order, the day's order kept.
      const checking = (await ledgersOf(user)).find((ledger) => ledger.title === 'Checking')!;
      const rows = await rowsOf(checking.id, user);
      const dates = rows.map((row) => row.transactionDate);
      expect(dates).toEqual([...dates].sort());
      expect(rows.filter((row) => row.reconciled).map((row) => row.amount)).toEqual([310_050]);

      // The same file again creates nothing and says why.
      const twice = await ok<ImportReport>(await importHistory(user, format, content));
      expect(twice.counts).toEqual({ accounts: 0, ledgers: 0, transactions: 0, skipped: 12 });
      expect(new Set(twice.skipped.map((item) => item.reason))).toEqual(new Set(['Imported before.']));
      expect(await balances(user)).toEqual(expected);
      expect((await ledgersOf(user)).length).toBe(3);
    });
  }

  it('answers broken history files with a 400 naming the problem, and needs a format it knows', async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      ['actual', 'Account,Date,Payee\nChecking,2024-01-01,Shop\n', /the column Amount is missing/],
      ['firefly', actualCsv(HOUSEHOLD, []), /not Firefly III's CSV export/],
      ['actual', 'Account,Date,Amount\n"Checking,2024-01-01,5\n', /not CSV/],
      ['actual', Buffer.from([0x41, 0x63, 0xff, 0xfe, 0x0a]), /not UTF-8/],
      ['lcars', 'Ledger,Date,Memo,Amount,Id\n', /holds no transactions/],
    ];
    for (const [format, content, reason] of cases) {
      const refused = await importHistory('mallory', format, content);
      expect(refused.status, String(reason)).toBe(400);
      expect(problemFields(refused.body)).toEqual(['file']);
      expect(JSON.stringify(refused.body)).toMatch(reason);
    }
    const unknown = await importHistory('mallory', 'ynab', 'x');
    expect(unknown.status).toBe(400);
    expect(await ledgersOf('mallory')).toEqual([]);
  });

  it('never writes into an account of someone else: a shared account of the same title is not matched', async () => {
    // The owner shares an account titled Checking with its ledger; mallory's import makes her own.
    const account = (
      await ok<MoneyResult<Account>>(
        await post('/api/money/account/save', 'owner', {
          title: 'Checking',
          accountTypeId: 1,
          enableLedger: true,
          sharedUsers: [ids.mallory],
          shareUsersCanEdit: true,
        }),
      )
    ).result;
    await ok(await importHistory('mallory', 'actual', actualCsv(HOUSEHOLD, HOUSEHOLD_TRANSFERS)));
    expect((await ok<Account>(await get(`/api/money/account/${account.id}`, 'owner'))).currentBalance).toBe(
      0,
    );
    const own = (await accountsOf('mallory')).filter((row) => row.title === 'Checking');
    expect(own.map((row) => [row.id === account.id, row.currentBalance])).toEqual(
      expect.arrayContaining([[false, expected.Checking]]),
    );
  });

  it("exports all of Money as CSV and OFX; the CSV comes back whole into a fresh user, a ledger's OFX through the statement import", async () => {
    const csv = (await download('/api/money/export/csv', 'actual')).body as Buffer;
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFFLedger,Account,Date,Memo,Amount,Reconciled,Id\r\n')).toBe(true);
    const report = await ok<ImportReport>(await importHistory('fresh', 'lcars', csv));
    expect(report.counts).toMatchObject({ accounts: 3, transactions: 12 });
    expect(await balances('fresh')).toEqual(await balances('actual'));
    const comparable = async (who: string) => {
      const result: Record<string, unknown[]> = {};
      for (const ledger of await ledgersOf(who))
        result[ledger.title] = (await rowsOf(ledger.id, who)).map((row) => [
          row.transactionDate,
          row.amount,
          row.memo,
          row.reconciled,
        ]);
      return result;
    };
    expect(await comparable('fresh')).toEqual(await comparable('actual'));

    // One ledger as OFX, read by the statement import into a ledger of another fresh user.
    const checking = (await ledgersOf('actual')).find((ledger) => ledger.title === 'Checking')!;
    const ofx = (
      (await download(`/api/money/export/ofx?ledgerId=${checking.id}`, 'actual')).body as Buffer
    ).toString('utf8');
    expect(ofx).toContain('<OFX>');
    const target = await newLedger('fresh2', { title: 'Checking' });
    const preview = await ok<ImportPreviewResult>(
      await post(`/api/money/ledger/${target.id}/import/preview`, 'fresh2', { format: 'ofx', content: ofx }),
    );
    expect(preview.counts).toMatchObject({ total: 7, new: 7, error: 0 });
    await ok(
      await post(`/api/money/ledger/${target.id}/import`, 'fresh2', {
        format: 'ofx',
        content: ofx,
        rows: preview.rows.map((row) => row.index),
      }),
    );
    const source = (await rowsOf(checking.id, 'actual')).map((row) => [
      row.transactionDate,
      row.amount,
      row.memo,
    ]);
    expect(
      (await rowsOf(target.id, 'fresh2')).map((row) => [row.transactionDate, row.amount, row.memo]),
    ).toEqual(source);
    expect((await ledgersOf('fresh2'))[0]?.currentBalance).toBe(expected.Checking);
  });

  it("exports only what the caller may read: another user's ledger is 404, a right-group share reversed", async () => {
    const checking = (await ledgersOf('actual')).find((ledger) => ledger.title === 'Checking')!;
    expect((await get(`/api/money/export/csv?ledgerId=${checking.id}`, 'mallory')).status).toBe(404);
    expect((await get(`/api/money/export/ofx?ledgerId=${checking.id}`, 'mallory')).status).toBe(404);
    // A debt ledger shared with reader in the right group: reader's export shows the signs reversed.
    const debt = await newLedger('owner', {
      title: 'Owner and Reader',
      ledgerTypeId: 5,
      sharedUsers: [ids.reader],
      leftGroupUsers: [ids.owner],
      rightGroupUsers: [ids.reader],
    });
    await ok(
      await post(`/api/money/ledger/${debt.id}/transaction`, 'owner', {
        amount: 4_000,
        transactionTypeId: 1,
        memo: 'Lent',
        transactionDate: '2024-05-01',
      }),
    );
    const mine = ((await download('/api/money/export/csv', 'owner')).body as Buffer).toString('utf8');
    const theirs = ((await download('/api/money/export/csv', 'reader')).body as Buffer).toString('utf8');
    expect(mine).toMatch(/Owner and Reader,,2024-05-01,Lent,40\.00,No,/);
    expect(theirs.trimEnd().split('\r\n')).toEqual([
      '\uFEFFLedger,Account,Date,Memo,Amount,Reconciled,Id',
      expect.stringMatching(/^Owner and Reader,,2024-05-01,Lent,-40\.00,No,\d+$/),
    ]);
  });
});
