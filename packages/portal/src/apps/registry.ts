import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { adminRoutes } from '../admin/routes';
import { flattenRoutes } from '../shell/menus';
import { moneyRoutes } from './money/routes';
import { recipeRoutes } from './recipes/routes';

/**
 * The route modules of the apps this build has screens for. An app joins the portal by adding its route list
 * here: the router mounts it, and the hub, the drawer and the lcars side panel start offering the app (to
 * users who may use it) because one of its routes is its app home.
 */
export const appRouteModules: readonly (readonly RouteObject[])[] = [adminRoutes, moneyRoutes, recipeRoutes];

/** Every app route of the build, for the router. */
export const appRoutes: RouteObject[] = appRouteModules.flat();

/** The routes of apps (not of the platform itself) flagged with `flag` in their metadata, with their app. */
function appRoutesFlagged(routes: readonly RouteObject[], flag: 'isAppHome' | 'isAppList') {
  return flattenRoutes(routes).flatMap(({ path, meta }) => {
    const appId = meta.appId ?? AppId.Base;
    return meta[flag] === true && appId !== AppId.Base
      ? [{ appId, path, allowOffline: meta.allowOffline === true }]
      : [];
  });
}

/** The ids of the apps with screens in these routes: those with an app home route (isAppHome) of their own. */
export function appIdsWithScreens(routes: readonly RouteObject[]): ReadonlySet<number> {
  return new Set(appRoutesFlagged(routes, 'isAppHome').map(({ appId }) => appId));
}

/**
 * The full path of each app's list page (isAppList) in these routes, by app id; the first one counts. Only a
 * list page that allows offline use counts: guard rule 4 sends users there when offline, and a page that
 * does not allow offline would be no landing (the guard sends such an app to its /offline page instead).
 */
export function appListPaths(routes: readonly RouteObject[]): ReadonlyMap<number, string> {
  const listPaths = new Map<number, string>();
  for (const { appId, path, allowOffline } of appRoutesFlagged(routes, 'isAppList')) {
    if (allowOffline && !listPaths.has(appId)) listPaths.set(appId, path);
  }
  return listPaths;
}

/** The apps this portal build has screens for. */
export const APPS_WITH_SCREENS: ReadonlySet<number> = appIdsWithScreens(appRoutes);

/**
 * The list pages of this build's apps, for the guard (rule 4); none of Money's or Admin's pages is one, so
 * offline they land on their /offline page.
 */
export const APP_LIST_PATHS: ReadonlyMap<number, string> = appListPaths(appRoutes);
