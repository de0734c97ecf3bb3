import { beforeEach, describe, expect, it } from 'vitest';
import { liveToastDuration, MAX_TOASTS, normalizeToast, useToastStore } from './toasts';

describe('toasts', () => {
  beforeEach(() => useToastStore.getState().clear());

  it('default to 7500 ms (0 too) and closable; sticky toasts are closable without a duration', () => {
    expect(normalizeToast({ type: 'info', text: 'x' }, 1)).toMatchObject({
      duration: 7500,
      closable: true,
      title: '',
    });
    expect(normalizeToast({ type: 'info', duration: 0 }, 1).duration).toBe(7500);
    expect(normalizeToast({ type: 'error', duration: 5000 }, 1).duration).toBe(5000);
    expect(normalizeToast({ type: 'info', sticky: true, closable: false }, 1)).toMatchObject({
      duration: null,
      closable: true,
    });
    expect(normalizeToast({ type: 'info', duration: -1 }, 1).duration).toBeNull();
  });

  it('last 500 ms a word from the live channel, at least 5000 ms', () => {
    expect(liveToastDuration('one two three')).toBe(5000);
    expect(liveToastDuration(Array.from({ length: 12 }, () => 'word').join(' '))).toBe(6000);
    expect(liveToastDuration('   ')).toBe(5000);
  });

  it('push, dismiss, and destroy the oldest beyond the maximum', () => {
    const store = useToastStore.getState();
    const first = store.push({ type: 'info', title: 'first' });
    for (let index = 0; index < MAX_TOASTS; index++) store.push({ type: 'info', title: `t${index}` });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts.some((toast) => toast.id === first)).toBe(false);
    useToastStore.getState().dismiss(toasts[0]!.id);
    expect(useToastStore.getState().toasts).toHaveLength(MAX_TOASTS - 1);
  });

  it('keep navTo and navTitle', () => {
    expect(normalizeToast({ type: 'success', navTo: '/x', navTitle: 'Open' }, 3)).toMatchObject({
      navTo: '/x',
      navTitle: 'Open',
    });
  });
});
