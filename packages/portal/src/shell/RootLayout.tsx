import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useHref,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Button } from '@lcars/ui';
import { useAppContextStore } from '../core/stores/appContext';
import { AppOfflinePage } from '../pages/AppOfflinePage';
import { AppShell } from './AppShell';
import { documentTitle } from './guard';
import { LoadingOverlay } from './LoadingOverlay';
import { mergeRouteMeta, routeMetaOf, type RouteMeta } from './routeMeta';
import { ShellServices } from './ShellServices';
import { useNetworkStore } from '../core/stores/network';
import { isLoadFailure } from './loadFailure';
import { ThemeRoot } from './ThemeRoot';
import * as styles from './shell.css';

function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return mergeRouteMeta(matches.map((match) => routeMetaOf(match.handle)));
}

/**
 * The root route: theme and sound, shell in the chosen look, document title (guard rule 6), the overlays
 * (toasts, loader, confirm, new version) and the loader between routes. Without an app context the
 * "App Offline" page replaces everything.
 */
export function RootLayout() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const appContextFailed = useAppContextStore((state) => state.appContextFailed);
  const title = appContextFailed ? documentTitle({ htmlTitle: 'App Offline' }) : documentTitle(meta);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    // Inside an app's routes the theme chosen for that app applies; the global look elsewhere.
    <ThemeRoot appId={meta.appId}>
      {/* react-aria links (drawer items, frame blocks) navigate with the router instead of reloading. */}
      <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        {appContextFailed ? (
          <AppOfflinePage />
        ) : (
          <AppShell meta={meta}>
            <Outlet />
          </AppShell>
        )}
        <ShellServices />
      </AriaRouterProvider>
      {navigation.state === 'loading' && <LoadingOverlay />}
    </ThemeRoot>
  );
}

/** Shown while the app and account contexts are restored on first navigation (guard rule 1). */
export function RootHydrateFallback() {
  return (
    <ThemeRoot>
      <LoadingOverlay />
    </ThemeRoot>
  );
}

/** Last line of defence: a route that failed to load or render. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const connected = useNetworkStore((state) => state.connected);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  const noConnection = detail === null && isLoadFailure(error, connected && navigator.onLine);
  return (
    <ThemeRoot>
      <div className={styles.centred} role="alert">
        <h1>{noConnection ? 'No connection' : 'Something went wrong'}</h1>
        <p>
          {noConnection
            ? 'This page could not be loaded: the server cannot be reached. Reload once the connection is back.'
            : (detail ?? 'The page could not be shown.')}
        </p>
        <Button variant="primary" onPress={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </ThemeRoot>
  );
}
