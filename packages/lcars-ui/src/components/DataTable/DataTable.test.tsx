import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Ledger {
  id: number;
  title: string;
  balance: number;
}

const columns: DataTableColumn<Ledger>[] = [
  { key: 'id', header: 'Id', sortable: true, align: 'end', width: 100 },
  { key: 'title', header: 'Title', sortable: true, isRowHeader: true },
  { key: 'balance', header: 'Balance', sortable: true, align: 'end' },
];

function ledgers(count: number): Ledger[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Ledger ${index + 1}`,
    balance: (index * 7919) % 1000,
  }));
}

const rowsInDom = (container: HTMLElement) => container.querySelectorAll('[role="row"]').length;

/** Renders the Ledgers table of `count` ledgers, with `props` on top of its name, columns and rows. */
function renderLedgers(count: number, props: Partial<DataTableProps<Ledger>> = {}) {
  return render(<DataTable aria-label="Ledgers" columns={columns} rows={ledgers(count)} {...props} />);
}

describe('DataTable', () => {
  it('keeps fewer than 100 rows of 100,000 in the DOM and reaches the last row by scrolling', async () => {
    const screen = await render(
      <ThemeProvider>
        <DataTable
          aria-label="Ledgers"
          columns={columns}
          rows={ledgers(100_000)}
          paging={false}
          maxHeight={400}
        />
      </ThemeProvider>,
    );
    const grid = screen.getByRole('grid', { name: 'Ledgers' });
    await expect.element(screen.getByRole('rowheader', { name: 'Ledger 1', exact: true })).toBeVisible();
    expect(grid.element().getAttribute('aria-rowcount')).toBe('100001');
    expect(rowsInDom(grid.element() as HTMLElement)).toBeLessThan(100);

    const scroller = grid.element() as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
    await expect.element(screen.getByRole('rowheader', { name: 'Ledger 100000' })).toBeVisible();
    expect(rowsInDom(scroller)).toBeLessThan(100);
  });

  it('pages on the client and sorts by a column', async () => {
    const screen = await renderLedgers(57, { defaultItemsPerPage: 10 });
    await expect.element(screen.getByText('1–10 of 57')).toBeVisible();
    await screen.getByRole('button', { name: 'Next page' }).click();
    await expect.element(screen.getByText('11–20 of 57')).toBeVisible();
    await expect.element(screen.getByRole('rowheader', { name: 'Ledger 11', exact: true })).toBeVisible();
    await screen.getByRole('button', { name: 'Last page' }).click();
    await expect.element(screen.getByText('51–57 of 57')).toBeVisible();

    await screen.getByRole('columnheader', { name: 'Id' }).click();
    await screen.getByRole('columnheader', { name: 'Id' }).click();
    // Sorting goes back to page 1, now in descending order.
    await expect.element(screen.getByText('1–10 of 57')).toBeVisible();
    await expect.element(screen.getByRole('rowheader', { name: 'Ledger 57' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Id' }).element().getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  // Regression: the arrows were the characters ▲ and ▼, which no self-hosted font has: each machine drew them from
  // its own fallback font (and the visual references with them). Now they are SVG icons; aria-sort still tells.
  it('draws the sort arrows as SVG icons, not font glyphs, with aria-sort unchanged', async () => {
    const screen = await renderLedgers(5, { defaultItemsPerPage: 10 });
    const header = screen.getByRole('columnheader', { name: 'Id' });
    const arrow = () => {
      const icon = header.element().querySelector('[aria-hidden="true"]');
      return { text: icon?.textContent, path: icon?.querySelector('svg path')?.getAttribute('d') };
    };
    expect(header.element().getAttribute('aria-sort')).toBe('none');
    expect(arrow().text).toBe('');
    const unsorted = arrow().path;
    expect(unsorted).toBeTruthy();

    await header.click();
    expect(header.element().getAttribute('aria-sort')).toBe('ascending');
    expect(arrow()).toEqual({ text: '', path: unsorted });

    await header.click();
    expect(header.element().getAttribute('aria-sort')).toBe('descending');
    expect(arrow().text).toBe('');
    expect(arrow().path).toBeTruthy();
    expect(arrow().path).not.toBe(unsorted);
    // The icon is decorative: the header's name stays its label.
    await expect.element(screen.getByRole('columnheader', { name: 'Id', exact: true })).toBeVisible();
  });

  it('reports page, size and sort for server paging', async () => {
    const onPageChange = vi.fn();
    const onSortChange = vi.fn();
    const screen = await renderLedgers(10, {
      paging: 'server',
      total: 500,
      page: 1,
      onPageChange,
      onSortChange,
    });
    await expect.element(screen.getByText('1–10 of 500')).toBeVisible();
    await screen.getByRole('button', { name: 'Next page' }).click();
    expect(onPageChange).toHaveBeenCalledWith(2);
    await screen.getByRole('columnheader', { name: 'Title' }).click();
    expect(onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'asc' });
  });

  it('says when it is empty and when it is loading', async () => {
    const screen = await render(
      <>
        <DataTable aria-label="Empty" columns={columns} rows={[]} />
        <DataTable aria-label="Loading" columns={columns} rows={[]} isLoading />
      </>,
    );
    await expect.element(screen.getByText('No Items Available')).toBeVisible();
    await expect.element(screen.getByText('Loading data...')).toBeVisible();
  });

  it('selects rows and deletes them', async () => {
    const onDelete = vi.fn();
    const screen = await renderLedgers(3, { selectionMode: 'multiple', onDelete });
    await screen.getByRole('button', { name: 'Delete Ledger 2' }).click();
    expect(onDelete).toHaveBeenLastCalledWith([expect.objectContaining({ id: 2 })]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }), { force: true });
    await expect.element(screen.getByText('3 selected')).toBeVisible();
    await screen.getByRole('button', { name: 'Delete selected' }).click();
    expect(onDelete).toHaveBeenLastCalledWith(ledgers(3));
  });

  it('keeps the focus in the table when the row holding it goes (issue 29: it fell to the page)', async () => {
    function Deleting() {
      const [rows, setRows] = useState(ledgers(4));
      return (
        <DataTable
          aria-label="Ledgers"
          columns={columns}
          rows={rows}
          paging={false}
          onDelete={(gone) => setRows((current) => current.filter((row) => !gone.includes(row)))}
        />
      );
    }
    const screen = await render(
      <ThemeProvider>
        <Deleting />
      </ThemeProvider>,
    );
    await screen.getByRole('button', { name: 'Delete Ledger 2' }).click();
    // The row now in its place holds the focus, on the same control.
    await expect.element(screen.getByRole('button', { name: 'Delete Ledger 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Delete Ledger 4' })).toHaveFocus();
    // The last row gone: the row before it.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Delete Ledger 1' })).toHaveFocus();
  });

  it('moves between cells with the arrow keys', async () => {
    const screen = await renderLedgers(5);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Id');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Ledger 2');
    expect(document.activeElement?.getAttribute('role')).toBe('rowheader');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.textContent).toMatch(/^\d+$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('Ledger 5');
    // Enter on a sortable header sorts.
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp}{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Id' }).element().getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });
});
