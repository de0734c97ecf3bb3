import type { CSSProperties, ReactNode } from 'react';
import { fill, type LcarsColor } from '../../theme/fills.css';
import type { LcarsSize } from '../../theme/frame.css';
import * as styles from './LcarsBar.css';
import { hasLabel, joinClasses } from '../joinClasses';

export type LcarsCaps = 'none' | 'start' | 'end' | 'both';

export interface LcarsBarProps {
  /** Theme fill role. Default 'primary'. */
  color?: LcarsColor;
  /** Thickness from the shape tokens barHeightSm/Md/Lg. Default 'md'. */
  size?: LcarsSize;
  orientation?: 'horizontal' | 'vertical';
  /** Rounded pill caps at neither, one or both ends (logical: start and end mirror in RTL). Default 'none'. */
  caps?: LcarsCaps;
  /** Share of the free space the bar takes in a row (flex-grow); 0 keeps its own length. Default 0. */
  grow?: number;
  /** Fixed length along the bar, e.g. '4rem'. */
  length?: string;
  /** A short code drawn in the bar (a large bar fits one); the bar is decorative without it. */
  children?: ReactNode;
  className?: string;
}

/** A straight LCARS bar segment: the pieces that run between elbows and caps. */
export function LcarsBar({
  color = 'primary',
  size = 'md',
  orientation = 'horizontal',
  caps = 'none',
  grow = 0,
  length,
  children,
  className,
}: LcarsBarProps) {
  const labelled = hasLabel(children);
  const style: CSSProperties = { flexGrow: grow };
  if (length) style[orientation === 'horizontal' ? 'inlineSize' : 'blockSize'] = length;
  return (
    <div
      className={joinClasses(
        styles.bar,
        orientation === 'horizontal' ? styles.horizontal[size] : styles.vertical[size],
        styles.caps[caps],
        fill[color],
        className,
      )}
      style={style}
      aria-hidden={labelled ? undefined : true}
    >
      {children}
    </div>
  );
}
