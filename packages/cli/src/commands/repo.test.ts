import { describe, expect, it } from 'vitest';
import type { RepoKeyStatus, RepoRewrapResult } from '@lcars/contract/repo';
import type { ApiClient } from '../client.js';
import { rotateRepoKey } from './repo.js';

/** A server of `records` data keys, `behind` of them under an earlier key. */
function fakeServer(source: RepoKeyStatus['source'], records: number, behind: number) {
  const state = { keyId: 'aaaa', remaining: behind, rotations: 0, calls: [] as string[] };
  const status = (): RepoKeyStatus => ({
    keyId: state.keyId,
    source,
    total: records,
    remaining: state.remaining,
  });
  const client = {
    repoKeyStatus: () => {
      state.calls.push('status');
      return Promise.resolve(status());
    },
    rotateRepoKey: () => {
      state.calls.push('rotate');
      state.rotations += 1;
      state.keyId = 'bbbb';
      state.remaining = records;
      return Promise.resolve(status());
    },
    rewrapRepoKeys: (limit: number): Promise<RepoRewrapResult> => {
      state.calls.push(`rewrap ${limit}`);
      const rewrapped = Math.min(limit, state.remaining);
      state.remaining -= rewrapped;
      return Promise.resolve({ ...status(), rewrapped });
    },
  } as unknown as ApiClient;
  return { client, state };
}

describe('lcars repo rotate-key', () => {
  it('rotates the key file, then re-wraps in batches, reporting progress', async () => {
    const { client, state } = fakeServer('file', 5, 0);
    const progress: [number, number][] = [];
    const report = await rotateRepoKey(client, 2, (done, total) => void progress.push([done, total]));
    expect(state.calls).toEqual(['status', 'rotate', 'rewrap 2', 'rewrap 2', 'rewrap 2']);
    expect(progress).toEqual([
      [0, 5],
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(report).toMatchObject({ rotated: true, rewrapped: 5, remaining: 0, keyId: 'bbbb' });
  });

  it('continues an interrupted run without making yet another key', async () => {
    const { client, state } = fakeServer('file', 5, 3);
    const report = await rotateRepoKey(client, 10);
    expect(state.rotations).toBe(0);
    expect(report).toMatchObject({ rotated: false, rewrapped: 3, remaining: 0 });
  });

  it('only re-wraps when the key comes from the environment', async () => {
    const { client, state } = fakeServer('environment', 4, 4);
    const report = await rotateRepoKey(client, 3);
    expect(state.calls).toEqual(['status', 'rewrap 3', 'rewrap 3']);
    expect(report).toMatchObject({ rotated: false, rewrapped: 4 });
  });
});
