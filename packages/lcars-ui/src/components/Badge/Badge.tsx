import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { badgeText } from './badgeText';
import { joinClasses } from '../joinClasses';

export type BadgeTone = 'error' | 'primary' | 'accent' | 'info';

export interface BadgeProps {
  /** The count. A badge with no content (or 0 without `showZero`) shows nothing. */
  content?: number;
  /** The largest count shown; above it the badge reads "max+". Default 99. */
  max?: number;
  /**
   * What the badge means for a screen reader, e.g. `${count} unread notifications`. Default: the count. The
   * visible number alone is not announced.
   */
  label?: string;
  /** A dot without a number, for "something new". */
  dot?: boolean;
  /** Show a count of 0. */
  showZero?: boolean;
  /** Fill colour role. Default 'error'. */
  tone?: BadgeTone;
  /** The element the badge sits on (an IconButton, an avatar). Without children the badge stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A count or dot on top of another element, shown as "N+" past its maximum. */
export function Badge({
  content,
  max = 99,
  label,
  dot = false,
  showZero = false,
  tone = 'error',
  children,
  className,
}: BadgeProps) {
  const visible = dot || (content !== undefined && (content > 0 || showZero));
  const text = content === undefined ? '' : badgeText(content, max);
  const mark = visible ? (
    <span
      role="img"
      aria-label={label ?? (dot ? 'New' : text)}
      className={joinClasses(
        styles.badge,
        styles.tone[tone],
        dot && styles.dot,
        children === undefined && className,
      )}
    >
      {dot ? null : <span aria-hidden="true">{text}</span>}
    </span>
  ) : null;
  if (children === undefined) return mark;
  return (
    <span className={joinClasses(styles.anchor, className)}>
      {children}
      {mark}
    </span>
  );
}
