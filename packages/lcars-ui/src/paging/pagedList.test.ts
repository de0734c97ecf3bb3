import { describe, expect, it } from 'vitest';
import { DEFAULT_ITEMS_PER_PAGE, pagedListMeta, ROWS_PER_PAGE_OPTIONS, TABLE_PAGE_SIZES } from './pagedList';

describe('paging constants', () => {
  it('are 50 a page, with the table and rows-per-page choices', () => {
    expect(DEFAULT_ITEMS_PER_PAGE).toBe(50);
    expect(TABLE_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([3, 5, 7, 10, 15, 20, 25, 50]);
  });
});

describe('pagedListMeta', () => {
  it('counts pages and indexes', () => {
    const first = { total: 120, itemsPerPage: 50, page: 1, pageCount: 3, startIndex: 0, stopIndex: 50 };
    expect(pagedListMeta(120, 1, 50)).toEqual(first);
    expect(pagedListMeta(120, 3, 50)).toMatchObject({ page: 3, startIndex: 100, stopIndex: 120 });
    expect(pagedListMeta(100, 2, 50)).toMatchObject({ pageCount: 2, startIndex: 50, stopIndex: 100 });
    expect(pagedListMeta(1, 1, 10)).toMatchObject({ pageCount: 1, startIndex: 0, stopIndex: 1 });
  });

  it('defaults to 50 per page', () => {
    expect(pagedListMeta(120, 1)).toMatchObject({ itemsPerPage: 50, pageCount: 3 });
  });

  it('an empty list has no pages and shows page 1', () => {
    const empty = { total: 0, itemsPerPage: 10, page: 1, pageCount: 0, startIndex: 0, stopIndex: 0 };
    expect(pagedListMeta(0, 1, 10)).toEqual(empty);
    expect(pagedListMeta(0, 5, 10)).toMatchObject({ page: 1, startIndex: 0, stopIndex: 0 });
  });

  it('a page past the end shows the last page', () => {
    expect(pagedListMeta(41, 9, 20)).toMatchObject({ page: 3, pageCount: 3, startIndex: 40, stopIndex: 41 });
  });

  it('a page before the start, or not a number, shows page 1', () => {
    expect(pagedListMeta(41, 0, 20)).toMatchObject({ page: 1, startIndex: 0 });
    expect(pagedListMeta(41, -3, 20)).toMatchObject({ page: 1 });
    expect(pagedListMeta(41, Number.NaN, 20)).toMatchObject({ page: 1 });
    expect(pagedListMeta(41, 2.7, 20)).toMatchObject({ page: 2 });
  });

  it('an unusable page size means the default', () => {
    expect(pagedListMeta(120, 1, 0)).toMatchObject({ itemsPerPage: 50 });
    expect(pagedListMeta(120, 1, -1)).toMatchObject({ itemsPerPage: 50 });
    expect(pagedListMeta(120, 1, Number.NaN)).toMatchObject({ itemsPerPage: 50 });
    expect(pagedListMeta(120, 1, 10.9)).toMatchObject({ itemsPerPage: 10, pageCount: 12 });
  });

  it('an unusable total means an empty list', () => {
    expect(pagedListMeta(-5, 1, 10)).toMatchObject({ total: 0, pageCount: 0 });
    expect(pagedListMeta(Number.NaN, 1, 10)).toMatchObject({ total: 0, pageCount: 0 });
  });

  it.each(TABLE_PAGE_SIZES.map((size) => [size]))(
    'covers every record exactly once at %i per page',
    (size) => {
      const total = 237;
      const { pageCount } = pagedListMeta(total, 1, size);
      let covered = 0;
      for (let page = 1; page <= pageCount; page++) {
        const meta = pagedListMeta(total, page, size);
        expect(meta.startIndex).toBe(covered);
        covered = meta.stopIndex;
      }
      expect(covered).toBe(total);
    },
  );
});
