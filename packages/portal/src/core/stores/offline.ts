import { create } from 'zustand';
import { navigateTo, reloadPage } from '../navigation';
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
  /** The portal runs from the local store (the spec's `app-offline` flag, kept in localStorage). */
  isOffline: boolean;
  /** The data on this device may be used offline (see offline/readiness.ts). */
  offlineReady: boolean;
  setOffline: (isOffline: boolean) => void;
  setOfflineReady: (ready: boolean) => void;
  /**
   * The "Go online" / "Go offline" button (platform.md section 4): asks for confirmation, flips the flag,
   * then goes where the transition says. Resolves false when the user declined.
   */
  toggleOffline: (routeAllowsOffline: boolean, confirm: Confirm) => Promise<boolean>;
}

/** Carries out a transition's destination. */
export function applyOfflineDestination(destination: OfflineDestination): void {
  if (destination.kind === 'navigate') navigateTo(destination.to);
  else if (destination.kind === 'reload') reloadPage();
}

export const useOfflineStore = create<OfflineState>()((set, get) => ({
  isOffline: readStored('local', StorageKey.appOffline) === 'true',
  offlineReady: false,
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
    get().setOffline(!goingOnline);
    applyOfflineDestination(
      goingOnline ? afterGoingOnline(routeAllowsOffline) : afterGoingOffline(routeAllowsOffline),
    );
    return true;
  },
}));
