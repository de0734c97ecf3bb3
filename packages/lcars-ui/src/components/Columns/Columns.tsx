import type { BreakpointName } from '../../layout/breakpoints';
import { Box, type BoxProps, type Space } from '../Box/Box';
import { joinClasses } from '../field';
import * as styles from './Columns.css';

export interface ColumnsProps extends BoxProps {
  /** The space between the columns (and between them once stacked), from the theme's space scale. Default md. */
  space?: Space;
  /**
   * Below this breakpoint of the window (sm 600, md 960, lg 1280 px...) the columns become a stack, one below
   * the other in their order. Without it they stay side by side at every width.
   */
  collapseBelow?: BreakpointName;
  /** Where columns of different heights sit. Default stretch (all as tall as the tallest). */
  alignY?: 'stretch' | 'start' | 'center' | 'end';
}

/** Columns side by side; each child is a Column, fluid unless it asks for a width. */
export function Columns({
  space = 'md',
  collapseBelow,
  alignY = 'stretch',
  className,
  ...props
}: ColumnsProps) {
  return (
    <Box
      {...props}
      className={joinClasses(
        styles.columns,
        styles.gap[space],
        styles.alignY[alignY],
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      )}
    />
  );
}

export interface ColumnProps extends BoxProps {
  /**
   * The column's share of the row (1/2, 1/3, 2/3, 1/4, 3/4, 1/5...), or `content` to be as wide as what it holds.
   * Without it the column is fluid: the fluid columns share what the others leave equally.
   */
  width?: styles.ColumnWidth;
}

/** One column of a Columns. */
export function Column({ width, className, ...props }: ColumnProps) {
  return <Box {...props} className={joinClasses(styles.column, width && styles.width[width], className)} />;
}
