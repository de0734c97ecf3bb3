import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/api/contract';
import { lazyAppOfflinePage } from '../../kit/offlinePage';
import { requireRouteClaim } from '../../shell/areaAccess';
import type { RouteMeta } from '../../shell/routeMeta';

/** The Tools app is one lazy chunk: every page comes from this module. */
const area = () => import('./ToolsArea');

export const TOOLS_BASE = '/tools';
export const RESULTS_PATH = `${TOOLS_BASE}/data/results`;
export const FINDER_PATH = `${TOOLS_BASE}/op`;

const page = (
  claimValue: 'Access' | 'Read',
  htmlTitle: string,
  icon: string,
  extra: RouteMeta = {},
): RouteMeta => ({ claimValue, htmlTitle, icon, showInMenu: true, ...extra });

/**
 * /tools (apps.md section 2): claim Section31/Access, sign-in required. /tools/data/results/:id? is one page
 * whose id is optional: two routes here, so that the menu links to the list without a parameter.
 */
export const toolsRoutes: RouteObject[] = [
  {
    path: 'tools',
    handle: {
      appId: AppId.Section31,
      claimType: 'Section31',
      authenticationRequired: true,
    } satisfies RouteMeta,
    lazy: {
      Component: async () => (await area()).ToolsLayout,
      ErrorBoundary: async () => (await area()).ToolsErrorPage,
    },
    children: [
      {
        index: true,
        loader: requireRouteClaim('Section31', 'Access'),
        lazy: { Component: async () => (await area()).ToolsHomePage },
        handle: page('Access', 'Tools', 'build', { isAppHome: true }),
      },
      {
        path: 'op',
        loader: requireRouteClaim('Section31', 'Access'),
        lazy: { Component: async () => (await area()).OfficePasswordPage },
        handle: page('Access', 'Office password finder', 'key', {
          description:
            'Forgot the password of one of your own Office files? Find it from what you remember, or remove ' +
            'sheet and editing protection.',
        }),
      },
      {
        path: 'data/results',
        loader: requireRouteClaim('Section31', 'Access'),
        lazy: { Component: async () => (await area()).ResultsPage },
        handle: page('Access', 'Results', 'fact_check', {
          description: 'Your searches: their progress, their outcome, a found password (shown once).',
        }),
      },
      {
        path: 'data/results/:id',
        loader: requireRouteClaim('Section31', 'Access'),
        lazy: { Component: async () => (await area()).ResultPage },
        handle: page('Access', 'Result', 'fact_check', { showInMenu: false }),
      },
      {
        path: 'offline',
        loader: requireRouteClaim('Section31', 'Read'),
        lazy: { Component: lazyAppOfflinePage },
        handle: page('Read', 'offline page', 'cloud_off', { allowOffline: true, showInMenu: false }),
      },
    ],
  },
];
