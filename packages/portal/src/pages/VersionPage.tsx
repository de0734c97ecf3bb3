import { Card } from '@lcars/ui';
import { CLIENT_VERSION } from '@lcars/contract';
import { useAppContextStore } from '../core/stores/appContext';
import { useOfflineStore } from '../core/stores/offline';
import { PRODUCT_TITLE } from '../shell/titles';
import * as styles from './pages.css';

/** /version: the client's version and the API's, from the app context. */
export function VersionPage() {
  const apiVersion = useAppContextStore((state) => state.appContext?.apiVersion);
  const environment = useAppContextStore((state) => state.appContext?.environmentName);
  const isOffline = useOfflineStore((state) => state.isOffline);
  return (
    <>
      <h1 className={styles.heading}>Version</h1>
      <Card title={PRODUCT_TITLE} headingLevel={2}>
        <dl className={styles.facts}>
          <dt className={styles.term}>Client version</dt>
          <dd className={styles.value} data-testid="client-version">
            {CLIENT_VERSION}
          </dd>
          <dt className={styles.term}>API version</dt>
          <dd className={styles.value} data-testid="api-version">
            {apiVersion ?? 'Unknown'}
            {isOffline && apiVersion ? ' (saved on this device)' : ''}
          </dd>
          {environment ? (
            <>
              <dt className={styles.term}>Environment</dt>
              <dd className={styles.value}>{environment}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </>
  );
}
