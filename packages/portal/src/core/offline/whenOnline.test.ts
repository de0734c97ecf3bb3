import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfflineStore } from '../stores/offline';
import { useToastStore } from '../stores/toasts';
import { OFFLINE_COMMIT_MESSAGE, whenOnline } from './whenOnline';

describe('whenOnline', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('sends a change online', async () => {
    useOfflineStore.setState({ isOffline: false });
    const send = vi.fn(() => Promise.resolve('saved'));
    await expect(whenOnline(send)).resolves.toBe('saved');
    expect(send).toHaveBeenCalledOnce();
  });

  it('refuses a change offline with the product message, never sending it', async () => {
    useOfflineStore.setState({ isOffline: true });
    const send = vi.fn(() => Promise.resolve('saved'));
    await expect(whenOnline(send)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual([OFFLINE_COMMIT_MESSAGE]);
  });
});
