import { create } from 'zustand';
import { readStored, StorageKey, writeStored } from '../storage';

interface OfflineState {
  /** The portal runs from the local store (the spec's `app-offline` flag, kept in localStorage). */
  isOffline: boolean;
  setOffline: (isOffline: boolean) => void;
}

/** The offline flag. Confirmations, preloading and the network probe join it with the offline work. */
export const useOfflineStore = create<OfflineState>()((set) => ({
  isOffline: readStored('local', StorageKey.appOffline) === 'true',
  setOffline(isOffline) {
    writeStored('local', StorageKey.appOffline, isOffline ? 'true' : null);
    set({ isOffline });
  },
}));
