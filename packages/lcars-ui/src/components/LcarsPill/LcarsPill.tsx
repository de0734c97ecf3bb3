import { composeRenderProps } from 'react-aria-components';
import { strongFill, type LcarsColor } from '../../theme/fills.css';
import { Button, type ButtonProps } from '../Button';
import type { LcarsCaps } from '../LcarsBar';
import * as styles from './LcarsPill.css';
import { joinClasses } from '../joinClasses';

export interface LcarsPillProps extends Omit<ButtonProps, 'variant'> {
  /** Theme fill role. Default 'primary'. */
  color?: LcarsColor;
  /** Rounded caps at both ends (a pill), one end (a capped button at the end of a bar) or none. Default 'both'. */
  caps?: LcarsCaps;
}

/**
 * An LCARS capped button in any theme colour: a `Button` (same react-aria behaviour and props) with pill caps
 * in both looks.
 */
export function LcarsPill({ color = 'primary', caps = 'both', className, ...props }: LcarsPillProps) {
  return (
    <Button
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClasses(styles.pill, styles.caps[caps], strongFill[color], userClassName),
      )}
    />
  );
}
