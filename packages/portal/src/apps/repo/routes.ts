import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/contract';
import { appRoute, menuPage as page, offlinePage } from '../../kit/appRoutes';

/**
 * /repo (apps.md section 2): claim Repos/Access, sign-in required; transitions 1000/800 ms (section 9). The
 * list and a repository's records may be read offline from the device's copy (no sensitive value in it).
 */
export const repoRoutes: RouteObject[] = [
  appRoute({
    path: 'repo',
    handle: {
      appId: AppId.SecRepo,
      claimType: 'Repos',
      authenticationRequired: true,
      transition: { duration: { enter: 1000, leave: 800 } },
    },
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
      offlinePage(),
    ],
  }),
];
