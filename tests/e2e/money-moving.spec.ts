import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Moving into Money (issue 31): a whole Actual Budget history through the Ledgers page's dialog (the preview
// says what would be created and skipped, the import what was, the same file again creates nothing), and a
// camt.053 statement through a ledger's statement import with its preview and balance check. Screenshots
// at 1280 and 390 px in both looks and in a red alert.

const expect = baseExpect.configure({ timeout: 30_000 });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Actual Budget's transaction export (its column set; newest first; a transfer on both of its accounts). */
const ACTUAL = [
  'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
  'Checking,2026-02-20,Transfer : Savings,Monthly saving,,-500,0,Cleared',
  'Savings,2026-02-20,Transfer : Checking,Monthly saving,,500,0,Cleared',
  'Checking,2026-02-15,Employer Inc,February salary,Income: Salary,3100.5,0,Reconciled',
  'Checking,2026-02-03,Corner Grocer,"milk, bread",Food: Groceries,-42.5,0,Cleared',
  'Checking,2026-02-01,Starting Balance,,Income: To Budget,2500,0,Cleared',
  'Savings,2026-02-01,Starting Balance,,Income: To Budget,10000,0,Cleared',
  '',
].join('\n');

/** A camt.053.001.02 statement: two booked entries and a pending one, opening 1000.00, closing 4058.00. */
const CAMT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-1</MsgId><CreDtTm>2026-03-05T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-03</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">4058.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-05</Dt></Dt></Bal>
      <Ntry><NtryRef>E2E-REF-1</NtryRef><Amt Ccy="EUR">42.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-02</Dt></BookgDt><AcctSvcrRef>E2E-REF-1</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Corner Grocer</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Card 1234</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><NtryRef>E2E-REF-2</NtryRef><Amt Ccy="EUR">3100.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-03</Dt></BookgDt><AcctSvcrRef>E2E-REF-2</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Employer AG</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Salary March</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts>
        <BookgDt><Dt>2026-03-05</Dt></BookgDt>
        <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Pending shop</Nm></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

