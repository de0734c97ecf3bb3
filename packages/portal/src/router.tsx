import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from './account/routes';
import { homeRoutes } from './home/routes';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './shell/RootLayout';
import { restoreLoader, withGuards } from './shell/guardLoader';
import { notFoundRoute } from './shell/routes';

/**
 * Every route of the portal, from each area's route list. Apps and admin add theirs here as lazy
 * route chunks; the metadata in each `handle` drives guard, menus and titles.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    loader: restoreLoader,
    // The contexts are restored once; a navigation re-runs only the guard of the leaf route.
    shouldRevalidate: () => false,
    children: withGuards([...homeRoutes, ...accountRoutes, notFoundRoute]),
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}
