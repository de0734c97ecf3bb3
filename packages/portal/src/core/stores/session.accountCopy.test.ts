import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GLOBAL_APP_SETTINGS, NAME_IDENTIFIER } from '@lcars/contract';
import type { AccountContext, AppContext, AppSetting, GlobalAppSettings } from '@lcars/contract';

const post = vi.fn<(...args: unknown[]) => unknown>();
const get = vi.fn<(...args: unknown[]) => unknown>();
vi.mock('../api', () => ({
  // The api client is called as a function (call.ts) with the method among its options.
  api: Object.assign(
    (path: string, options: { method: string }) => (options.method === 'get' ? get : post)(path, options),
    { post: (...args: unknown[]) => post(...args), get: (...args: unknown[]) => get(...args) },
  ),
  setSessionHooks: vi.fn(),
  tokenRefresher: { suspend: vi.fn(), resume: vi.fn(), refresh: vi.fn() },
}));

const { adoptAppSetting, useSessionStore } = await import('./session');
const { useSettingsStore } = await import('./settings');
const { useThemeStore } = await import('./theme');
const { useOfflineStore } = await import('./offline');
const { useAppContextStore } = await import('./appContext');
const { notificationsStore } = await import('./notifications');
const { localTable, memoryBackend, setTableBackendFactory } = await import('../offline/tables');

const answer = (value: unknown) => ({ json: () => Promise.resolve(value) });
const copy = () => localTable<AccountContext>('account-context').get(1);

const settings = (patch: Partial<GlobalAppSettings>): GlobalAppSettings => ({
  ...DEFAULT_GLOBAL_APP_SETTINGS,
  isOfflineEnabled: true,
  ...patch,
});

const moneySetting = (patch: Partial<AppSetting> = {}): AppSetting => ({
  id: 1,
  appId: 3,
  themeId: 0,
  isEnabled: true,
  isOfflineEnabled: true,
  isOfflinePreloadEnabled: false,
  hasAdditionalSettings: false,
  title: 'Money',
  narrative: '',
  primaryColor: '#2962FF',
  secondaryColor: '#3F51B5',
  claimType: 'Money',
  claimValue: 'Access',
  ...patch,
});

const accountContext = (globalAppSettings: GlobalAppSettings): AccountContext => ({
  profile: {} as AccountContext['profile'],
  claims: [{ type: NAME_IDENTIFIER, value: '7' }],
  appSettings: [moneySetting()],
  globalAppSettings,
  token: 'jwt',
});

describe("the device's copy of the account (table account-context) stays in step while online", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setTableBackendFactory(() => memoryBackend());
    useOfflineStore.setState({ isOffline: false });
    useThemeStore.setState({ urlChoice: null });
    useSettingsStore.getState().reset();
    notificationsStore.setState({ loadRecent: () => Promise.resolve() });
    useAppContextStore.setState({
      appContext: { apiVersion: '1', globalAppSettings: settings({}) } as AppContext,
    });
    useSessionStore.setState({ accountContext: null, loggingIn: false });
  });

  it('at sign-in, a look chosen in the address is the look of the copy, not the server’s older one', async () => {
    post.mockImplementation((path) =>
      path === 'auth/token' ? answer({ isAuthenticated: true, jwtToken: 'jwt' }) : answer(true),
    );
    get.mockReturnValue(answer(accountContext(settings({ themeMode: 1, darkMode: true }))));
    useThemeStore.setState({ urlChoice: { themeMode: 2 } });

    await useSessionStore.getState().login('ann', 'secret', false);

    expect(post.mock.calls.map(([path]) => path)).toEqual(['auth/token', 'account/theme-mode/2/1']);
    expect((await copy())?.globalAppSettings).toMatchObject({ themeMode: 2, darkMode: true });
    expect((await copy())?.token).toBe('');
  });

  it('a later toggle reaches the copy and the signed-in account, which offline setup saves whole', async () => {
    await localTable<AccountContext>('account-context').save(1, accountContext(settings({ themeMode: 1 })));
    useSessionStore.setState({ accountContext: accountContext(settings({ themeMode: 1 })) });
    post.mockReturnValue(answer(true));

    await useSettingsStore.getState().setThemeMode(2);

    expect((await copy())?.globalAppSettings.themeMode).toBe(2);
    expect(useSessionStore.getState().accountContext?.globalAppSettings.themeMode).toBe(2);
  });

  it('an app setting saved on the server (theme, colours) reaches the account and the copy', async () => {
    await localTable<AccountContext>('account-context').save(1, accountContext(settings({})));
    useSessionStore.setState({ accountContext: accountContext(settings({})) });
    const saved = moneySetting({ themeId: 11, primaryColor: '#B71C1C' });

    await adoptAppSetting(saved);

    expect(useSessionStore.getState().accountContext?.appSettings).toEqual([saved]);
    expect((await copy())?.appSettings).toEqual([saved]);
  });

  it('creates no copy on a device where offline use was never set up', async () => {
    useSessionStore.setState({ accountContext: accountContext(settings({})) });
    await adoptAppSetting(moneySetting({ themeId: 11 }));
    expect(await copy()).toBeUndefined();
  });
});
