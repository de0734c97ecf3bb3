import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { useToggleParts, type ToggleProps } from '../field';
import type { FormFieldProps } from '../Form/formContext';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends
    ToggleProps,
    FormFieldProps,
    Pick<
      AriaCheckboxProps,
      'isDisabled' | 'isReadOnly' | 'isRequired' | 'isIndeterminate' | 'autoFocus' | 'aria-label' | 'id'
    > {
  onBlur?: () => void;
}

/** A check box with its label; a Form treats its value as true or false. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  const toggle = useToggleParts(props);
  return toggle.frame(
    <AriaCheckbox
      {...toggle.rest}
      {...toggle.toggleProps}
      onBlur={toggle.onBlur}
      isInvalid={toggle.field.isInvalid}
      validationBehavior="aria"
      className={styles.checkbox}
    >
      <span className={styles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={styles.mark}>
          {props.isIndeterminate ? (
            <rect x="4" y="8" width="10" height="2" />
          ) : (
            <polyline fill="none" points="3.5 9.5 7.5 13 14.5 5" />
          )}
        </svg>
      </span>
      <span className={styles.label}>{children}</span>
    </AriaCheckbox>,
  );
}
