import { describe, expect, it } from 'vitest';
import type { RepoKeyStatus, RepoRewrapResult } from '@lcars/contract/repo';
import type { ApiClient } from '../client.js';
import { healthLines, rotateRepoKey, searchLines } from './repo.js';

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

describe('lcars repo search and health', () => {
  it('prints what a search found, matches marked', () => {
    expect(
      searchLines({
        repos: [{ id: 3, title: 'Banking', description: '' }],
        records: [
          {
            repoId: 3,
            repoTitle: 'Banking',
            recordId: 9,
            values: [
              { fieldId: 1, fieldTitle: 'Site', value: 'bank.example', matched: true },
              { fieldId: 2, fieldTitle: 'Note', value: 'main', matched: false },
            ],
          },
        ],
        more: true,
      }),
    ).toEqual([
      'Repository 3 Banking',
      'Banking #9  Site: bank.example *  Note: main',
      'More records hold it: a longer text narrows them.',
    ]);
    expect(searchLines({ repos: [], records: [], more: false })).toEqual(['Nothing found.']);
  });

  it('prints the passwords to change and why, never a password', () => {
    expect(
      healthLines({
        checked: 4,
        partial: false,
        items: [
          {
            repoId: 1,
            repoTitle: 'Mail',
            recordId: 2,
            fieldId: 3,
            fieldTitle: 'Password',
            label: 'one.example',
            reusedWith: 2,
            weak: 'shorter than 12 characters',
          },
        ],
      }),
    ).toEqual([
      '4 passwords checked: 1 reused, 1 weak.',
      'Mail / one.example (Password): reused in 2 other places; weak: shorter than 12 characters',
    ]);
  });
});
