import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoaderTimer,
  lcarsSpinnerKinds,
  loaderDefaults,
  materialSpinnerKinds,
  randomSpinnerKind,
} from './loaderTimer';

/** A loader timer whose load has just started, and the spy it reports to. */
function loadStarted() {
  const onChange = vi.fn();
  const timer = createLoaderTimer(onChange);
  timer.show();
  return { onChange, timer };
}

describe('createLoaderTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the show and hide delays', () => {
    expect(loaderDefaults).toEqual({ showDelay: 300, hideDelay: 1000, animation: 2000 });
  });

  it('shows after 300 ms', () => {
    const { onChange } = loadStarted();
    vi.advanceTimersByTime(299);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('never shows for a quick load', () => {
    const { onChange, timer } = loadStarted();
    vi.advanceTimersByTime(200);
    timer.hide();
    vi.advanceTimersByTime(5000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides 1 s after the load ends, unless a new load starts', () => {
    const { onChange, timer } = loadStarted();
    vi.advanceTimersByTime(300);
    timer.hide();
    vi.advanceTimersByTime(999);
    expect(onChange).toHaveBeenLastCalledWith(true);
    timer.show();
    vi.advanceTimersByTime(5000);
    expect(onChange).toHaveBeenCalledTimes(1);
    timer.hide();
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('hides at once when forced', () => {
    const { onChange, timer } = loadStarted();
    vi.advanceTimersByTime(300);
    timer.hide(true);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe('randomSpinnerKind', () => {
  it('draws from six kinds in material and two scan loaders in lcars', () => {
    expect(materialSpinnerKinds).toHaveLength(6);
    expect(lcarsSpinnerKinds).toHaveLength(2);
    expect(randomSpinnerKind('material', () => 0)).toBe('ring');
    expect(randomSpinnerKind('material', () => 0.999)).toBe('square');
    expect(randomSpinnerKind('lcars', () => 0.2)).toBe('scanBar');
    expect(randomSpinnerKind('lcars', () => 0.7)).toBe('scanRadar');
  });
});
