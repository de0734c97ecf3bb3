import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './Button.css';
import { joinClasses } from '../joinClasses';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends AriaButtonProps {
  /** Emphasis: a filled primary or secondary button, or a text-only one. Default 'primary'. */
  variant?: ButtonVariant;
}

/**
 * A button with react-aria's press, keyboard and focus behaviour. The material look draws a material button;
 * the lcars look an LCARS pill with an uppercase label.
 */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClasses(styles.button, styles.variant[variant], userClassName),
      )}
    />
  );
}
