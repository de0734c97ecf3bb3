import type { ReactNode } from 'react';
import type { LcarsColor } from '../../theme/fills.css';
import type { LcarsSize } from '../../theme/frame.css';
import { LcarsBar } from '../LcarsBar';
import * as styles from './LcarsFooterBar.css';
import { joinClasses } from '../joinClasses';

export interface LcarsFooterBarProps {
  /** Colour of the bar segments. Default 'secondary'. */
  color?: LcarsColor;
  /** Colour of the short segment. Default 'quinary'. */
  accentColor?: LcarsColor;
  /** Thickness. Default 'md'. */
  size?: LcarsSize;
  /** Round the start of the bar too (when no elbow joins it). Default false. */
  startCap?: boolean;
  /** Footer content between the segments: the copyright line, a version link. */
  children?: ReactNode;
  className?: string;
}

/** The bottom bar of an LCARS frame, with room for the footer's text. */
export function LcarsFooterBar({
  color = 'secondary',
  accentColor = 'quinary',
  size = 'md',
  startCap = false,
  children,
  className,
}: LcarsFooterBarProps) {
  return (
    <div className={joinClasses(styles.row, className)}>
      <LcarsBar color={color} size={size} grow={2} caps={startCap ? 'start' : 'none'} />
      <LcarsBar color={accentColor} size={size} length="4rem" />
      {children ? <div className={styles.content}>{children}</div> : null}
      <LcarsBar color={color} size={size} grow={1} caps="end" />
    </div>
  );
}
