import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render. Default span (inline); div for a block. */
  elementType?: 'span' | 'div';
  /** Show the content while it has focus (a "skip to content" link). */
  isFocusable?: boolean;
  id?: string;
}

/**
 * Content for assistive technology only: read by a screen reader, not drawn (react-aria's VisuallyHidden). Use
 * it for a label the layout makes plain to the eye, for example a heading above a table whose caption is shown.
 */
export function VisuallyHidden({ children, elementType = 'span', isFocusable, id }: VisuallyHiddenProps) {
  return (
    <AriaVisuallyHidden elementType={elementType} isFocusable={isFocusable} id={id}>
      {children}
    </AriaVisuallyHidden>
  );
}
