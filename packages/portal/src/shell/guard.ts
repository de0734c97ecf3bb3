import type { GuardApp } from '../core/apps';
import { HOME_PATH, LOGIN_PATH } from '../core/paths';
import type { RouteMeta } from './routeMeta';

export { documentTitle, PRODUCT_TITLE } from './titles';
// The paths and the app shape live in core (the stores need them too; core never imports the shell).
export { HOME_PATH, LOGIN_PATH } from '../core/paths';
export type { GuardApp } from '../core/apps';

/** What the guard needs to know of the signed-in user. */
export interface GuardSession {
  isAuthenticated: boolean;
}

/** Offline state of this device (offline mode). */
export interface GuardOffline {
  /** Offline mode is enabled globally (the user's global settings allow it). */
  offlineEnabled: boolean;
  /** The portal is currently offline (the locally stored `app-offline` flag). */
  isOffline: boolean;
}

/** The route being entered: its location and its merged metadata. */
export interface GuardRoute {
  pathname: string;
  /** Query string including its leading '?', if any. */
  search?: string;
  meta: RouteMeta;
  /** The route's app; routes of the platform itself (account, hub) may leave it out. */
  app?: GuardApp | null;
}

export interface GuardRedirect {
  to: string;
  /** The requested route, to return to after sign-in (rule 5). */
  requestedRoute?: string;
}

const PLATFORM_APP: GuardApp = { basePath: '', listPath: HOME_PATH, isOfflineEnabled: true };

/** Every route requires authentication unless its metadata says otherwise: no page is public by accident. */
export function requiresAuthentication(meta: RouteMeta): boolean {
  return meta.authenticationRequired ?? true;
}

/** The offline page of an app: its base path with /offline appended. */
export function offlinePathOf(app: GuardApp): string {
  return `${app.basePath}/offline`;
}

/**
 * The navigation guard's rules 3 to 5 (below; rules 1, 2 and 6 are in guardLoader.ts, shouldRememberRoute
 * and titles.ts), as a pure function. Returns where to go instead, or null to let the navigation through.
 * A redirect to the route itself is never returned.
 */
export function guardRoute(
  route: GuardRoute,
  session: GuardSession,
  offline: GuardOffline,
): GuardRedirect | null {
  const { meta } = route;
  const authRequired = requiresAuthentication(meta);
  const here = route.pathname;
  const redirect = (to: string, extra?: Omit<GuardRedirect, 'to'>): GuardRedirect | null =>
    to === here ? null : { to, ...extra };

  // Rule 3: sign-in pages and other public-only routes are not for signed-in users.
  if (session.isAuthenticated && !authRequired && !meta.allowedWhenAuthenticated) {
    return redirect(HOME_PATH);
  }

  // Rule 4: offline, routes that do not allow offline use lead to the app's offline or list page. An
  // offline-enabled app without a list page that allows offline has only its offline page to offer: sending
  // it to its home (which does not allow offline either) would show a page that cannot work.
  // An app whose data must be preloaded and is not on this device has nothing to show offline, not even on
  // its pages that allow offline use: a preloaded app is checked before it is used offline.
  if (
    offline.offlineEnabled &&
    offline.isOffline &&
    route.app?.offlineDataReady === false &&
    here !== offlinePathOf(route.app)
  ) {
    return redirect(offlinePathOf(route.app));
  }
  if (offline.offlineEnabled && offline.isOffline && !meta.allowOffline) {
    const app = route.app ?? PLATFORM_APP;
    return redirect(app.isOfflineEnabled && app.listPath !== null ? app.listPath : offlinePathOf(app));
  }

  // Rule 5: a signed-out visitor goes to login; the requested route is remembered for afterwards.
  if (!session.isAuthenticated && authRequired) {
    return redirect(LOGIN_PATH, { requestedRoute: here + (route.search ?? '') });
  }

  return null;
}

/** Rule 2: every route is remembered as the last one except the login path. */
export function shouldRememberRoute(pathname: string): boolean {
  return pathname !== LOGIN_PATH;
}

/** Rule 2: the last route with its parameters (path params by name, and the query string). */
export interface RememberedRoute {
  path: string;
  params: Record<string, string | undefined>;
}

/** What to remember of a navigation, or null for the login path. */
export function rememberedRouteOf(
  pathname: string,
  search: string,
  params: Record<string, string | undefined>,
): RememberedRoute | null {
  return shouldRememberRoute(pathname) ? { path: pathname + search, params: { ...params } } : null;
}

const isLocalPath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Where to go after sign-in: the remembered route, unless it is missing, foreign, the login page itself or
 * the home page; then the user's start page (global settings, startUrl) when it is a path of the portal.
 */
export function afterLoginPath(requestedRoute: string | null | undefined, startUrl?: string | null): string {
  const start = isLocalPath(startUrl) && startUrl.split(/[?#]/)[0] !== LOGIN_PATH ? startUrl : HOME_PATH;
  if (!isLocalPath(requestedRoute)) return start;
  const pathname = requestedRoute.split(/[?#]/)[0];
  return pathname === LOGIN_PATH || pathname === HOME_PATH ? start : requestedRoute;
}
