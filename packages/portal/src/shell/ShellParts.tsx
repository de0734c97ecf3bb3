import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_VERSION } from '@lcars/contract';
import { useAlertStore } from '../core/stores/alert';
import { useNetworkStore } from '../core/stores/network';
import { useOfflineStore } from '../core/stores/offline';
import type { RouteMeta } from './routeMeta';
import { PRODUCT_TITLE } from './titles';
import * as styles from './shell.css';

export const VERSION_PATH = '/version';
const COPYRIGHT = `© ${new Date().getFullYear()} ${PRODUCT_TITLE} ${CLIENT_VERSION}`;

/** The copyright line: it opens /version. */
export function Copyright() {
  return (
    <Link to={VERSION_PATH} className={styles.copyright}>
      {COPYRIGHT}
    </Link>
  );
}

/**
 * "App Offline", blinking while no alert shows in the status panel; with offline
 * mode off and the server out of reach, "No connection", so an empty page is not taken for an empty list.
 */
export function OfflineStatus() {
  const isOffline = useOfflineStore((state) => state.isOffline);
  const connected = useNetworkStore((state) => state.connected);
  const alertActive = useAlertStore((state) => state.alertActive);
  if (!isOffline && connected) return null;
  return (
    <p className={styles.offlineStatus} data-blink={alertActive ? 'off' : 'on'} role="status">
      {isOffline ? 'App Offline' : 'No connection'}
    </p>
  );
}

export interface ShellState {
  meta: RouteMeta;
  /** The side drawer and the notification drawer: signed in, the route keeps them, online. */
  showDrawers: boolean;
  navOpen: boolean;
  setNavOpen: (open: boolean) => void;
  openNotifications: () => void;
  children: ReactNode;
}
