import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { adminRoutes } from '../admin/routes';
import { flattenRoutes } from '../shell/menus';
import { moneyRoutes } from './money/routes';

/**
 * The route modules of the apps this build has screens for. An app joins the portal by adding its route list
 * here: the router mounts it, and the hub, the drawer and the lcars side panel start offering the app (to
 * users who may use it) because one of its routes is its app home.
 */
export const appRouteModules: readonly (readonly RouteObject[])[] = [adminRoutes, moneyRoutes];

/** Every app route of the build, for the router. */
export const appRoutes: RouteObject[] = appRouteModules.flat();

/** The ids of the apps with screens in these routes: those with an app home route (isAppHome) of their own. */
export function appIdsWithScreens(routes: readonly RouteObject[]): ReadonlySet<number> {
  return new Set(
    flattenRoutes(routes)
      .filter((route) => route.meta.isAppHome === true && (route.meta.appId ?? AppId.Base) !== AppId.Base)
      .map((route) => route.meta.appId ?? AppId.Base),
  );
}

/** The apps this portal build has screens for. */
export const APPS_WITH_SCREENS: ReadonlySet<number> = appIdsWithScreens(appRoutes);
