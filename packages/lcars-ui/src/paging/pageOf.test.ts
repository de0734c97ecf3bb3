import { describe, expect, it } from 'vitest';
import { compareValues, pageOf, readPath } from './pageOf';

interface Row {
  id: number;
  title: string | null;
  balance?: number;
  account?: { title: string };
}

const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  title: `Ledger ${index + 1}`,
}));

describe('pageOf', () => {
  it('pages records in their order without sorting', () => {
    const page = pageOf(rows, { page: 2, itemsPerPage: 10 });
    expect(page.records.map((row) => row.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const meta = { total: 23, page: 2, pageCount: 3, itemsPerPage: 10, startIndex: 10, stopIndex: 20 };
    expect(page).toMatchObject({ ...meta, sortBy: '', sortDirection: 'asc' });
    expect(page.totalSecondary).toBeUndefined();
  });

  it('the last page holds the rest', () => {
    expect(pageOf(rows, { page: 3, itemsPerPage: 10 }).records.map((row) => row.id)).toEqual([21, 22, 23]);
  });

  it('defaults to 50 per page', () => {
    expect(pageOf(rows, { page: 1 })).toMatchObject({ itemsPerPage: 50, pageCount: 1, stopIndex: 23 });
  });

  it('an empty list gives an empty page 1', () => {
    const empty = { total: 0, itemsPerPage: 10, page: 1, pageCount: 0, startIndex: 0, stopIndex: 0 };
    expect(pageOf([], { page: 4, itemsPerPage: 10 })).toEqual({
      ...empty,
      sortBy: '',
      sortDirection: 'asc',
      records: [],
    });
  });

  it('sorts text naturally before paging', () => {
    const page = pageOf(rows, { page: 1, itemsPerPage: 3, sortBy: 'title', sortDirection: 'asc' });
    expect(page.records.map((row) => row.title)).toEqual(['Ledger 1', 'Ledger 2', 'Ledger 3']);
    const descending = pageOf(rows, { page: 1, itemsPerPage: 3, sortBy: 'title', sortDirection: 'desc' });
    expect(descending.records.map((row) => row.title)).toEqual(['Ledger 23', 'Ledger 22', 'Ledger 21']);
    expect(descending).toMatchObject({ sortBy: 'title', sortDirection: 'desc' });
  });

  it('sorts numbers numerically and by a dot path', () => {
    const accounts: Row[] = [
      { id: 1, title: 'a', balance: 100, account: { title: 'Savings' } },
      { id: 2, title: 'b', balance: -5, account: { title: 'checking' } },
      { id: 3, title: 'c', balance: 20, account: { title: 'Brokerage' } },
    ];
    expect(pageOf(accounts, { page: 1, sortBy: 'balance' }).records.map((row) => row.id)).toEqual([2, 3, 1]);
    expect(pageOf(accounts, { page: 1, sortBy: 'account.title' }).records.map((row) => row.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('keeps blanks last in both directions and is stable', () => {
    const mixed: Row[] = [
      { id: 1, title: null },
      { id: 2, title: 'b' },
      { id: 3, title: '' },
      { id: 4, title: 'a' },
      { id: 5, title: 'B' },
    ];
    expect(pageOf(mixed, { page: 1, sortBy: 'title' }).records.map((row) => row.id)).toEqual([4, 2, 5, 1, 3]);
    expect(
      pageOf(mixed, { page: 1, sortBy: 'title', sortDirection: 'desc' }).records.map((row) => row.id),
    ).toEqual([2, 5, 4, 1, 3]);
  });

  it('does not change the given array', () => {
    const copy = [...rows];
    pageOf(rows, { page: 1, sortBy: 'id', sortDirection: 'desc' });
    expect(rows).toEqual(copy);
  });

  it('an unknown sort field leaves the order alone', () => {
    expect(pageOf(rows, { page: 1, itemsPerPage: 2, sortBy: 'nope' }).records.map((row) => row.id)).toEqual([
      1, 2,
    ]);
  });
});

describe('compareValues', () => {
  it('orders numbers, dates, booleans and text', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(10n, 2n)).toBeGreaterThan(0);
    expect(compareValues(new Date(1), new Date(2))).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues('item 2', 'item 10')).toBeLessThan(0);
    expect(compareValues('apple', 'Apple')).toBe(0);
    // Mixed types group: numbers before text.
    expect(compareValues(99, 'a')).toBeLessThan(0);
    expect(compareValues({}, {})).toBe(0);
  });
});

describe('readPath', () => {
  it('reads nested fields and stops at missing steps', () => {
    expect(readPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath(null, 'a')).toBeUndefined();
  });
});
