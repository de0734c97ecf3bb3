import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_VERSION } from '@lcars/api/contract';
import { useAlertStore } from '../core/stores/alert';
import { useOfflineStore } from '../core/stores/offline';
import type { RouteMeta } from './routeMeta';
import { PRODUCT_TITLE } from './titles';
import * as styles from './shell.css';

export const VERSION_PATH = '/version';
const COPYRIGHT = `© ${new Date().getFullYear()} ${PRODUCT_TITLE} ${CLIENT_VERSION}`;

/** The copyright line: it opens /version (platform.md section 2). */
export function Copyright() {
  return (
    <Link to={VERSION_PATH} className={styles.copyright}>
      {COPYRIGHT}
    </Link>
  );
}

/** "App Offline", blinking while no alert shows in the status panel (platform.md section 4). */
export function OfflineStatus() {
  const isOffline = useOfflineStore((state) => state.isOffline);
  const alertActive = useAlertStore((state) => state.alertActive);
  if (!isOffline) return null;
  return (
    <p className={styles.offlineStatus} data-blink={alertActive ? 'off' : 'on'} role="status">
      App Offline
    </p>
  );
}

export interface ShellState {
  meta: RouteMeta;
  /** The side drawer and the notification drawer: signed in, the route keeps them, online (platform.md 2, 6). */
  showDrawers: boolean;
  navOpen: boolean;
  setNavOpen: (open: boolean) => void;
  openNotifications: () => void;
  children: ReactNode;
}
