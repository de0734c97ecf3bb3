// One way to write an app's route table: every app had copied Money's `page()` handle helper and its
// `{ loader, lazy: { Component: async () => (await area()).X } }` children.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { requireRouteClaim } from '../shell/areaAccess';
import type { RouteMeta } from '../shell/routeMeta';
import { lazyAppOfflinePage } from './offlinePage';

/** A page's handle: its claim value, tab title and icon; in the app's menu unless `extra` says otherwise. */
export const menuPage = (
  claimValue: string,
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/** One page of an app: `page` names the component its lazy area module exports. */
export interface AppPage<Area> {
  /** Left out for the app's home (the index route). */
  path?: string;
  /** The claim value the page's loader asks for (of the app's claim type unless `claimType` says another). */
  claim: string;
  claimType?: string;
  page: keyof Area | typeof OFFLINE_PAGE;
  handle: RouteMeta;
}

/** The app's /offline page (platform.md section 2), shared by every app instead of a page of its own area. */
export const OFFLINE_PAGE = Symbol('offline page');

/** The /offline route every app has: Read claim, allowed offline, not in the menu. */
export const offlinePage = <Area>(): AppPage<Area> => ({
  path: 'offline',
  claim: 'Read',
  page: OFFLINE_PAGE,
  handle: menuPage('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
});

export interface AppRouteOptions<Area> {
  /** The app's path under the portal root ('money', 'games/boxing'). */
  path: string;
  /** The app's own metadata (appId, claimType, transition); `claimType` is the pages' default. */
  handle: RouteMeta & { claimType: string };
  /** The app's one lazy chunk: every page, its layout and its error page come from it. */
  area: () => Promise<Area>;
  layout: keyof Area;
  errorPage: keyof Area;
  pages: AppPage<Area>[];
}

/** An app's route: its layout and error boundary, and a child route per page, each behind its claim. */
export function appRoute<Area>({
  path,
  handle,
  area,
  layout,
  errorPage,
  pages,
}: AppRouteOptions<Area>): RouteObject {
  const component =
    (name: keyof Area): (() => Promise<ComponentType>) =>
    async () =>
      (await area())[name] as ComponentType;
  return {
    path,
    handle,
    lazy: { Component: component(layout), ErrorBoundary: component(errorPage) },
    children: pages.map(({ path: pagePath, claim, claimType = handle.claimType, page, handle: meta }) => ({
      ...(pagePath === undefined ? { index: true as const } : { path: pagePath }),
      loader: requireRouteClaim(claimType, claim),
      lazy: { Component: page === OFFLINE_PAGE ? lazyAppOfflinePage : component(page) },
      handle: meta,
    })),
  };
}
