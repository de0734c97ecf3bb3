import { create } from 'zustand';
import { getAppContext, type AppContext } from '@lcars/contract';
import { send } from '../call';
import { readStoredContexts } from '../offline/readiness';

interface AppContextState {
  appContext: AppContext | null;
  /** The app context could not be restored: the shell shows the "App Offline" page. */
  appContextFailed: boolean;
  /**
   * Loads the app context: from the server online, from the copy saved on this device offline
   * (offline/readiness.ts). Resolves what it loaded, or null.
   */
  load: (offline: boolean) => Promise<AppContext | null>;
  set: (appContext: AppContext | null) => void;
}

async function fetchAppContext(): Promise<AppContext | null> {
  // Failing here means the server is unreachable: the "App Offline" page says so, no toast on top.
  return send(getAppContext, {}, { context: { toastOnError: false } })
    .json()
    .catch(() => null);
}

/** What every visitor needs before sign-in: apps, themes, password requirements, api version. */
export const useAppContextStore = create<AppContextState>()((set) => ({
  appContext: null,
  appContextFailed: false,
  async load(offline) {
    const appContext = offline ? (await readStoredContexts()).appContext : await fetchAppContext();
    set({ appContext, appContextFailed: appContext === null });
    return appContext;
  },
  set(appContext) {
    set({ appContext, appContextFailed: appContext === null });
  },
}));
