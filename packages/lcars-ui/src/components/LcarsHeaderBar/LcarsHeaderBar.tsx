import type { ReactNode } from 'react';
import type { LcarsColor } from '../../theme/fills.css';
import type { LcarsSize } from '../../theme/frame.css';
import { LcarsBar } from '../LcarsBar';
import * as styles from './LcarsHeaderBar.css';
import { joinClasses } from '../joinClasses';

export interface LcarsHeaderBarProps {
  /** The page or section title, drawn at the end of the bar. */
  title?: ReactNode;
  /** Heading level of the title. Default 1. */
  headingLevel?: 1 | 2 | 3;
  /** Colour of the bar segments. Default 'primary'. */
  color?: LcarsColor;
  /** Colour of the short segment and end cap. Default 'accent'. */
  capColor?: LcarsColor;
  /** Thickness. Default 'lg'. */
  size?: LcarsSize;
  /** Round the start of the bar too (when no elbow joins it). Default false. */
  startCap?: boolean;
  /** Content between the long segment and the title: pills, a status. */
  children?: ReactNode;
  className?: string;
}

/** The top bar of an LCARS frame: a long segment, optional controls, the title on black, and an end cap. */
export function LcarsHeaderBar({
  title,
  headingLevel = 1,
  color = 'primary',
  capColor = 'accent',
  size = 'lg',
  startCap = false,
  children,
  className,
}: LcarsHeaderBarProps) {
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  return (
    <div className={joinClasses(styles.row, className)}>
      <LcarsBar color={color} size={size} grow={1} caps={startCap ? 'start' : 'none'} />
      {children ? <div className={styles.extra}>{children}</div> : null}
      <LcarsBar color={capColor} size={size} length="3rem" />
      {hasTitle ? <Heading className={styles.title}>{title}</Heading> : null}
      <LcarsBar color={color} size={size} length="2rem" caps="end" />
    </div>
  );
}
