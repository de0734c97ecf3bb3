import type { ReactNode } from 'react';
import { Toolbar as AriaToolbar } from 'react-aria-components';
import * as styles from './Toolbar.css';
import { joinClasses } from '../joinClasses';

export interface ToolbarProps {
  /** Names the toolbar for assistive technology (role toolbar). Required. */
  'aria-label': string;
  /** A title at the start of the bar (not a heading). */
  title?: ReactNode;
  /** The controls; arrow keys move between them (react-aria Toolbar). */
  children?: ReactNode;
  /** A second row 48 high under the bar, outside the toolbar's arrow-key group. */
  extension?: ReactNode;
  /** 48 instead of 64 high. */
  dense?: boolean;
  className?: string;
}

/** A bar of controls over a page or list: 64 high (48 dense), with an optional 48 high extension. */
export function Toolbar({
  title,
  children,
  extension,
  dense,
  className,
  'aria-label': ariaLabel,
}: ToolbarProps) {
  return (
    <div className={joinClasses(styles.toolbar, className)}>
      <div className={joinClasses(styles.row, dense && styles.dense)}>
        {title !== undefined && <div className={styles.title}>{title}</div>}
        <AriaToolbar aria-label={ariaLabel} className={styles.group}>
          {children}
        </AriaToolbar>
      </div>
      {extension !== undefined && <div className={styles.extension}>{extension}</div>}
    </div>
  );
}
