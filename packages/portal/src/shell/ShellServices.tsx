import { lazy, Suspense, useState } from 'react';
import { Button, Card } from '@lcars/ui';
import { useLoaderStore } from '../core/stores/loader';
import { useSettingsStore } from '../core/stores/settings';
import { useToastStore } from '../core/stores/toasts';
import { useServiceWorkerStore } from '../sw/store';
import { useConfirmStore } from './confirm';
import * as styles from './shell.css';

// Loaded on first use, so the login page does not carry the dialog and loader code.
const ConfirmHost = lazy(async () => ({ default: (await import('./ConfirmHost')).ConfirmHost }));
const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }));
const LoaderHost = lazy(async () => ({ default: (await import('./LoaderHost')).LoaderHost }));

/** "New Content Available" with Reload and Close, or "App ready to work offline", in the product's wording. */
function NewVersionCard() {
  const needRefresh = useServiceWorkerStore((state) => state.needRefresh);
  // "App ready to work offline" is news only to a user who may work offline.
  const offlineEnabled = useSettingsStore((state) => state.globalAppSettings.isOfflineEnabled);
  const offlineReady = useServiceWorkerStore((state) => state.offlineReady) && offlineEnabled;
  const reload = useServiceWorkerStore((state) => state.reload);
  const close = useServiceWorkerStore((state) => state.close);
  if (!needRefresh && !offlineReady) return null;
  return (
    <div className={styles.versionCard} role="status">
      <Card
        title={needRefresh ? 'New Content Available' : 'App ready to work offline'}
        headingLevel={2}
        actions={
          <>
            {needRefresh && (
              <Button variant="primary" onPress={reload}>
                Reload
              </Button>
            )}
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </>
        }
      >
        {needRefresh
          ? 'A new version of the portal is ready.'
          : 'The portal can now start without a connection.'}
      </Card>
    </div>
  );
}

/** Everything the shell shows over the pages: toasts, the loader overlay and the new-version card. */
export function ShellServices() {
  const loading = useLoaderStore((state) => state.visible);
  const confirming = useConfirmStore((state) => state.pending !== null);
  // The overlay mounts with the first load and stays, so its show delay and fade work from then on.
  const [loaderUsed, setLoaderUsed] = useState(false);
  if (loading && !loaderUsed) setLoaderUsed(true);
  // The toast region mounts with the first toast (queued in the core's store until then) and stays.
  const toastWaiting = useToastStore((state) => state.toasts.length > 0);
  const [toastsUsed, setToastsUsed] = useState(false);
  if (toastWaiting && !toastsUsed) setToastsUsed(true);
  return (
    <>
      {/* One boundary each: one loading must not hide the others. */}
      <Suspense fallback={null}>{toastsUsed && <ToastHost />}</Suspense>
      <Suspense fallback={null}>{loaderUsed && <LoaderHost />}</Suspense>
      <Suspense fallback={null}>{confirming && <ConfirmHost />}</Suspense>
      <NewVersionCard />
    </>
  );
}
