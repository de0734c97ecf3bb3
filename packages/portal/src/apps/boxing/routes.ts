import type { RouteObject } from 'react-router';
import { appRoute } from '../../kit/appRoutes';
import { boxingPlan } from './plan';

/** /games/boxing (apps.md section 2): claim type Boxing; page transitions enter 650 ms, leave 450 ms. */
export const boxingRoutes: RouteObject[] = [
  appRoute({
    ...boxingPlan,
    handle: {
      ...boxingPlan.handle,
      transition: { duration: { enter: 650, leave: 450 } },
    },
    // The Boxing app is one lazy chunk: every page comes from this module.
    area: () => import('./BoxingArea'),
    layout: 'BoxingLayout',
    errorPage: 'BoxingErrorPage',
  }),
];
