import { describe, expect, it } from 'vitest';
import { matchesFilter, runPagedQuery, valueAt } from './pagedQuery';

interface Recipe {
  id: number;
  title: string;
  rating?: number | string;
  owner: { name: string; tags?: string[] };
}

const recipes: Recipe[] = [
  { id: 1, title: 'Plomeek Soup', rating: 4, owner: { name: 'Spock', tags: ['vulcan'] } },
  { id: 2, title: 'Gagh', rating: '2', owner: { name: 'Worf' } },
  { id: 3, title: 'Raktajino', rating: 5, owner: { name: 'worf' } },
  { id: 4, title: 'Earl Grey Tea', owner: { name: 'Picard' } },
  { id: 5, title: 'Replicated soup', rating: 1, owner: { name: 'Janeway' } },
];

const ids = (result: { records: Recipe[] }) => result.records.map((recipe) => recipe.id);

describe('valueAt', () => {
  it('follows dot paths, including array indexes, and stops at missing steps', () => {
    expect(valueAt(recipes[0], 'owner.name')).toBe('Spock');
    expect(valueAt(recipes[0], 'owner.tags.0')).toBe('vulcan');
    expect(valueAt(recipes[1], 'owner.tags.0')).toBeUndefined();
    expect(valueAt(null, 'a')).toBeUndefined();
  });
});

describe('matchesFilter', () => {
  const soup = recipes[0]!;
  it('compares text case-insensitively', () => {
    expect(matchesFilter(soup, { field: 'title', value: 'plomeek soup', operator: 'equals' })).toBe(true);
    expect(matchesFilter(soup, { field: 'title', value: 'MEEK', operator: 'contains' })).toBe(true);
    expect(matchesFilter(soup, { field: 'title', value: 'plo', operator: 'startsWith' })).toBe(true);
    expect(matchesFilter(soup, { field: 'title', value: 'SOUP', operator: 'endsWith' })).toBe(true);
    expect(matchesFilter(soup, { field: 'title', value: 'soup', operator: 'startsWith' })).toBe(false);
  });

  it('compares numbers for gte and lte, numeric strings included', () => {
    expect(matchesFilter(soup, { field: 'rating', value: 4, operator: 'gte' })).toBe(true);
    expect(matchesFilter(soup, { field: 'rating', value: '4', operator: 'lte' })).toBe(true);
    expect(matchesFilter(recipes[1], { field: 'rating', value: 3, operator: 'lte' })).toBe(true);
    expect(matchesFilter(soup, { field: 'rating', value: 5, operator: 'gte' })).toBe(false);
  });

  it('never matches missing or non-comparable values', () => {
    expect(matchesFilter(recipes[3], { field: 'rating', value: 0, operator: 'gte' })).toBe(false);
    expect(matchesFilter(soup, { field: 'owner', value: 'x', operator: 'contains' })).toBe(false);
    expect(matchesFilter(soup, { field: 'rating', value: 'abc', operator: 'gte' })).toBe(false);
    expect(matchesFilter(soup, { field: 'title', value: null, operator: 'equals' })).toBe(false);
  });

  it('matches numbers and booleans as text', () => {
    expect(matchesFilter({ id: 12, done: true }, { field: 'id', value: '12', operator: 'equals' })).toBe(
      true,
    );
    expect(matchesFilter({ done: true }, { field: 'done', value: true, operator: 'equals' })).toBe(true);
  });
});

describe('runPagedQuery (local paged query)', () => {
  it('returns everything on one page by default, unsorted order kept', () => {
    const result = runPagedQuery(recipes);
    expect(result).toMatchObject({
      total: 5,
      pageCount: 1,
      startIndex: 1,
      stopIndex: 5,
      page: 1,
      itemsPerPage: 50,
    });
    expect(ids(result)).toEqual([1, 2, 3, 4, 5]);
  });

  it('combines filters with AND by default', () => {
    const result = runPagedQuery(recipes, {
      filters: [
        { field: 'title', value: 'soup', operator: 'contains' },
        { field: 'rating', value: 3, operator: 'gte' },
      ],
    });
    expect(ids(result)).toEqual([1]);
  });

  it('combines filters with OR when asked', () => {
    const result = runPagedQuery(recipes, {
      filterLogic: 'OR',
      filters: [
        { field: 'owner.name', value: 'worf', operator: 'equals' },
        { field: 'title', value: 'tea', operator: 'endsWith' },
      ],
    });
    expect(ids(result)).toEqual([2, 3, 4]);
  });

  it('sorts by a dot path both ways, text case-insensitively, missing values last', () => {
    expect(ids(runPagedQuery(recipes, { sortBy: 'owner.name' }))).toEqual([5, 4, 1, 2, 3]);
    expect(ids(runPagedQuery(recipes, { sortBy: 'rating', sortDirection: 'desc' }))).toEqual([3, 1, 2, 5, 4]);
    expect(ids(runPagedQuery(recipes, { sortBy: 'rating' }))).toEqual([5, 2, 1, 3, 4]);
  });

  it('sorts stably: equal keys keep their order', () => {
    const result = runPagedQuery(recipes, { sortBy: 'owner.name', sortDirection: 'desc' });
    expect(ids(result)).toEqual([2, 3, 1, 4, 5]);
  });

  it('does not reorder the input', () => {
    runPagedQuery(recipes, { sortBy: 'title' });
    expect(recipes.map((recipe) => recipe.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('cuts pages with start and stop indexes counted from 1, as the API counts (a list shows "1-2", not "0-2")', () => {
    const first = runPagedQuery(recipes, { page: 1, itemsPerPage: 2 });
    expect(first).toMatchObject({ total: 5, pageCount: 3, startIndex: 1, stopIndex: 2 });
    const second = runPagedQuery(recipes, { page: 2, itemsPerPage: 2 });
    expect(second).toMatchObject({ total: 5, pageCount: 3, startIndex: 3, stopIndex: 4 });
    expect(ids(second)).toEqual([3, 4]);
    const last = runPagedQuery(recipes, { page: 3, itemsPerPage: 2 });
    expect(last).toMatchObject({ startIndex: 5, stopIndex: 5 });
    expect(ids(last)).toEqual([5]);
  });

  it('answers a page beyond the last with no records but the true totals', () => {
    const result = runPagedQuery(recipes, { page: 9, itemsPerPage: 2 });
    expect(result).toMatchObject({ total: 5, pageCount: 3, startIndex: 0, stopIndex: 0, records: [] });
  });

  it('clamps nonsense paging to page 1 and one item a page', () => {
    const result = runPagedQuery(recipes, { page: 0, itemsPerPage: 0 });
    expect(result).toMatchObject({ page: 1, itemsPerPage: 1, pageCount: 5 });
    expect(ids(result)).toEqual([1]);
  });

  it('handles an empty table', () => {
    expect(runPagedQuery([], { page: 1 })).toMatchObject({
      total: 0,
      pageCount: 0,
      startIndex: 0,
      stopIndex: 0,
    });
  });

  it('filters, then sorts, then pages', () => {
    const result = runPagedQuery(recipes, {
      filters: [{ field: 'rating', value: 1, operator: 'gte' }],
      sortBy: 'rating',
      sortDirection: 'desc',
      page: 2,
      itemsPerPage: 2,
    });
    expect(result.total).toBe(4);
    expect(ids(result)).toEqual([2, 5]);
  });
});
