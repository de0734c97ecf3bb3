import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_GLOBAL_APP_SETTINGS, type GlobalAppSettings } from '@lcars/contract';

const post = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../api', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));

const { useSettingsStore } = await import('./settings');
const { useThemeStore } = await import('./theme');
const { useOfflineStore } = await import('./offline');
const { localTable, memoryBackend, setTableBackendFactory } = await import('../offline/tables');

describe('settings ("Theme and alert")', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setTableBackendFactory(() => memoryBackend());
    useOfflineStore.setState({ isOffline: false });
    useThemeStore.setState({ urlChoice: null });
    useSettingsStore.getState().reset();
  });

  const account = (patch: Partial<GlobalAppSettings>): GlobalAppSettings => ({
    ...DEFAULT_GLOBAL_APP_SETTINGS,
    ...patch,
  });

  it('hydrating takes the account look', async () => {
    await useSettingsStore.getState().hydrate(account({ themeMode: 2, darkMode: false }));
    expect(useThemeStore.getState()).toMatchObject({ look: 'lcars', dark: false });
    expect(post).not.toHaveBeenCalled();
  });

  it('a look chosen in the address wins over the account and is saved to it once', async () => {
    post.mockResolvedValue(new Response('true'));
    useThemeStore.setState({ look: 'lcars', urlChoice: { themeMode: 2 } });
    await expect(
      useSettingsStore.getState().hydrate(account({ themeMode: 1, darkMode: false })),
    ).resolves.toBe(true);
    expect(useThemeStore.getState()).toMatchObject({ look: 'lcars', dark: false });
    expect(useSettingsStore.getState().globalAppSettings).toMatchObject({ themeMode: 2, darkMode: false });
    expect(post.mock.calls.map(([path]) => path as string)).toEqual(['account/theme-mode/2/1']);

    // The next account context (another sign-in on this page) is the account's own again.
    post.mockClear();
    await useSettingsStore.getState().hydrate(account({ themeMode: 1, darkMode: true }));
    expect(useThemeStore.getState()).toMatchObject({ look: 'material', dark: true });
    expect(post).not.toHaveBeenCalled();
  });

  it('saves both flags of the address, and nothing the account already has', async () => {
    post.mockResolvedValue(new Response('true'));
    useThemeStore.setState({ urlChoice: { themeMode: 1, darkMode: false } });
    await useSettingsStore.getState().hydrate(account({ themeMode: 2, darkMode: true }));
    expect(post.mock.calls.map(([path]) => path as string)).toEqual([
      'account/theme-mode/1/1',
      'account/darkmode/false/1',
    ]);
    expect(useThemeStore.getState()).toMatchObject({ look: 'material', dark: false });

    post.mockClear();
    useThemeStore.setState({ urlChoice: { themeMode: 2 } });
    await useSettingsStore.getState().hydrate(account({ themeMode: 2 }));
    expect(post).not.toHaveBeenCalled();
    expect(useThemeStore.getState().look).toBe('lcars');
  });

  it('offline, keeps the address look in the device copy of the account', async () => {
    useOfflineStore.setState({ isOffline: true });
    const table = localTable<{ globalAppSettings: GlobalAppSettings }>('account-context');
    await table.save(1, { globalAppSettings: account({ themeMode: 1 }) });
    useThemeStore.setState({ urlChoice: { themeMode: 2 } });
    await useSettingsStore.getState().hydrate(account({ themeMode: 1 }));
    expect(post).not.toHaveBeenCalled();
    expect((await table.get(1))?.globalAppSettings.themeMode).toBe(2);
    expect(useThemeStore.getState().look).toBe('lcars');
  });

  it('when the server refuses the address look, the account look is back', async () => {
    post.mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useThemeStore.setState({ urlChoice: { themeMode: 2 } });
    await expect(useSettingsStore.getState().hydrate(account({ themeMode: 1 }))).resolves.toBe(false);
    expect(useThemeStore.getState().look).toBe('material');
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

  it('keeps a change on this device until the server has it, so a reload before then keeps it', async () => {
    const device = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => device.get(key) ?? null,
      setItem: (key: string, value: string) => void device.set(key, value),
      removeItem: (key: string) => void device.delete(key),
    });
    const stored = () => JSON.parse(device.get('lcars-user') ?? '{}') as { unsaved?: unknown };
    let answer: (response: Response) => void = () => undefined;
    post.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const saving = useSettingsStore.getState().setDarkMode(false);
    expect(stored().unsaved).toEqual({ themeMode: 1, darkMode: false });
    answer(new Response('true'));
    await expect(saving).resolves.toBe(true);
    expect(stored().unsaved).toBeUndefined();
    // A refused change is rolled back and not kept either.
    post.mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(useSettingsStore.getState().setThemeMode(2)).resolves.toBe(false);
    expect(stored().unsaved).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('rolls a refused change back', async () => {
    post.mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(useSettingsStore.getState().setThemeMode(2)).resolves.toBe(false);
    expect(useSettingsStore.getState().globalAppSettings.themeMode).toBe(1);
    expect(useThemeStore.getState().look).toBe('material');
  });

  it('online, keeps the device copy of the account in step once the server has the change', async () => {
    // Regression (issue #6): the copy written at sign-in kept the older look, which came back offline.
    post.mockResolvedValue(new Response('true'));
    const table = localTable<{ globalAppSettings: GlobalAppSettings; token: string }>('account-context');
    await table.save(1, { globalAppSettings: account({ themeMode: 1, darkMode: true }), token: '' });
    await useSettingsStore.getState().setThemeMode(2);
    await useSettingsStore.getState().setDarkMode(false);
    expect(post).toHaveBeenCalledTimes(2);
    expect((await table.get(1))?.globalAppSettings).toMatchObject({ themeMode: 2, darkMode: false });
  });

  it('online, a look chosen in the address reaches the device copy too', async () => {
    post.mockResolvedValue(new Response('true'));
    const table = localTable<{ globalAppSettings: GlobalAppSettings }>('account-context');
    await table.save(1, { globalAppSettings: account({ themeMode: 1 }) });
    useThemeStore.setState({ urlChoice: { themeMode: 2 } });
    await useSettingsStore.getState().hydrate(account({ themeMode: 1 }));
    expect(post.mock.calls.map(([path]) => path as string)).toEqual(['account/theme-mode/2/1']);
    expect((await table.get(1))?.globalAppSettings.themeMode).toBe(2);
  });

  it('online, writes no device copy where there is none, and leaves it alone when the server refuses', async () => {
    post.mockResolvedValue(new Response('true'));
    const table = localTable<{ globalAppSettings: GlobalAppSettings }>('account-context');
    await useSettingsStore.getState().setThemeMode(2);
    expect(await table.get(1)).toBeUndefined();

    await table.save(1, { globalAppSettings: account({ themeMode: 2, darkMode: true }) });
    post.mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(useSettingsStore.getState().setDarkMode(false)).resolves.toBe(false);
    expect((await table.get(1))?.globalAppSettings.darkMode).toBe(true);
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
