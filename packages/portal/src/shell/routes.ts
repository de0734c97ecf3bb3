import type { RouteObject } from 'react-router';
import type { RouteMeta } from './routeMeta';
import { NotFoundPage } from './NotFoundPage';

/** Any other path: the 404 page, without header, drawer or footer, for visitors signed in or not. */
export const notFoundRoute: RouteObject = {
  path: '*',
  Component: NotFoundPage,
  handle: {
    authenticationRequired: false,
    allowedWhenAuthenticated: true,
    allowOffline: true,
    htmlTitle: 'Page not found',
    app: { hideHeader: true, hideFooter: true, hideDrawer: true },
  } satisfies RouteMeta,
};
