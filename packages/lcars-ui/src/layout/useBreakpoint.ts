import { useCallback, useSyncExternalStore } from 'react';
import { breakpointOf, mediaReducedMotion, type Breakpoint } from './breakpoints';

const hasWindow = () => typeof window !== 'undefined';

/**
 * Whether a media query matches, kept current with matchMedia. On the server (and in the first client render of a
 * hydrated page) it answers `serverValue`, so markup matches.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasWindow() || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasWindow() && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

function subscribeResize(onChange: () => void) {
  if (!hasWindow()) return () => {};
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width in px; `serverValue` (default 0) on the server. */
export function useWindowWidth(serverValue = 0): number {
  return useSyncExternalStore(
    subscribeResize,
    () => (hasWindow() ? window.innerWidth : serverValue),
    () => serverValue,
  );
}

/** The window's inner height in px; `serverValue` (default 0) on the server. */
export function useWindowHeight(serverValue = 0): number {
  return useSyncExternalStore(
    subscribeResize,
    () => (hasWindow() ? window.innerHeight : serverValue),
    () => serverValue,
  );
}

export interface BreakpointState {
  /** The band of the window width: xs, sm, md, lg, xl or xxl. */
  name: Breakpoint;
  /** Below lg: the navigation drawer is modal. */
  isMobile: boolean;
}

/**
 * The breakpoint band of the window, re-rendering only when the band changes. On the server it reports
 * `serverWidth` (default 1280, desktop).
 */
export function useBreakpoint(serverWidth = 1280): BreakpointState {
  const name = useSyncExternalStore(
    subscribeResize,
    () => breakpointOf(hasWindow() ? window.innerWidth : serverWidth),
    () => breakpointOf(serverWidth),
  );
  return { name, isMobile: name === 'xs' || name === 'sm' || name === 'md' };
}

/** Whether the user asked for reduced motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(mediaReducedMotion);
}
