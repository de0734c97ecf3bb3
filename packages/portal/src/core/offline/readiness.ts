import type { AccountContext, AppContext, AppSetting } from '@lcars/contract';
import { localTable, OfflineTable } from './tables';

/** The key both contexts are stored under in their tables (one user per device at a time). */
const CONTEXT_KEY = 1;

export interface OfflineReadinessInput {
  /** The app context saved on this device by the last setup. */
  storedAppContext: Pick<AppContext, 'apiVersion' | 'globalAppSettings'> | null | undefined;
  storedAccountContext: Pick<AccountContext, 'globalAppSettings'> | null | undefined;
  /** The api version this client talks to (the server's when online). */
  apiVersion: string;
}

/**
 * Offline readiness: the data on this device may be used offline only when it was
 * saved by the same api version and offline use is enabled in both the app and the account settings.
 */
export function isOfflineReady({
  storedAppContext,
  storedAccountContext,
  apiVersion,
}: OfflineReadinessInput): boolean {
  return (
    !!storedAppContext &&
    !!storedAccountContext &&
    storedAppContext.apiVersion === apiVersion &&
    storedAppContext.globalAppSettings.isOfflineEnabled &&
    storedAccountContext.globalAppSettings.isOfflineEnabled
  );
}

/**
 * Writes to the device's copy of the account, one after the other: a whole copy saved at sign-in and a
 * change saved just after it must land in that order, or the older one would win.
 */
let accountCopyWrites: Promise<unknown> = Promise.resolve();

function queueAccountCopyWrite<T>(write: () => Promise<T>): Promise<T> {
  const next = accountCopyWrites.then(write);
  accountCopyWrites = next.catch(() => undefined);
  return next;
}

/** Offline setup: keep both contexts on this device, so the portal can start without the server. */
export async function saveContextsLocally(
  appContext: AppContext,
  accountContext: AccountContext,
): Promise<void> {
  await Promise.all([
    localTable<AppContext>(OfflineTable.appContext).save(CONTEXT_KEY, appContext),
    queueAccountCopyWrite(() =>
      // The access token is short-lived and useless offline: never store it on the device.
      localTable<AccountContext>(OfflineTable.accountContext).save(CONTEXT_KEY, {
        ...accountContext,
        token: '',
      }),
    ),
  ]);
}

/**
 * Keeps the device's copy of the account (table account-context) in step with a change made since it was
 * saved (look, dark mode, an app's theme or settings), online as offline: going offline later must not bring
 * back an older account. Without a copy on this device (offline use never set up) nothing is written.
 * Resolves whether there was a copy to update.
 */
export function updateStoredAccountContext(
  change: (stored: AccountContext) => AccountContext,
): Promise<boolean> {
  return queueAccountCopyWrite(async () => {
    const table = localTable<AccountContext>(OfflineTable.accountContext);
    const stored = await table.get(CONTEXT_KEY);
    if (!stored) return false;
    await table.save(CONTEXT_KEY, { ...change(stored), token: '' });
    return true;
  });
}

/** An account context with one app's setting replaced by its saved version. */
export function withAppSetting(accountContext: AccountContext, saved: AppSetting): AccountContext {
  return {
    ...accountContext,
    appSettings: accountContext.appSettings.map((setting) =>
      setting.appId === saved.appId ? saved : setting,
    ),
  };
}

export async function readStoredContexts(): Promise<{
  appContext: AppContext | null;
  accountContext: AccountContext | null;
}> {
  const [appContext, accountContext] = await Promise.all([
    localTable<AppContext>(OfflineTable.appContext).get(CONTEXT_KEY),
    localTable<AccountContext>(OfflineTable.accountContext).get(CONTEXT_KEY),
  ]);
  return { appContext: appContext ?? null, accountContext: accountContext ?? null };
}

/** Reads the stored contexts and says whether they make this device ready for offline use. */
export async function loadOfflineReadiness(apiVersion: string): Promise<boolean> {
  const { appContext, accountContext } = await readStoredContexts();
  return isOfflineReady({ storedAppContext: appContext, storedAccountContext: accountContext, apiVersion });
}

/**
 * The "Go on/offline" button shows when offline is enabled in the account settings and the offline data is
 * ready, or when the portal is already offline (so there is always a way back).
 */
export function showOfflineToggle(state: {
  accountOfflineEnabled: boolean;
  offlineReady: boolean;
  isOffline: boolean;
}): boolean {
  return state.isOffline || (state.accountOfflineEnabled && state.offlineReady);
}

/**
 * The app settings form's preload button: offline enabled for the platform and the app, preload enabled,
 * material mode (1), and no unsaved changes.
 */
export function showPreloadButton(state: {
  platformOfflineEnabled: boolean;
  appOfflineEnabled: boolean;
  preloadEnabled: boolean;
  themeMode: number;
  dirty: boolean;
}): boolean {
  return (
    state.platformOfflineEnabled &&
    state.appOfflineEnabled &&
    state.preloadEnabled &&
    state.themeMode === 1 &&
    !state.dirty
  );
}

export interface Identified {
  id: number | string;
}

/** Two setup lists hold the same items (by id, in any order): a building block of an app's freshness check. */
export function sameItems(local: readonly Identified[], server: readonly Identified[]): boolean {
  if (local.length !== server.length) return false;
  const ids = new Set(local.map((item) => item.id));
  return server.every((item) => ids.has(item.id));
}

/** The toast when preloading an app fails (its spelling kept: the message is the contract). */
export const preloadErrorMessage = (detail: string): string => `Error preloading applicaiton: ${detail}`;
