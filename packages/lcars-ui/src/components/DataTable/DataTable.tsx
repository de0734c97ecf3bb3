import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button as AriaButton, type Key } from 'react-aria-components';
import { pagedListMeta, pageOf, readPath, TABLE_PAGE_SIZES, type SortDirection } from '../../paging';
import { FieldIcon, fieldStyles, joinClasses } from '../field';
import { Select } from '../Select';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { SortAscendingIcon, SortDescendingIcon } from '../IconButton/icons';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  /** The field (or dot path) the column shows and sorts by; also the column's id. */
  key: string;
  header: ReactNode;
  /** Draws the cell; default the field's value as text. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Default 'start'; numbers and money read best at 'end'. */
  align?: 'start' | 'center' | 'end';
  /** Width in pixels or as a fraction ('2fr'); default '1fr'. */
  width?: number | `${number}fr`;
  /** The column that names each row for assistive technology; default the first. */
  isRowHeader?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  /** Names the table; or use aria-labelledby. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<T>[];
  /** Client paging: every record. Server paging: the current page's records. */
  rows: readonly T[];
  /** A row's id; default its `id` field. */
  getRowId?: (row: T) => Key;
  /**
   * 'client' pages and sorts `rows` here (pageOf); 'server' shows `rows` as the page and reports page, size
   * and sort changes for the caller to load (give `total`); false shows every row in one scrolling,
   * virtualised body. Default 'client'.
   */
  paging?: 'client' | 'server' | false;
  /** Records in the whole list, for server paging. */
  total?: number;
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  itemsPerPage?: number;
  /** Default the first of pageSizeOptions. */
  defaultItemsPerPage?: number;
  onItemsPerPageChange?: (itemsPerPage: number) => void;
  /** Page sizes offered: default 10, 25, 50, 100; smaller lists use ROWS_PER_PAGE_OPTIONS. */
  pageSizeOptions?: readonly number[];
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Shows 'Loading data...' (in place of the rows when there are none yet). */
  isLoading?: boolean;
  /** Text of an empty table. Default 'No Items Available'. */
  emptyText?: string;
  /** Row selection with check boxes. Default 'none'. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Iterable<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Adds a delete button to each row and, with selection, a "Delete selected" button. */
  onDelete?: (rows: T[]) => void;
  /** A row's name in the delete button's label; default the row header column's text. */
  getRowLabel?: (row: T) => string;
  /** Row height in pixels; the virtualiser lays out rows by it. Default 44. */
  rowHeight?: number;
  /** Largest height of the scrolling body in pixels; shorter tables shrink to fit. Default 480. */
  maxHeight?: number;
  className?: string;
}

const HEADING_HEIGHT = 44;
// Rows rendered beyond each edge of the viewport, so fast scrolling shows no blank strip.
const OVERSCAN = 6;

type GridColumn<T> =
  | (DataTableColumn<T> & { kind: 'data'; align: 'start' | 'center' | 'end' })
  | {
      kind: 'select' | 'delete';
      key: string;
      header: string;
      align: 'center' | 'end';
      width: number;
      render?: undefined;
    };

