import { create } from 'zustand';
import { navigateTo, reloadPage } from '../navigation';
import { appOfflineOf, syncPreloadedApps } from '../offline/appOffline';
import {
  afterGoingOffline,
  afterGoingOnline,
  GO_OFFLINE_CONFIRMATION,
  GO_ONLINE_CONFIRMATION,
  type OfflineDestination,
} from '../offline/transitions';
import { readStored, StorageKey, writeStored } from '../storage';

/** Asks the user to confirm a message; the screens layer answers with @lcars/ui's confirm dialog. */
export type Confirm = (message: string) => Promise<boolean>;

interface OfflineState {
  /** The portal runs from the local store (the `app-offline` flag, kept in localStorage). */
  isOffline: boolean;
  /** The data on this device may be used offline (see offline/readiness.ts). */
  offlineReady: boolean;
  /**
   * The apps whose offline data is on this device (preloaded, and valid when last checked online): an app
   * that preloads may go offline only when it is here (shell/guardLoader.ts).
   */
  preloadedApps: ReadonlySet<number>;
  setPreloadedApps: (apps: ReadonlySet<number>) => void;
  setOffline: (isOffline: boolean) => void;
  setOfflineReady: (ready: boolean) => void;
  /**
   * The "Go online" / "Go offline" button: asks for confirmation, flips the flag,
   * then goes where the transition says. Resolves false when the user declined.
   */
  toggleOffline: (routeAllowsOffline: boolean, confirm: Confirm) => Promise<boolean>;
}

/**
 * How long going offline waits for the preloaded apps to bring their copy up to date: past it the portal goes
 * offline with the copy it has (a server that hangs must not keep the user from working offline).
 */
export const REFRESH_BEFORE_OFFLINE_MS = 20_000;

/** The preloaded apps bring their copy up to date, within REFRESH_BEFORE_OFFLINE_MS; answers the fresh apps. */
async function refreshBeforeOffline(): Promise<ReadonlySet<number> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REFRESH_BEFORE_OFFLINE_MS);
  });
  try {
    return await Promise.race([syncPreloadedApps(appOfflineOf), late]);
  } catch (error) {
    console.error('Refreshing the preloaded apps failed.', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Carries out a transition's destination. */
export function applyOfflineDestination(destination: OfflineDestination): void {
  if (destination.kind === 'navigate') navigateTo(destination.to);
  else if (destination.kind === 'reload') reloadPage();
}

export const useOfflineStore = create<OfflineState>()((set, get) => ({
  isOffline: readStored('local', StorageKey.appOffline) === 'true',
  offlineReady: false,
  preloadedApps: new Set<number>(),
  setPreloadedApps(preloadedApps) {
    set({ preloadedApps });
  },
  setOffline(isOffline) {
    writeStored('local', StorageKey.appOffline, isOffline ? 'true' : null);
    set({ isOffline });
  },
  setOfflineReady(offlineReady) {
    set({ offlineReady });
  },
  async toggleOffline(routeAllowsOffline, confirm) {
    const goingOnline = get().isOffline;
    if (!(await confirm(goingOnline ? GO_ONLINE_CONFIRMATION : GO_OFFLINE_CONFIRMATION))) return false;
    if (!goingOnline) {
      // Going offline, while the server is still there: the copies on the device take in what changed since
      // they were loaded (Money's changes made online today, say), or they would be read offline without it.
      const fresh = await refreshBeforeOffline();
      if (fresh) get().setPreloadedApps(fresh);
    }
    get().setOffline(!goingOnline);
    if (goingOnline) {
      // Back online: the preloaded apps fetch what changed while away (the page may not reload).
      void syncPreloadedApps(appOfflineOf)
        .then((apps) => get().setPreloadedApps(apps))
        .catch((error: unknown) => console.error('Refreshing the preloaded apps failed.', error));
    }
    applyOfflineDestination(
      goingOnline ? afterGoingOnline(routeAllowsOffline) : afterGoingOffline(routeAllowsOffline),
    );
    return true;
  },
}));
