import { create } from 'zustand';

/** The loader hides 1 s after it is told to, unless forced (no flicker between calls). */
export const LOADER_HIDE_DELAY = 1000;

interface LoaderState {
  visible: boolean;
  show: () => void;
  /** Hides after LOADER_HIDE_DELAY; `force` hides at once. A show in between cancels the hide. */
  hide: (force?: boolean) => void;
}

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The loader overlay, for work outside navigation (saves, preloads). */
export const useLoaderStore = create<LoaderState>()((set) => ({
  visible: false,
  show() {
    clearTimeout(hideTimer);
    set({ visible: true });
  },
  hide(force = false) {
    clearTimeout(hideTimer);
    if (force) set({ visible: false });
    else hideTimer = setTimeout(() => set({ visible: false }), LOADER_HIDE_DELAY);
  },
}));
