import { Button } from '@lcars/ui';
import * as styles from '../shell/shell.css';

/** Shown instead of any page when the app context could not be restored. */
export function AppOfflinePage() {
  return (
    <div className={styles.centred} data-testid="app-offline">
      <h1>App Offline</h1>
      <p>The application could not connect to the server and cannot continue.</p>
      <p>Please try again later.</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
