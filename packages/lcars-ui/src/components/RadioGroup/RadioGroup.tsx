import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel, useFieldWiring, type FieldChromeProps } from '../field';
import type { FormFieldProps } from '../Form/formContext';
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
  const { field, focusRef, rootProps } = useFieldWiring<string | null, HTMLDivElement>(
    {
      name,
      rules,
      maxErrors,
      value,
      defaultValue,
      onChange,
      emptyValue: null,
      errorMessage,
      isRequired,
      className,
    },
    // A Form focuses the checked radio, or the first one that can be.
    (group) => group?.querySelector<HTMLElement>('input:checked, input:not(:disabled)') ?? null,
  );
  return (
    <AriaRadioGroup
      {...props}
      {...rootProps}
      ref={focusRef}
      orientation={orientation}
      value={field.value}
      onChange={(next) => field.setValue(next)}
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
