import { HTTPError } from 'ky';
import { create } from 'zustand';
import {
  LoginFailureReason,
  NAME_IDENTIFIER,
  getAccountContext,
  signIn,
  signOut,
  signOutEverywhere,
} from '@lcars/contract';
import type { AccountContext, AppContext, AppSetting, LoginRequest, LoginResult } from '@lcars/contract';
import { setSessionHooks, tokenRefresher } from '../api';
import { send } from '../call';
import { readLoginCookie, writeLoginCookie } from '../cookies';
import { navigateTo } from '../navigation';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import {
  isOfflineReady,
  readStoredContexts,
  saveContextsLocally,
  updateStoredAccountContext,
  withAppSetting,
} from '../offline/readiness';
import { appOfflineOf, readPreloadedApps, syncPreloadedApps } from '../offline/appOffline';
import { clearAllTables } from '../offline/tables';
import { tokenStorage } from '../storage';
import { useAppContextStore } from './appContext';
import { useOfflineStore } from './offline';
import { useSettingsStore } from './settings';
import { useThemeListStore } from './themes';

/** The last action after a confirmed logout. */
export const LOGGED_OUT = 'logged out';

export interface SessionState {
  /** The bearer JWT (jwtToken of the login result). */
  token: string | null;
  rememberMe: boolean;
  /** @deprecated Read `useAppContextStore`; mirrored here until the screens pass moves the login and hub pages. */
  appContext: AppContext | null;
  accountContext: AccountContext | null;
  /** @deprecated Read `useAppContextStore`. */
  appContextFailed: boolean;
  /** Both contexts were restored once (guard rule 1). */
  restored: boolean;
  loggingIn: boolean;
  loggingOut: boolean;
  lastUserName: string;
  lastAction: string;
  /** Where to go after sign-in: the route a signed-out visitor asked for (guard rule 5). */
  redirectAfterLoginUrl: string;
  /** The last route visited, the login page excepted (guard rule 2). */
  lastRoute: string | null;
  /** The route parameters of the last route (guard rule 2). */
  lastRouteParams: Record<string, string | undefined>;

  /**
   * Signs in. Resolves false without a call when user name or password is empty or an attempt is already
   * running; otherwise resolves the login result, the account context loaded.
   */
  login: (username: string, password: string, rememberMe: boolean) => Promise<LoginAttempt | false>;
  /** Signs out (see `signOut`); fire-and-forget for buttons. */
  logout: () => void;
  /**
   * Signs out on the server. Confirmed (true): the last action is "logged out", profile and app data are
   * cleared and the login page shows. Otherwise the user stays on the page they were on (the older client
   * had already left for the login page and went back; here the login page is entered only once confirmed,
   * since the guard would not show it to a user still signed in).
   */
  signOut: (options?: { everywhere?: boolean }) => Promise<boolean>;
  /** Restores app and account contexts once; later calls share the first one's promise. */
  restore: () => Promise<void>;
  rememberRoute: (route: string, params?: Record<string, string | undefined>) => void;
  setRedirectAfterLogin: (route: string) => void;
}

/** A user counts as authenticated when their claims include the name-identifier claim. */
export function isAuthenticated(state: Pick<SessionState, 'accountContext'>): boolean {
  return state.accountContext?.claims.some((claim) => claim.type === NAME_IDENTIFIER) ?? false;
}

