import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';
import { joinClasses } from '../joinClasses';

export interface CardProps {
  /** The card's heading; it also names the card's region for assistive technology. */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons at the end of the card. */
  actions?: ReactNode;
  /** Level of the title's heading element, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  className?: string;
}

/**
 * A section of related content. Material: an elevated surface. LCARS: a coloured header bar with rounded caps
 * over the content, closed by a thin bar below.
 */
export function Card({ title, subtitle, actions, headingLevel = 2, children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';

  return (
    <section
      className={joinClasses(styles.card, className)}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      {hasTitle || subtitle ? (
        <header className={styles.header}>
          {hasTitle ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
