import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountRoutes } from './account/routes';
import { appRoutes } from './apps/registry';
import { homeRoutes } from './home/routes';
import { notificationRoutes } from './notifications/routes';
import { pageRoutes } from './pages/routes';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './shell/RootLayout';
import { restoreLoader, withGuards } from './shell/guardLoader';
import { notFoundRoute } from './shell/routes';

/**
 * Every route of the portal, from each area's route list. Apps and admin register theirs (lazy route chunks)
 * in apps/registry.ts; the metadata in each `handle` drives guard, menus and titles.
 *
 * Each app (money, recipe, repo, scanner, tools, boxing) joins with its own issue; until then it has no route,
 * so no placeholder pretends to be a page, and the hub and the drawer do not offer it.
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
      ...appRoutes,
      notFoundRoute,
    ]),
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes);
}
