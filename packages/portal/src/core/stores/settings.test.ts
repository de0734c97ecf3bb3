import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../api', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

const { useSettingsStore } = await import('./settings');
const { useThemeStore } = await import('./theme');
const { useOfflineStore } = await import('./offline');
const { localTable, memoryBackend, setTableBackendFactory } = await import('../offline/tables');

describe('settings (platform.md section 4, "Theme and alert")', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setTableBackendFactory(() => memoryBackend());
    useOfflineStore.setState({ isOffline: false });
    useSettingsStore.getState().reset();
  });

  it('hydrating takes the account look', () => {
    useSettingsStore
      .getState()
      .hydrate({ ...useSettingsStore.getState().globalAppSettings, themeMode: 2, darkMode: false });
    expect(useThemeStore.getState()).toMatchObject({ look: 'lcars', dark: false });
  });

  it('toggles dark mode and theme mode on the server when online', async () => {
    post.mockResolvedValue(new Response('true'));
    await expect(useSettingsStore.getState().setDarkMode(false)).resolves.toBe(true);
    await useSettingsStore.getState().setThemeMode(2);
    expect(post.mock.calls.map(([path]) => path as string)).toEqual([
      'account/darkmode/false/1',
      'account/theme-mode/2/1',
    ]);
    expect(useSettingsStore.getState().globalAppSettings).toMatchObject({ darkMode: false, themeMode: 2 });
    expect(useThemeStore.getState()).toMatchObject({ look: 'lcars', dark: false });
  });

  it('rolls a refused change back', async () => {
    post.mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(useSettingsStore.getState().setThemeMode(2)).resolves.toBe(false);
    expect(useSettingsStore.getState().globalAppSettings.themeMode).toBe(1);
    expect(useThemeStore.getState().look).toBe('material');
  });

  it('offline, keeps the change in the device copy and calls nothing', async () => {
    useOfflineStore.setState({ isOffline: true });
    const table = localTable<{ globalAppSettings: { darkMode: boolean } }>('account-context');
    await table.save(1, { globalAppSettings: { darkMode: true } });
    await useSettingsStore.getState().setDarkMode(false);
    expect(post).not.toHaveBeenCalled();
    expect((await table.get(1))?.globalAppSettings.darkMode).toBe(false);
  });
});
