// The layout breakpoints, in CSS pixels. Below lg counts as mobile: the navigation
// drawer turns modal there.
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export type BreakpointName = keyof typeof breakpoints;
/** The band a width falls in: 'xs' below sm, otherwise the largest breakpoint it reaches. */
export type Breakpoint = 'xs' | BreakpointName;

/** The first breakpoint that is not mobile. */
export const mobileBreakpoint: BreakpointName = 'lg';

/** The app bar hides when the window is lower than this (px). */
export const appBarMinWindowHeight = 375;

const ascending = Object.entries(breakpoints) as [BreakpointName, number][];

/** The band of a window width. */
export function breakpointOf(width: number): Breakpoint {
  let band: Breakpoint = 'xs';
  for (const [name, min] of ascending) {
    if (width >= min) band = name;
  }
  return band;
}

/** Whether a window width counts as mobile (below lg). */
export function isMobileWidth(width: number): boolean {
  return width < breakpoints[mobileBreakpoint];
}

/** Media queries for CSS (`'@media': { [mediaUp.lg]: ... }`) and matchMedia. */
export const mediaUp = Object.fromEntries(
  ascending.map(([name, min]) => [name, `screen and (min-width: ${min}px)`]),
) as Record<BreakpointName, string>;

/** Below a breakpoint: max-width a fraction of a pixel under it, so exactly one of up/down matches. */
export const mediaDown = Object.fromEntries(
  ascending.map(([name, min]) => [name, `screen and (max-width: ${min - 0.02}px)`]),
) as Record<BreakpointName, string>;

/** Matches below lg. */
export const mediaMobile = mediaDown[mobileBreakpoint];

/** Matches when the window is too low for the app bar. */
export const mediaAppBarHidden = `screen and (max-height: ${appBarMinWindowHeight - 0.02}px)`;

export const mediaReducedMotion = '(prefers-reduced-motion: reduce)';
