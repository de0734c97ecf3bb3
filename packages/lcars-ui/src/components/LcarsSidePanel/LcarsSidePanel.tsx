import type { ReactNode } from 'react';
import { fillBackground, type LcarsColor } from '../../theme/fills.css';
import * as styles from './LcarsSidePanel.css';
import { joinClasses } from '../joinClasses';

export interface LcarsSidePanelProps {
  /** Names the panel as a navigation landmark (e.g. "Main menu"); without it the panel is a plain group. */
  label?: string;
  /** The blocks: usually `LcarsBlock`s. */
  children?: ReactNode;
  /** Colour of the block that fills the column down to the next elbow, or false for none. Default 'tertiary'. */
  filler?: LcarsColor | false;
  className?: string;
}

/** The column of blocks down the side of an LCARS frame, as wide as the elbows' vertical arms. */
export function LcarsSidePanel({ label, children, filler = 'tertiary', className }: LcarsSidePanelProps) {
  const content = (
    <>
      {children}
      {filler ? <div className={[styles.filler, fillBackground[filler]].join(' ')} aria-hidden /> : null}
    </>
  );
  const classes = joinClasses(styles.panel, className);
  return label ? (
    <nav aria-label={label} className={classes}>
      {content}
    </nav>
  ) : (
    <div className={classes}>{content}</div>
  );
}
