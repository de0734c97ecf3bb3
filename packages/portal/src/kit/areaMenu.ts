import type { RouteObject } from 'react-router';
import { flattenRoutes, isRouteVisible, type MenuContext } from '../shell/menus';

/** One page of an area's menu, as its home cards and its drop-down menu show it. */
export interface AreaMenuEntry {
  /** The full path. */
  path: string;
  title: string;
  description: string;
  isAppHome: boolean;
}

/**
 * An area's menu, derived from its routes' `handle` (never listed twice): the start pages (showInMenu) of one
 * menu (`menuId`: 0 the app's normal menu, 1 its admin menu) that this user may open now (claims, app
 * enabled, offline), in route order. The app home is in it when it is a start page of that menu.
 */
export function areaMenuEntries(
  routes: readonly RouteObject[],
  context: MenuContext,
  menuId: 0 | 1 = 0,
): AreaMenuEntry[] {
  return flattenRoutes(routes)
    .filter(
      (route) =>
        route.meta.showInMenu === true &&
        (route.meta.applicationMenuId ?? 0) === menuId &&
        isRouteVisible(route, context),
    )
    .map(({ path, meta }) => ({
      path,
      title: meta.htmlTitle ?? path,
      description: meta.description ?? '',
      isAppHome: meta.isAppHome === true,
    }));
}
