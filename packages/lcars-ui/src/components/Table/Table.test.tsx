import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';

function Crew({ width, hideCaption }: { width: string; hideCaption?: boolean }) {
  return (
    <ThemeProvider>
      <div style={{ inlineSize: width }}>
        <Table caption="Senior staff" hideCaption={hideCaption}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Post</TableHeaderCell>
              <TableHeaderCell align="end">Years aboard</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableHeaderCell scope="row">Jean-Luc Picard</TableHeaderCell>
              <TableCell>Commanding officer</TableCell>
              <TableCell align="end">7</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>
    </ThemeProvider>
  );
}

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', async () => {
    const screen = await render(<Crew width="640px" />);
    const table = screen.getByRole('table', { name: 'Senior staff' });
    await expect.element(table).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Years aboard' })).toBeVisible();
    await expect.element(screen.getByRole('rowheader', { name: 'Jean-Luc Picard' })).toBeVisible();
    expect(getComputedStyle(screen.getByRole('cell', { name: '7' }).element()).textAlign).toBe('end');
    // Headings keep to one line; a narrow screen scrolls instead of breaking them.
    expect(
      getComputedStyle(screen.getByRole('columnheader', { name: 'Years aboard' }).element()).whiteSpace,
    ).toBe('nowrap');
    // Wide enough: no scroll region, no extra tab stop.
    expect(screen.container.querySelector('[role="region"]')).toBeNull();
  });

  it('scrolls sideways in a focusable region named by the caption when it is too wide', async () => {
    const screen = await render(<Crew width="180px" />);
    const region = screen.getByRole('region', { name: 'Senior staff' });
    await expect.element(region).toBeVisible();
    const element = region.element() as HTMLElement;
    expect(element.tabIndex).toBe(0);
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
    element.focus();
    expect(document.activeElement).toBe(element);
  });

  it('can keep its caption for assistive technology only', async () => {
    const screen = await render(<Crew width="640px" hideCaption />);
    await expect.element(screen.getByRole('table', { name: 'Senior staff' })).toBeInTheDocument();
    expect(screen.getByText('Senior staff').element().getBoundingClientRect().height).toBeLessThanOrEqual(1);
  });
});
