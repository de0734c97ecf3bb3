// Paged lists: the shape, the arithmetic and client-side paging.
export { compareValues, pageOf, readPath, type PageOptions } from './pageOf';
export {
  DEFAULT_ITEMS_PER_PAGE,
  pagedListMeta,
  ROWS_PER_PAGE_OPTIONS,
  TABLE_PAGE_SIZES,
  type PagedList,
  type PagedListMeta,
  type SortDirection,
} from './pagedList';
