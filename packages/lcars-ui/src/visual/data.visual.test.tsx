import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { List } from '../components/List';
import { formatCurrency } from '../money/formatCurrency';
import { ROWS_PER_PAGE_OPTIONS } from '../paging';
import { ThemeProvider } from '../theme/ThemeProvider';
import type { Look } from '../theme/tokens';
import { fontsReady, pinMaterialFont } from './visualFonts';
import { GridComposition } from '../docs/visualComposition';

// Visual snapshots of the data components (issue 4): a DataTable with fixed rows, a sorted column, the paging
// footer and a selected row; an empty DataTable; a List with delete buttons. In each look; nothing focused.
// Keep the composition inside the 720x520 viewport: what lies below it is not captured.

const bases: { name: string; look: Look; dark: boolean }[] = [
  { name: 'material-light', look: 'material', dark: false },
  { name: 'material-dark', look: 'material', dark: true },
  { name: 'lcars', look: 'lcars', dark: true },
];

interface Account {
  id: number;
  title: string;
  kind: string;
  balance: number;
}

const accounts: Account[] = [
  { id: 1, title: 'Household', kind: 'Checking', balance: 152_300 },
  { id: 2, title: 'Shuttle repairs', kind: 'Savings', balance: 980_000 },
  { id: 3, title: 'Holodeck credits', kind: 'CreditCard', balance: -45_050 },
  { id: 4, title: 'Replicator rations', kind: 'Utility', balance: 12_075 },
  { id: 5, title: 'Quarters', kind: 'Lease', balance: 310_000 },
  { id: 6, title: 'Runabout loan', kind: 'Loan', balance: -1_250_000 },
  { id: 7, title: 'Ten Forward tab', kind: 'CreditCard', balance: -8_990 },
];

const columns: DataTableColumn<Account>[] = [
  { key: 'title', header: 'Title', sortable: true, isRowHeader: true, width: '2fr' },
  { key: 'kind', header: 'Type', sortable: true },
  {
    key: 'balance',
    header: 'Balance',
    sortable: true,
    align: 'end',
    render: (row) => formatCurrency(row.balance),
  },
];

const ledgers = [
  { id: 1, title: 'Household', description: 'Standard ledger' },
  { id: 2, title: 'Shuttle repairs', description: 'Forecast' },
  { id: 3, title: 'Holodeck credits', description: 'Debt inventory' },
];

function DataComposition() {
  return (
    <GridComposition columns={2}>
      <div style={{ gridColumn: '1 / -1' }}>
        <DataTable
          aria-label="Accounts"
          columns={columns}
          rows={accounts}
          pageSizeOptions={ROWS_PER_PAGE_OPTIONS}
          defaultItemsPerPage={3}
          defaultSort={{ column: 'balance', direction: 'desc' }}
          selectionMode="multiple"
          selectedKeys={[5]}
        />
      </div>
      <DataTable aria-label="Transfers" columns={columns.slice(0, 2)} rows={[]} paging={false} />
      <List aria-label="Ledgers" items={ledgers} onDelete={() => undefined} />
    </GridComposition>
  );
}

beforeAll(pinMaterialFont);

describe('data composition', () => {
  it.each(bases)('$name', async ({ name, look, dark }) => {
    const screen = await render(
      <ThemeProvider look={look} dark={dark} locale="en-US">
        <DataComposition />
      </ThemeProvider>,
    );
    await fontsReady(look);
    await expect.element(screen.getByTestId('composition')).toMatchScreenshot(`data-${name}`);
  });
});
