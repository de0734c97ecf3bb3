import { describe, expect, it, vi } from 'vitest';
import { handleLiveMessage, liveToastOf, useLiveStore, type LiveHandlers } from './liveEvents';

const handlers = (): LiveHandlers => ({
  reloadNotifications: vi.fn(),
  toast: vi.fn(),
  progress: vi.fn(),
  resync: vi.fn(),
});

describe('live events', () => {
  it('reloads recent notifications on NotificationUpdate', () => {
    const h = handlers();
    handleLiveMessage(
      { type: 'NotificationUpdate', id: '1', data: { notificationId: 3, reason: 'received' } },
      h,
    );
    expect(h.reloadNotifications).toHaveBeenCalledTimes(1);
  });

  it('shows a Toast for 500 ms a word, at least 5000 ms', () => {
    const h = handlers();
    const text = Array.from({ length: 14 }, () => 'word').join(' ');
    handleLiveMessage({ type: 'Toast', id: '2', data: { type: 'success', title: 'Done', text } }, h);
    expect(h.toast).toHaveBeenCalledWith({ type: 'success', title: 'Done', text, duration: 7000 });
    expect(liveToastOf({ type: 'info', title: 'Hi', text: 'there' }).duration).toBe(5000);
  });

  it('drops malformed payloads', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = handlers();
    handleLiveMessage({ type: 'Toast', id: '3', data: { title: 1 } }, h);
    handleLiveMessage({ type: 'Progress', id: '4', data: null }, h);
    expect(h.toast).not.toHaveBeenCalled();
    expect(h.progress).not.toHaveBeenCalled();
  });

  it('passes Progress on and resyncs', () => {
    const h = handlers();
    const progress = { jobId: 'j', title: 'OCR', percent: 40, done: false };
    handleLiveMessage({ type: 'Progress', id: '5', data: progress }, h);
    handleLiveMessage({ type: 'resync', id: '6', data: { reason: 'gap' } }, h);
    expect(h.progress).toHaveBeenCalledWith(progress);
    expect(h.resync).toHaveBeenCalledTimes(1);
  });

  it('keeps jobs and counts resyncs in the live store', () => {
    const store = useLiveStore.getState();
    store.progress({ jobId: 'j', title: 'OCR', percent: 40, done: false });
    store.resync();
    expect(useLiveStore.getState().jobs.j?.percent).toBe(40);
    expect(useLiveStore.getState().resyncCount).toBe(1);
    useLiveStore.getState().forgetJob('j');
    expect(useLiveStore.getState().jobs).toEqual({});
  });
});
