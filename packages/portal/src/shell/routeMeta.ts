import type { AppIdValue } from '@lcars/contract';
import { transitionDurations, type PageTransitionName, type TransitionDurations } from '@lcars/ui/input';

/**
 * Enter and leave animation of a page (default 700/450 ms, account pages 400 ms). The route, not the design
 * system, makes the choice: one of @lcars/ui's named sets (quick, brisk, slow...) or its own milliseconds.
 */
export interface RouteTransition {
  enterClass?: string;
  leaveClass?: string;
  /** A named set of `pageTransitions`, or milliseconds; a single number applies to both directions. */
  duration?: PageTransitionName | number | TransitionDurations;
}

/** The enter and leave durations a route's transition asks for (the default set when it names none). */
export function routeTransitionDurations(transition: RouteTransition | undefined): TransitionDurations {
  const duration = transition?.duration;
  return typeof duration === 'number'
    ? { enter: duration, leave: duration }
    : transitionDurations(duration ?? 'default');
}

/** Which parts of the shell a route shows (the `app.*` and `display.*` flags). */
export interface RouteAppFlags {
  hideHeader?: boolean;
  hideFooter?: boolean;
  hideDrawer?: boolean;
}

export interface RouteDisplayFlags {
  displayAppBar?: boolean;
  displayAppBarLcars?: boolean;
  displayMenu?: boolean;
  displayDropDown?: boolean;
}

/**
 * The route metadata, carried in each route object's `handle`. Menus, the guard and document
 * titles are derived from it; nothing lists routes a second time. Every field is optional: a child
 * route inherits what its ancestors declare (see `mergeRouteMeta`).
 */
export interface RouteMeta {
  /** Defaults to true: every route requires a signed-in user unless it says otherwise. */
  authenticationRequired?: boolean;
  /** Lets a signed-in user stay on a route that does not require authentication (404, confirm e-mail). */
  allowedWhenAuthenticated?: boolean;
  isAppHome?: boolean;
  /**
   * The app's list page (/recipe/list, /scanner/list, ...): where an offline-enabled app lands when
   * the portal is offline and the route asked for does not allow offline (guard rule 4). It counts only when
   * it allows offline use itself; an app without such a page lands on its /offline page.
   */
  isAppList?: boolean;
  appId?: AppIdValue;
  /** 0 the app's normal menu, 1 its admin menu. */
  applicationMenuId?: 0 | 1;
  allowOffline?: boolean;
  claimType?: string;
  claimValue?: string;
  showInMenu?: boolean;
  useSpecialFont?: boolean;
  icon?: string;
  iconSelected?: string;
  htmlTitle?: string;
  /** One line about the page, for its card on the area's home (the portal's own addition). */
  description?: string;
  transition?: RouteTransition;
  componentname?: string;
  /** Toolbar and side-panel identifiers. */
  tb?: string;
  tbs?: string;
  hideLcarsWrapper?: boolean;
  hideSecondPanel?: boolean;
  hideThirdPanel?: boolean;
  useSimpleAppBar?: boolean;
  app?: RouteAppFlags;
  display?: RouteDisplayFlags;
}

/** Reads the metadata of a route match; handles that are not objects count as empty. */
export function routeMetaOf(handle: unknown): RouteMeta {
  return typeof handle === 'object' && handle !== null ? handle : {};
}

/** Merges ancestor metadata into the child's: the deepest route wins field by field (nested flags too). */
export function mergeRouteMeta(chain: readonly RouteMeta[]): RouteMeta {
  return chain.reduce<RouteMeta>(
    (merged, meta) => ({
      ...merged,
      ...meta,
      app: meta.app || merged.app ? { ...merged.app, ...meta.app } : undefined,
      display: meta.display || merged.display ? { ...merged.display, ...meta.display } : undefined,
    }),
    {},
  );
}
