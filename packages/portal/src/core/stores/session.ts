import { HTTPError } from 'ky';
import { create } from 'zustand';
import { LoginFailureReason, NAME_IDENTIFIER } from '@lcars/api/contract';
import type { AccountContext, AppContext, LoginRequest, LoginResult } from '@lcars/api/contract';
import { api, setBearerTokenSource } from '../api';
import { tokenStorage } from '../storage';
import { HOME_PATH } from '../../shell/guard';

export interface SessionState {
  /** The bearer JWT (the spec's jwtToken). */
  token: string | null;
  rememberMe: boolean;
  appContext: AppContext | null;
  accountContext: AccountContext | null;
  /** The app context could not be restored: the shell shows the "App Offline" page. */
  appContextFailed: boolean;
  /** Both contexts were restored once (platform.md section 2, guard rule 1). */
  restored: boolean;
  loggingIn: boolean;
  lastUserName: string;
  lastAction: string;
  /** Where to go after sign-in: the route a signed-out visitor asked for (guard rule 5). */
  redirectAfterLoginUrl: string;
  /** The last route visited, the login page excepted (guard rule 2). */
  lastRoute: string | null;

  /**
   * Signs in. Resolves false without a call when user name or password is empty or an attempt is already
   * running (platform.md section 5); otherwise resolves the login result, the account context loaded.
   */
  login: (username: string, password: string, rememberMe: boolean) => Promise<LoginResult | false>;
  /** Forgets the session on this device. The server-side logout call joins with the refresh token work. */
  logout: () => void;
  /** Restores app and account contexts once; later calls share the first one's promise. */
  restore: () => Promise<void>;
  rememberRoute: (route: string) => void;
  setRedirectAfterLogin: (route: string) => void;
}

/** A user counts as authenticated when their claims include the name-identifier claim (platform.md section 4). */
export function isAuthenticated(state: Pick<SessionState, 'accountContext'>): boolean {
  return state.accountContext?.claims.some((claim) => claim.type === NAME_IDENTIFIER) ?? false;
}

/** The message the login page shows for a failed attempt (platform.md section 8). */
export function loginErrorMessage(result: Pick<LoginResult, 'loginFailureReason' | 'reasonText'>): string {
  if (result.loginFailureReason === LoginFailureReason.EmailNotConfirmed) {
    return 'Confirmation email needs to be resent.';
  }
  return result.reasonText ? `Login error: ${result.reasonText}` : 'An error occurred!';
}

const failedLogin = (reasonText = ''): LoginResult => ({
  loginFailureReason: LoginFailureReason.None,
  reasonText,
  jwtToken: '',
  isAuthenticated: false,
});

/** A refused sign-in may still carry the spec's login result (401, 429 with a reason). */
async function loginResultOf(error: unknown): Promise<LoginResult> {
  if (!(error instanceof HTTPError)) return failedLogin();
  try {
    const body: unknown = await error.response.json();
    if (typeof body === 'object' && body !== null && 'loginFailureReason' in body) {
      return { ...failedLogin(), ...(body as Partial<LoginResult>) };
    }
  } catch {
    // Not JSON: the generic message below.
  }
  return failedLogin();
}

function loadAccountContext(): Promise<AccountContext> {
  return api.get('account/context/1').json<AccountContext>();
}

/** A stored token the server no longer accepts is dropped: the visitor signs in again. */
function forgetRejectedToken(error: unknown): null {
  if (error instanceof HTTPError && error.response.status === 401) {
    tokenStorage.clear();
    useSessionStore.setState({ token: null });
  }
  return null;
}

let restoring: Promise<void> | null = null;

const stored = tokenStorage.read();

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: stored?.token ?? null,
  rememberMe: stored?.rememberMe ?? false,
  appContext: null,
  accountContext: null,
  appContextFailed: false,
  restored: false,
  loggingIn: false,
  lastUserName: '',
  lastAction: '',
  redirectAfterLoginUrl: HOME_PATH,
  lastRoute: null,

  async login(username, password, rememberMe) {
    if (!username || !password || get().loggingIn) return false;
    set({ loggingIn: true, lastUserName: username, rememberMe });
    try {
      const body: LoginRequest = { username, password, rememberMe };
      const result = await api.post('auth/token', { json: body }).json<LoginResult>().catch(loginResultOf);
      if (!result.isAuthenticated || !result.jwtToken) return result;

      set({ token: result.jwtToken });
      try {
        const accountContext = await loadAccountContext();
        tokenStorage.write(result.jwtToken, rememberMe);
        set({ accountContext, lastAction: 'logged in' });
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
    tokenStorage.clear();
    set({ token: null, accountContext: null, lastAction: 'logged out', redirectAfterLoginUrl: HOME_PATH });
  },

  restore() {
    restoring ??= (async () => {
      const [appContext, accountContext] = await Promise.all([
        api
          .get('app/context/1')
          .json<AppContext>()
          .catch(() => null),
        get().token ? loadAccountContext().catch(forgetRejectedToken) : Promise.resolve(null),
      ]);
      set({ appContext, appContextFailed: appContext === null, accountContext, restored: true });
    })();
    return restoring;
  },

  rememberRoute(route) {
    if (get().lastRoute !== route) set({ lastRoute: route });
  },

  setRedirectAfterLogin(route) {
    set({ redirectAfterLoginUrl: route });
  },
}));

setBearerTokenSource(() => useSessionStore.getState().token);
