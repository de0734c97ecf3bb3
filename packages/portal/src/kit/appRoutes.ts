// One way to write an app's route table: every app had copied Money's `page()` handle helper and its
// `{ loader, lazy: { Component: async () => (await area()).X } }` children.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppManifest } from '@lcars/contract';
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
export interface AppPage<Name = string | typeof OFFLINE_PAGE> {
  /** Left out for the app's home (the index route). */
  path?: string;
  /** The claim value the page's loader asks for (of the app's claim type unless `claimType` says another). */
  claim: string;
  claimType?: string;
  page: Name;
  handle: RouteMeta;
}

/**
 * One page of an app with its claim said once (the loader asks for it, the menu reads it): its path (none for
 * the home), claim value, the component its area exports, tab title and icon; in the app's menu unless `extra`
 * says otherwise.
 */
export const appPage = <const Name extends string>(
  path: string | undefined,
  claim: string,
  page: Name,
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): AppPage<Name> => ({
  ...(path !== undefined && { path }),
  claim,
  page,
  handle: menuPage(claim, htmlTitle, icon, extra),
});

/** The app's /offline page, shared by every app instead of a page of its own area. */
export const OFFLINE_PAGE = Symbol('offline page');

/** The /offline route every app has: Read claim, allowed offline, not in the menu. */
export const offlinePage = (): AppPage<typeof OFFLINE_PAGE> => ({
  path: 'offline',
  claim: 'Read',
  page: OFFLINE_PAGE,
  handle: menuPage('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
});

/**
 * An app's place and pages without its code: what its menu reads. A page of the app may import it, where
 * importing the routes (which import the pages lazily) would close a circle.
 */
export interface AppPlan<Name extends string = string> {
  /** The app's path under the portal root ('money', 'games/boxing'). */
  path: string;
  /** The app's own metadata (appId, claimType, transition); `claimType` is the pages' default. */
  handle: RouteMeta & { claimType: string };
  pages: readonly AppPage<Name | typeof OFFLINE_PAGE>[];
}

/**
 * An app's place from its manifest: its path under the portal root and its route metadata (its id, its claim
 * type, sign-in required, its page transition). `appPlan({ ...appPlace(manifest), pages })`.
 */
export function appPlace(manifest: AppManifest): Pick<AppPlan, 'path' | 'handle'> {
  return {
    path: manifest.path.replace(/^\//, ''),
    handle: {
      appId: manifest.id,
      claimType: manifest.claimType,
      authenticationRequired: true,
      ...(manifest.transition && { transition: { duration: { ...manifest.transition } } }),
    },
  };
}

/** Declares an app's plan, keeping its page names for `appRoute` to check against the area's exports. */
export const appPlan = <const Name extends string>(plan: AppPlan<Name>): AppPlan<Name> => plan;

/** The plan as the route tree the menus read (`AreaMenu`, `useAreaMenu`): paths and handles, no code. */
export function appMenuRoutes(plan: AppPlan): RouteObject[] {
  return [
    {
      path: plan.path,
      handle: plan.handle,
      children: plan.pages.map(({ path, handle }) => ({
        ...(path === undefined ? { index: true as const } : { path }),
        handle,
      })),
    },
  ];
}

export interface AppRouteOptions<Area> extends AppPlan<Extract<keyof Area, string>> {
  /** The app's one lazy chunk: every page, its layout and its error page come from it. */
  area: () => Promise<Area>;
  layout: keyof Area;
  errorPage: keyof Area;
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
