import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../shell/routeMeta';
import { requireAdmin } from './access';
import { ADMIN_HANDLE, adminPages } from './plan';

/** The admin area is one lazy chunk: every page comes from this module. */
const area = () => import('./AdminArea');
type AdminArea = Awaited<ReturnType<typeof area>>;

// Every page the plan names is an export of the area.
adminPages satisfies readonly { page: keyof AdminArea }[];

/**
 * /admin (claim Higgs/Boson): every leaf declares `requireAdmin` up front (a loader from `lazy` would be
 * ignored: the guard's loader is set already). The guard runs first, then the claim check; a member is
 * shown the area's 403 page.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: ADMIN_HANDLE,
    lazy: {
      Component: async () => (await area()).AdminLayout,
      ErrorBoundary: async () => (await area()).AdminErrorPage,
    },
    children: [
      ...adminPages.map((page) => ({
        ...('path' in page ? { path: page.path } : { index: true as const }),
        loader: requireAdmin,
        lazy: { Component: async (): Promise<ComponentType> => (await area())[page.page] },
        handle: page.handle,
      })),
      {
        path: 'offline',
        loader: requireAdmin,
        lazy: { Component: async () => (await import('../pages/AppOfflinePage')).AppOfflinePage },
        handle: { allowOffline: true, htmlTitle: 'Admin offline' } satisfies RouteMeta,
      },
    ],
  },
];
