import type { RouteObject } from 'react-router';
import { ADMIN_CLAIM, AppId, hasClaim } from '@lcars/contract';
import type { Claim } from '@lcars/contract';
import { mergeRouteMeta, routeMetaOf, type RouteMeta } from './routeMeta';

/** A route as menus see it: its full path and the metadata merged from its ancestors. */
export interface MenuRoute {
  path: string;
  meta: RouteMeta;
}

/** What decides whether a menu entry shows. */
export interface MenuContext {
  claims: readonly Claim[];
  isOffline: boolean;
  /** The app is enabled in the app context (its global setting). The platform itself (0) always is. */
  isAppEnabled: (appId: number) => boolean;
  /** The user switched the app off in their own app settings: it leaves the home list. */
  isAppDisabledByUser: (appId: number) => boolean;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent || '/';
  if (path.startsWith('/')) return path;
  const base = parent === '/' ? '' : parent;
  return `${base}/${path}`;
}

/** Every route of the tree with its full path and merged metadata; pathless layouts only pass metadata on. */
export function flattenRoutes(
  routes: readonly RouteObject[],
  parentPath = '',
  ancestors: RouteMeta[] = [],
): MenuRoute[] {
  return routes.flatMap((route) => {
    const path = joinPath(parentPath, route.path);
    const chain = [...ancestors, routeMetaOf(route.handle)];
    const own: MenuRoute[] =
      route.index || (route.path !== undefined && !route.children?.length)
        ? [{ path, meta: mergeRouteMeta(chain) }]
        : [];
    const children = route.children
      ? flattenRoutes(route.children, route.path === undefined ? parentPath : path, chain)
      : [];
    // A route with a path and children is also a page when it has a component of its own.
    const self =
      route.path !== undefined && route.children?.length && (route.Component || route.element || route.lazy)
        ? [{ path, meta: mergeRouteMeta(chain) }]
        : [];
    return [...self, ...own, ...children];
  });
}

const appOf = (meta: RouteMeta): number => meta.appId ?? AppId.Base;
const isAdminMenu = (meta: RouteMeta): boolean => meta.applicationMenuId === 1;
/** Paths with parameters (`:id`) or splats cannot be menu entries. */
const isLinkable = (path: string): boolean => !path.includes(':') && !path.includes('*');

/**
 * Whether a route may show in a menu for this user: its app is enabled, the user holds its claim (type and
 * value), and offline only routes that allow offline. The admin menu also needs Higgs/Boson.
 */
export function isRouteVisible(route: MenuRoute, context: MenuContext): boolean {
  const { meta } = route;
  if (!isLinkable(route.path)) return false;
  const appId = appOf(meta);
  if (appId !== AppId.Base && !context.isAppEnabled(appId)) return false;
  if (meta.claimType && !hasClaim(context.claims, meta.claimType, meta.claimValue ?? '')) return false;
  if (isAdminMenu(meta) && !hasClaim(context.claims, ADMIN_CLAIM.type, ADMIN_CLAIM.value)) return false;
  if (context.isOffline && !meta.allowOffline) return false;
  return true;
}

/** The home menu: app homes that are not admin-menu routes, visible, and not switched off by the user. */
export function homeMenu(routes: readonly MenuRoute[], context: MenuContext): MenuRoute[] {
  return routes.filter(
    (route) =>
      route.meta.isAppHome === true &&
      !isAdminMenu(route.meta) &&
      !context.isAppDisabledByUser(appOf(route.meta)) &&
      isRouteVisible(route, context),
  );
}

/** An app's own menu: its start pages (showInMenu) of the normal menu, the app home excepted. */
export function appMenu(routes: readonly MenuRoute[], appId: number, context: MenuContext): MenuRoute[] {
  return routes.filter(
    (route) =>
      appOf(route.meta) === appId &&
      route.meta.showInMenu === true &&
      !route.meta.isAppHome &&
      !isAdminMenu(route.meta) &&
      isRouteVisible(route, context),
  );
}

/**
 * An app's admin sub-group: its admin-menu routes (applicationMenuId 1) that are not the app home. For the
 * admin area (app 100) these are the admin menu.
 */
export function adminMenu(routes: readonly MenuRoute[], appId: number, context: MenuContext): MenuRoute[] {
  return routes.filter(
    (route) =>
      appOf(route.meta) === appId &&
      isAdminMenu(route.meta) &&
      !route.meta.isAppHome &&
      isRouteVisible(route, context),
  );
}

export interface AppMenuGroup {
  appId: number;
  home: MenuRoute;
  entries: MenuRoute[];
  admin: MenuRoute[];
}

/** The side menu: one group per app of the home menu (the platform's own home excepted), in route order. */
export function sideMenu(routes: readonly MenuRoute[], context: MenuContext): AppMenuGroup[] {
  return homeMenu(routes, context)
    .filter((home) => appOf(home.meta) !== AppId.Base)
    .map((home) => {
      const appId = appOf(home.meta);
      return {
        appId,
        home,
        entries: appMenu(routes, appId, context),
        admin: adminMenu(routes, appId, context),
      };
    });
}

/** The user-settings group: the platform's own start pages (account, settings, notifications). */
export function userSettingsMenu(routes: readonly MenuRoute[], context: MenuContext): MenuRoute[] {
  return appMenu(routes, AppId.Base, context);
}
