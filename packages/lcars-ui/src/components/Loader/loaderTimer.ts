/** The loader's timings. */
export const loaderDefaults = {
  /** The overlay appears only for loads longer than this. */
  showDelay: 300,
  /** Hiding waits this long unless forced, so back-to-back loads do not flicker. */
  hideDelay: 1000,
  /** One turn of a spinner. */
  animation: 2000,
} as const;

/** Spinner kinds of the material look (theme mode 1: six) and the lcars look (mode 2: two scan loaders). */
export const materialSpinnerKinds = ['ring', 'dots', 'bars', 'pulse', 'orbit', 'square'] as const;
export const lcarsSpinnerKinds = ['scanBar', 'scanRadar'] as const;
export type SpinnerKind = (typeof materialSpinnerKinds)[number] | (typeof lcarsSpinnerKinds)[number];

/** A random spinner for a look (`random` in [0, 1), injectable for tests). */
export function randomSpinnerKind(
  look: 'material' | 'lcars',
  random: () => number = Math.random,
): SpinnerKind {
  const kinds: readonly SpinnerKind[] = look === 'lcars' ? lcarsSpinnerKinds : materialSpinnerKinds;
  return kinds[Math.min(kinds.length - 1, Math.floor(random() * kinds.length))] as SpinnerKind;
}

export interface LoaderTimer {
  /** A load started: show after the show delay (at once if already shown). */
  show(): void;
  /** A load ended: hide after the hide delay, or at once when forced. A pending show is cancelled. */
  hide(force?: boolean): void;
  dispose(): void;
}

/** Delays the loader overlay's visibility: shown after 300 ms of loading, hidden 1 s after it ends. */
export function createLoaderTimer(
  onVisibleChange: (visible: boolean) => void,
  {
    showDelay = loaderDefaults.showDelay,
    hideDelay = loaderDefaults.hideDelay,
  }: { showDelay?: number; hideDelay?: number } = {},
): LoaderTimer {
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    timer = undefined;
    if (next !== visible) {
      visible = next;
      onVisibleChange(next);
    }
  };
  return {
    show() {
      clear();
      if (visible) return;
      timer = setTimeout(() => set(true), showDelay);
    },
    hide(force = false) {
      clear();
      if (!visible) return;
      if (force) set(false);
      else timer = setTimeout(() => set(false), hideDelay);
    },
    dispose: clear,
  };
}
