import { Card } from '@lcars/ui';
import { useLiveStore } from '../core/liveEvents';
import { useAppContextStore } from '../core/stores/appContext';
import { useOfflineStore } from '../core/stores/offline';
import { useSettingsStore } from '../core/stores/settings';
import * as styles from './pages.css';

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/**
 * /condition: the condition of the portal on this device. The route had no content of its own before;
 * this page reports what the shell knows: connection, live channel and offline readiness.
 */
export function ConditionPage() {
  const isOffline = useOfflineStore((state) => state.isOffline);
  const offlineReady = useOfflineStore((state) => state.offlineReady);
  const offlineEnabled = useSettingsStore((state) => state.globalAppSettings.isOfflineEnabled);
  const live = useLiveStore((state) => state.state);
  const apps = useAppContextStore((state) => state.appContext?.apps.length ?? 0);
  return (
    <>
      <h1 className={styles.heading}>Condition</h1>
      <Card title="This device" headingLevel={2}>
        <dl className={styles.facts}>
          <dt className={styles.term}>Mode</dt>
          <dd className={styles.value}>{isOffline ? 'Offline' : 'Online'}</dd>
          <dt className={styles.term}>Live channel</dt>
          <dd className={styles.value}>{live}</dd>
          <dt className={styles.term}>Offline use enabled</dt>
          <dd className={styles.value}>{yesNo(offlineEnabled)}</dd>
          <dt className={styles.term}>Offline data ready</dt>
          <dd className={styles.value}>{yesNo(offlineReady)}</dd>
          <dt className={styles.term}>Apps known</dt>
          <dd className={styles.value}>{apps}</dd>
        </dl>
      </Card>
    </>
  );
}
