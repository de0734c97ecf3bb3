import { describe, expect, it } from 'vitest';
import type { ToolResult } from '@lcars/api/contract/tools';
import { EMPTY_BUILDER, formatCount, formatDuration, specOf, withProgress } from './toolsText';

const result = (over: Partial<ToolResult> = {}): ToolResult => ({
  id: 7,
  fileName: 'budget.xlsx',
  protection: 'agile',
  status: 'running',
  percent: 10,
  message: 'Tried 10 of 100',
  total: 100,
  tried: null,
  outcome: null,
  password: null,
  passwordShown: false,
  copyAvailable: false,
  createdDate: '2026-11-24T09:00:00.000Z',
  endedDate: null,
  durationMs: null,
  ...over,
});

describe('the Tools pages’ words', () => {
  it('turns the builder into a spec: a line a word or mask, blanks and duplicates dropped, spaces kept', () => {
    expect(
      specOf({
        ...EMPTY_BUILDER,
        words: 'Summer\n\n summer \r\nSummer\n',
        masks: '?u?l\n  \nab##',
        separators: [],
      }),
    ).toEqual({
      words: ['Summer', ' summer '],
      masks: ['?u?l', 'ab##'],
      maxWords: 2,
      separators: [''],
      variations: [],
    });
  });

  it('writes counts past 2^53 exactly and durations in words', () => {
    expect(formatCount('6634204312890625')).toBe('6,634,204,312,890,625');
    expect(formatCount('999')).toBe('999');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(2 * 3600_000 + 4 * 60_000)).toBe('2 h 4 min');
    expect(formatDuration(null)).toBe('');
  });

  it('lays the live progress of its own job over a result, never backwards and never over an end', () => {
    const live = {
      jobId: '7',
      title: 'Office password search',
      percent: 42,
      done: false,
      message: 'Tried 42',
    };
    expect(withProgress(result(), live)).toMatchObject({
      percent: 42,
      message: 'Tried 42',
      status: 'running',
    });
    expect(withProgress(result({ status: 'queued' }), live).status).toBe('running');
    expect(withProgress(result(), { ...live, jobId: '8' }).percent).toBe(10);
    expect(withProgress(result({ percent: 50 }), live).percent).toBe(50);
    const ended = result({ outcome: 'found', endedDate: '2026-11-24T09:01:00.000Z', percent: 100 });
    expect(withProgress(ended, live)).toBe(ended);
  });
});
