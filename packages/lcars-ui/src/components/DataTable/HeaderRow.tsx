import type { SortDirection } from '../../paging';
import { joinClasses } from '../field';
import { SortAscendingIcon, SortDescendingIcon } from '../IconButton/icons';
import type { DataTableSort, GridColumn } from './columns';
import { SelectionBox } from './SelectionBox';
import { HEADING_HEIGHT } from './useGridFocus';
import * as styles from './DataTable.css';

const ARIA_SORT: Record<SortDirection | 'none', 'ascending' | 'descending' | 'none'> = {
  asc: 'ascending',
  desc: 'descending',
  none: 'none',
};

/**
 * The grid's header row (row 0 of the keyboard's grid): the column headings, a click (or Enter or Space, see
 * the table's keys) on a sortable one sorting by it, and the select-all check box of multiple selection.
 */
export function HeaderRow<T>({
  gridColumns,
  sort,
  isActive,
  onSort,
  selectionMode,
  allSelected,
  someSelected,
  onToggleAll,
}: {
  gridColumns: readonly GridColumn<T>[];
  sort: DataTableSort | null;
  isActive: (row: number, column: number) => boolean;
  onSort: (column: string) => void;
  selectionMode: 'none' | 'single' | 'multiple';
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
}) {
  return (
    <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ height: HEADING_HEIGHT }}>
      {gridColumns.map((column, columnIndex) => {
        const sorted = sort?.column === column.key ? sort.direction : undefined;
        const sortable = column.kind === 'data' && column.sortable === true;
        return (
          <div
            key={column.key}
            role="columnheader"
            aria-colindex={columnIndex + 1}
            aria-sort={sortable ? ARIA_SORT[sorted ?? 'none'] : undefined}
            tabIndex={isActive(0, columnIndex) && column.kind !== 'select' ? 0 : -1}
            data-cell={`0:${columnIndex}`}
            data-sortable={sortable || undefined}
            className={joinClasses(styles.column, styles.align[column.align])}
            onClick={sortable ? () => onSort(column.key) : undefined}
          >
            {column.kind === 'select' ? (
              selectionMode === 'multiple' ? (
                <SelectionBox
                  label="Select all"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  tabbable={isActive(0, columnIndex)}
                  onToggle={onToggleAll}
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
  );
}
