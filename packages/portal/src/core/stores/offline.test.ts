import { beforeEach, describe, expect, it, vi } from 'vitest';

const navigateTo = vi.fn<(to: string) => void>();
const reloadPage = vi.fn<() => void>();
vi.mock('../navigation', () => ({
  navigateTo: (to: string) => navigateTo(to),
  reloadPage: () => reloadPage(),
}));

const { useOfflineStore } = await import('./offline');
const { GO_OFFLINE_CONFIRMATION, GO_ONLINE_CONFIRMATION } = await import('../offline/transitions');
const { declareAppOffline } = await import('../offline/appOffline');
const { localTable, memoryBackend, OfflineTable, setTableBackendFactory } = await import('../offline/tables');

describe('offline toggle', () => {
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

  it("brings the preloaded apps' copies up to date before it goes offline (issue 29)", async () => {
    const backends = new Map<string, ReturnType<typeof memoryBackend>>();
    setTableBackendFactory((table) => {
      if (!backends.has(table)) backends.set(table, memoryBackend());
      return backends.get(table)!;
    });
    const refreshedWhileOnline: boolean[] = [];
    declareAppOffline((appId) =>
      appId === 2
        ? {
            tables: [],
            preload: () => Promise.resolve(),
            refresh: () => {
              refreshedWhileOnline.push(!useOfflineStore.getState().isOffline);
              return Promise.resolve();
            },
          }
        : undefined,
    );
    try {
      await localTable(OfflineTable.app).save(2, { id: 2, preloaded: true });
      await useOfflineStore.getState().toggleOffline(true, () => Promise.resolve(true));
      expect(refreshedWhileOnline).toEqual([true]);
      expect(useOfflineStore.getState().isOffline).toBe(true);
      expect([...useOfflineStore.getState().preloadedApps]).toEqual([2]);
    } finally {
      declareAppOffline(() => undefined);
      setTableBackendFactory(null);
    }
  });
});
