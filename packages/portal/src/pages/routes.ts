import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../shell/routeMeta';

/** /condition and /version: signed in, available offline. Small lazy chunks. */
export const pageRoutes: RouteObject[] = [
  {
    path: 'condition',
    lazy: { Component: async () => (await import('./ConditionPage')).ConditionPage },
    handle: { appId: 0, allowOffline: true, htmlTitle: 'Condition' } satisfies RouteMeta,
  },
  {
    path: 'version',
    lazy: { Component: async () => (await import('./VersionPage')).VersionPage },
    handle: { appId: 0, allowOffline: true, htmlTitle: 'Version' } satisfies RouteMeta,
  },
];
