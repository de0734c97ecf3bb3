export interface TransitionDurations {
  /** ms */
  enter: number;
  /** ms */
  leave: number;
}

/**
 * Named page transition durations, named by their tempo: the design system knows no app, so a portal route picks
 * the set (or its own durations) that fits it. `default` is the portal's page transition, 700 ms in and 450 out.
 */
export const pageTransitions = {
  default: { enter: 700, leave: 450 },
  /** Short and even, for pages that swap often (settings, account pages). */
  quick: { enter: 400, leave: 400 },
  /** A little shorter than the default on the way in. */
  brisk: { enter: 650, leave: 450 },
  /** Long, for a page change that should be seen as a change of place. */
  slow: { enter: 1000, leave: 800 },
} as const satisfies Record<string, TransitionDurations>;

export type PageTransitionName = keyof typeof pageTransitions;

/** The durations in effect: a named set or explicit ones, and none at all under reduced motion. */
export function transitionDurations(
  transition: PageTransitionName | TransitionDurations = 'default',
  reducedMotion = false,
): TransitionDurations {
  if (reducedMotion) return { enter: 0, leave: 0 };
  return typeof transition === 'string' ? pageTransitions[transition] : transition;
}
