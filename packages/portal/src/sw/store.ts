import { create } from 'zustand';

/** The service worker's news for the shell's new-version card ("New version"). */
interface ServiceWorkerState {
  /** A new version is installed and waiting: "New Content Available". */
  needRefresh: boolean;
  /** The app shell is cached for the first time: "App ready to work offline". */
  offlineReady: boolean;
  waiting: ServiceWorker | null;
  close: () => void;
  /** Lets the waiting worker take over; the page reloads once it controls it. */
  reload: () => void;
}

export const useServiceWorkerStore = create<ServiceWorkerState>()((set, get) => ({
  needRefresh: false,
  offlineReady: false,
  waiting: null,
  close: () => set({ needRefresh: false, offlineReady: false }),
  reload() {
    const { waiting } = get();
    if (!waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
}));
