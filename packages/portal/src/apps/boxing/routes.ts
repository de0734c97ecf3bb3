import type { RouteObject } from 'react-router';
import { boxingManifest } from '@lcars/contract/boxing/manifest';
import { appRoute, appPlace, menuPage as page, offlinePage } from '../../kit/appRoutes';

/** /games/boxing (apps.md section 2): its place, claim type and page transitions come from its manifest. */
export const boxingRoutes: RouteObject[] = [
  appRoute({
    ...appPlace(boxingManifest),
    // The Boxing app is one lazy chunk: every page comes from this module.
    area: () => import('./BoxingArea'),
    layout: 'BoxingLayout',
    errorPage: 'BoxingErrorPage',
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
        handle: page('Access', 'Bouts', 'sports_kabaddi'),
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
        handle: page('Read', 'Fighters', 'groups'),
      },
      {
        path: 'fighter/list',
        claim: 'Read',
        page: 'FighterListPage',
        handle: page('Read', 'Fighter list', 'list'),
      },
      {
        path: 'fighter/legacy',
        claim: 'Read',
        page: 'LegacyImportPage',
        handle: page('Read', 'Legacy fighter import', 'upload_file'),
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
  }),
];
