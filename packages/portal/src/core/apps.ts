import { AppId, hasClaim } from '@lcars/api/contract';
import type { AccountContext, AppContext, AppContextApp, AppIdValue } from '@lcars/api/contract';
import type { GuardApp } from '../shell/guard';

/** List pages of the apps that have one (apps.md); an app without one lands on its home. */
const LIST_PATHS: Partial<Record<AppIdValue, string>> = {
  [AppId.Recipe]: '/recipe/list',
  [AppId.Scanner]: '/scanner/list',
  [AppId.SecRepo]: '/repo/list',
};

/**
 * The apps the hub offers this user (platform.md section 4, "App visibility"): enabled in the app
 * context, not switched off in the user's own app settings, and opened by a claim the user holds.
 * Inventory is never listed (decisions.md), nor an app this portal build has no screens for
 * (`withScreens`, from the app route registry): its link would lead to the 404 page.
 */
export function visibleApps(
  appContext: AppContext | null,
  account: AccountContext | null,
  withScreens: ReadonlySet<number>,
): AppContextApp[] {
  if (!appContext || !account) return [];
  return appContext.apps.filter((app) => {
    if (!app.isEnabled || app.id === AppId.Inventory || !withScreens.has(app.id)) return false;
    const userSetting = account.appSettings.find((setting) => setting.appId === app.id);
    if (userSetting && !userSetting.isEnabled) return false;
    return hasClaim(account.claims, app.claimType, app.claimValue);
  });
}

/** The app a route belongs to, as the navigation guard needs it; null for the platform's own routes. */
export function guardAppOf(
  appId: AppIdValue | undefined,
  appContext: AppContext | null,
  account: AccountContext | null,
): GuardApp | null {
  if (appId === undefined || appId === AppId.Base) return null;
  const app = appContext?.apps.find((candidate) => candidate.id === appId);
  if (!app) return null;
  const userSetting = account?.appSettings.find((setting) => setting.appId === appId);
  return {
    basePath: app.path,
    listPath: LIST_PATHS[appId] ?? app.path,
    isOfflineEnabled: app.isOfflineEnabled && (userSetting?.isOfflineEnabled ?? true),
  };
}
