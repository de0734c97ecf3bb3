import { Link, useNavigate } from 'react-router';
import { Button, Card } from '@lcars/ui';
import { visibleApps } from '../core/apps';
import { useOfflineStore } from '../core/stores/offline';
import { useSessionStore } from '../core/stores/session';
import { LOGIN_PATH } from '../shell/guard';
import * as shellStyles from '../shell/shell.css';
import * as styles from './home.css';

/** The hub: the apps this user may open, one card each (platform.md section 1). */
export function HomePage() {
  const appContext = useSessionStore((state) => state.appContext);
  const accountContext = useSessionStore((state) => state.accountContext);
  const logout = useSessionStore((state) => state.logout);
  const isOffline = useOfflineStore((state) => state.isOffline);
  const navigate = useNavigate();
  const apps = visibleApps(appContext, accountContext);

  const signOut = () => {
    logout();
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.heading}>Choose your path{isOffline ? ' (Offline)' : ''}</h1>
        {!isOffline && (
          <Button variant="secondary" onPress={signOut}>
            Sign out
          </Button>
        )}
      </div>
      {apps.length === 0 ? (
        <p className={styles.empty}>No apps are available to you yet.</p>
      ) : (
        <ul className={styles.apps} aria-label="Apps">
          {apps.map((app) => (
            <li key={app.id} className={styles.appItem}>
              <Card
                title={app.title}
                headingLevel={2}
                actions={
                  <Link to={app.path} className={shellStyles.link} aria-label={`Open ${app.title}`}>
                    Open
                  </Link>
                }
              >
                {app.narrative}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
