import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveToastDuration, toastDefaults, toastDuration, ToastStore } from './toastStore';

describe('toast durations', () => {
  it('has the default durations, transitions and width', () => {
    expect(toastDefaults).toMatchObject({
      duration: 7500,
      errorDuration: 5000,
      enter: 1000,
      leave: 650,
      width: 300,
    });
  });

  it('defaults to 7500 ms, and 0 means 7500', () => {
    expect(toastDuration({})).toBe(7500);
    expect(toastDuration({ duration: 0 })).toBe(7500);
    expect(toastDuration({ duration: 3000 })).toBe(3000);
  });

  it('gives errors 5000 ms and sticky toasts none', () => {
    expect(toastDuration({ type: 'error' })).toBe(5000);
    expect(toastDuration({ type: 'error', duration: 9000 })).toBe(9000);
    expect(toastDuration({ sticky: true, duration: 3000 })).toBeNull();
  });

  it('gives live toasts 500 ms a word, at least 5000', () => {
    expect(liveToastDuration('')).toBe(5000);
    expect(liveToastDuration('Backup finished')).toBe(5000);
    expect(liveToastDuration('one two three four five six seven eight nine ten eleven twelve')).toBe(6000);
    expect(liveToastDuration('  spaced   out\twords\n here  ')).toBe(5000);
  });
});

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('destroys a toast after its duration and the leave animation', () => {
    const store = new ToastStore();
    const onEnd = vi.fn();
    store.show({ text: 'Saved', type: 'success' }, onEnd);
    vi.advanceTimersByTime(7499);
    expect(store.getSnapshot()[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.phase).toBe('leaving');
    expect(onEnd).toHaveBeenCalledWith('timeout');
    vi.advanceTimersByTime(650);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('is closable by default, and a sticky toast always', () => {
    const store = new ToastStore();
    store.show({ text: 'a' });
    store.show({ text: 'b', closable: false });
    store.show({ text: 'c', closable: false, sticky: true });
    expect(store.getSnapshot().map((toast) => toast.closable)).toEqual([true, false, true]);
  });

  it('keeps a sticky toast until it is closed', () => {
    const store = new ToastStore();
    const id = store.show({ text: 'Stay', sticky: true });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(650);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('destroys the oldest past the maximum count', () => {
    const store = new ToastStore({ maxCount: 2 });
    const ends: string[] = [];
    store.show({ text: 'one' }, (reason) => ends.push(`one ${reason}`));
    store.show({ text: 'two' });
    store.show({ text: 'three' });
    expect(store.getSnapshot().map((toast) => `${toast.text} ${toast.phase}`)).toEqual([
      'one leaving',
      'two visible',
      'three visible',
    ]);
    expect(ends).toEqual(['one overflow']);
  });

  it('pauses on hover and resumes with the time left', () => {
    const store = new ToastStore();
    const id = store.show({ text: 'Hover me', duration: 1000 });
    vi.advanceTimersByTime(600);
    store.pause(id);
    expect(store.getSnapshot()[0]?.paused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()[0]?.phase).toBe('visible');
    store.resume(id);
    vi.advanceTimersByTime(399);
    expect(store.getSnapshot()[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.phase).toBe('leaving');
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const store = new ToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.show({ text: 'x' });
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a second dismiss of the same toast', () => {
    const store = new ToastStore();
    const onEnd = vi.fn();
    const id = store.show({ text: 'x' }, onEnd);
    store.dismiss(id, 'click');
    store.dismiss(id, 'close');
    expect(onEnd).toHaveBeenCalledExactlyOnceWith('click');
  });

  it('restarts a toast shown again with the same words instead of stacking a copy', () => {
    const store = new ToastStore();
    const first = store.show({ text: 'Copied', type: 'success' });
    vi.advanceTimersByTime(5000);
    expect(store.show({ text: 'Copied', type: 'success' })).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    // Its time starts again from the second showing.
    vi.advanceTimersByTime(7499);
    expect(store.getSnapshot()[0]?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.phase).toBe('leaving');
    // Other words, another type, or one the caller waits on (onEnd) are toasts of their own.
    store.show({ text: 'Copied', type: 'info' });
    store.show({ text: 'Saved', type: 'success' });
    store.show({ text: 'Saved', type: 'success' }, () => undefined);
    store.show({ text: 'Saved', type: 'success', sticky: true });
    expect(store.getSnapshot().filter((toast) => toast.phase === 'visible')).toHaveLength(4);
  });
});
