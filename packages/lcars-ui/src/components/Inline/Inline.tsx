import { LayoutBox, type BoxProps, type Space } from '../Box/Box';
import * as boxStyles from '../Box/Box.css';
import { joinClasses } from '../field';
import * as styles from './Inline.css';

export interface InlineProps extends BoxProps {
  /** The space between the children, across and between lines, from the theme's space scale. Default sm. */
  space?: Space;
  /** Where the children sit along the line. Default start (the reading direction's start). */
  align?: 'start' | 'center' | 'end' | 'spaceBetween';
  /** Where children of different heights sit on the line. Default center. */
  alignY?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
}

/**
 * Children side by side, wrapping onto the next line when the row is full, with even space between them (buttons,
 * tags, a field beside its button). As `ul` or `ol` each child becomes a list item.
 */
export function Inline({
  space = 'sm',
  align = 'start',
  alignY = 'center',
  className,
  ...props
}: InlineProps) {
  const classes = [styles.inline, boxStyles.gap[space], styles.align[align], styles.alignY[alignY]];
  return <LayoutBox {...props} className={joinClasses(...classes, className)} />;
}
