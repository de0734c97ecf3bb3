import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { fill, type LcarsColor } from '../../theme/fills.css';
import { button as buttonBase } from '../Button/Button.css';
import * as styles from './LcarsBlock.css';
import { hasLabel, joinClasses } from '../joinClasses';

export interface LcarsBlockProps {
  /** Theme fill role. Default 'secondary'. */
  color?: LcarsColor;
  /** Height: sm 2.5rem, md 4rem, lg 7rem. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Take the free height of the panel. */
  grow?: boolean;
  /** The label, at the bottom end: also the accessible name of a button or link block. */
  children?: ReactNode;
  /** Makes the block a link. */
  href?: string;
  target?: string;
  rel?: string;
  /** Makes the block a button (or, with href, runs before the link is followed). */
  onPress?: (event: PressEvent) => void;
  isDisabled?: boolean;
  /** Marks the link of the current page (aria-current), drawn with an inset edge. */
  'aria-current'?: 'page' | 'location' | 'true' | boolean;
  /** An accessible name when the visible label is a code rather than words. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * A block of the LCARS side panel. With `href` it is a link, with `onPress` a button, each with react-aria's
 * press, keyboard and focus behaviour and Button's focus ring; with neither it is a static, labelled block.
 */
export function LcarsBlock({
  color = 'secondary',
  size = 'md',
  grow = false,
  children,
  href,
  target,
  rel,
  onPress,
  isDisabled,
  className,
  ...aria
}: LcarsBlockProps) {
  const classes = [styles.block, styles.size[size], grow ? styles.grow : '', fill[color], className];
  const interactiveClass = joinClasses(buttonBase, ...classes);

  if (href !== undefined) {
    return (
      <AriaLink
        {...aria}
        href={href}
        target={target}
        rel={rel}
        onPress={onPress}
        isDisabled={isDisabled}
        className={interactiveClass}
      >
        {children}
      </AriaLink>
    );
  }
  if (onPress) {
    // aria-current belongs to links; a button block ignores it.
    const { 'aria-current': _current, ...rest } = aria;
    return (
      <AriaButton {...rest} onPress={onPress} isDisabled={isDisabled} className={interactiveClass}>
        {children}
      </AriaButton>
    );
  }
  const labelled = hasLabel(children);
  return (
    <div id={aria.id} className={joinClasses(...classes)} aria-hidden={labelled ? undefined : true}>
      {children}
    </div>
  );
}
