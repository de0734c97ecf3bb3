import { describe, expect, it } from 'vitest';
import { MASKED_VALUE, type RepoField, type RepoRecord } from '@lcars/contract/repo';
import { changedValue, columnsOf, moveField, newField, offlineCopy, sameRepos, valueOf } from './recordLogic';
import type { Repo } from '@lcars/contract/repo';

const field = (id: number, order: number, sensitive = false): RepoField => ({
  ...newField([], 1),
  id,
  order,
  title: `F${String(id)}`,
  isSensitiveInformationField: sensitive,
});

describe('repo record logic', () => {
  it('orders columns by their order', () => {
    expect(columnsOf({ repoFields: [field(1, 2), field(2, 0), field(3, 1)] }).map((f) => f.id)).toEqual([
      2, 3, 1,
    ]);
  });

  it('gives a new field the next negative id and the next order, titled New Field', () => {
    const fields = [field(4, 0), field(-2, 3)];
    expect(newField(fields, 9)).toMatchObject({ id: -3, order: 4, title: 'New Field', dataTypeId: 9 });
    expect(newField([], 9)).toMatchObject({ id: -1, order: 0 });
  });

  it('moves a field and numbers the orders again', () => {
    const moved = moveField([field(1, 0), field(2, 1), field(3, 2)], 3, -1);
    expect(moved.map((f) => [f.id, f.order])).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
    ]);
    expect(moveField([field(1, 0), field(2, 1)], 1, -1).map((f) => f.id)).toEqual([1, 2]);
  });

  it('sends only a changed value', () => {
    expect(changedValue('a', 'a')).toBeNull();
    expect(changedValue('a', 'b')).toBe('b');
    expect(changedValue('a', '')).toBe('');
  });

  it('keeps no sensitive value, not even the mask, in the offline copy', () => {
    const record: RepoRecord = {
      id: 1,
      repoId: 1,
      recTypeId: null,
      recValues: [
        { id: 1, recId: 1, fieldId: 1, secValue: 'plain' },
        { id: 2, recId: 1, fieldId: 2, secValue: MASKED_VALUE },
      ],
      createdDate: '',
      createdById: 1,
      modifiedDate: '',
      modifiedById: 1,
    };
    const [copy] = offlineCopy([record], [field(1, 0), field(2, 1, true)]);
    expect(copy!.recValues).toEqual([record.recValues[0]]);
    expect(valueOf(copy!, 2)).toBe('');
  });

  it('tells a kept list from a changed one: the same repositories, unchanged, as many records', () => {
    const repo = (id: number, modifiedDate: string, recs: number) => ({ id, modifiedDate, recs }) as Repo;
    const kept = [repo(1, '2026-11-01', 3), repo(2, '2026-11-02', 0)];
    expect(sameRepos(kept, [repo(2, '2026-11-02', 0), repo(1, '2026-11-01', 3)])).toBe(true);
    expect(sameRepos(kept, [repo(1, '2026-11-01', 4), repo(2, '2026-11-02', 0)])).toBe(false);
    expect(sameRepos(kept, [repo(1, '2026-11-03', 3), repo(2, '2026-11-02', 0)])).toBe(false);
    expect(sameRepos(kept, [repo(1, '2026-11-01', 3)])).toBe(false);
    expect(sameRepos([], [])).toBe(true);
  });
});
