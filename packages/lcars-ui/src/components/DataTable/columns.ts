import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { readPath, type SortDirection } from '../../paging';

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

/** A column of the grid: one of the caller's, or the check box and delete columns the table adds. */
export type GridColumn<T> =
  | (DataTableColumn<T> & { kind: 'data'; align: 'start' | 'center' | 'end' })
  | {
      kind: 'select' | 'delete';
      key: string;
      header: string;
      align: 'center' | 'end';
      width: number;
      render?: undefined;
    };

/** The caller's columns with the check box column before them and the delete column after, as asked. */
export function gridColumnsOf<T>(
  columns: readonly DataTableColumn<T>[],
  withSelection: boolean,
  withDelete: boolean,
): GridColumn<T>[] {
  return [
    ...(withSelection
      ? [{ kind: 'select' as const, key: '__select', header: 'Select', align: 'center' as const, width: 52 }]
      : []),
    ...columns.map((column) => ({
      ...column,
      kind: 'data' as const,
      align: column.align ?? ('start' as const),
    })),
    ...(withDelete
      ? [{ kind: 'delete' as const, key: '__delete', header: 'Actions', align: 'end' as const, width: 72 }]
      : []),
  ];
}

/** The CSS grid template of the columns' widths: pixels as given, fractions never narrower than 4rem. */
export function gridTemplate<T>(gridColumns: readonly GridColumn<T>[]): string {
  return gridColumns
    .map((column) =>
      typeof column.width === 'number'
        ? `${column.width}px`
        : column.width !== undefined
          ? `minmax(4rem, ${column.width})`
          : 'minmax(4rem, 1fr)',
    )
    .join(' ');
}

/** A row's id when the caller gives no getRowId: its `id` field. */
export function defaultRowId(row: unknown): Key {
  const id = readPath(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? id : String(id);
}

/** A cell's value as text, for cells without a render and for rows' names in labels. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toLocaleDateString();
  return JSON.stringify(value);
}
