import type { AccountContext, AppContext } from '@lcars/api/contract';
import { saveContextsLocally } from './readiness';
import { localTable, OfflineTable, type OfflineTableName } from './tables';

/**
 * What an app declares for offline use, in its registry entry (platform.md sections 3 and 4). The engine runs
 * these without knowing the app: no branch of core/offline names one.
 */
export interface AppOffline {
  /** The app's own local tables, by the spec's names; logout and "clear" empty them with the platform's. */
  tables: readonly OfflineTableName[];
  /** Fills the app's tables for offline use (the App settings' Preload button), once the contexts are saved. */
  preload?: () => Promise<void>;
  /**
   * Whether the data preloaded on this device still matches the server ("Per-app preloaded is validated");
   * false shows the app as not preloaded, so the user preloads it again.
   */
  freshness?: () => Promise<boolean>;
}

/** What the device keeps for a preloaded app (the local `app` table). */
export interface PreloadedApp {
  id: number;
  preloaded: boolean;
}

/**
 * Preloads one app: the contexts every app needs offline, then the app's own data (its `preload`), then the
 * mark in the `app` table. A failure leaves the app unmarked.
 */
export async function preloadApp(
  appId: number,
  offline: AppOffline | undefined,
  contexts: { appContext: AppContext; accountContext: AccountContext },
): Promise<void> {
  await saveContextsLocally(contexts.appContext, contexts.accountContext);
  await offline?.preload?.();
  await localTable<PreloadedApp>(OfflineTable.app).save(appId, { id: appId, preloaded: true });
}

/**
 * The apps marked preloaded on this device whose data is still fresh by their own check. A check that cannot
 * answer (offline, server down) keeps the device's word: the data is all there is.
 */
export async function readPreloadedApps(
  offlineOf: (appId: number) => AppOffline | undefined,
): Promise<Set<number>> {
  const records = await localTable<PreloadedApp>(OfflineTable.app).all();
  const fresh = await Promise.all(
    records
      .filter((record) => record.preloaded)
      .map(async ({ id }) => {
        const freshness = offlineOf(id)?.freshness;
        return !freshness || (await freshness().catch(() => true)) ? [id] : [];
      }),
  );
  return new Set(fresh.flat());
}
