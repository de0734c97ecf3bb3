import { redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { APP_LIST_PATHS, appEntries, offlineOfApp } from '../apps/registry';
import { mayGoOffline } from '../core/offline/appOffline';
import { guardAppOf, type GuardApp } from '../core/apps';
import { useAppContextStore } from '../core/stores/appContext';
import { isAuthenticated, useSessionStore } from '../core/stores/session';
import { useOfflineStore } from '../core/stores/offline';
import { useSettingsStore } from '../core/stores/settings';
import { refuseDisabledApp } from './areaAccess';
import { guardRoute, rememberedRouteOf } from './guard';
import { mergeRouteMeta, routeMetaOf, type RouteMeta } from './routeMeta';

/** Guard rule 1: every navigation waits until app and account contexts were restored once. */
export async function restoreLoader(): Promise<null> {
  await useSessionStore.getState().restore();
  return null;
}

/** The guard's app with whether its offline data is on this device (apps that preload must have done so). */
function withOfflineData(app: GuardApp | null, appId: number | undefined): GuardApp | null {
  if (!app || appId === undefined) return app;
  const preloaded = useOfflineStore.getState().preloadedApps;
  return { ...app, offlineDataReady: mayGoOffline(offlineOfApp(appEntries, appId), preloaded, appId) };
}

/** Applies the pure guard to one route, given its merged metadata, with the live session and offline state. */
function guardedLoader(meta: RouteMeta, loader: RouteObject['loader']): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const session = useSessionStore.getState();
    await session.restore();
    const state = useSessionStore.getState();
    const url = new URL(args.request.url);
    const offlineEnabled = useSettingsStore.getState().globalAppSettings.isOfflineEnabled;
    const target = guardRoute(
      {
        pathname: url.pathname,
        search: url.search,
        meta,
        app: withOfflineData(
          guardAppOf(
            meta.appId,
            useAppContextStore.getState().appContext,
            state.accountContext,
            APP_LIST_PATHS,
          ),
          meta.appId,
        ),
      },
      { isAuthenticated: isAuthenticated(state) },
      { offlineEnabled, isOffline: useOfflineStore.getState().isOffline },
    );
    if (target) {
      if (target.requestedRoute) state.setRedirectAfterLogin(target.requestedRoute);
      return redirect(target.to);
    }
    refuseDisabledApp(meta.appId, useAppContextStore.getState().appContext);
    const remembered = rememberedRouteOf(url.pathname, url.search, args.params);
    if (remembered) state.rememberRoute(remembered.path, remembered.params);
    return typeof loader === 'function' ? loader(args, undefined) : null;
  };
}

/**
 * Gives every leaf route (the route a URL resolves to) a loader that runs the navigation guard with
 * the metadata merged from its ancestors' and its own `handle`. A route's own loader runs after the
 * guard lets it through.
 */
export function withGuards(routes: RouteObject[], ancestors: RouteMeta[] = []): RouteObject[] {
  return routes.map((route) => {
    const chain = [...ancestors, routeMetaOf(route.handle)];
    if (route.children?.length) {
      return { ...route, children: withGuards(route.children, chain) };
    }
    return { ...route, loader: guardedLoader(mergeRouteMeta(chain), route.loader) };
  });
}
