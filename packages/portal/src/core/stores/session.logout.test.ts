import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn<(...args: unknown[]) => unknown>();
const refresher = { suspend: vi.fn(), resume: vi.fn(), refresh: vi.fn() };
vi.mock('../api', () => ({
  // The api client is called as a function (call.ts) with the method among its options.
  api: Object.assign((...args: unknown[]) => post(...args), { post: (...args: unknown[]) => post(...args) }),
  setSessionHooks: vi.fn(),
  tokenRefresher: refresher,
}));
const navigateTo = vi.fn<(...args: unknown[]) => void>();
vi.mock('../navigation', () => ({ navigateTo: (...args: unknown[]) => navigateTo(...args) }));

const { LOGGED_OUT, useSessionStore } = await import('./session');
const { notificationsStore } = await import('./notifications');
const { useSettingsStore } = await import('./settings');

const answer = (value: unknown) => ({ json: () => Promise.resolve(value) });

describe('logout', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSessionStore.setState({ token: 't', accountContext: { claims: [] } as never, lastAction: '' });
    notificationsStore.setState({ unreadCount: 3 });
    useSettingsStore.setState({
      globalAppSettings: { ...useSettingsStore.getState().globalAppSettings, darkMode: false },
    });
  });

  it('on a confirmed logout: last action "logged out", user data cleared, login page', async () => {
    post.mockReturnValue(answer(true));
    await expect(useSessionStore.getState().signOut()).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('auth/logout', {
      method: 'post',
      context: { toastOnError: false, skipRefresh: true },
    });
    expect(refresher.suspend).toHaveBeenCalled();
    expect(refresher.resume).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      accountContext: null,
      lastAction: LOGGED_OUT,
    });
    expect(notificationsStore.getState().unreadCount).toBe(0);
    expect(useSettingsStore.getState().globalAppSettings.darkMode).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith('/account/login', { replace: true });
  });

  it('when the call does not return true the user stays signed in where they were', async () => {
    post.mockReturnValue(answer(false));
    await expect(useSessionStore.getState().signOut()).resolves.toBe(false);
    expect(useSessionStore.getState().token).toBe('t');
    expect(refresher.resume).toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a failing call counts as not confirmed', async () => {
    post.mockReturnValue({ json: () => Promise.reject(new Error('offline')) });
    await expect(useSessionStore.getState().signOut()).resolves.toBe(false);
    expect(useSessionStore.getState().loggingOut).toBe(false);
  });
});