/** A login result as the portal keeps it: a lockout (429) also carries the Retry-After seconds. */
export interface LoginAttempt extends LoginResult {
  retryAfterSeconds?: number;
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSecondsOf(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  if (value === '') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** " Try again in N minutes." for a lockout that said how long it lasts; otherwise nothing. */
export function tryAgainText(result: Pick<LoginAttempt, 'loginFailureReason' | 'retryAfterSeconds'>): string {
  const seconds = result.retryAfterSeconds;
  if (result.loginFailureReason !== LoginFailureReason.LockedOut || seconds === undefined || seconds <= 0) {
    return '';
  }
  if (seconds < 60) return ` Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return ` Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The message the login page shows for a failed attempt, in the product's wording. */
export function loginErrorMessage(
  result: Pick<LoginAttempt, 'loginFailureReason' | 'reasonText' | 'retryAfterSeconds'>,
): string {
  if (result.loginFailureReason === LoginFailureReason.EmailNotConfirmed) {
    return 'Confirmation email needs to be resent.';
  }
  return result.reasonText
    ? `Login error: ${result.reasonText}${tryAgainText(result)}`
    : 'An error occurred!';
}

const failedLogin = (reasonText = ''): LoginResult => ({
  loginFailureReason: LoginFailureReason.None,
  reasonText,
  jwtToken: '',
  isAuthenticated: false,
});

/**
 * A refused sign-in may still carry a login result (401, 429 with a reason); a lockout's 429 keeps
 * its Retry-After seconds so the login page can say how long to wait.
 */
export async function loginResultOf(error: unknown): Promise<LoginAttempt> {
  if (!(error instanceof HTTPError)) return failedLogin();
  try {
    const body: unknown = await error.response.json();
    if (typeof body === 'object' && body !== null && 'loginFailureReason' in body) {
      const retryAfterSeconds =
        error.response.status === 429
          ? retryAfterSecondsOf(error.response.headers.get('Retry-After'))
          : undefined;
      return {
        ...failedLogin(),
        ...(body as Partial<LoginResult>),
        ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
      };
    }
  } catch {
    // Not JSON: the generic message below.
  }
  return failedLogin();
}

function loadAccountContext(): Promise<AccountContext> {
  return send(getAccountContext, {}).json();
}

/** A stored token the server no longer accepts (even after a refresh) is dropped: the visitor signs in again. */
function forgetRejectedToken(error: unknown): null {
  if (error instanceof HTTPError && error.response.status === 401) {
    tokenStorage.clear();
    useSessionStore.setState({ token: null });
  }
  return null;
}

/**
 * The notifications store, loaded with the first signed-in user (the bell and the drawer need it then) rather
 * than with the login page.
 */
const notifications = async () => (await import('./notifications')).notificationsStore;

/** Everything a signed-in user brings with them: settings, notifications, offline readiness. */
async function adoptAccount(accountContext: AccountContext | null, offline: boolean): Promise<void> {
  if (!accountContext) return;
  // A look chosen in the address is saved to the account here; a failure is logged and rolled back there.
  const hydrated = useSettingsStore.getState().hydrate(accountContext.globalAppSettings);
  const offlineStore = useOfflineStore.getState();
  const appContext = useAppContextStore.getState().appContext;
  if (offline) {
    // Offline, the device's word is all there is: the apps marked preloaded (checked when last online).
    offlineStore.setPreloadedApps(
      await readPreloadedApps(appOfflineOf, { check: false }).catch(() => new Set<number>()),
    );
    const stored = await readStoredContexts();
    offlineStore.setOfflineReady(
      isOfflineReady({
        storedAppContext: stored.appContext,
        storedAccountContext: stored.accountContext,
        apiVersion: stored.appContext?.apiVersion ?? '',
      }),
    );
    return;
  }
  const enabled =
    !!appContext?.globalAppSettings.isOfflineEnabled && accountContext.globalAppSettings.isOfflineEnabled;
  if (appContext && enabled) {
    // Offline setup: the contexts are kept on the device whenever offline use is enabled on both sides. The
    // address's look is saved first, so the copy has the look the user sees, not the one the server sent.
    await hydrated;
    const current = useSessionStore.getState().accountContext ?? accountContext;
    await saveContextsLocally(appContext, current).catch((error: unknown) =>
      console.error('Saving the contexts for offline use failed.', error),
    );
  }
  offlineStore.setOfflineReady(enabled);
  if (enabled) {
    // Back online (or a plain start): preloaded apps fetch what changed, then are checked;
    // in the background, the pages do not wait for it.
    void syncPreloadedApps(appOfflineOf)
      .then((apps) => useOfflineStore.getState().setPreloadedApps(apps))
      .catch((error: unknown) => console.error('Checking the preloaded apps failed.', error));
  }
  void notifications()
    .then((store) => store.getState().loadRecent())
    .catch((error: unknown) => console.error('Loading the recent notifications failed.', error));
}

/** Forgets the signed-in user on this device: token, account, settings, notifications, local tables. */
async function clearUserData(): Promise<void> {
  tokenStorage.clear();
  useSettingsStore.getState().reset();
  // A store that cannot be loaded was never loaded on this page: it holds nothing to clear.
  await notifications()
    .then((store) => store.getState().clear())
    .catch(() => undefined);
  useThemeListStore.getState().clear();
  useOfflineStore.getState().setOfflineReady(false);
  useOfflineStore.getState().setPreloadedApps(new Set());
  await clearAllTables().catch((error: unknown) => console.error('Clearing the local tables failed.', error));
}

let restoring: Promise<void> | null = null;

const stored = tokenStorage.read();
const loginCookie = readLoginCookie();

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: stored?.token ?? null,
  rememberMe: stored?.rememberMe ?? loginCookie?.rememberMe ?? false,
  appContext: null,
  accountContext: null,
  appContextFailed: false,
  restored: false,
  loggingIn: false,
  loggingOut: false,
  lastUserName: loginCookie?.userName ?? '',
  lastAction: '',
  redirectAfterLoginUrl: HOME_PATH,
  lastRoute: null,
  lastRouteParams: {},

  async login(username, password, rememberMe) {
    if (!username || !password || get().loggingIn) return false;
    set({ loggingIn: true, lastUserName: username, rememberMe });
    writeLoginCookie({ userName: username, rememberMe });
    try {
      const body: LoginRequest = { username, password, rememberMe };
      const result = await send(signIn, { body }, { context: { toastOnError: false, skipRefresh: true } })
        .json()
        .catch(loginResultOf);
      if (!result.isAuthenticated || !result.jwtToken) return result;

      set({ token: result.jwtToken });
      tokenRefresher.resume();
      try {
        const accountContext = await loadAccountContext();
        tokenStorage.write(result.jwtToken, rememberMe);
        set({ accountContext, lastAction: 'logged in' });
        await adoptAccount(accountContext, false);
        return result;
      } catch {
        set({ token: null });
        return failedLogin();
      }
    } finally {
      set({ loggingIn: false });
    }
  },

  logout() {
    void get().signOut();
  },

  async signOut({ everywhere = false } = {}) {
    if (get().loggingOut) return false;
    set({ loggingOut: true });
    // Right after logout a 401 must not refresh the session back to life: the user asked to leave.
    tokenRefresher.suspend();
    try {
      // everywhere: every refresh family of the user is revoked and every access token stops working
      const confirmed = await send(
        everywhere ? signOutEverywhere : signOut,
        {},
        {
          context: { toastOnError: false, skipRefresh: true },
        },
      )
        .json()
        .then((answer) => answer === true)
        .catch(() => false);
      if (!confirmed) {
        tokenRefresher.resume();
        return false;
      }
      await clearUserData();
      set({ token: null, accountContext: null, lastAction: LOGGED_OUT, redirectAfterLoginUrl: HOME_PATH });
      navigateTo(LOGIN_PATH, { replace: true });
      return true;
    } finally {
      set({ loggingOut: false });
    }
  },

  restore() {
    restoring ??= (async () => {
      const offline = useOfflineStore.getState().isOffline;
      const [, accountContext] = await Promise.all([
        useAppContextStore.getState().load(offline),
        offline
          ? readStoredContexts().then((contexts) => contexts.accountContext)
          : get().token
            ? loadAccountContext().catch(forgetRejectedToken)
            : Promise.resolve(null),
      ]);
      set({ accountContext, restored: true });
      await adoptAccount(accountContext, offline);
    })();
    return restoring;
  },

  rememberRoute(route, params = {}) {
    if (get().lastRoute !== route) set({ lastRoute: route, lastRouteParams: params });
  },

  setRedirectAfterLogin(route) {
    set({ redirectAfterLoginUrl: route });
  },
}));

