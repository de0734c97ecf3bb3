import type { RouteObject } from 'react-router';
import { appRoute } from '../../kit/appRoutes';
import { boxingPlan } from './plan';

/** /games/boxing: its place, claim type and page transitions come from its manifest. */
export const boxingRoutes: RouteObject[] = [
  appRoute({
    ...boxingPlan,
    // The Boxing app is one lazy chunk: every page comes from this module.
    area: () => import('./BoxingArea'),
    layout: 'BoxingLayout',
    errorPage: 'BoxingErrorPage',
  }),
];
