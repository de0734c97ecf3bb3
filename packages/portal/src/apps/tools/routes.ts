import type { RouteObject } from 'react-router';
import { AppId } from '@lcars/contract';
import { appRoute, menuPage as page, offlinePage } from '../../kit/appRoutes';

export const TOOLS_BASE = '/tools';
export const RESULTS_PATH = `${TOOLS_BASE}/data/results`;
export const FINDER_PATH = `${TOOLS_BASE}/op`;

/**
 * /tools (apps.md section 2): claim Section31/Access, sign-in required. /tools/data/results/:id? is one page
 * whose id is optional: two routes here, so that the menu links to the list without a parameter.
 */
export const toolsRoutes: RouteObject[] = [
  appRoute({
    path: 'tools',
    handle: { appId: AppId.Section31, claimType: 'Section31', authenticationRequired: true },
    // The Tools app is one lazy chunk: every page comes from this module.
    area: () => import('./ToolsArea'),
    layout: 'ToolsLayout',
    errorPage: 'ToolsErrorPage',
    pages: [
      {
        claim: 'Access',
        page: 'ToolsHomePage',
        handle: page('Access', 'Tools', 'build', { isAppHome: true }),
      },
      {
        path: 'op',
        claim: 'Access',
        page: 'OfficePasswordPage',
        handle: page('Access', 'Office password finder', 'key', {
          description:
            'Forgot the password of one of your own Office files? Find it from what you remember, or remove ' +
            'sheet and editing protection.',
        }),
      },
      {
        path: 'data/results',
        claim: 'Access',
        page: 'ResultsPage',
        handle: page('Access', 'Results', 'fact_check', {
          description: 'Your searches: their progress, their outcome, a found password (shown once).',
        }),
      },
      {
        path: 'data/results/:id',
        claim: 'Access',
        page: 'ResultPage',
        handle: page('Access', 'Result', 'fact_check', { showInMenu: false }),
      },
      offlinePage(),
    ],
  }),
];
