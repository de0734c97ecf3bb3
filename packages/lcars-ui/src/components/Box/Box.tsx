import { Children, createElement, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import type { ThemeTokens } from '../../theme/tokens';
import { joinClasses } from '../field';
import * as styles from './Box.css';

/** A step of the theme's space scale (vars.space), or none. */
export type Space = 'none' | keyof ThemeTokens['space'];

/** The elements a layout component can render as. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default div. */
  as?: BoxElement;
  /** Padding on every side, from the space scale. */
  padding?: Space;
  /** Padding at the start and end of the line (left and right in a left-to-right page). */
  paddingInline?: Space;
  /** Padding above and below. */
  paddingBlock?: Space;
  children?: ReactNode;
}

/**
 * The element every layout is made of: an element of your choice with padding from the theme's space scale and
 * no margin of its own. Space between things belongs to their parent (Stack, Inline, Columns), not to them.
 */
export function Box({ as = 'div', padding, paddingInline, paddingBlock, className, ...props }: BoxProps) {
  return createElement(as, {
    ...props,
    className: joinClasses(
      styles.box,
      padding && styles.padding[padding],
      paddingInline && styles.paddingInline[paddingInline],
      paddingBlock && styles.paddingBlock[paddingBlock],
      className,
    ),
  });
}

/**
 * A Box whose children are laid out by its classes (Stack, Inline). As `ul` or `ol` it drops the list's bullets
 * and indent and puts each child in an `li`; a child that is an `li` already (with its own class or data) stays
 * as it is.
 */
export function LayoutBox({ as = 'div', className, children, ...props }: BoxProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box {...props} as={as} className={joinClasses(isList && styles.list, className)}>
      {isList
        ? Children.toArray(children).map((child, index) =>
            isValidElement(child) && child.type === 'li' ? (
              child
            ) : (
              <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
            ),
          )
        : children}
    </Box>
  );
}