test('imports a whole Actual history with preview and counts, then a camt.053 statement with its balance check', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const user = await confirmedUser(request, 'moving');
  const token = await tokenOf(request, user);
  await signIn(page, user);

  await page.goto('/money/ledgers');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgers' })).toBeVisible();
  await page.getByRole('button', { name: 'Import history' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Import a whole history' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'actual-transactions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ACTUAL),
  });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status')).toHaveText(
    'Would create 2 accounts, 2 ledgers, 6 transactions; 0 skipped.',
  );
  await expect(preview).toContainText("Ledger Checking: 4 transactions; the file's balance 5058.00");
  await expect(preview).toContainText("Ledger Savings: 2 transactions; the file's balance 10500.00");
  await shot(page, testInfo, 'money-history-preview-material');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-history-preview-material-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = dialog.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('status')).toHaveText(
    'Created 2 accounts, 2 ledgers, 6 transactions; 0 skipped.',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('grid', { name: 'Ledgers' });
  await expect(table).toContainText('Checking');
  await expect(table.getByRole('row').filter({ hasText: 'Checking' })).toContainText('5,058.00');
  await expect(table.getByRole('row').filter({ hasText: 'Savings' })).toContainText('10,500.00');

  // The same file again: the preview skips every row as imported before, and the import stays disabled.
  await page.getByRole('button', { name: 'Import history' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'actual-transactions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ACTUAL),
  });
  await expect(preview.getByRole('status')).toHaveText(
    'Would create 0 accounts, 0 ledgers, 0 transactions; 6 skipped.',
  );
  await expect(preview).toContainText('Imported before.');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The lcars look at both widths, then a red alert.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await page.getByRole('button', { name: 'Import history' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'actual-transactions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ACTUAL),
  });
  await expect(preview.getByRole('status')).toContainText('6 skipped');
  await shot(page, testInfo, 'money-history-preview-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-history-preview-lcars-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, testInfo, 'money-ledgers-moving-lcars');

  // camt.053 through a ledger's statement import.
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/money/ledger', { headers, data: { title: 'Girokonto' } });
  expect(created.ok()).toBeTruthy();
  const ledgerId = ((await created.json()) as { result: { id: number } }).result.id;
  await page.goto(`/money/ledger/${ledgerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Girokonto' })).toBeVisible();
  // A red alert first: the page behind an open dialog takes no clicks.
  await page.getByRole('button', { name: 'Red alert' }).click();
  await expect(page.locator('[data-alert="red"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import a bank statement' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'camt053-2026-03.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(CAMT),
  });
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText(
    '3 rows: 2 new, 0 duplicate, 1 failed.',
  );
  await expect(dialog.getByRole('list', { name: 'About this file' })).toContainText(
    'plus the booked entries is the closing balance EUR 4058.00',
  );
  await expect(dialog).toContainText('The entry is not booked yet (status PDNG).');
  await shot(page, testInfo, 'money-camt-preview-lcars-red-alert');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-camt-preview-lcars-red-alert-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(page.getByText('Imported 2 transactions.', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Transactions' })).toContainText('Employer AG - Salary March');

  // A CSV mapping saved under the bank's name: chosen in the dialog, the file is previewed with it at once.
  const saved = await request.post('/api/money/import/mappings', {
    headers,
    data: {
      name: 'Sparkasse',
      mapping: {
        delimiter: ';',
        dateColumn: 0,
        dateFormat: 'dd.MM.yyyy',
        memoColumns: [1],
        amountMode: 'debitCredit',
        debitColumn: 2,
        creditColumn: 3,
        decimalSeparator: ',',
      },
    },
  });
  expect(saved.ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Import statement' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'umsaetze.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Datum;Text;Soll;Haben\n06.03.2026;Miete März;850,00;\n07.03.2026;Erstattung;;1.234,56\n',
    ),
  });
  await dialog.getByRole('button', { name: /Saved bank mapping/ }).click();
  await page.getByRole('option', { name: 'Sparkasse', exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText(
    '2 rows: 2 new, 0 duplicate, 0 failed.',
  );
  await expect(dialog.getByRole('button', { name: /Saved bank mapping/ })).toContainText('Sparkasse');
  await expect(dialog.getByRole('textbox', { name: 'Bank name' })).toHaveValue('Sparkasse');
  await expect(dialog).toContainText('Miete März');
  await expect(dialog).toContainText('1,234.56');
  await shot(page, testInfo, 'money-bank-mapping-lcars-red-alert');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-bank-mapping-lcars-red-alert-phone');
});

test('a large history is imported in the background: the dialog follows its job to the preview and the result', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await confirmedUser(request, 'bigmove');
  await signIn(page, user);
  // Past the 1 MB at which the server hands a history to a background job: long notes on 24 rows, and one row
  // without an account, which is listed as skipped.
  const receipt = `Receipt ${'0123456789'.repeat(5_000)}`;
  const rows = Array.from(
    { length: 24 },
    (_, index) =>
      `Checking,2026-01-${String(index + 1).padStart(2, '0')},Bakery ${index},${receipt},,-${index + 1},0,Cleared`,
  );
  const big = [
    'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
    ...rows,
    ',2026-01-30,Nobody,,,-1,0,Cleared',
    '',
  ].join('\n');
  await page.goto('/money/ledgers');
  await page.getByRole('button', { name: 'Import history' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'actual-transactions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(big),
  });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status')).toHaveText(
    'Would create 1 accounts, 1 ledgers, 24 transactions; 1 skipped.',
  );
  await expect(preview).toContainText('The row names no account.');
  await shot(page, testInfo, 'money-history-job-preview');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = dialog.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('status')).toHaveText(
    'Created 1 accounts, 1 ledgers, 24 transactions; 1 skipped.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-history-job-result-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('grid', { name: 'Ledgers' }).getByRole('row').filter({ hasText: 'Checking' }),
  ).toContainText('($300.00)');
});
