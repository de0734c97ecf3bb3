import { describe, expect, it } from 'vitest';
import { chooseNext, userBound, type RunningJob, type SlotLimits, type WaitingJob } from './scheduler.js';

const A = 1;
const B = 2;
const C = 3;
const never = new Map<number | null, number>();
const limits = (general: number, shortOnly: number, userSharePercent = 50): SlotLimits => ({
  general,
  shortOnly,
  userSharePercent,
});
const long = (id: number, userId: number | null): WaitingJob => ({ id, userId, lane: 'long' });
const short = (id: number, userId: number | null): WaitingJob => ({ id, userId, lane: 'short' });
const runs = (userId: number | null, lane: 'long' | 'short'): RunningJob => ({ userId, lane });

describe('job scheduler', () => {
  // Regression (issue 28): first in, first out let one member's ten searches hold the only worker for hours.
  it('starts another user’s short job on the slot kept for short kinds while long searches hold the rest', () => {
    const running = [runs(A, 'long')];
    expect(chooseNext([long(2, A), short(11, B)], running, never, limits(1, 1))?.id).toBe(11);
    // No slot for a long job: the search waits, whoever's it is.
    expect(chooseNext([long(2, A), long(12, B)], running, never, limits(1, 1))).toBeUndefined();
  });

  it('keeps a user within their share of a lane, so another user’s search finds a free slot', () => {
    expect(userBound(limits(2, 1), 'long')).toBe(1);
    expect(userBound(limits(1, 1), 'short')).toBe(1);
    expect(userBound(limits(8, 2), 'short')).toBe(5);
    const running = [runs(A, 'long')];
    expect(chooseNext([long(2, A), long(3, A)], running, never, limits(2, 1))).toBeUndefined();
    expect(chooseNext([long(2, A), long(12, B)], running, never, limits(2, 1))?.id).toBe(12);
    // A share of 100 % lets one user take every slot of the lane.
    expect(chooseNext([long(2, A)], running, never, limits(2, 1, 100))?.id).toBe(2);
  });

  it('serves the user with the fewest jobs running first, then the one served longest ago, then the oldest job', () => {
    const all = limits(4, 0, 100);
    expect(chooseNext([long(2, A), long(12, B)], [runs(A, 'long')], never, all)?.id).toBe(12);
    const served = new Map<number | null, number>([
      [A, 2000],
      [B, 1000],
    ]);
    expect(chooseNext([long(2, A), long(12, B)], [], served, all)?.id).toBe(12);
    // Never served comes first; among equals, the oldest job.
    expect(chooseNext([long(2, A), long(12, B), long(20, C)], [], served, all)?.id).toBe(20);
    expect(chooseNext([long(5, A), long(2, A)], [], never, all)?.id).toBe(2);
  });

  it('short kinds take general slots too; a full pool starts nothing', () => {
    expect(chooseNext([short(7, C)], [runs(A, 'short')], never, limits(1, 1))?.id).toBe(7);
    expect(
      chooseNext([short(7, C)], [runs(A, 'long'), runs(B, 'short')], never, limits(1, 1)),
    ).toBeUndefined();
  });

  it('counts the portal’s own maintenance jobs as one more user', () => {
    const running = [runs(null, 'short')];
    expect(chooseNext([short(3, null), short(9, B)], running, never, limits(2, 1))?.id).toBe(9);
  });
});
