import { isAuthenticated, useSessionStore } from '../core/stores/session';

/**
 * Starts the live channel (core/liveChannel.ts) the first time a user is signed in. The channel's code (and
 * the zod schemas it validates events with) loads then, so the login page does not carry it. Once started,
 * the channel follows sign-out and offline mode by itself.
 */
export function startLiveChannelWhenSignedIn(): void {
  let started = false;
  const check = () => {
    const state = useSessionStore.getState();
    if (started || !isAuthenticated(state) || !state.token) return;
    started = true;
    unsubscribe();
    void import('../core/liveChannel')
      .then(({ startLiveChannel }) => startLiveChannel())
      .catch((error: unknown) => console.error('The live channel could not be started.', error));
  };
  const unsubscribe = useSessionStore.subscribe(check);
  check();
}
