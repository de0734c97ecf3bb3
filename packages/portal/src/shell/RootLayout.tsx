import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useMatches, useNavigation, useRouteError } from 'react-router';
import { Button } from '@lcars/ui';
import { AppShell } from './AppShell';
import { documentTitle } from './guard';
import { LoadingOverlay } from './LoadingOverlay';
import { mergeRouteMeta, routeMetaOf, type RouteMeta } from './routeMeta';
import { ThemeRoot } from './ThemeRoot';
import * as styles from './shell.css';

function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return mergeRouteMeta(matches.map((match) => routeMetaOf(match.handle)));
}

/** The root route: theme, shell, document title (guard rule 6) and the loader overlay between routes. */
export function RootLayout() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const title = documentTitle(meta);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <ThemeRoot>
      <AppShell meta={meta}>
        <Outlet />
      </AppShell>
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
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <ThemeRoot>
      <div className={styles.centred} role="alert">
        <h1>Something went wrong</h1>
        <p>{detail ?? 'The page could not be shown.'}</p>
        <Button variant="primary" onPress={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </ThemeRoot>
  );
}
