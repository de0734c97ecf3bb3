// The paged list every list call answers with, and its paging arithmetic. The API
// answers lists in this shape, and client-side tables page local records into it, so both sides
// count pages the same way.

/** The default list page size. */
export const DEFAULT_ITEMS_PER_PAGE = 50;
/** Page sizes a data table offers. */
export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Rows-per-page choices of the smaller list footers. */
export const ROWS_PER_PAGE_OPTIONS = [3, 5, 7, 10, 15, 20, 25, 50] as const;

export type SortDirection = 'asc' | 'desc';

/** Where a page sits in a list: everything of a paged list but its records. */
export interface PagedListMeta {
  /** Records in the whole list. */
  total: number;
  itemsPerPage: number;
  /** 1-based; always within 1..pageCount (1 for an empty list). */
  page: number;
  /** 0 for an empty list. */
  pageCount: number;
  /** 0-based index of the page's first record in the whole list. */
  startIndex: number;
  /**
   * 0-based index just after the page's last record (exclusive), so the page is
   * `records.slice(startIndex, stopIndex)` and a footer shows "startIndex + 1 – stopIndex of total".
   */
  stopIndex: number;
}

export interface PagedList<T> extends PagedListMeta {
  /** A second count some lists report alongside total (e.g. unfiltered records); not computed here. */
  totalSecondary?: number;
  /** The field the records are sorted by; '' when unsorted. */
  sortBy: string;
  sortDirection: SortDirection;
  /** The records of this page only. */
  records: T[];
}

function wholeOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/**
 * The paging numbers for page `page` of a list of `total` records. A page size below 1 (or not a
 * number) means the default 50; a page past the end shows the last page, so deleting the only record
 * of the last page lands on the page before rather than on an empty one.
 */
export function pagedListMeta(
  total: number,
  page: number,
  itemsPerPage: number = DEFAULT_ITEMS_PER_PAGE,
): PagedListMeta {
  const count = Math.max(0, wholeOr(total, 0));
  const size = wholeOr(itemsPerPage, 0) >= 1 ? wholeOr(itemsPerPage, 0) : DEFAULT_ITEMS_PER_PAGE;
  const pageCount = Math.ceil(count / size);
  const current = Math.min(Math.max(1, wholeOr(page, 1)), Math.max(1, pageCount));
  const startIndex = Math.min((current - 1) * size, count);
  const stopIndex = Math.min(startIndex + size, count);
  return { total: count, itemsPerPage: size, page: current, pageCount, startIndex, stopIndex };
}
