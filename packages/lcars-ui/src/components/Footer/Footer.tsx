import type { ReactNode } from 'react';
import * as styles from './Footer.css';
import { joinClasses } from '../joinClasses';

export interface FooterProps {
  /** Main content at the start: the copyright line, a version link. */
  children?: ReactNode;
  /** Content at the end: status, links. */
  end?: ReactNode;
  /** Name of the contentinfo landmark when a page has several. */
  'aria-label'?: string;
  className?: string;
}

/** The shell's footer (a contentinfo landmark). In the lcars look, a pill bar. */
export function Footer({ children, end, className, 'aria-label': ariaLabel }: FooterProps) {
  return (
    <footer aria-label={ariaLabel} className={joinClasses(styles.footer, className)}>
      <div className={styles.start}>{children}</div>
      {end !== undefined && <div className={styles.end}>{end}</div>}
    </footer>
  );
}
