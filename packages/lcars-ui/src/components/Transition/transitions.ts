export interface TransitionDurations {
  /** ms */
  enter: number;
  /** ms */
  leave: number;
}

/** Page transition durations of the spec (sections 2 and 9, and the apps document). */
export const pageTransitions = {
  default: { enter: 700, leave: 450 },
  account: { enter: 400, leave: 400 },
  repo: { enter: 1000, leave: 800 },
  scanner: { enter: 400, leave: 400 },
  boxing: { enter: 650, leave: 450 },
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
