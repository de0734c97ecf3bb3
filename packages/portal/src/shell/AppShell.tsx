import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, Footer, IconButton } from '@lcars/ui';
import { useAlertStore } from '../core/stores/alert';
import { useOfflineStore } from '../core/stores/offline';
import { isAuthenticated, useSessionStore } from '../core/stores/session';
import { useThemeStore } from '../core/stores/theme';
import { Icon } from './icons';
import type { RouteMeta } from './routeMeta';
import { ShellActions } from './ShellActions';
import { Copyright, OfflineStatus, type ShellState } from './ShellParts';
import { PRODUCT_TITLE } from './titles';
import * as styles from './shell.css';

// The drawers are for signed-in users only: their chunk (DOMPurify included) stays off the login page.
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));
// The lcars look's frame loads with the look, so the material login page does not carry it.
const LcarsShell = lazy(async () => ({ default: (await import('./LcarsShell')).LcarsShell }));
// The status block loads with the first alert.
const AlertStatusBlock = lazy(async () => ({
  default: (await import('./AlertStatusBlock')).AlertStatusBlock,
}));
const NotificationsDrawer = lazy(async () => ({
  default: (await import('./NotificationsDrawer')).NotificationsDrawer,
}));

function MaterialShell({ meta, showDrawers, navOpen, setNavOpen, openNotifications, children }: ShellState) {
  const alertActive = useAlertStore((state) => state.alertActive);
  return (
    <div className={styles.page}>
      {!meta.app?.hideHeader && (
        <AppBar
          className={styles.appBar}
          title={
            <Link to="/" className={styles.brand}>
              {PRODUCT_TITLE}
            </Link>
          }
          navigation={
            showDrawers ? (
              <IconButton label="Open navigation" onPress={() => setNavOpen(!navOpen)}>
                <Icon name="menu" />
              </IconButton>
            ) : undefined
          }
          actions={
            <ShellActions meta={meta} onOpenNotifications={showDrawers ? openNotifications : undefined} />
          }
        />
      )}
      <div className={styles.body}>
        {showDrawers && (
          <Suspense fallback={null}>
            <NavDrawer isOpen={navOpen} onOpenChange={setNavOpen} />
          </Suspense>
        )}
        <main className={styles.main}>
          {alertActive && (
            <Suspense fallback={null}>
              <AlertStatusBlock />
            </Suspense>
          )}
          <OfflineStatus />
          {children}
        </main>
      </div>
      {!meta.app?.hideFooter && (
        <Footer className={styles.footer}>
          <Copyright />
        </Footer>
      )}
    </div>
  );
}

/**
 * The frame around every page in either look: material (app bar, navigation drawer, footer) or lcars (the
 * LcarsFrame with its side panel of apps, header and footer bars). A route's `app.*` flags hide parts; the 404
 * page hides them all and is shown bare.
 */
export function AppShell({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const look = useThemeStore((state) => state.look);
  const signedIn = useSessionStore(isAuthenticated);
  const isOffline = useOfflineStore((state) => state.isOffline);
  const [navOpen, setNavOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const showDrawers = signedIn && !meta.app?.hideDrawer && !isOffline;

  if (meta.app?.hideHeader && meta.app.hideFooter) return <main className={styles.bare}>{children}</main>;

  const state: ShellState = {
    meta,
    showDrawers,
    navOpen,
    setNavOpen,
    openNotifications: () => setNotesOpen(true),
    children,
  };
  return (
    <>
      {look === 'lcars' && !meta.hideLcarsWrapper ? (
        <Suspense fallback={null}>
          <LcarsShell {...state} />
        </Suspense>
      ) : (
        <MaterialShell {...state} />
      )}
      {showDrawers && (
        <Suspense fallback={null}>
          <NotificationsDrawer isOpen={notesOpen} onOpenChange={setNotesOpen} />
        </Suspense>
      )}
    </>
  );
}
