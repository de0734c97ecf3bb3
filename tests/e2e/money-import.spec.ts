import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedUser, signIn, tokenOf } from './users';

// Money data in and out (issue 21): a CSV (with its column mapping), an OFX and a QIF statement imported
// through the dialog with duplicates and failures marked, a whole import undone from its toast, the search,
// the CSV export, and the undo of a delete from its toast. Screenshots in both looks and at phone width.

const FIXTURES = 'packages/api/test/fixtures/bank';
const fixture = (name: string) => `${FIXTURES}/${name}`;

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** The Undo button of the toast that says `text` (older toasts may still be on screen). */
const undoIn = (page: Page, text: string) =>
  page.locator('li').filter({ hasText: text }).getByRole('button', { name: 'Undo', exact: true });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function upload(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Import statement' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Import a bank statement' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(fixture(name));
}

test('imports a CSV, an OFX and a QIF with duplicates marked, undoes an import, searches, exports, undoes a delete', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await confirmedUser(request, 'import');
  const token = await tokenOf(request, user);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/money/ledger', { headers, data: { title: 'Everyday' } });
  expect(created.ok()).toBeTruthy();
  const ledgerId = ((await created.json()) as { result: { id: number } }).result.id;
  // Already in the ledger: the CSV's coffee, typed by hand.
  const typed = await request.post(`/api/money/ledger/${ledgerId}/transaction`, {
    headers,
    data: { amount: -475, memo: 'Starbucks store 1234', transactionDate: '2026-01-02' },
  });
  expect(typed.ok()).toBeTruthy();

  await signIn(page, user);
  await page.goto(`/money/ledger/${ledgerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();

  // CSV: the mapping (guessed from the header, the date format chosen), then the preview.
  await upload(page, 'us-checking.csv');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Column mapping' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Date column/ })).toContainText('Posting Date');
  await choose(page, 'Memo column', '3. Description');
  await choose(page, 'Date format', 'MM/dd/yyyy');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toHaveText('6 rows: 4 new, 1 duplicate, 1 failed.');
  const rows = dialog.getByRole('table', { name: 'Transactions in the file' }).locator('tbody tr');
  await expect(rows.filter({ hasText: 'STARBUCKS' })).toHaveAttribute('data-status', 'duplicate');
  await expect(rows.filter({ hasText: 'BAD DATE ROW' })).toContainText('Failed');
  await expect(rows.filter({ hasText: 'BAD DATE ROW' })).toContainText('13/01/2026');
  await shot(page, testInfo, 'money-import-csv-preview-material');
  await dialog.getByRole('button', { name: 'Import 4 transactions' }).click();
  await expect(toast(page, 'Imported 4 transactions.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(grid(page)).toContainText('ACME CORP PAYROLL PPD ID: 9876543210');
  await expect(grid(page).getByRole('rowheader')).toHaveCount(5);

  // OFX (SGML): no mapping; a second upload of the same file marks every row a duplicate by FITID.
  await upload(page, 'checking-sgml.ofx');
  await expect(dialog.getByRole('status')).toHaveText('5 rows: 4 new, 0 duplicate, 1 failed.');
  await dialog.getByRole('button', { name: 'Import 4 transactions' }).click();
  await expect(toast(page, 'Imported 4 transactions.')).toBeVisible();
  await expect(grid(page).getByRole('rowheader')).toHaveCount(9);
  await upload(page, 'checking-sgml.ofx');
  await expect(dialog.getByRole('status')).toHaveText('5 rows: 0 new, 4 duplicate, 1 failed.');
  await expect(dialog.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
  await shot(page, testInfo, 'money-import-ofx-duplicates-material');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // QIF: imported, then the whole import undone from its toast.
  await upload(page, 'savings.qif');
  await expect(dialog.getByRole('status')).toHaveText('5 rows: 3 new, 0 duplicate, 2 failed.');
  await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
  await expect(toast(page, 'Imported 3 transactions.')).toBeVisible();
  await expect(grid(page).getByRole('rowheader')).toHaveCount(12);
  await undoIn(page, 'Imported 3 transactions.').click();
  await expect(toast(page, 'The import was undone: 3 transactions removed.')).toBeVisible();
  await expect(grid(page).getByRole('rowheader')).toHaveCount(9);
  await expect(grid(page)).not.toContainText('LANDLORD PROPERTY MGMT');

  // Search across the ledger: memo, then amount.
  const search = page.getByRole('search', { name: 'Search the ledger' });
  await search.getByLabel('Search memo').fill('payroll');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('status')).toHaveText('2 transactions found');
  await expect(results).toContainText('ACME CORP PAYROLL');
  await shot(page, testInfo, 'money-ledger-search-material');
  await search.getByLabel('Search memo').fill('');
  await search.getByLabel('Amount').fill('12.00');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('status')).toHaveText('1 transaction found');
  await expect(results).toContainText('MONTHLY SERVICE FEE');

  // Export: the search's rows, then the whole ledger.
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    search.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(filtered.suggestedFilename()).toBe('Everyday.csv');
  const filteredText = readFileSync(await filtered.path(), 'utf8');
  const filteredLines = filteredText
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(filteredLines[0]).toBe('Date,Memo,Amount,Type,Pending,Reconciled,Reconciliation date,Id');
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toMatch(
    /^2026-04-10,MONTHLY SERVICE FEE - Fee & charges,-12\.00,Withdrawal,No,No,,\d+$/,
  );
  await search.getByRole('button', { name: 'Clear search' }).click();
  const [whole] = await Promise.all([
    page.waitForEvent('download'),
    search.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(
    readFileSync(await whole.path(), 'utf8')
      .trimEnd()
      .split('\r\n'),
  ).toHaveLength(10);

  // Undo of a delete from its toast.
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Edit', exact: true }) })
    .click();
  await grid(page).getByRole('button', { name: 'Delete CHECK 1042' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'The transaction was deleted.')).toBeVisible();
  await expect(grid(page).getByRole('rowheader')).toHaveCount(8);
  await undoIn(page, 'The transaction was deleted.').click();
  await expect(toast(page, 'The change was undone.')).toBeVisible();
  await expect(grid(page).getByRole('rowheader')).toHaveCount(9);
  await expect(grid(page)).toContainText('CHECK 1042');

  // Both looks and a phone.
  await page.getByRole('button', { name: 'LCARS look' }).click();
  await expect(page.locator('[data-look]').first()).toHaveAttribute('data-look', 'lcars');
  await upload(page, 'card-xml.qfx');
  await expect(dialog.getByRole('status')).toHaveText('4 rows: 4 new, 0 duplicate, 0 failed.');
  await shot(page, testInfo, 'money-import-qfx-preview-lcars');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await search.getByLabel('Search memo').fill('check');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.getByRole('status')).toHaveText('2 transactions found');
  await shot(page, testInfo, 'money-ledger-search-lcars');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'money-ledger-search-lcars-phone');
  await upload(page, 'uk-current.csv');
  await expect(dialog.getByRole('region', { name: 'Column mapping' })).toBeVisible();
  await shot(page, testInfo, 'money-import-mapping-lcars-phone');
});
