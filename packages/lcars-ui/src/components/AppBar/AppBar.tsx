import type { ReactNode } from 'react';
import * as styles from './AppBar.css';
import { joinClasses } from '../joinClasses';

export type AppBarPosition = 'static' | 'sticky' | 'fixed';

export interface AppBarProps {
  /** The page or app title; rendered as the bar's heading text. */
  title?: ReactNode;
  /** Heading level of the title, or 'none' for plain text. Default 'none': pages own their h1. */
  titleLevel?: 1 | 2 | 'none';
  /** Leading control, usually the IconButton that opens the navigation drawer. */
  navigation?: ReactNode;
  /** Trailing controls: notifications bell, menus. */
  actions?: ReactNode;
  /** A second row 48 high (tabs, a search field). */
  extension?: ReactNode;
  /** Default 'sticky'. */
  position?: AppBarPosition;
  /** Name of the banner landmark when a page has several. */
  'aria-label'?: string;
  className?: string;
}

/**
 * The top app bar of the shell: 64 high, with an optional 48 high extension. It hides itself when the window is
 * under 375 px high. In the lcars look it is a pill bar with the title at its end.
 */
export function AppBar({
  title,
  titleLevel = 'none',
  navigation,
  actions,
  extension,
  position = 'sticky',
  className,
  'aria-label': ariaLabel,
}: AppBarProps) {
  const Title = titleLevel === 'none' ? 'div' : (`h${titleLevel}` as const);
  return (
    <header
      aria-label={ariaLabel}
      className={joinClasses(styles.appBar, styles.position[position], className)}
    >
      <div className={styles.row}>
        {navigation}
        {title !== undefined && <Title className={styles.title}>{title}</Title>}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {extension !== undefined && <div className={styles.extension}>{extension}</div>}
    </header>
  );
}
