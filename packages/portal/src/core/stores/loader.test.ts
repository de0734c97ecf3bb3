import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoaderStore } from './loader';

describe('loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides 1 s after it is told to, at once when forced, and a show cancels a pending hide', () => {
    const loader = useLoaderStore.getState();
    loader.show();
    loader.hide();
    vi.advanceTimersByTime(999);
    expect(useLoaderStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useLoaderStore.getState().visible).toBe(false);

    loader.show();
    loader.hide();
    loader.show();
    vi.advanceTimersByTime(2000);
    expect(useLoaderStore.getState().visible).toBe(true);
    loader.hide(true);
    expect(useLoaderStore.getState().visible).toBe(false);
  });
});
