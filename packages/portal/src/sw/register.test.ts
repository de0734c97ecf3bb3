import { describe, expect, it, vi } from 'vitest';
import { createUpdateChecker, UPDATE_CHECK_MIN_GAP_MS } from './register';

describe('the new-version check', () => {
  it('asks for a new sw.js each time it is told to check', () => {
    const update = vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration));
    const checker = createUpdateChecker({ update }, () => 0);
    checker.check();
    checker.check();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('coming back to the tab asks again only when the last check is a minute old', () => {
    let now = 1_000_000;
    const update = vi.fn(() => Promise.resolve(undefined as unknown as ServiceWorkerRegistration));
    const checker = createUpdateChecker({ update }, () => now);
    checker.checkIfDue();
    expect(update).toHaveBeenCalledTimes(1);
    now += UPDATE_CHECK_MIN_GAP_MS - 1;
    checker.checkIfDue();
    expect(update).toHaveBeenCalledTimes(1);
    now += 1;
    checker.checkIfDue();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is no error: the next one tries again', async () => {
    const update = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const checker = createUpdateChecker({ update }, () => 0);
    expect(() => checker.check()).not.toThrow();
    await Promise.resolve();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
