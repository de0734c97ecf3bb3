import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../shell/routeMeta';
import { LoginPage } from './LoginPage';

/** Account transition of platform.md section 9: 400 ms both ways. */
const accountTransition = { duration: 400 };

/**
 * Sign-in flows: only for visitors who are not signed in (guard rule 3). The login page is in the
 * entry chunk because it is where every signed-out visit starts; the rest of the account area is lazy.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/login',
    Component: LoginPage,
    handle: {
      authenticationRequired: false,
      allowOffline: true,
      appId: 0,
      htmlTitle: 'Login',
      transition: accountTransition,
      app: { hideDrawer: true },
    } satisfies RouteMeta,
  },
];
