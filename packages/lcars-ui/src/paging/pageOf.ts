// Client-side paging: sorting and slicing records the portal already holds (offline lists, local
// tables) into the same paged-list shape the API answers with.
import { DEFAULT_ITEMS_PER_PAGE, pagedListMeta, type PagedList, type SortDirection } from './pagedList';

export interface PageOptions {
  /** 1-based page. */
  page: number;
  itemsPerPage?: number;
  /** A field name or dot path ('account.title'); records are left in their order without it. */
  sortBy?: string;
  sortDirection?: SortDirection;
}

/** Reads a field or dot path; undefined when any step is missing. */
export function readPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

// Numeric collation puts 'Ledger 2' before 'Ledger 10'; base sensitivity ignores case and accents
// so 'apple' and 'Apple' sit together.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function rank(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') return 0;
  if (value instanceof Date) return 1;
  if (typeof value === 'boolean') return 2;
  if (typeof value === 'string') return 3;
  return 4;
}

function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}

/** Ascending comparison of two field values of any type; mixed types group by type. */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    return Number(a) - Number(b);
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return 0;
}

/**
 * Sorts (optionally) and pages `records` without changing the array. Sorting is stable, and records
 * with no value for the sort field (null, undefined, '', NaN) stay at the end in both directions, so
 * flipping the direction never brings the blanks to the top.
 */
export function pageOf<T>(records: readonly T[], options: PageOptions): PagedList<T> {
  const sortBy = options.sortBy ?? '';
  const sortDirection: SortDirection = options.sortDirection === 'desc' ? 'desc' : 'asc';
  let ordered: readonly T[] = records;
  if (sortBy !== '') {
    const sign = sortDirection === 'desc' ? -1 : 1;
    ordered = records
      .map((record) => ({ record, key: readPath(record, sortBy) }))
      .sort((left, right) => {
        const leftMissing = isMissing(left.key);
        const rightMissing = isMissing(right.key);
        if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing);
        return sign * compareValues(left.key, right.key);
      })
      .map((entry) => entry.record);
  }
  const meta = pagedListMeta(ordered.length, options.page, options.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE);
  return { ...meta, sortBy, sortDirection, records: ordered.slice(meta.startIndex, meta.stopIndex) };
}
