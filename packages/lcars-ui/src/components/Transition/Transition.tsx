import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReducedMotion } from '../../layout/useBreakpoint';
import * as styles from './Transition.css';
import { transitionDurations, type PageTransitionName, type TransitionDurations } from './transitions';
import { joinClasses } from '../joinClasses';

export type TransitionEffect = 'fade' | 'slide';

export interface PageTransitionProps {
  /** Identifies the page shown (a route key or path): a new key plays leave on the old page, then enter. */
  transitionKey: string;
  children: ReactNode;
  /** A named set (default, quick, brisk, slow: see `pageTransitions`) or explicit durations. Default 'default'. */
  transition?: PageTransitionName | TransitionDurations;
  /** Default 'fade'. */
  effect?: TransitionEffect;
  className?: string;
}

type Phase = 'entering' | 'leaving' | 'idle';

/**
 * Plays the route's leave animation on the outgoing page, then the enter animation on the incoming one
 * (default 700/450 ms). Instant under prefers-reduced-motion.
 */
export function PageTransition({
  transitionKey,
  children,
  transition = 'default',
  effect = 'fade',
  className,
}: PageTransitionProps) {
  const reducedMotion = useReducedMotion();
  const durations = transitionDurations(transition, reducedMotion);
  const [shown, setShown] = useState({ key: transitionKey, children });
  const [entering, setEntering] = useState(true);
  // The newest page, read when the leave animation ends.
  const latest = useRef({ key: transitionKey, children });
  useEffect(() => {
    latest.current = { key: transitionKey, children };
  });

  const keyChanged = shown.key !== transitionKey;
  const isLeaving = keyChanged && durations.leave > 0;
  useEffect(() => {
    if (!keyChanged) return;
    const timer = setTimeout(() => {
      setShown(latest.current);
      setEntering(durations.enter > 0);
    }, durations.leave);
    return () => clearTimeout(timer);
  }, [keyChanged, durations.leave, durations.enter]);

  useEffect(() => {
    if (!entering) return;
    const timer = setTimeout(() => setEntering(false), durations.enter);
    return () => clearTimeout(timer);
  }, [entering, shown.key, durations.enter]);

  const phase: Phase = isLeaving ? 'leaving' : entering ? 'entering' : 'idle';

  return (
    <div
      data-phase={phase}
      className={joinClasses(
        styles.page,
        reducedMotion ? undefined : styles.effect[effect][phase],
        className,
      )}
      style={assignInlineVars({
        [styles.enterDuration]: `${durations.enter}ms`,
        [styles.leaveDuration]: `${durations.leave}ms`,
      })}
    >
      {/* The current page renders live; only an outgoing page is a frozen copy. */}
      {isLeaving ? shown.children : children}
    </div>
  );
}
