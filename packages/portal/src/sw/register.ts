import { useServiceWorkerStore } from './store';

function watch(worker: ServiceWorker, hadController: boolean): void {
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (hadController) useServiceWorkerStore.setState({ needRefresh: true, waiting: worker });
    else useServiceWorkerStore.setState({ offlineReady: true });
  });
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
  } catch (error) {
    console.error('The service worker could not be registered.', error);
  }
}
