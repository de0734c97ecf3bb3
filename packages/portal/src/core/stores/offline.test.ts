import { beforeEach, describe, expect, it, vi } from 'vitest';

const navigateTo = vi.fn<(to: string) => void>();
const reloadPage = vi.fn<() => void>();
vi.mock('../navigation', () => ({
  navigateTo: (to: string) => navigateTo(to),
  reloadPage: () => reloadPage(),
}));

const { useOfflineStore } = await import('./offline');
const { GO_OFFLINE_CONFIRMATION, GO_ONLINE_CONFIRMATION } = await import('../offline/transitions');

describe('offline toggle (platform.md section 4)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useOfflineStore.setState({ isOffline: false });
  });

  it('going offline asks, flips the flag and leaves a page that does not allow offline', async () => {
    const confirm = vi.fn(() => Promise.resolve(true));
    await expect(useOfflineStore.getState().toggleOffline(false, confirm)).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith(GO_OFFLINE_CONFIRMATION);
    expect(useOfflineStore.getState().isOffline).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith('/');
  });

  it('going online from a page that does not allow offline reloads', async () => {
    useOfflineStore.setState({ isOffline: true });
    const confirm = vi.fn(() => Promise.resolve(true));
    await useOfflineStore.getState().toggleOffline(false, confirm);
    expect(confirm).toHaveBeenCalledWith(GO_ONLINE_CONFIRMATION);
    expect(useOfflineStore.getState().isOffline).toBe(false);
    expect(reloadPage).toHaveBeenCalled();
  });

  it('does nothing when the user declines', async () => {
    await expect(useOfflineStore.getState().toggleOffline(true, () => Promise.resolve(false))).resolves.toBe(
      false,
    );
    expect(useOfflineStore.getState().isOffline).toBe(false);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