/**
 * Takes an app setting the server saved (App settings, a theme's "Use for") into the signed-in account and the
 * device's copy of it, so the shell applies it at once and going offline keeps it.
 */
export async function adoptAppSetting(saved: AppSetting): Promise<void> {
  const { accountContext } = useSessionStore.getState();
  if (!accountContext) return;
  useSessionStore.setState({ accountContext: withAppSetting(accountContext, saved) });
  await updateStoredAccountContext((stored) => withAppSetting(stored, saved)).catch((error: unknown) =>
    console.error("Updating the device's copy of the account failed.", error),
  );
}

// The account's global settings follow the settings store (look and dark-mode toggles, the address's look),
// so whatever saves the account context whole (offline setup, preload) saves the look in effect.
useSettingsStore.subscribe((settings, previous) => {
  const { accountContext } = useSessionStore.getState();
  if (
    accountContext &&
    settings.globalAppSettings !== previous.globalAppSettings &&
    accountContext.globalAppSettings !== settings.globalAppSettings
  ) {
    useSessionStore.setState({
      accountContext: { ...accountContext, globalAppSettings: settings.globalAppSettings },
    });
  }
});

// The legacy mirror of the app context (see the deprecated fields above).
useAppContextStore.subscribe((state) =>
  useSessionStore.setState({ appContext: state.appContext, appContextFailed: state.appContextFailed }),
);

setSessionHooks({
  getToken: () => useSessionStore.getState().token,
  onRefreshed(token) {
    tokenStorage.write(token, useSessionStore.getState().rememberMe);
    useSessionStore.setState({ token });
  },
  onAbandoned() {
    // Failure reason 5: the refresh token is gone; clear the session and sign in again.
    const { restored, lastRoute } = useSessionStore.getState();
    tokenStorage.clear();
    useThemeListStore.getState().clear();
    useSessionStore.setState({
      token: null,
      accountContext: null,
      redirectAfterLoginUrl: lastRoute ?? HOME_PATH,
    });
    // During the first restore the guard sends the visitor to login itself.
    if (restored) navigateTo(LOGIN_PATH, { replace: true });
  },
});
