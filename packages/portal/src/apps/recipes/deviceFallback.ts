// With Recipes preloaded on this device but the portal still in online mode, a cut network used to leave
// "No connection" and an empty list. A read that finds no server is answered from the device instead, and
// the pages say so (read-only, as offline mode is), until the network is back.
import { create } from 'zustand';
import { useNetworkStore } from '../../core/stores/network';

interface DeviceFallbackState {
  /** Reads are answered from the device because the server could not be reached. */
  fromDevice: boolean;
  setFromDevice: (fromDevice: boolean) => void;
}

export const useDeviceFallbackStore = create<DeviceFallbackState>()((set, get) => ({
  fromDevice: false,
  setFromDevice(fromDevice) {
    if (get().fromDevice !== fromDevice) set({ fromDevice });
  },
}));

// Any answer from the server (or the browser's "online") ends the fallback: reads go to the server again.
useNetworkStore.subscribe((state) => {
  if (state.connected) useDeviceFallbackStore.getState().setFromDevice(false);
});

/** Whether reads come from the device for want of a server (not by the user's choice of offline mode). */
export const isFromDevice = (): boolean =>
  useDeviceFallbackStore.getState().fromDevice && !useNetworkStore.getState().connected;

/** The note the Recipes pages show while they read from the device for want of a server. */
export const DEVICE_FALLBACK_NOTE = 'No connection: showing the recipes kept on this device.';

/**
 * An online read, or, when it got no answer at all (the network is cut) and `fromDevice` has the device's
 * copy, that copy; `fromDevice` answers null when the device keeps no Recipes. `toastNoAnswer` is told when
 * there is neither (the error the read would have shown).
 */
export async function readOrFromDevice<T>(
  online: () => Promise<T | undefined>,
  fromDevice: () => Promise<T | undefined | null>,
  toastNoAnswer: () => void,
): Promise<T | undefined> {
  const answer = await online();
  if (answer !== undefined || useNetworkStore.getState().connected) return answer;
  const kept = await fromDevice();
  if (kept === null) {
    toastNoAnswer();
    return undefined;
  }
  useDeviceFallbackStore.getState().setFromDevice(true);
  return kept;
}
