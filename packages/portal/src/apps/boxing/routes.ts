import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { lazyAppOfflinePage } from '../../kit/offlinePage';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The Boxing app is one lazy chunk: every page comes from this module. */
const area = () => import('./BoxingArea');

/** The loader of every Boxing route: a user without the route's Boxing claim gets the app's 403 page. */
const requireBoxing = (value: 'Access' | 'Read') => requireRouteClaim('Boxing', value);

const page = (
  claimValue: 'Access' | 'Read',
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/** /games/boxing (apps.md section 2): claim type Boxing; page transitions enter 650 ms, leave 450 ms. */
export const boxingRoutes: RouteObject[] = [
  {
    path: 'games/boxing',
    handle: {
      appId: AppId.Boxing,
      claimType: 'Boxing',
      authenticationRequired: true,
      transition: { duration: { enter: 650, leave: 450 } },
    } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).BoxingLayout,
      ErrorBoundary: async () => (await area()).BoxingErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireBoxing('Access'),
        lazy: { Component: async () => (await area()).BoxingHomePage },
        handle: page('Access', 'Boxing', 'sports_mma', { isAppHome: true }),
      },
      {
        path: 'bout',
        loader: requireBoxing('Access'),
        lazy: { Component: async () => (await area()).BoutMenuPage },
        handle: page('Access', 'Bouts', 'sports_kabaddi'),
      },
      {
        path: 'bout/setup/:boutId',
        loader: requireBoxing('Access'),
        lazy: { Component: async () => (await area()).BoutSetupPage },
        handle: page('Access', 'Bout', 'sports_kabaddi', { showInMenu: false }),
      },
      {
        path: 'fighters',
        loader: requireBoxing('Read'),
        lazy: { Component: async () => (await area()).FightersHomePage },
        handle: page('Read', 'Fighters', 'groups'),
      },
      {
        path: 'fighter/list',
        loader: requireBoxing('Read'),
        lazy: { Component: async () => (await area()).FighterListPage },
        handle: page('Read', 'Fighter list', 'list'),
      },
      {
        path: 'fighter/legacy',
        loader: requireBoxing('Read'),
        lazy: { Component: async () => (await area()).LegacyImportPage },
        handle: page('Read', 'Legacy fighter import', 'upload_file'),
      },
      {
        path: 'fighter/:fighterId',
        loader: requireBoxing('Read'),
        lazy: { Component: async () => (await area()).FighterViewPage },
        handle: page('Read', 'Fighter', 'person', { showInMenu: false }),
      },
      {
        path: 'fighter/:fighterId/edit',
        loader: requireRouteClaim('Boxing', 'Edit'),
        lazy: { Component: async () => (await area()).FighterEditPage },
        handle: page('Read', 'Edit fighter', 'edit', { claimValue: 'Edit', showInMenu: false }),
      },
      {
        path: 'offline',
        loader: requireBoxing('Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
      },
    ],
  },
];
