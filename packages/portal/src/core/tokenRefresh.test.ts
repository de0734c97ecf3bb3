import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, type ExchangeAnswer, type TokenRefresherDeps } from './tokenRefresh';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function depsWith(exchange: TokenRefresherDeps['exchange']) {
  return {
    exchange: vi.fn(exchange),
    heartbeat: vi.fn(() => Promise.resolve(true)),
    onRefreshed: vi.fn(),
    onAbandoned: vi.fn(),
  };
}

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the new token and lets the call be retried', async () => {
    const deps = depsWith(() => Promise.resolve({ jwtToken: 'new', loginFailureReason: 0 }));
    const refresher = createTokenRefresher(deps);
    await expect(refresher.refresh()).resolves.toBe(true);
    expect(deps.onRefreshed).toHaveBeenCalledWith('new');
    expect(refresher.isRunning()).toBe(false);
  });

  it('runs one refresh at a time; concurrent callers wait, polling the heartbeat every second', async () => {
    const answer = deferred<ExchangeAnswer>();
    const deps = depsWith(() => answer.promise);
    const refresher = createTokenRefresher(deps);
    const first = refresher.refresh();
    const second = refresher.refresh();
    const third = refresher.refresh();
    expect(refresher.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(2500);
    expect(deps.heartbeat).toHaveBeenCalledTimes(4); // two waiters, two polls each
    answer.resolve({ jwtToken: 'new', loginFailureReason: 0 });
    await expect(Promise.all([first, second, third])).resolves.toEqual([true, true, true]);
    expect(deps.exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.heartbeat).toHaveBeenCalledTimes(4); // polling stopped with the refresh
  });

  it('abandons on failure reason 5 and refreshes no more until resumed', async () => {
    const deps = depsWith(() => Promise.resolve({ jwtToken: '', loginFailureReason: 5 }));
    const refresher = createTokenRefresher(deps);
    await expect(refresher.refresh()).resolves.toBe(false);
    expect(deps.onAbandoned).toHaveBeenCalledTimes(1);
    await expect(refresher.refresh()).resolves.toBe(false);
    expect(deps.exchange).toHaveBeenCalledTimes(1);
    refresher.resume();
    await refresher.refresh();
    expect(deps.exchange).toHaveBeenCalledTimes(2);
  });

  it('fails without abandoning when the exchange fails otherwise', async () => {
    const deps = depsWith(() => Promise.reject(new TypeError('network')));
    const refresher = createTokenRefresher(deps);
    await expect(refresher.refresh()).resolves.toBe(false);
    expect(deps.onAbandoned).not.toHaveBeenCalled();
    expect(refresher.isSuspended()).toBe(false);
  });

  it('does not refresh while suspended (right after logout)', async () => {
    const deps = depsWith(() => Promise.resolve({ jwtToken: 'new', loginFailureReason: 0 }));
    const refresher = createTokenRefresher(deps);
    refresher.suspend();
    await expect(refresher.refresh()).resolves.toBe(false);
    expect(deps.exchange).not.toHaveBeenCalled();
  });

  it('runs the exchange under the cross-tab lock', async () => {
    const deps = depsWith(() => Promise.resolve({ jwtToken: 'new', loginFailureReason: 0 }));
    const withLock = vi.fn((run: () => Promise<unknown>) => run());
    await createTokenRefresher({ ...deps, withLock: withLock as TokenRefresherDeps['withLock'] }).refresh();
    expect(withLock).toHaveBeenCalledTimes(1);
  });
});