function defaultRowId(row: unknown): Key {
  const id = readPath(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : String(id);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toLocaleDateString();
  return JSON.stringify(value);
}

/** Controlled when `value` is given, otherwise keeps its own state. */
function useControllable<V>(value: V | undefined, defaultValue: V, onChange?: (next: V) => void) {
  const [own, setOwn] = useState<V>(defaultValue);
  const current = value !== undefined ? value : own;
  const set = (next: V) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/** Moves focus into a cell: to its one control when it has one (a check box, a button), else the cell. */
function focusCell(cell: HTMLElement) {
  const control = cell.querySelector<HTMLElement>('button, input, a[href]');
  (control ?? cell).focus({ preventScroll: true });
}

/**
 * A data grid with the keyboard of the ARIA grid pattern (arrows between cells, Page Up/Down, Home/End,
 * Ctrl+Home/End, Enter or Space on a header to sort, Space to select) whose body is virtualised: only the rows
 * in view are in the DOM, so 100,000 rows scroll smoothly. Sorts and pages on the client with pageOf, or
 * reports page and sort changes for server paging; optional selection and delete.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  paging = 'client',
  total,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  itemsPerPage: itemsPerPageProp,
  pageSizeOptions = TABLE_PAGE_SIZES,
  defaultItemsPerPage = pageSizeOptions[0] ?? 10,
  onItemsPerPageChange,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  isLoading = false,
  emptyText = 'No Items Available',
  selectionMode = 'none',
  selectedKeys: selectedKeysProp,
  onSelectionChange,
  onDelete,
  getRowLabel,
  rowHeight = 44,
  maxHeight = 480,
  className,
  ...aria
}: DataTableProps<T>) {
  const [page, setPage] = useControllable(pageProp, defaultPage, onPageChange);
  const [itemsPerPage, setItemsPerPage] = useControllable(
    itemsPerPageProp,
    defaultItemsPerPage,
    onItemsPerPageChange,
  );
  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, (next) => {
    if (next) onSortChange?.(next);
  });
  const [ownSelection, setOwnSelection] = useState<Set<Key>>(() => new Set());
  const selectedKeys = selectedKeysProp !== undefined ? new Set(selectedKeysProp) : ownSelection;

  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key ?? '';
  const labelOf = getRowLabel ?? ((row: T) => textOf(readPath(row, rowHeaderKey)));

  // What the body shows, and where it sits in the whole list.
  const { records, meta } = useMemo(() => {
    if (paging === 'server') {
      return { records: rows as T[], meta: pagedListMeta(total ?? rows.length, page, itemsPerPage) };
    }
    const paged = pageOf(rows, {
      page: paging === false ? 1 : page,
      itemsPerPage: paging === false ? Math.max(1, rows.length) : itemsPerPage,
      sortBy: sort?.column,
      sortDirection: sort?.direction,
    });
    return { records: paged.records, meta: paged };
  }, [paging, rows, total, page, itemsPerPage, sort]);

  const updateSelection = (next: Set<Key>) => {
    if (selectedKeysProp === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  const toggleRow = (id: Key) => {
    if (selectionMode === 'single') {
      updateSelection(selectedKeys.has(id) ? new Set() : new Set([id]));
      return;
    }
    const next = new Set(selectedKeys);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    updateSelection(next);
  };
  const allSelected = records.length > 0 && records.every((row) => selectedKeys.has(getRowId(row)));
  const someSelected = records.some((row) => selectedKeys.has(getRowId(row)));
  const selectedRows = () => records.filter((row) => selectedKeys.has(getRowId(row)));

  const toggleSort = (column: string) => {
    const direction: SortDirection = sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc';
    setSort({ column, direction });
    if (paging !== false) setPage(1);
  };

  const gridColumns: GridColumn<T>[] = [
    ...(selectionMode !== 'none'
      ? [{ kind: 'select' as const, key: '__select', header: 'Select', align: 'center' as const, width: 52 }]
      : []),
    ...columns.map((column) => ({
      ...column,
      kind: 'data' as const,
      align: column.align ?? ('start' as const),
    })),
    ...(onDelete
      ? [{ kind: 'delete' as const, key: '__delete', header: 'Actions', align: 'end' as const, width: 72 }]
      : []),
  ];
  const template = gridColumns
    .map((column) =>
      typeof column.width === 'number'
        ? `${column.width}px`
        : column.width !== undefined
          ? `minmax(4rem, ${column.width})`
          : 'minmax(4rem, 1fr)',
    )
    .join(' ');

  // Virtualisation: only the rows in view (and a few either side) are rendered, placed by their index.
  const gridRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const height = Math.min(maxHeight, HEADING_HEIGHT + Math.max(1, records.length) * rowHeight + 2);
  const viewportRows = Math.ceil((height - HEADING_HEIGHT) / rowHeight);
  const firstVisible = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const lastVisible = Math.min(records.length, firstVisible + viewportRows + 2 * OVERSCAN);

  // Keyboard: one cell of the grid is in the tab order (row 0 is the header); arrows move it.
  const [active, setActive] = useState<{ row: number; column: number }>({ row: 0, column: 0 });
  const activeRow = Math.min(active.row, records.length);
  const activeColumn = Math.min(active.column, gridColumns.length - 1);
  const isActive = (row: number, column: number) => row === activeRow && column === activeColumn;
  const visibleRows: number[] = [];
  for (let index = firstVisible; index < lastVisible; index++) visibleRows.push(index);
  // The focused row stays rendered when scrolled away, so focus is never lost.
  if (activeRow > 0 && (activeRow - 1 < firstVisible || activeRow - 1 >= lastVisible)) {
    visibleRows.push(activeRow - 1);
  }
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
    // Its focus event makes the cell the active one (onFocusWithin).
    if (cell) focusCell(cell);
  });

  const moveTo = (row: number, column: number) => {
    pendingFocus.current = true;
    setActive({
      row: Math.max(0, Math.min(records.length, row)),
      column: Math.max(0, Math.min(gridColumns.length - 1, column)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const pageRows = Math.max(1, viewportRows - 1);
    const lastColumn = gridColumns.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(activeRow + 1, activeColumn),
      ArrowUp: () => moveTo(activeRow - 1, activeColumn),
      ArrowRight: () => moveTo(activeRow, activeColumn + (rtl ? -1 : 1)),
      ArrowLeft: () => moveTo(activeRow, activeColumn + (rtl ? 1 : -1)),
      PageDown: () => moveTo(activeRow + pageRows, activeColumn),
      PageUp: () => moveTo(Math.max(activeRow > 0 ? 1 : 0, activeRow - pageRows), activeColumn),
      Home: () => moveTo(event.ctrlKey ? 1 : activeRow, 0),
      End: () => moveTo(event.ctrlKey ? records.length : activeRow, lastColumn),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    const column = gridColumns[activeColumn];
    if (
      (event.key === 'Enter' || event.key === ' ') &&
      activeRow === 0 &&
      column?.kind === 'data' &&
      column.sortable
    ) {
      event.preventDefault();
      toggleSort(column.key);
    } else if (event.key === ' ' && activeRow > 0 && selectionMode !== 'none' && column?.kind === 'data') {
      event.preventDefault();
      const row = records[activeRow - 1];
      if (row) toggleRow(getRowId(row));
    }
  };

  // A click or tab into a cell makes it the active one.
  const onFocusWithin = (event: FocusEvent<HTMLDivElement>) => {
    focused.current = event.target;
    const cell = event.target.closest<HTMLElement>('[data-cell]');
    if (!cell?.dataset.cell) return;
    const [row = 0, column = 0] = cell.dataset.cell.split(':').map(Number);
    if (row !== activeRow || column !== activeColumn) setActive({ row, column });
  };

  const onRowClick = (event: MouseEvent<HTMLDivElement>, id: Key) => {
    // Buttons and check boxes in the row act on their own.
    if ((event.target as HTMLElement).closest('button, input, a')) return;
    toggleRow(id);
  };

  return (
    <div className={joinClasses(styles.wrapper, className)}>
      {onDelete && selectionMode !== 'none' && selectedKeys.size > 0 ? (
        <div className={styles.toolbar}>
          <span className={styles.selectedCount}>{selectedKeys.size} selected</span>
          <AriaButton className={styles.deleteSelected} onPress={() => onDelete(selectedRows())}>
            Delete selected
          </AriaButton>
        </div>
      ) : null}
      <div
        ref={gridRef}
        role="grid"
        {...aria}
        aria-rowcount={records.length + 1}
        aria-colcount={gridColumns.length}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        aria-busy={isLoading || undefined}
        className={styles.table}
        style={{ height, ['--lcars-table-columns' as string]: template }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
        onFocus={onFocusWithin}
        onBlur={(event) => {
          // Focus that moves on to something else is no longer the table's to keep; a dialog opened from a
          // row (a delete's confirmation) gives it back when the row is gone.
          const next = event.relatedTarget;
          if (
            next !== null &&
            !event.currentTarget.contains(next) &&
            next.closest('[role="dialog"], [role="alertdialog"]') === null
          )
            focused.current = null;
        }}
      >
        <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ height: HEADING_HEIGHT }}>
          {gridColumns.map((column, columnIndex) => {
            const sorted = sort?.column === column.key ? sort.direction : undefined;
            const sortable = column.kind === 'data' && column.sortable === true;
            return (
              <div
                key={column.key}
                role="columnheader"
                aria-colindex={columnIndex + 1}
                aria-sort={
                  sortable
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                tabIndex={isActive(0, columnIndex) && column.kind !== 'select' ? 0 : -1}
                data-cell={`0:${columnIndex}`}
                data-sortable={sortable || undefined}
                className={joinClasses(styles.column, styles.align[column.align])}
                onClick={sortable ? () => toggleSort(column.key) : undefined}
              >
                {column.kind === 'select' ? (
                  selectionMode === 'multiple' ? (
                    <SelectionBox
                      label="Select all"
                      checked={allSelected}
                      indeterminate={someSelected && !allSelected}
                      tabbable={isActive(0, columnIndex)}
                      onToggle={() =>
                        updateSelection(allSelected ? new Set() : new Set(records.map(getRowId)))
                      }
                    />
                  ) : (
                    <span className={styles.visuallyHidden}>Select</span>
                  )
                ) : column.kind === 'delete' ? (
                  <span className={styles.visuallyHidden}>Actions</span>
                ) : (
                  <span className={styles.columnLabel}>
                    {column.header}
                    {sortable ? (
                      <span className={styles.sortIcon} data-direction={sorted} aria-hidden="true">
                        {sorted === 'desc' ? <SortDescendingIcon /> : <SortAscendingIcon />}
                      </span>
                    ) : null}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {records.length === 0 ? (
          <div role="row" aria-rowindex={2} className={styles.emptyRow}>
            <div role="gridcell" aria-colindex={1} aria-colspan={gridColumns.length} className={styles.empty}>
              {isLoading ? 'Loading data...' : emptyText}
            </div>
          </div>
        ) : (
          <div role="presentation" className={styles.body} style={{ height: records.length * rowHeight }}>
            {visibleRows.map((rowIndex) => {
              const row = records[rowIndex] as T;
              const id = getRowId(row);
              const isSelected = selectedKeys.has(id);
              return (
                <div
                  key={String(id)}
                  role="row"
                  aria-rowindex={rowIndex + 2}
                  aria-selected={selectionMode !== 'none' ? isSelected : undefined}
                  data-selected={isSelected || undefined}
                  className={styles.row}
                  style={{ height: rowHeight, transform: `translateY(${rowIndex * rowHeight}px)` }}
                  onClick={selectionMode !== 'none' ? (event) => onRowClick(event, id) : undefined}
                >
                  {gridColumns.map((column, columnIndex) => {
                    const here = isActive(rowIndex + 1, columnIndex);
                    const hasControl = column.kind !== 'data';
                    return (
                      <div
                        key={column.key}
                        role={
                          column.kind === 'data' && column.key === rowHeaderKey ? 'rowheader' : 'gridcell'
                        }
                        aria-colindex={columnIndex + 1}
                        tabIndex={here && !hasControl ? 0 : -1}
                        data-cell={`${rowIndex + 1}:${columnIndex}`}
                        className={joinClasses(styles.cell, styles.align[column.align])}
                      >
                        {column.kind === 'select' ? (
                          <SelectionBox
                            label={`Select ${labelOf(row)}`}
                            checked={isSelected}
                            tabbable={here}
                            onToggle={() => toggleRow(id)}
                          />
                        ) : column.kind === 'delete' ? (
                          <button
                            type="button"
                            tabIndex={here ? 0 : -1}
                            className={joinClasses(fieldStyles.iconButton, styles.deleteButton)}
                            aria-label={`Delete ${labelOf(row)}`}
                            onClick={() => onDelete?.([row])}
                          >
                            <FieldIcon name="close" />
                          </button>
                        ) : column.render ? (
                          column.render(row)
                        ) : (
                          textOf(readPath(row, column.key))
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {isLoading && records.length > 0 ? (
          <span role="status" className={styles.loading}>
            Loading data...
          </span>
        ) : null}
        {paging !== false ? (
          <>
            <Select
              className={styles.pageSize}
              label="Rows per page"
              options={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
              value={meta.itemsPerPage}
              onChange={(size) => {
                if (typeof size === 'number') {
                  setItemsPerPage(size);
                  setPage(1);
                }
              }}
            />
            <span className={styles.range} aria-live="polite">
              {meta.total === 0 ? '0 of 0' : `${meta.startIndex + 1}–${meta.stopIndex} of ${meta.total}`}
            </span>
            <div className={styles.pager}>
              <AriaButton
                className={fieldStyles.iconButton}
                aria-label="First page"
                isDisabled={meta.page <= 1}
                onPress={() => setPage(1)}
              >
                <span aria-hidden="true">«</span>
              </AriaButton>
              <AriaButton
                className={fieldStyles.iconButton}
                aria-label="Previous page"
                isDisabled={meta.page <= 1}
                onPress={() => setPage(meta.page - 1)}
              >
                <span aria-hidden="true">‹</span>
              </AriaButton>
              <AriaButton
                className={fieldStyles.iconButton}
                aria-label="Next page"
                isDisabled={meta.page >= meta.pageCount}
                onPress={() => setPage(meta.page + 1)}
              >
                <span aria-hidden="true">›</span>
              </AriaButton>
              <AriaButton
                className={fieldStyles.iconButton}
                aria-label="Last page"
                isDisabled={meta.page >= meta.pageCount}
                onPress={() => setPage(meta.pageCount)}
              >
                <span aria-hidden="true">»</span>
              </AriaButton>
            </div>
          </>
        ) : (
          <span className={styles.range}>{`${meta.total} rows`}</span>
        )}
      </div>
    </div>
  );
}

/** A row's check box, or the select-all one in the header. */
function SelectionBox({
  label,
  checked,
  indeterminate = false,
  tabbable,
  onToggle,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  tabbable: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      className={checkboxStyles.checkbox}
      data-selected={checked || undefined}
      data-indeterminate={indeterminate || undefined}
    >
      <input
        type="checkbox"
        className={styles.nativeCheckbox}
        aria-label={label}
        checked={checked}
        tabIndex={tabbable ? 0 : -1}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={onToggle}
      />
      <span className={checkboxStyles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={checkboxStyles.mark}>
          {indeterminate ? (
            <rect x="4" y="8" width="10" height="2" />
          ) : (
            <polyline fill="none" points="3.5 9.5 7.5 13 14.5 5" />
          )}
        </svg>
      </span>
    </label>
  );
}
