import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_APP_SETTINGS } from '@lcars/contract';
import type { AccountContext, AppContext } from '@lcars/contract';
import {
  isOfflineReady,
  loadOfflineReadiness,
  preloadErrorMessage,
  sameItems,
  saveContextsLocally,
  showOfflineToggle,
  showPreloadButton,
} from './readiness';
import { localTable, memoryBackend, OfflineTable, setTableBackendFactory } from './tables';

const enabled = { ...DEFAULT_GLOBAL_APP_SETTINGS, isOfflineEnabled: true };
const disabled = { ...DEFAULT_GLOBAL_APP_SETTINGS, isOfflineEnabled: false };

describe('offline readiness', () => {
  it('needs the same api version and offline enabled in app and account settings', () => {
    const app = { apiVersion: '6.0.5', globalAppSettings: enabled };
    const account = { globalAppSettings: enabled };
    expect(
      isOfflineReady({ storedAppContext: app, storedAccountContext: account, apiVersion: '6.0.5' }),
    ).toBe(true);
    expect(
      isOfflineReady({ storedAppContext: app, storedAccountContext: account, apiVersion: '6.0.6' }),
    ).toBe(false);
    expect(
      isOfflineReady({
        storedAppContext: { ...app, globalAppSettings: disabled },
        storedAccountContext: account,
        apiVersion: '6.0.5',
      }),
    ).toBe(false);
    expect(
      isOfflineReady({
        storedAppContext: app,
        storedAccountContext: { globalAppSettings: disabled },
        apiVersion: '6.0.5',
      }),
    ).toBe(false);
    expect(
      isOfflineReady({ storedAppContext: null, storedAccountContext: account, apiVersion: '6.0.5' }),
    ).toBe(false);
  });

  describe('with the contexts stored on the device', () => {
    beforeEach(() => setTableBackendFactory(() => memoryBackend()));
    afterEach(() => setTableBackendFactory(null));

    it('saves both contexts (without the access token) and reads readiness back', async () => {
      const appContext = { apiVersion: '6.0.5', globalAppSettings: enabled } as AppContext;
      const accountContext = {
        globalAppSettings: enabled,
        token: 'secret',
        claims: [],
      } as unknown as AccountContext;
      await expect(loadOfflineReadiness('6.0.5')).resolves.toBe(false);
      await saveContextsLocally(appContext, accountContext);
      await expect(loadOfflineReadiness('6.0.5')).resolves.toBe(true);
      const stored = await localTable<AccountContext>(OfflineTable.accountContext).get(1);
      expect(stored?.token).toBe('');
      expect(stored?.createdDate).toEqual(expect.any(String));
    });
  });

  it('shows the on/offline button when ready and enabled, or when already offline', () => {
    expect(showOfflineToggle({ accountOfflineEnabled: true, offlineReady: true, isOffline: false })).toBe(
      true,
    );
    expect(showOfflineToggle({ accountOfflineEnabled: true, offlineReady: false, isOffline: false })).toBe(
      false,
    );
    expect(showOfflineToggle({ accountOfflineEnabled: false, offlineReady: true, isOffline: false })).toBe(
      false,
    );
    expect(showOfflineToggle({ accountOfflineEnabled: false, offlineReady: false, isOffline: true })).toBe(
      true,
    );
  });

  it('shows the preload button only when every condition holds', () => {
    const ready = {
      platformOfflineEnabled: true,
      appOfflineEnabled: true,
      preloadEnabled: true,
      themeMode: 1,
      dirty: false,
    };
    expect(showPreloadButton(ready)).toBe(true);
    expect(showPreloadButton({ ...ready, dirty: true })).toBe(false);
    expect(showPreloadButton({ ...ready, themeMode: 2 })).toBe(false);
    expect(showPreloadButton({ ...ready, platformOfflineEnabled: false })).toBe(false);
    expect(showPreloadButton({ ...ready, appOfflineEnabled: false })).toBe(false);
    expect(showPreloadButton({ ...ready, preloadEnabled: false })).toBe(false);
  });

  it('compares setup lists by id, in any order', () => {
    expect(sameItems([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toBe(true);
    expect(sameItems([{ id: 1 }, { id: 2 }], [{ id: 1 }])).toBe(false);
    expect(sameItems([{ id: 'a' }], [{ id: 'b' }])).toBe(false);
  });

  it('keeps the fixed message for a failed preload', () => {
    expect(preloadErrorMessage('timeout')).toBe('Error preloading applicaiton: timeout');
  });
});
