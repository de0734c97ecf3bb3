import { useState } from 'react';
import type { PagedList } from '@lcars/contract';
import type { Loaded } from './useLoad';

/** The page and page size of a list paged on the server: the query of its call. */
export function usePaging(initial: { page?: number; itemsPerPage?: number } = {}) {
  const [page, setPage] = useState(initial.page ?? 1);
  const [itemsPerPage, setItemsPerPage] = useState(initial.itemsPerPage ?? 25);
  return { page, itemsPerPage, setPage, setItemsPerPage };
}

export type Paging = ReturnType<typeof usePaging>;

/** The DataTable props of a loaded page of a server-paged list; a new page size starts again at page 1. */
export function pagedTable<T>(loaded: Loaded<PagedList<T>>, paging: Paging) {
  return {
    rows: loaded.data?.records ?? [],
    paging: 'server' as const,
    total: loaded.data?.total ?? 0,
    page: paging.page,
    onPageChange: paging.setPage,
    itemsPerPage: paging.itemsPerPage,
    onItemsPerPageChange: (size: number) => {
      paging.setItemsPerPage(size);
      paging.setPage(1);
    },
    isLoading: loaded.loading,
  };
}
