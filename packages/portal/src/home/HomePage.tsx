import { Link } from 'react-router';
import { Button, Card } from '@lcars/ui';
import { useOfflineStore } from '../core/stores/offline';
import { useSessionStore } from '../core/stores/session';
import { hubTitle } from '../shell/titles';
import { useVisibleApps } from '../shell/useVisibleApps';
import * as shellStyles from '../shell/shell.css';
import * as styles from './home.css';

/** The hub: the apps this user may open (and this build has screens for), one card each. */
export function HomePage() {
  const signOut = useSessionStore((state) => state.signOut);
  const loggingOut = useSessionStore((state) => state.loggingOut);
  const isOffline = useOfflineStore((state) => state.isOffline);
  const apps = useVisibleApps();

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.heading}>{hubTitle(isOffline)}</h1>
        {!isOffline && (
          // signOut navigates to the login page itself once the server confirms.
          <Button variant="secondary" isDisabled={loggingOut} onPress={() => void signOut()}>
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
