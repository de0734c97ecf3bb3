import type { RouteObject } from 'react-router';
import { appRoute } from '../../kit/appRoutes';
import { moneyPlan } from './plan';

/** The Money app's routes: its plan with the lazy area that holds every page. */
export const moneyRoutes: RouteObject[] = [
  appRoute({
    ...moneyPlan,
    // The Money app is one lazy chunk: every page comes from this module.
    area: () => import('./MoneyArea'),
    layout: 'MoneyLayout',
    errorPage: 'MoneyErrorPage',
  }),
];
