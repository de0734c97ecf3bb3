import type { ReactNode } from 'react';
import { fill, type LcarsColor } from '../../theme/fills.css';
import type { LcarsSize } from '../../theme/frame.css';
import * as styles from './LcarsElbow.css';
import { hasLabel, joinClasses } from '../joinClasses';

export type LcarsCorner = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

export interface LcarsElbowProps {
  /** Which corner of a frame it turns: the horizontal arm is at the top or bottom, the vertical arm at the start
   * or end (mirrored in right-to-left). Default 'top-start'. */
  corner?: LcarsCorner;
  /** Thickness of the horizontal arm, matching the bar it joins: the shape tokens barHeightSm/Md/Lg. Default 'md'. */
  size?: LcarsSize;
  /** Theme fill role. Default 'primary'. */
  color?: LcarsColor;
  /** A short label in the vertical arm (a section number); without one the elbow is hidden from assistive tech. */
  children?: ReactNode;
  className?: string;
}

/**
 * The LCARS elbow: a vertical arm as wide as the side panel turning into a horizontal bar, with the outer corner
 * rounded by the elbowRadius token and the inside corner by elbowInnerRadius.
 */
export function LcarsElbow({
  corner = 'top-start',
  size = 'md',
  color = 'primary',
  children,
  className,
}: LcarsElbowProps) {
  const labelled = hasLabel(children);
  return (
    <div
      className={joinClasses(styles.elbow, styles.size[size], styles.corner[corner], fill[color], className)}
      data-corner={corner}
      aria-hidden={labelled ? undefined : true}
    >
      {labelled ? <span className={styles.label}>{children}</span> : null}
    </div>
  );
}
