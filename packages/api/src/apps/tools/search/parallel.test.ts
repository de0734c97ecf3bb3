import { describe, expect, it } from 'vitest';
import { candidateSpecSchema } from '@lcars/contract/tools';
import { officeFixture } from '../../../../test/office-fixtures.js';
import { CandidateBoundError } from '../candidates/generator.js';
import { parallelSearch, type SearchProgress } from './parallel.js';
import { joinRanges, remainingAfter, sizeOf, splitRanges, validRanges, type Range } from './ranges.js';

const rc4Xls = officeFixture('msoffcrypto/inputs/rc4cryptoapi_password.xls');

describe('a search across worker threads', () => {
  it('finds the password in whichever shard holds it, and the others stop', async () => {
    // 4 x 10,000 candidates; the password is in the second shard's range, near its end.
    const spec = candidateSpecSchema.parse({
      masks: ['Pass?d?d?d?d', 'Word?d?d?d?d', 'Zord?d?d?d?d', 'Password####_'],
    });
    const progress: SearchProgress[] = [];
    const outcome = await parallelSearch({
      file: rc4Xls,
      spec,
      threads: 2,
      progressEveryMs: 20,
      onProgress: (p) => progress.push(p),
    });
    expect(outcome.password).toBe('Password1234_');
    expect(outcome.total).toBe(40_000);
    expect(outcome.tried).toBeLessThan(40_000);
    expect(outcome.cancelled).toBe(false);
    for (const p of progress) expect(p.total).toBe(40_000);
  });

  it('tries everything when no candidate opens the file', async () => {
    const spec = candidateSpecSchema.parse({ masks: ['Password12?d?d'], words: ['Password'] });
    const outcome = await parallelSearch({ file: rc4Xls, spec, threads: 2 });
    expect(outcome).toEqual({
      password: undefined,
      tried: 101,
      total: 101,
      cancelled: false,
      remaining: [],
      before: 0,
    });
  });

  it('stops when cancelled and says so', async () => {
    const agile = officeFixture('msoffcrypto/inputs/example_password.docx');
    const spec = candidateSpecSchema.parse({ masks: ['?d?d?d?d?d'] });
    const controller = new AbortController();
    const done = parallelSearch({ file: agile, spec, threads: 2, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const outcome = await done;
    expect(outcome.cancelled).toBe(true);
    expect(outcome.password).toBeUndefined();
    expect(outcome.tried).toBeLessThan(100_000);
  });

  it('stopped, says what is left; resumed from there, tries only that and still finds the password', async () => {
    const agile = officeFixture('msoffcrypto/inputs/example_password.docx');
    // 1,100 candidates, the password at index 1,034: the second thread's 485th, many batches in.
    const spec = candidateSpecSchema.parse({ masks: ['Password1?d?d?d', 'Password12?d?d_'] });
    const controller = new AbortController();
    const checkpoints: Range[][] = [];
    const first = parallelSearch({
      file: agile,
      spec,
      threads: 2,
      signal: controller.signal,
      checkpointEveryMs: 50,
      progressEveryMs: 20,
      onCheckpoint: (left) => checkpoints.push(left),
      // Stopped once some are tried, however fast the machine checks them (a fixed delay was outrun once the
      // addon got faster).
      onProgress: ({ tried }) => {
        if (tried > 0) controller.abort();
      },
    });
    const stopped = await first;
    expect(stopped.cancelled).toBe(true);
    expect(stopped.tried).toBeGreaterThan(0);
    // The last checkpoint is what the threads left: exactly the total less what they tried.
    expect(checkpoints.at(-1)).toEqual(stopped.remaining);
    expect(sizeOf(stopped.remaining)).toBe(1100 - stopped.tried);

    const resumed = await parallelSearch({ file: agile, spec, threads: 2, ranges: stopped.remaining });
    expect(resumed.password).toBe('Password1234_');
    expect(resumed.before).toBe(stopped.tried);
    // Nothing tried before the stop is tried again: this run tried at most what was left.
    expect(resumed.tried).toBeLessThanOrEqual(1100 - stopped.tried);

    // Ranges without the password's index: each of their candidates tried once, and no other.
    const without = await parallelSearch({
      file: rc4Xls,
      spec: candidateSpecSchema.parse({ masks: ['Password12?d?d_'] }),
      threads: 2,
      ranges: [
        { start: 0, end: 30 },
        { start: 40, end: 100 },
      ],
    });
    expect(without).toMatchObject({ password: undefined, tried: 90, before: 10, remaining: [] });
  }, 60_000);

  it('cuts ranges among threads and tells what is left of them', () => {
    const ranges = [
      { start: 0, end: 5 },
      { start: 10, end: 15 },
    ];
    expect(splitRanges(ranges, 3)).toEqual([
      [{ start: 0, end: 3 }],
      [
        { start: 3, end: 5 },
        { start: 10, end: 11 },
      ],
      [{ start: 11, end: 15 }],
    ]);
    expect(remainingAfter(ranges, 7)).toEqual([{ start: 12, end: 15 }]);
    expect(
      joinRanges([
        { start: 5, end: 8 },
        { start: 0, end: 5 },
      ]),
    ).toEqual([{ start: 0, end: 8 }]);
    expect(validRanges([{ start: 0, end: 3 }], 2)).toBeUndefined();
    expect(validRanges('x', 2)).toBeUndefined();
  });

  it('refuses a spec above the bound before starting any thread', async () => {
    const spec = candidateSpecSchema.parse({ masks: ['?a?a?a?a?a?a?a'] });
    await expect(parallelSearch({ file: rc4Xls, spec })).rejects.toThrow(CandidateBoundError);
  });
});
