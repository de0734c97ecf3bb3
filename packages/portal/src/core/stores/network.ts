import { create } from 'zustand';

/**
 * Whether the server can be reached, apart from offline mode (the user's choice to work from the device):
 * with the network cut and offline mode off, the shell says so instead of pages showing empty lists.
 * The browser's online/offline events and the outcome of every API call keep it current.
 */
interface NetworkState {
  connected: boolean;
  setConnected: (connected: boolean) => void;
}

export const useNetworkStore = create<NetworkState>()((set, get) => ({
  connected: typeof navigator === 'undefined' ? true : navigator.onLine,
  setConnected(connected) {
    if (get().connected !== connected) set({ connected });
  },
}));

/** Follows the browser's own view of the network; returns a function that stops following it. */
export function watchNetwork(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const online = () => useNetworkStore.getState().setConnected(true);
  const offline = () => useNetworkStore.getState().setConnected(false);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
