import type { RouteObject } from 'react-router';
import { appRoute } from '../../kit/appRoutes';
import { toolsPlan } from './plan';

export { FINDER_PATH, RESULTS_PATH, TOOLS_BASE } from './plan';

/** The Tools app's routes: its plan with the lazy area that holds every page. */
export const toolsRoutes: RouteObject[] = [
  appRoute({
    ...toolsPlan,
    // The Tools app is one lazy chunk: every page comes from this module.
    area: () => import('./ToolsArea'),
    layout: 'ToolsLayout',
    errorPage: 'ToolsErrorPage',
  }),
];
