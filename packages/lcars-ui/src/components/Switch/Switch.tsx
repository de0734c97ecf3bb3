import { useId, useRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { fieldStyles, joinClasses } from '../field';
import { useFormField, type FormFieldProps } from '../Form/formContext';
import * as styles from './Switch.css';

export interface SwitchProps
  extends
    FormFieldProps,
    Pick<AriaSwitchProps, 'isDisabled' | 'isReadOnly' | 'autoFocus' | 'aria-label' | 'id'> {
  /** The label beside the switch. */
  children?: ReactNode;
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (isOn: boolean) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** An on/off switch (react-aria Switch): a settings toggle that takes effect at once. */
export function Switch({
  children,
  name,
  rules,
  maxErrors,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  className,
  ...props
}: SwitchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFormField<boolean>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    emptyValue: false,
    errorMessage,
    focusTarget: () => inputRef.current,
  });
  const helpId = useId();
  const help = field.errorMessage ?? description;
  return (
    <div className={joinClasses(styles.wrapper, className)}>
      <AriaSwitch
        {...props}
        inputRef={inputRef}
        name={name}
        isSelected={field.value}
        onChange={(isOn) => {
          field.setValue(isOn);
          field.onBlur();
        }}
        aria-describedby={help ? helpId : undefined}
        className={styles.switchRoot}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </AriaSwitch>
      {help ? (
        <span id={helpId} className={field.errorMessage ? fieldStyles.error : fieldStyles.description}>
          {help}
        </span>
      ) : null}
    </div>
  );
}
