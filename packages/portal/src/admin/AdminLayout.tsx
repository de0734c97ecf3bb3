import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { ConfirmProvider } from '@lcars/ui';
import { FORBIDDEN } from './access';
import * as styles from './admin.css';

/** The admin area's frame: its confirm dialog for `useConfirm()` and the page. */
export function AdminLayout() {
  return (
    <ConfirmProvider>
      <div className={styles.page}>
        <Outlet />
      </div>
    </ConfirmProvider>
  );
}

/** A member opening the admin area (403), or an admin page that failed to load. */
export function AdminErrorPage() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === FORBIDDEN;
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.heading}>{forbidden ? '403 Access denied' : 'Something went wrong'}</h1>
      <p className={styles.muted}>
        {forbidden
          ? 'The admin area is for administrators only.'
          : 'The admin page could not be shown. Try again later.'}
      </p>
      <p>
        <Link to="/" className={styles.link}>
          Back to home
        </Link>
      </p>
    </div>
  );
}

/** /admin/offline: the admin area needs the server (platform.md section 2, "App Offline"). */
export function AdminOfflinePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>App Offline</h1>
      <p className={styles.muted}>
        The application could not connect to the server and cannot continue. Please try again later.
      </p>
      <p>
        <Link to="/" className={styles.link}>
          Back to home
        </Link>
      </p>
    </div>
  );
}
