import { useRef } from 'react';
import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel, fieldStyles, joinClasses, type FieldChromeProps } from '../field';
import { useFormField, type FormFieldProps } from '../Form/formContext';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaRadioGroupProps,
      'isDisabled' | 'isReadOnly' | 'isRequired' | 'orientation' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  options: readonly RadioOption[];
  /** The chosen option's value, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/** One of a few options, all visible (react-aria RadioGroup): arrow keys move the choice. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  name,
  rules,
  maxErrors,
  options,
  value,
  defaultValue,
  onChange,
  isRequired,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const field = useFormField<string | null>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    emptyValue: null,
    errorMessage,
    focusTarget: () =>
      groupRef.current?.querySelector<HTMLElement>('input:checked, input:not(:disabled)') ?? null,
  });
  return (
    <AriaRadioGroup
      {...props}
      ref={groupRef}
      name={name}
      isRequired={isRequired}
      orientation={orientation}
      value={field.value}
      onChange={(next) => field.setValue(next)}
      onBlur={field.onBlur}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={joinClasses(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.label}>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldFooter description={description} errorMessage={field.errorMessage} />
    </AriaRadioGroup>
  );
}
