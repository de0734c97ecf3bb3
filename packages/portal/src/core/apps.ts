import { AppId, hasClaim } from '@lcars/contract';
import type { AccountContext, AppContext, AppContextApp, AppIdValue, AppSetting } from '@lcars/contract';

/** The app a route belongs to, as the guard needs it. */
export interface GuardApp {
  /** The app's base path: '' for the platform itself, '/money', '/recipe', ... */
  basePath: string;
  /**
   * The app's list page, where an offline-enabled app lands offline: a page that allows offline use, or null
   * when the app has none (it lands on its /offline page then).
   */
  listPath: string | null;
  /** Offline use is enabled for this app (globally, in the user's settings and per app). */
  isOfflineEnabled: boolean;
  /**
   * The app's offline data is on this device (an app that preloads was preloaded and passed its validity
   * check); false sends every page of the app to its /offline page while offline. Absent means ready.
   */
  offlineDataReady?: boolean;
}

/**
 * The apps this user may use (app visibility): enabled in the app context and opened
 * by a claim the user holds. Inventory is never listed (a reserved id), nor an app this portal build has no
 * screens for (`withScreens`, from the app route registry): its link would lead to the 404 page. Apps the user
 * switched off in their own app settings are still here: the App settings page lists them so they can be
 * switched back on.
 */
export function usableApps(
  appContext: AppContext | null,
  account: AccountContext | null,
  withScreens: ReadonlySet<number>,
): AppContextApp[] {
  if (!appContext || !account) return [];
  return appContext.apps.filter(
    (app) =>
      app.isEnabled &&
      app.id !== AppId.Inventory &&
      withScreens.has(app.id) &&
      hasClaim(account.claims, app.claimType, app.claimValue),
  );
}

/** Whether the user switched this app off in their own app settings ("Show this app"). */
export function isSwitchedOffByUser(account: AccountContext | null, appId: number): boolean {
  return account?.appSettings.find((setting) => setting.appId === appId)?.isEnabled === false;
}

/**
 * The apps the hub, the drawer and the lcars side panel offer this user: the usable apps (see `usableApps`)
 * that the user has not switched off in their own app settings.
 */
export function visibleApps(
  appContext: AppContext | null,
  account: AccountContext | null,
  withScreens: ReadonlySet<number>,
): AppContextApp[] {
  return usableApps(appContext, account, withScreens).filter((app) => !isSwitchedOffByUser(account, app.id));
}

/** One card of the App settings page: an app the user may use, with the user's own settings of it. */
export interface AppSettingEntry {
  app: AppContextApp;
  setting: AppSetting;
}

/**
 * The App settings page's cards: the usable apps in hub order, each with the user's setting of it (an app the
 * account context has no setting for has nothing to edit and is left out).
 */
export function appSettingEntries(
  apps: readonly AppContextApp[],
  settings: readonly AppSetting[],
): AppSettingEntry[] {
  return apps.flatMap((app) => {
    const setting = settings.find((candidate) => candidate.appId === app.id);
    return setting ? [{ app, setting }] : [];
  });
}

/**
 * The app a route belongs to, as the navigation guard needs it; null for the platform's own routes. Its list
 * page comes from the routes (`listPaths`: the app route registry's isAppList pages that allow offline); an
 * app without one has none (the guard sends it to its /offline page).
 */
export function guardAppOf(
  appId: AppIdValue | undefined,
  appContext: AppContext | null,
  account: AccountContext | null,
  listPaths: ReadonlyMap<number, string>,
): GuardApp | null {
  if (appId === undefined || appId === AppId.Base) return null;
  const app = appContext?.apps.find((candidate) => candidate.id === appId);
  if (!app) return null;
  const userSetting = account?.appSettings.find((setting) => setting.appId === appId);
  return {
    basePath: app.path,
    listPath: listPaths.get(appId) ?? null,
    isOfflineEnabled: app.isOfflineEnabled && (userSetting?.isOfflineEnabled ?? true),
  };
}
