import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { useToggleParts, type ToggleProps } from '../field';
import type { FormFieldProps } from '../Form/formContext';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    ToggleProps,
    FormFieldProps,
    Pick<AriaSwitchProps, 'isDisabled' | 'isReadOnly' | 'autoFocus' | 'aria-label' | 'id'> {}

/** An on/off switch (react-aria Switch): a settings toggle that takes effect at once. */
export function Switch({ children, ...props }: SwitchProps) {
  const toggle = useToggleParts(props);
  return toggle.frame(
    <AriaSwitch {...toggle.rest} {...toggle.toggleProps} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </AriaSwitch>,
  );
}
