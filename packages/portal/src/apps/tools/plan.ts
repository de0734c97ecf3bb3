// The Tools app's place and pages, without its code: its menu reads them, and its pages may import this file
// (importing routes.ts, which opens the pages lazily, would close a circle).
import { toolsManifest } from '@lcars/contract/tools/manifest';
import { appMenuRoutes, appPage, appPlace, appPlan, offlinePage } from '../../kit/appRoutes';

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
    appPage(undefined, 'Access', 'ToolsHomePage', 'Tools', 'build', { isAppHome: true }),
    appPage('op', 'Access', 'OfficePasswordPage', 'Office password finder', 'key', {
      description:
        'Forgot the password of one of your own Office files? Find it from what you remember, or remove ' +
        'sheet and editing protection.',
    }),
    appPage('data/results', 'Access', 'ResultsPage', 'Results', 'fact_check', {
      description: 'Your searches: their progress, their outcome, a found password (shown once).',
    }),
    appPage('data/results/:id', 'Access', 'ResultPage', 'Result', 'fact_check', { showInMenu: false }),
    offlinePage(),
  ],
});

/** The menu's reading of the plan. */
export const toolsMenu = appMenuRoutes(toolsPlan);
