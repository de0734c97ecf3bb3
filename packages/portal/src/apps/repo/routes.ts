import { lazyAppOfflinePage } from '../../kit/offlinePage';
import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The repository app is one lazy chunk: every page comes from this module. */
const area = () => import('./RepoArea');

export const REPO_BASE = '/repo';

const page = (
  claimValue: 'Access' | 'Read',
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/**
 * /repo (apps.md section 2): claim Repos/Access, sign-in required; transitions 1000/800 ms (section 9). The
 * list and a repository's records may be read offline from the device's copy (no sensitive value in it).
 */
export const repoRoutes: RouteObject[] = [
  {
    path: 'repo',
    handle: {
      appId: AppId.SecRepo,
      claimType: 'Repos',
      authenticationRequired: true,
      transition: { duration: { enter: 1000, leave: 800 } },
    } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).RepoLayout,
      ErrorBoundary: async () => (await area()).RepoErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireRouteClaim('Repos', 'Access'),
        lazy: { Component: async () => (await area()).RepoHomePage },
        handle: page('Access', 'Secure Repository', 'lock', { isAppHome: true }),
      },
      {
        path: 'sr',
        loader: requireRouteClaim('Repos', 'Access'),
        lazy: { Component: async () => (await area()).RepoListPage },
        handle: page('Access', 'Repositories', 'folder_special', { isAppList: true, allowOffline: true }),
      },
      {
        path: 'sr/:id',
        loader: requireRouteClaim('Repos', 'Read'),
        lazy: { Component: async () => (await area()).RepoRecordsPage },
        handle: page('Read', 'Repository Records', 'table_rows', { showInMenu: false, allowOffline: true }),
      },
      {
        path: 'offline',
        loader: requireRouteClaim('Repos', 'Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
      },
    ],
  },
];
