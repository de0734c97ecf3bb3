import type { RouteObject } from 'react-router';
import { repoManifest } from '@lcars/contract/repo/manifest';
import { appRoute, appPlace, menuPage as page, offlinePage } from '../../kit/appRoutes';

/**
 * /repo: claim Repos/Access, sign-in required; transitions 1000/800 ms (in its
 * manifest). The list and a repository's records may be read offline from the device's copy (no sensitive
 * value in it).
 */
export const repoRoutes: RouteObject[] = [
  appRoute({
    ...appPlace(repoManifest),
    // The repository app is one lazy chunk: every page comes from this module.
    area: () => import('./RepoArea'),
    layout: 'RepoLayout',
    errorPage: 'RepoErrorPage',
    pages: [
      {
        claim: 'Access',
        page: 'RepoHomePage',
        handle: page('Access', 'Secure Repository', 'lock', { isAppHome: true }),
      },
      {
        path: 'sr',
        claim: 'Access',
        page: 'RepoListPage',
        handle: page('Access', 'Repositories', 'folder_special', { isAppList: true, allowOffline: true }),
      },
      {
        path: 'sr/:id',
        claim: 'Read',
        page: 'RepoRecordsPage',
        handle: page('Read', 'Repository Records', 'table_rows', { showInMenu: false, allowOffline: true }),
      },
      {
        path: 'search',
        claim: 'Read',
        page: 'RepoSearchPage',
        handle: page('Read', 'Search Repositories', 'search'),
      },
      {
        path: 'health',
        claim: 'Read',
        page: 'RepoHealthPage',
        handle: page('Read', 'Password Health', 'health_and_safety'),
      },
      offlinePage(),
    ],
  }),
];
