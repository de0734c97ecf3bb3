import type { RouteObject } from 'react-router';
import { AppId, appCatalogue, type AppDefinition, type AppManifest } from '@lcars/contract';
import { adminApp } from '../admin/app';
import type { AppOffline } from '../core/offline/appOffline';
import type { AppEntry } from '../kit/appEntry';
import { flattenRoutes } from '../shell/menus';
import { boxingApp } from './boxing/app';
import { moneyApp } from './money/app';
import { recipesApp } from './recipes/app';
import { repoApp } from './repo/app';
import { scannerApp } from './scanner/app';
import { toolsApp } from './tools/app';

/**
 * The apps this build has screens for, one entry each (exported from the app's folder). An app joins the
 * portal by adding its entry here: the router mounts its routes, the hub, the drawer and the lcars side panel
 * start offering it (to users who may use it) because one of its routes is its app home, and the offline
 * engine takes its tables, preload and freshness check from its `offline` declaration. The apps keep the order
 * of the API's list (packages/api/src/apps/index.ts), which is the hub's.
 */
export const appEntries: readonly AppEntry[] = [
  adminApp,
  moneyApp,
  recipesApp,
  repoApp,
  scannerApp,
  toolsApp,
  boxingApp,
];

/** What each app of the build says of itself (its contract folder's manifest), in the order of the list. */
export const APP_MANIFESTS: readonly AppManifest[] = appEntries.flatMap((entry) =>
  entry.manifest ? [entry.manifest] : [],
);

/** The apps of this build as the hub orders them: each app's manifest, then the admin area. */
export const APP_CATALOGUE: readonly AppDefinition[] = appCatalogue(APP_MANIFESTS);

/** The manifest of the app with this id, if this build has it. */
export function manifestOfApp(appId: number): AppManifest | undefined {
  return APP_MANIFESTS.find((manifest) => manifest.id === appId);
}

/** Every app route of the build, for the router. */
export const appRoutes: RouteObject[] = appEntries.flatMap((entry) => [...entry.routes]);

/** The offline declaration of the app with this id, if its entry has one. */
export function offlineOfApp(entries: readonly AppEntry[], appId: number): AppOffline | undefined {
  return entries.find((entry) => appIdsWithScreens(entry.routes).has(appId))?.offline;
}

/** The local tables the apps of these entries declared, for the offline engine. */
export function appOfflineTables(entries: readonly AppEntry[]): string[] {
  return entries.flatMap((entry) => entry.offline?.tables ?? []);
}

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
