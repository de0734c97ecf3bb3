import { LayoutBox, type BoxProps, type Space } from '../Box/Box';
import * as boxStyles from '../Box/Box.css';
import { joinClasses } from '../field';
import * as styles from './Stack.css';

export interface StackProps extends BoxProps {
  /** The space between the children, from the theme's space scale. Default md. */
  space?: Space;
  /** Where the children sit across the stack: stretched to its width (the default), or at its start, centre or end. */
  align?: 'stretch' | 'start' | 'center' | 'end';
}

/**
 * Children one below the other with even space between them. As `ul` or `ol` each child becomes a list item,
 * so a list of things keeps its list semantics.
 */
export function Stack({ space = 'md', align = 'stretch', className, ...props }: StackProps) {
  return (
    <LayoutBox
      {...props}
      className={joinClasses(styles.stack, boxStyles.gap[space], styles.align[align], className)}
    />
  );
}
