// The one paged list shape (PagedList) built from a knex query, and the small conversions both databases need.
import type { Knex } from 'knex';
import type { PagedList } from '@lcars/contract';
import { count } from './knex.js';

/** ISO text of a stored timestamp (Date, epoch milliseconds or SQLite's UTC text). */
export { isoOf as isoDate } from './dates.js';

/** A LIKE pattern matching `term` anywhere, with its wildcards escaped (use with ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Adds "lower(column) LIKE %term%" over several columns, OR-ed, to a query. */
export function whereContains<Q extends Knex.QueryBuilder>(
  query: Q,
  columns: readonly string[],
  term: string,
): Q {
  if (term === '') return query;
  const pattern = containsPattern(term);
  return query.where((builder) => {
    for (const column of columns) builder.orWhereRaw("lower(??) like ? escape '\\'", [column, pattern]);
  }) as Q;
}

export interface PageRequest {
  page: number;
  itemsPerPage: number;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

/**
 * Runs `base` twice: once counted, once for the page. `base` must not be ordered or limited yet;
 * `order` adds the ORDER BY (so the count stays cheap).
 */
export async function pagedQuery<Row, T>(
  base: () => Knex.QueryBuilder,
  request: PageRequest,
  order: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  map: (row: Row) => T,
): Promise<PagedList<T>> {
  const totalRow = (await base().clearSelect().count({ total: '*' }).first()) as
    { total?: unknown } | undefined;
  const total = count(totalRow?.total);
  const rows = (await order(base()).limit(request.itemsPerPage).offset(offsetOf(request))) as Row[];
  return pageOf(total, request, request, rows.map(map));
}

/** A log's order: the newest entry first (the id breaks ties within one instant). */
export const NEWEST_FIRST = { sortBy: 'createdDate', sortDirection: 'desc' } as const;
export const newestFirst = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query.orderBy([
    { column: 'created_date', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);

/** The number of rows before a page (its OFFSET). */
export function offsetOf(request: { page: number; itemsPerPage: number }): number {
  return (request.page - 1) * request.itemsPerPage;
}

/**
 * The paged list (PagedList) around one page of records: the one place its numbers are worked out.
 * startIndex and stopIndex are the 1-based positions of the first and last record (0 and 0 when empty).
 */
export function pageOf<T>(
  total: number,
  request: { page: number; itemsPerPage: number },
  order: { sortBy: string; sortDirection: 'asc' | 'desc' },
  records: T[],
): PagedList<T> {
  const offset = offsetOf(request);
  return {
    total,
    itemsPerPage: request.itemsPerPage,
    page: request.page,
    pageCount: Math.ceil(total / request.itemsPerPage),
    startIndex: records.length === 0 ? 0 : offset + 1,
    stopIndex: offset + records.length,
    sortBy: order.sortBy,
    sortDirection: order.sortDirection,
    records,
  };
}
