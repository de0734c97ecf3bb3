import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../shell/routeMeta';

/** `/`: the hub ("Choose your path"), signed in, reachable offline. */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: { Component: async () => (await import('./HomePage')).HomePage },
    handle: {
      authenticationRequired: true,
      appId: 0,
      allowOffline: true,
      isAppHome: true,
      showInMenu: true,
      icon: 'home',
      htmlTitle: 'Home',
    } satisfies RouteMeta,
  },
];
