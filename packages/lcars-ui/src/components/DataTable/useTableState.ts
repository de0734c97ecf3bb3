import { useMemo, useState } from 'react';
import type { Key } from 'react-aria-components';
import { pagedListMeta, pageOf, type SortDirection } from '../../paging';
import type { DataTableSort } from './columns';

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

export interface TableStateOptions<T> {
  rows: readonly T[];
  getRowId: (row: T) => Key;
  paging: 'client' | 'server' | false;
  total: number | undefined;
  page: number | undefined;
  defaultPage: number;
  onPageChange: ((page: number) => void) | undefined;
  itemsPerPage: number | undefined;
  defaultItemsPerPage: number;
  onItemsPerPageChange: ((itemsPerPage: number) => void) | undefined;
  sort: DataTableSort | null | undefined;
  defaultSort: DataTableSort | null;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
  selectionMode: 'none' | 'single' | 'multiple';
  selectedKeys: Iterable<Key> | undefined;
  onSelectionChange: ((keys: Set<Key>) => void) | undefined;
}

/**
 * The table's page, page size, sort and selection, each controlled by the caller or kept here, and the
 * records the body shows with where they sit in the whole list (paged and sorted here for client paging).
 */
export function useTableState<T>({
  rows,
  getRowId,
  paging,
  total,
  page: pageProp,
  defaultPage,
  onPageChange,
  itemsPerPage: itemsPerPageProp,
  defaultItemsPerPage,
  onItemsPerPageChange,
  sort: sortProp,
  defaultSort,
  onSortChange,
  selectionMode,
  selectedKeys: selectedKeysProp,
  onSelectionChange,
}: TableStateOptions<T>) {
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

  return {
    records,
    meta,
    sort,
    setPage,
    setItemsPerPage,
    toggleSort,
    selectedKeys,
    updateSelection,
    toggleRow,
    allSelected,
    someSelected,
    selectedRows,
  };
}
