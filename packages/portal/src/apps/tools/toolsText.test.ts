import { describe, expect, it } from 'vitest';
import type { ToolResult } from '@lcars/contract/tools';
import { EMPTY_BUILDER, formatCount, formatDuration, specOf, specProblem, withProgress } from './toolsText';

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
  position: null,
  resumable: false,
  resumedFrom: null,
  resumedAs: null,
  keptFile: null,
  ...over,
});

describe('the Tools pages’ words', () => {
  // Regression (issue 29): past 24 words the page showed "0 candidates" with Start off and no reason.
  it('says which limit a spec passes, and why; none within them', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
    expect(specProblem({ words: words(30) })).toBeNull();
    expect(specProblem({ words: words(1000), masks: ['#'.repeat(64)] })).toBeNull();
    expect(specProblem({ words: words(1001) })).toBe(
      'A search takes at most 1,000 words and fragments; these are 1,001. They are what you remember of the ' +
        'password, each tried with the others: keep the ones you are most likely to have used.',
    );
    expect(specProblem({ words: ['x'.repeat(65)] })).toMatch(
      /^A word or fragment is at most 64 characters;.* has 65\.$/,
    );
    expect(specProblem({ masks: Array.from({ length: 17 }, (_, i) => `${i}#`) })).toMatch(
      /^A search takes at most 16 masks; these are 17\./,
    );
    expect(specProblem({ masks: ['ab', '#'.repeat(70)] })).toBe(
      'A mask is at most 64 characters; mask 2 has 70.',
    );
  });

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
