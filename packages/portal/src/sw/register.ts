import { useServiceWorkerStore } from './store';

function watch(worker: ServiceWorker, hadController: boolean): void {
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (hadController) useServiceWorkerStore.setState({ needRefresh: true, waiting: worker });
    else useServiceWorkerStore.setState({ offlineReady: true });
  });
}

/** How often an open portal asks whether a new version was published. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Coming back to the tab asks again, but not more often than this. */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

/**
 * Asks the server for a new sw.js: at start-up, then every hour and when the tab comes back into view (at most
 * once a minute). The browser looks by itself only on navigations, and late (it defers the check while the
 * page is busy): a single-page app that stays open navigates in the page and would not hear of a new version
 * for a day, and a reload might show the card only seconds later or not at all. Asking at start-up, once the
 * listeners above are in place, makes a reload after a deployment show the card at once, which is also what
 * lets the end-to-end test check the update flow for real. A failed check (offline) waits for the next one.
 */
export function createUpdateChecker(
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  now: () => number = Date.now,
): { check: () => void; checkIfDue: () => void } {
  let lastCheck = Number.NEGATIVE_INFINITY;
  const check = () => {
    lastCheck = now();
    registration.update().catch(() => undefined);
  };
  return {
    check,
    checkIfDue: () => {
      if (now() - lastCheck >= UPDATE_CHECK_MIN_GAP_MS) check();
    },
  };
}

/** Registers /sw.js with the site root as its scope (production builds only: dev serves modules unbundled). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const hadController = navigator.serviceWorker.controller !== null;
    if (registration.waiting && hadController) {
      useServiceWorkerStore.setState({ needRefresh: true, waiting: registration.waiting });
    }
    if (registration.installing) watch(registration.installing, hadController);
    registration.addEventListener('updatefound', () => {
      if (registration.installing)
        watch(registration.installing, navigator.serviceWorker.controller !== null);
    });
    const updates = createUpdateChecker(registration);
    updates.check();
    setInterval(updates.check, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') updates.checkIfDue();
    });
  } catch (error) {
    console.error('The service worker could not be registered.', error);
  }
}
