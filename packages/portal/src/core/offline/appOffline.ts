import type { AccountContext, AppContext, AppSetting } from '@lcars/contract';
import { saveContextsLocally } from './readiness';
import { localTable, OfflineTable, type OfflineTableName } from './tables';

/**
 * What an app declares for offline use, in its registry entry. The engine runs
 * these without knowing the app: no branch of core/offline names one.
 */
export interface AppOffline {
  /** The app's own local tables, by their stored names; logout and "clear" empty them with the platform's. */
  tables: readonly OfflineTableName[];
  /**
   * Fills the app's tables for offline use (the App settings' Preload button), once the contexts are saved.
   * An app that declares a preload may go offline only once it was preloaded and its data passes `freshness`.
   */
  preload?: (context: PreloadContext) => Promise<void>;
  /**
   * Whether the data preloaded on this device still matches the server ("Per-app preloaded is validated");
   * false shows the app as not preloaded, so the user preloads it again.
   */
  freshness?: () => Promise<boolean>;
  /**
   * Brings the preloaded data up to date with what changed on the server since (run online, before
   * `freshness`, each time the portal starts online with the app preloaded: after going back online too).
   */
  refresh?: () => Promise<void>;
}

/** What an app's preload is given: the user's setting of the app and a way to report progress. */
export interface PreloadContext {
  /** The user's setting of this app (its own options, Recipe settings say, choose what to keep). */
  setting: AppSetting | undefined;
  /** `done` of `total` steps (or records), with what is being loaded; drives the progress bar. */
  progress: (done: number, total: number, label: string) => void;
}

type OfflineOf = (appId: number) => AppOffline | undefined;

/** The apps' offline declarations, handed over by apps/registry.ts at start-up (the core names no app). */
let declaredOffline: OfflineOf = () => undefined;

export function declareAppOffline(offlineOf: OfflineOf): void {
  declaredOffline = offlineOf;
}

/** The offline declaration of the app with this id, as declared at start-up. */
export const appOfflineOf: OfflineOf = (appId) => declaredOffline(appId);

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
  progress: PreloadContext['progress'] = () => undefined,
): Promise<void> {
  await saveContextsLocally(contexts.appContext, contexts.accountContext);
  await offline?.preload?.({
    setting: contexts.accountContext.appSettings?.find((setting) => setting.appId === appId),
    progress,
  });
  await localTable<PreloadedApp>(OfflineTable.app).save(appId, { id: appId, preloaded: true });
}

/**
 * The apps marked preloaded on this device whose data is still fresh by their own check. A check that cannot
 * answer (offline, server down) keeps the device's word: the data is all there is.
 */
export async function readPreloadedApps(
  offlineOf: (appId: number) => AppOffline | undefined,
  { check = true }: { check?: boolean } = {},
): Promise<Set<number>> {
  const records = await localTable<PreloadedApp>(OfflineTable.app).all();
  const fresh = await Promise.all(
    records
      .filter((record) => record.preloaded)
      .map(async ({ id }) => {
        const freshness = check ? offlineOf(id)?.freshness : undefined;
        return !freshness || (await freshness().catch(() => true)) ? [id] : [];
      }),
  );
  return new Set(fresh.flat());
}

/**
 * Online start: each preloaded app brings its data up to date (its `refresh`; a failure is logged and the
 * old copy kept), then the apps whose data passes their freshness check are the ones preloaded.
 */
export async function syncPreloadedApps(
  offlineOf: (appId: number) => AppOffline | undefined,
): Promise<Set<number>> {
  const marked = await readPreloadedApps(offlineOf, { check: false });
  await Promise.all(
    [...marked].map(async (appId) => {
      try {
        await offlineOf(appId)?.refresh?.();
      } catch (error) {
        console.error(`Refreshing the offline data of app ${appId} failed.`, error);
      }
    }),
  );
  return readPreloadedApps(offlineOf);
}

/**
 * Whether an app may be used offline on this device: an app that preloads its data must have been
 * preloaded (and found fresh when last checked online); an app without a preload has nothing to wait for.
 */
export function mayGoOffline(
  offline: AppOffline | undefined,
  preloadedApps: ReadonlySet<number>,
  appId: number,
): boolean {
  return offline?.preload === undefined || preloadedApps.has(appId);
}
