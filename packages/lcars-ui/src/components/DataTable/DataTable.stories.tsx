import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LookGallery } from '../../docs/LookGallery';
import { formatCurrency } from '../../money/formatCurrency';
import { pageOf, ROWS_PER_PAGE_OPTIONS } from '../../paging';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

interface CreditRow {
  id: number;
  title: string;
  accountType: string;
  currentBalance: number;
  creditLimit: number;
  active: boolean;
}

const types = ['Checking', 'Savings', 'CreditCard', 'Loan', 'Utility', 'Lease'];

function creditRows(count: number): CreditRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Account ${index + 1}`,
    accountType: types[index % types.length] ?? 'Checking',
    currentBalance: ((index * 7919) % 200000) - 50000,
    creditLimit: ((index * 104729) % 10) * 100000,
    active: index % 7 !== 0,
  }));
}

const columns: DataTableColumn<CreditRow>[] = [
  { key: 'title', header: 'Title', sortable: true, isRowHeader: true, width: '2fr' },
  { key: 'accountType', header: 'Type', sortable: true },
  {
    key: 'currentBalance',
    header: 'Balance',
    sortable: true,
    align: 'end',
    render: (row) => formatCurrency(row.currentBalance),
  },
  { key: 'creditLimit', header: 'Limit', align: 'end', render: (row) => formatCurrency(row.creditLimit) },
  {
    key: 'active',
    header: 'Active',
    align: 'center',
    render: (row) => (row.active ? 'Yes' : 'No'),
    width: 80,
  },
];

const rows57 = creditRows(57);
const rows100k = creditRows(100_000);

/**
 * A data grid: columns (key, header, render, sortable, align, width), sorting, paging (page sizes 10, 25, 50,
 * 100 by default, or ROWS_PER_PAGE_OPTIONS), "No Items Available" and "Loading data...", optional selection
 * and delete, client-side paging with pageOf or server-side paging (controlled page and sort plus total), the
 * keyboard of the ARIA grid pattern, and a virtualised body: only rows in view are in the DOM, so 100,000
 * rows scroll smoothly.
 */
const meta = {
  title: 'Data/DataTable',
  component: DataTable<CreditRow>,
  args: { 'aria-label': 'Credit accounts', columns, rows: rows57 },
} satisfies Meta<typeof DataTable<CreditRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientPaging: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Balance/ }));
    await expect(canvas.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
  },
};

export const RowsPerPageOptions: Story = {
  args: { pageSizeOptions: ROWS_PER_PAGE_OPTIONS, defaultItemsPerPage: 5 },
};

export const SelectionAndDelete: Story = {
  args: { selectionMode: 'multiple', onDelete: fn(), rows: creditRows(8) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Account 2' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Account 3' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await expect(args.onDelete).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 3 }),
    ]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Items Available')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading data...')).toBeVisible();
  },
};

/** 100,000 rows in one scrolling body: fewer than 100 row elements are ever in the DOM. */
export const HundredThousandRows: Story = {
  args: { rows: rows100k, paging: false, maxHeight: 520 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Credit accounts' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(100);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Account 100000' })).toBeVisible());
    await expect(grid.querySelectorAll('[role="row"]').length).toBeLessThan(100);
  },
};

/** Arrow keys move between cells, Enter on a header sorts. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe('Checking');
  },
};

function ServerTable() {
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(25);
  const [sort, setSort] = useState<DataTableSort | null>({ column: 'title', direction: 'asc' });
  // Stands in for the API: the same paged-list shape the server answers with.
  const answer = pageOf(rows57, { page, itemsPerPage, sortBy: sort?.column, sortDirection: sort?.direction });
  return (
    <DataTable
      aria-label="Credit accounts (server)"
      columns={columns}
      rows={answer.records}
      paging="server"
      total={answer.total}
      page={answer.page}
      onPageChange={setPage}
      itemsPerPage={itemsPerPage}
      onItemsPerPageChange={setItemsPerPage}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
    />
  );
}

export const ServerPaging: Story = {
  render: () => <ServerTable />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1–25 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
  },
};

export const Lcars: Story = {
  globals: { look: 'lcars' },
  args: { selectionMode: 'multiple', onDelete: fn() },
};

export const MaterialLight: Story = {
  globals: { look: 'material', scheme: 'light' },
  args: { selectionMode: 'multiple', onDelete: fn() },
};

export const AllLooks: Story = {
  render: (args) => (
    <LookGallery>
      {(look) => (
        <DataTable
          {...args}
          aria-label={`Credit accounts (${look})`}
          rows={creditRows(6)}
          columns={columns.slice(0, 3)}
        />
      )}
    </LookGallery>
  ),
};
