import { describe, expect, it } from 'vitest';
import { isLocalCopyFresh } from './freshness';

describe('isLocalCopyFresh', () => {
  const local = { createdDate: '2026-01-01T00:00:00Z', modifiedDate: '2026-01-05T00:00:00Z' };

  it('keeps a local copy at least as new as the server change', () => {
    expect(isLocalCopyFresh(local, '2026-01-04T00:00:00Z')).toBe(true);
    expect(isLocalCopyFresh(local, '2026-01-05T00:00:00Z')).toBe(true);
    expect(isLocalCopyFresh(local, '2026-01-06T00:00:00Z')).toBe(false);
  });

  it('keeps a local copy when the server time is unknown, never a missing one', () => {
    expect(isLocalCopyFresh(local, null)).toBe(true);
    expect(isLocalCopyFresh(undefined, null)).toBe(false);
    expect(isLocalCopyFresh({ modifiedDate: 'garbage' }, '2026-01-01T00:00:00Z')).toBe(false);
  });
});
