// The Tools app's place and pages, without its code: its menu reads them, and its pages may import this file
// (importing routes.ts, which opens the pages lazily, would close a circle).
import { toolsManifest } from '@lcars/contract/tools/manifest';
import { appMenuRoutes, appPlan, appPlace, menuPage as page, offlinePage } from '../../kit/appRoutes';

export const TOOLS_BASE = '/tools';
export const RESULTS_PATH = `${TOOLS_BASE}/data/results`;
export const FINDER_PATH = `${TOOLS_BASE}/op`;

/**
 * /tools: claim Section31/Access, sign-in required. /tools/data/results/:id? is one page
 * whose id is optional: two routes here, so that the menu links to the list without a parameter.
 */
export const toolsPlan = appPlan({
  ...appPlace(toolsManifest),
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
});

/** The menu's reading of the plan. */
export const toolsMenu = appMenuRoutes(toolsPlan);
