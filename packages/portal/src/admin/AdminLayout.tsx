import { Outlet } from 'react-router';
import { ConfirmProvider } from '@lcars/ui';
import { AreaErrorPage } from '../shell/AreaErrorPage';
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
  return <AreaErrorPage area="admin" forbiddenText="The admin area is for administrators only." />;
}
