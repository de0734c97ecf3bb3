import type { MouseEvent } from 'react';
import { readPath } from '../../paging';
import { FieldIcon, fieldStyles, joinClasses } from '../field';
import { textOf, type GridColumn } from './columns';
import { SelectionBox } from './SelectionBox';
import * as styles from './DataTable.css';

/**
 * One record's row of the virtualised body, placed at its index; its cells draw the record's fields, its
 * check box and its delete button.
 */
export function DataTableRow<T>({
  row,
  rowIndex,
  rowHeight,
  gridColumns,
  rowHeaderKey,
  isActive,
  selectionMode,
  isSelected,
  onToggle,
  labelOf,
  onDelete,
}: {
  row: T;
  /** 0-based in the body; the grid's row index is one more (the header is row 0). */
  rowIndex: number;
  rowHeight: number;
  gridColumns: readonly GridColumn<T>[];
  rowHeaderKey: string;
  isActive: (row: number, column: number) => boolean;
  selectionMode: 'none' | 'single' | 'multiple';
  isSelected: boolean;
  onToggle: () => void;
  labelOf: (row: T) => string;
  onDelete: ((rows: T[]) => void) | undefined;
}) {
  const onRowClick = (event: MouseEvent<HTMLDivElement>) => {
    // Buttons and check boxes in the row act on their own.
    if ((event.target as HTMLElement).closest('button, input, a')) return;
    onToggle();
  };
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={selectionMode !== 'none' ? isSelected : undefined}
      data-selected={isSelected || undefined}
      className={styles.row}
      style={{ height: rowHeight, transform: `translateY(${rowIndex * rowHeight}px)` }}
      onClick={selectionMode !== 'none' ? onRowClick : undefined}
    >
      {gridColumns.map((column, columnIndex) => {
        const here = isActive(rowIndex + 1, columnIndex);
        const hasControl = column.kind !== 'data';
        return (
          <div
            key={column.key}
            role={column.kind === 'data' && column.key === rowHeaderKey ? 'rowheader' : 'gridcell'}
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
                onToggle={onToggle}
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
}
