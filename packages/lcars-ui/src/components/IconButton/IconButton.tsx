import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './IconButton.css';
import { joinClasses } from '../joinClasses';

export type IconButtonVariant = 'standard' | 'filled';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. Required. */
  label: string;
  /** The icon, decorative (aria-hidden). */
  children: ReactNode;
  /** 'standard' (transparent, the colour of its container; default) or 'filled' (primary). */
  variant?: IconButtonVariant;
}

/** A round button showing only an icon, named by `label`. */
export function IconButton({ label, variant = 'standard', className, children, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (userClassName) =>
        joinClasses(styles.iconButton, styles.variant[variant], userClassName),
      )}
    >
      {children}
    </AriaButton>
  );
}
