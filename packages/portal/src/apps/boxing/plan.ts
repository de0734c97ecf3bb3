// The Boxing app's place and pages, without its code: its menu and its home's cards read them, and its pages may
// import this file (importing routes.ts, which opens the pages lazily, would close a circle).
import { boxingManifest } from '@lcars/contract/boxing/manifest';
import { appMenuRoutes, appPage, appPlace, appPlan, offlinePage } from '../../kit/appRoutes';

export const BOXING_BASE = '/games/boxing';

/** A page reached from another page, not from the menu. */
const hidden = { showInMenu: false };

/** /games/boxing: its place, claim type and transitions from its manifest; each page names its claim value. */
export const boxingPlan = appPlan({
  ...appPlace(boxingManifest),
  pages: [
    appPage(undefined, 'Access', 'BoxingHomePage', 'Boxing', 'sports_mma', { isAppHome: true }),
    appPage('bout', 'Access', 'BoutMenuPage', 'Bouts', 'sports_kabaddi', {
      description: 'Set up a bout, watch it round by round.',
    }),
    appPage('bout/setup/:boutId', 'Access', 'BoutSetupPage', 'Bout', 'sports_kabaddi', hidden),
    appPage('fighters', 'Read', 'FightersHomePage', 'Fighters', 'groups', {
      description: 'The divisions and their fighters.',
    }),
    appPage('fighter/list', 'Read', 'FighterListPage', 'Fighter list', 'list', {
      description: 'Search every fighter.',
    }),
    appPage('rankings', 'Read', 'RankingsPage', 'Rankings', 'leaderboard', {
      description: 'Each division by Glicko-2 rating.',
    }),
    appPage('fighter/legacy', 'Read', 'LegacyImportPage', 'Legacy fighter import', 'upload_file', {
      description: 'Bring a roster over from the older Boxing app.',
    }),
    appPage('fighter/:fighterId', 'Read', 'FighterViewPage', 'Fighter', 'person', hidden),
    appPage('fighter/:fighterId/edit', 'Edit', 'FighterEditPage', 'Edit fighter', 'edit', hidden),
    offlinePage(),
  ],
});

/** The menu's reading of the plan. */
export const boxingMenu = appMenuRoutes(boxingPlan);
