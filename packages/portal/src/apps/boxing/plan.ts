// The Boxing app's place and pages, without its code: its menu and its home's cards read them, and its pages may
// import this file (importing routes.ts, which opens the pages lazily, would close a circle).
import { AppId } from '@lcars/contract';
import { appMenuRoutes, appPlan, menuPage as page, offlinePage } from '../../kit/appRoutes';

export const BOXING_BASE = '/games/boxing';

/** /games/boxing: claim type Boxing, sign-in required; each page names its claim value. */
export const boxingPlan = appPlan({
  path: 'games/boxing',
  handle: { appId: AppId.Boxing, claimType: 'Boxing', authenticationRequired: true },
  pages: [
    {
      claim: 'Access',
      page: 'BoxingHomePage',
      handle: page('Access', 'Boxing', 'sports_mma', { isAppHome: true }),
    },
    {
      path: 'bout',
      claim: 'Access',
      page: 'BoutMenuPage',
      handle: page('Access', 'Bouts', 'sports_kabaddi', {
        description: 'Set up a bout, watch it round by round.',
      }),
    },
    {
      path: 'bout/setup/:boutId',
      claim: 'Access',
      page: 'BoutSetupPage',
      handle: page('Access', 'Bout', 'sports_kabaddi', { showInMenu: false }),
    },
    {
      path: 'fighters',
      claim: 'Read',
      page: 'FightersHomePage',
      handle: page('Read', 'Fighters', 'groups', { description: 'The divisions and their fighters.' }),
    },
    {
      path: 'fighter/list',
      claim: 'Read',
      page: 'FighterListPage',
      handle: page('Read', 'Fighter list', 'list', { description: 'Search every fighter.' }),
    },
    {
      path: 'fighter/legacy',
      claim: 'Read',
      page: 'LegacyImportPage',
      handle: page('Read', 'Legacy fighter import', 'upload_file', {
        description: 'Bring a roster over from the older Boxing app.',
      }),
    },
    {
      path: 'fighter/:fighterId',
      claim: 'Read',
      page: 'FighterViewPage',
      handle: page('Read', 'Fighter', 'person', { showInMenu: false }),
    },
    {
      path: 'fighter/:fighterId/edit',
      claim: 'Edit',
      page: 'FighterEditPage',
      handle: page('Edit', 'Edit fighter', 'edit', { showInMenu: false }),
    },
    offlinePage(),
  ],
});

/** The menu's reading of the plan. */
export const boxingMenu = appMenuRoutes(boxingPlan);
