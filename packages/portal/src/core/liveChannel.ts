import { createLiveTicket } from '@lcars/contract';
import { send } from './call';
import { createLiveConnection } from './live';
import { handleLiveMessage, useLiveStore } from './liveEvents';
import { startSharedLive, webLockLeadership, type SharedLive } from './liveShare';
import { notificationsStore } from './stores/notifications';
import { useOfflineStore } from './stores/offline';
import { isAuthenticated, useSessionStore } from './stores/session';
import { pushToast } from './stores/toasts';

const CHANNEL_NAME = 'lcars-live';

let shared: SharedLive | null = null;

function open(): SharedLive {
  return startSharedLive({
    channel: new BroadcastChannel(CHANNEL_NAME),
    requestLeadership: webLockLeadership('lcars-live-leader'),
    createConnection: (onMessage, onState, lastEventId) =>
      createLiveConnection({
        open: (url) => new EventSource(url),
        // A one-use ticket through the api client (an expired access token is refreshed first): the access
        // token itself never goes in the URL (issue #21).
        ticket: async () => {
          if (!useSessionStore.getState().token) return null;
          const answer = await send(createLiveTicket, {}, { context: { toastOnError: false } }).json();
          return answer.ticket;
        },
        lastEventId,
        onMessage,
        onState,
      }),
    onMessage: (message) =>
      handleLiveMessage(message, {
        reloadNotifications: () => void notificationsStore.getState().loadRecent(),
        toast: pushToast,
        progress: (progress) => useLiveStore.getState().progress(progress),
        resync: () => {
          void notificationsStore.getState().loadRecent();
          useLiveStore.getState().resync();
        },
      }),
    onState: (state) => useLiveStore.getState().setState(state),
  });
}

/** Whether the live channel should be open: signed in, online. */
const wanted = (): boolean =>
  isAuthenticated(useSessionStore.getState()) &&
  !!useSessionStore.getState().token &&
  !useOfflineStore.getState().isOffline;

function sync(): void {
  if (wanted() && !shared) shared = open();
  else if (!wanted() && shared) {
    shared.stop();
    shared = null;
  }
}

/**
 * Starts following the session: the live channel opens once the user is authenticated and online and
 * closes on sign-out or going offline. The screens layer calls this once at start-up (browser only).
 * Returns the function that stops following and closes the channel.
 */
export function startLiveChannel(): () => void {
  if (typeof EventSource === 'undefined' || typeof BroadcastChannel === 'undefined') return () => undefined;
  const unsubscribeSession = useSessionStore.subscribe(sync);
  const unsubscribeOffline = useOfflineStore.subscribe(sync);
  sync();
  return () => {
    unsubscribeSession();
    unsubscribeOffline();
    shared?.stop();
    shared = null;
  };
}
