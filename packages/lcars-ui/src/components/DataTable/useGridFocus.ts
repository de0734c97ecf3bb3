import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The header row's height in pixels: the body scrolls under it. */
export const HEADING_HEIGHT = 44;
// Rows rendered beyond each edge of the viewport, so fast scrolling shows no blank strip.
const OVERSCAN = 6;

/**
 * Virtualisation: only the rows in view (and a few either side) are rendered, placed by their index. Gives the
 * grid's height (it shrinks to fit a short table), how many rows fill it, and the first and last (exclusive)
 * rows in view.
 */
export function useVirtualRows(rowCount: number, rowHeight: number, maxHeight: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(maxHeight, HEADING_HEIGHT + Math.max(1, rowCount) * rowHeight + 2);
  const viewportRows = Math.ceil((height - HEADING_HEIGHT) / rowHeight);
  const firstVisible = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const lastVisible = Math.min(rowCount, firstVisible + viewportRows + 2 * OVERSCAN);
  return { height, viewportRows, firstVisible, lastVisible, setScrollTop };
}

/** The indexes of the rows to render: those in view, and the focused row even when scrolled away. */
export function rowsInDom(firstVisible: number, lastVisible: number, activeRow: number): number[] {
  const visibleRows: number[] = [];
  for (let index = firstVisible; index < lastVisible; index++) visibleRows.push(index);
  // The focused row stays rendered when scrolled away, so focus is never lost.
  if (activeRow > 0 && (activeRow - 1 < firstVisible || activeRow - 1 >= lastVisible)) {
    visibleRows.push(activeRow - 1);
  }
  return visibleRows;
}

/** Moves focus into a cell: to its one control when it has one (a check box, a button), else the cell. */
function focusCell(cell: HTMLElement) {
  const control = cell.querySelector<HTMLElement>('button, input, a[href]');
  (control ?? cell).focus({ preventScroll: true });
}

export interface GridFocusOptions {
  /** Rows of the body; row 0 of the grid is the header, so the grid has rowCount + 1 rows. */
  rowCount: number;
  columnCount: number;
  rowHeight: number;
  viewportRows: number;
  /** A key the arrows do not take, on the active cell (Enter or Space to sort or select). */
  onCellKey: (event: KeyboardEvent<HTMLDivElement>, row: number, column: number) => void;
}

/**
 * The keyboard of the ARIA grid pattern: one cell of the grid is in the tab order (row 0 is the header) and the
 * arrows, Page Up/Down and Home/End move it; the focus follows it, scrolling its row into view, and stays in
 * the grid when the element holding it goes away.
 */
export function useGridFocus({
  rowCount,
  columnCount,
  rowHeight,
  viewportRows,
  onCellKey,
}: GridFocusOptions) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<{ row: number; column: number }>({ row: 0, column: 0 });
  const activeRow = Math.min(active.row, rowCount);
  const activeColumn = Math.min(active.column, columnCount - 1);
  const isActive = (row: number, column: number) => row === activeRow && column === activeColumn;
  const pendingFocus = useRef(false);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const grid = gridRef.current;
    const cell = grid?.querySelector<HTMLElement>(`[data-cell="${activeRow}:${activeColumn}"]`);
    if (!grid || !cell) return;
    // Scroll the row into view below the sticky header.
    if (activeRow > 0) {
      const top = (activeRow - 1) * rowHeight;
      const viewport = grid.clientHeight - HEADING_HEIGHT;
      if (top < grid.scrollTop) grid.scrollTop = top;
      else if (top + rowHeight > grid.scrollTop + viewport) grid.scrollTop = top + rowHeight - viewport;
    }
    focusCell(cell);
  });

  // The element inside the table that has the focus: when a change takes it out of the page (its row deleted,
  // a new row saved and drawn again under its id), the focus goes to the same cell of the row now in its place,
  // or of the last row, instead of falling to the page's body where the keyboard user must start again.
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const lost = focused.current;
    if (!lost || lost.isConnected) return;
    focused.current = null;
    const holder = document.activeElement;
    if (holder !== null && holder !== document.body) return;
    const grid = gridRef.current;
    const cell =
      grid?.querySelector<HTMLElement>(`[data-cell="${activeRow}:${activeColumn}"]`) ??
      grid?.querySelector<HTMLElement>(`[data-cell="0:${activeColumn}"]`);
    // Its focus event makes the cell the active one (onFocus).
    if (cell) focusCell(cell);
  });

  const moveTo = (row: number, column: number) => {
    pendingFocus.current = true;
    setActive({
      row: Math.max(0, Math.min(rowCount, row)),
      column: Math.max(0, Math.min(columnCount - 1, column)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const pageRows = Math.max(1, viewportRows - 1);
    const lastColumn = columnCount - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeRow + 1, activeColumn),
      ArrowUp: () => moveTo(activeRow - 1, activeColumn),
      ArrowRight: () => moveTo(activeRow, activeColumn + (rtl ? -1 : 1)),
      ArrowLeft: () => moveTo(activeRow, activeColumn + (rtl ? 1 : -1)),
      PageDown: () => moveTo(activeRow + pageRows, activeColumn),
      PageUp: () => moveTo(Math.max(activeRow > 0 ? 1 : 0, activeRow - pageRows), activeColumn),
      Home: () => moveTo(event.ctrlKey ? 1 : activeRow, 0),
      End: () => moveTo(event.ctrlKey ? rowCount : activeRow, lastColumn),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    onCellKey(event, activeRow, activeColumn);
  };

  // A click or tab into a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focused.current = event.target;
    const cell = event.target.closest<HTMLElement>('[data-cell]');
    if (!cell?.dataset.cell) return;
    const [row = 0, column = 0] = cell.dataset.cell.split(':').map(Number);
    if (row !== activeRow || column !== activeColumn) setActive({ row, column });
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus that moves on to something else is no longer the table's to keep; a dialog opened from a
    // row (a delete's confirmation) gives it back when the row is gone.
    const next = event.relatedTarget;
    if (
      next !== null &&
      !event.currentTarget.contains(next) &&
      next.closest('[role="dialog"], [role="alertdialog"]') === null
    )
      focused.current = null;
  };

  return { gridRef, activeRow, isActive, onKeyDown, onFocus, onBlur };
}
