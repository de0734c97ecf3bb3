// A change needs the server: offline, the portal keeps a copy to read, never a queue of changes to send later.
import { useOfflineStore } from '../stores/offline';
import { ERROR_TOAST_DURATION, pushToast } from '../stores/toasts';

/** The product's words for a change tried offline. */
export const OFFLINE_COMMIT_MESSAGE = 'Offline commit is not implemented.';

/** Sends a change online; offline it is refused with OFFLINE_COMMIT_MESSAGE and never sent. */
export function whenOnline<T>(send: () => Promise<T | undefined>): Promise<T | undefined> {
  if (!useOfflineStore.getState().isOffline) return send();
  pushToast({ type: 'error', title: OFFLINE_COMMIT_MESSAGE, duration: ERROR_TOAST_DURATION });
  return Promise.resolve(undefined);
}
