/** The route named home-route: where toggling offline mode lands when the page cannot stay. */
export const HOME_ROUTE = '/';

/** Where a transition leads: another route, a full reload, or nowhere. */
export type OfflineDestination = { kind: 'navigate'; to: string } | { kind: 'reload' } | { kind: 'stay' };

const stay: OfflineDestination = { kind: 'stay' };
const reload: OfflineDestination = { kind: 'reload' };
const navigate = (to: string): OfflineDestination => ({ kind: 'navigate', to });

/** Confirmation texts of the two user actions, in the product's wording. */
export const GO_ONLINE_CONFIRMATION =
  'Going online will reauthenticate you with the server; you may need to log in again.';
export const GO_OFFLINE_CONFIRMATION =
  'Going offline makes the apps that are not enabled for offline use unavailable on this device.';

/** After the user confirmed going online: home-route if this page allows offline, otherwise a reload. */
export function afterGoingOnline(routeAllowsOffline: boolean): OfflineDestination {
  return routeAllowsOffline ? navigate(HOME_ROUTE) : reload;
}

/** After the user confirmed going offline: home-route if this page does not allow offline, else stay. */
export function afterGoingOffline(routeAllowsOffline: boolean): OfflineDestination {
  return routeAllowsOffline ? stay : navigate(HOME_ROUTE);
}

export interface OfflineFlagChange {
  /** The new value of the flag. */
  isOffline: boolean;
  /** Offline mode is enabled globally (the user's global settings). */
  offlineEnabledGlobally: boolean;
  /** The current route's app supports offline use. */
  appSupportsOffline: boolean;
  routeAllowsOffline: boolean;
  /** The current route's app base path; '' for the platform's own routes. */
  appBasePath: string;
}

/**
 * The watcher of the offline flag: turning on, with offline enabled globally, in an
 * app without offline support, on a route that does not allow offline -> the app's /offline page. Turning
 * off under the same conditions on a route that allows offline (the /offline page) -> back to the app's base
 * path (or /); any other turn off -> refresh, so the portal comes back from the server.
 */
export function afterOfflineFlagChanged(change: OfflineFlagChange): OfflineDestination {
  const appCannotGoOffline = change.offlineEnabledGlobally && !change.appSupportsOffline;
  if (change.isOffline) {
    return appCannotGoOffline && !change.routeAllowsOffline
      ? navigate(`${change.appBasePath}/offline`)
      : stay;
  }
  if (appCannotGoOffline && change.routeAllowsOffline) return navigate(change.appBasePath || HOME_ROUTE);
  return reload;
}
