import type { KeyboardEvent } from 'react';
import { Button as AriaButton, type Key } from 'react-aria-components';
import { readPath, TABLE_PAGE_SIZES } from '../../paging';
import { joinClasses } from '../field';
import {
  defaultRowId,
  gridColumnsOf,
  gridTemplate,
  textOf,
  type DataTableColumn,
  type DataTableSort,
} from './columns';
import { DataTableFooter } from './DataTableFooter';
import { DataTableRow } from './DataTableRow';
import { HeaderRow } from './HeaderRow';
import { rowsInDom, useGridFocus, useVirtualRows } from './useGridFocus';
import { useTableState } from './useTableState';
import * as styles from './DataTable.css';

export type { DataTableColumn, DataTableSort } from './columns';

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
  page,
  defaultPage = 1,
  onPageChange,
  itemsPerPage,
  pageSizeOptions = TABLE_PAGE_SIZES,
  defaultItemsPerPage = pageSizeOptions[0] ?? 10,
  onItemsPerPageChange,
  sort,
  defaultSort = null,
  onSortChange,
  isLoading = false,
  emptyText = 'No Items Available',
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  onDelete,
  getRowLabel,
  rowHeight = 44,
  maxHeight = 480,
  className,
  ...aria
}: DataTableProps<T>) {
  const table = useTableState({
    rows,
    getRowId,
    paging,
    total,
    page,
    defaultPage,
    onPageChange,
    itemsPerPage,
    defaultItemsPerPage,
    onItemsPerPageChange,
    sort,
    defaultSort,
    onSortChange,
    selectionMode,
    selectedKeys,
    onSelectionChange,
  });
  const { records, selectedKeys: selected, toggleRow, toggleSort } = table;

  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key ?? '';
  const labelOf = getRowLabel ?? ((row: T) => textOf(readPath(row, rowHeaderKey)));
  const gridColumns = gridColumnsOf(columns, selectionMode !== 'none', onDelete !== undefined);

  // Enter or Space on a sortable heading sorts by it; Space on a row's cell selects the row.
  const onCellKey = (event: KeyboardEvent<HTMLDivElement>, activeRow: number, activeColumn: number) => {
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

  const { height, viewportRows, firstVisible, lastVisible, setScrollTop } = useVirtualRows(
    records.length,
    rowHeight,
    maxHeight,
  );
  const { gridRef, activeRow, isActive, onKeyDown, onFocus, onBlur } = useGridFocus({
    rowCount: records.length,
    columnCount: gridColumns.length,
    rowHeight,
    viewportRows,
    onCellKey,
  });

  return (
    <div className={joinClasses(styles.wrapper, className)}>
      {onDelete && selectionMode !== 'none' && selected.size > 0 ? (
        <div className={styles.toolbar}>
          <span className={styles.selectedCount}>{selected.size} selected</span>
          <AriaButton className={styles.deleteSelected} onPress={() => onDelete(table.selectedRows())}>
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
        style={{ height, ['--lcars-table-columns' as string]: gridTemplate(gridColumns) }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <HeaderRow
          gridColumns={gridColumns}
          sort={table.sort}
          isActive={isActive}
          onSort={toggleSort}
          selectionMode={selectionMode}
          allSelected={table.allSelected}
          someSelected={table.someSelected}
          onToggleAll={() =>
            table.updateSelection(table.allSelected ? new Set() : new Set(records.map(getRowId)))
          }
        />
        {records.length === 0 ? (
          <div role="row" aria-rowindex={2} className={styles.emptyRow}>
            <div role="gridcell" aria-colindex={1} aria-colspan={gridColumns.length} className={styles.empty}>
              {isLoading ? 'Loading data...' : emptyText}
            </div>
          </div>
        ) : (
          <div role="presentation" className={styles.body} style={{ height: records.length * rowHeight }}>
            {rowsInDom(firstVisible, lastVisible, activeRow).map((rowIndex) => {
              const row = records[rowIndex] as T;
              const id: Key = getRowId(row);
              return (
                <DataTableRow
                  key={String(id)}
                  row={row}
                  rowIndex={rowIndex}
                  rowHeight={rowHeight}
                  gridColumns={gridColumns}
                  rowHeaderKey={rowHeaderKey}
                  isActive={isActive}
                  selectionMode={selectionMode}
                  isSelected={selected.has(id)}
                  onToggle={() => toggleRow(id)}
                  labelOf={labelOf}
                  onDelete={onDelete}
                />
              );
            })}
          </div>
        )}
      </div>
      <DataTableFooter
        meta={table.meta}
        paging={paging}
        isLoading={isLoading}
        hasRecords={records.length > 0}
        pageSizeOptions={pageSizeOptions}
        onItemsPerPage={(size) => {
          table.setItemsPerPage(size);
          table.setPage(1);
        }}
        onPage={table.setPage}
      />
    </div>
  );
}
