import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { moneyRoutes } from './apps/money/routes';
import { homeRoutes } from './home/routes';
import { notificationRoutes } from './notifications/routes';
import { pageRoutes } from './pages/routes';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './shell/RootLayout';
import { restoreLoader, withGuards } from './shell/guardLoader';
import { notFoundRoute } from './shell/routes';

/**
 * Every route of the portal, from each area's route list. Apps and admin add theirs here as lazy
 * route chunks; the metadata in each `handle` drives guard, menus and titles.
 *
 * Each app (money, recipe, repo, scanner, tools, boxing) joins with its own issue; until then it has no route
 * here, so no placeholder pretends to be a page. The hub and the drawer still list every app the user may use
 * (from the app context) and link to its base path, which shows the 404 page until the app lands.
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
    children: withGuards([
      ...homeRoutes,
      ...accountRoutes,
      ...notificationRoutes,
      ...pageRoutes,
      ...adminRoutes,
      ...moneyRoutes,
      notFoundRoute,
    ]),
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}
