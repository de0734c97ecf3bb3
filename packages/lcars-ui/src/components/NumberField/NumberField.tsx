import { useRef } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import {
  FieldFooter,
  FieldIcon,
  FieldLabel,
  fieldStyles,
  joinClasses,
  type FieldChromeProps,
} from '../field';
import { useFormField, type FormFieldProps } from '../Form/formContext';

export interface NumberFieldProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaNumberFieldProps,
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isRequired'
      | 'autoFocus'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  /** The number, or null when the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Show the minus and plus stepper buttons. Default true. */
  showSteppers?: boolean;
}

/**
 * A number input formatted for the locale (react-aria NumberField): arrow keys and the steppers change it by
 * `step`, typing is limited to characters a number can hold, and an empty field is null.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  name,
  rules,
  maxErrors,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  showSteppers = true,
  isRequired,
  ...props
}: NumberFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFormField<number | null>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    emptyValue: null,
    errorMessage,
    focusTarget: () => inputRef.current,
  });
  return (
    <AriaNumberField
      {...props}
      name={name}
      isRequired={isRequired}
      value={field.value ?? Number.NaN}
      onChange={(next) => field.setValue(Number.isNaN(next) ? null : next)}
      onBlur={() => {
        field.onBlur();
        onBlur?.();
      }}
      isInvalid={field.isInvalid}
      validationBehavior="aria"
      className={joinClasses(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        {showSteppers ? (
          <AriaButton slot="decrement" className={fieldStyles.iconButton}>
            <FieldIcon name="minus" />
          </AriaButton>
        ) : null}
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={joinClasses(fieldStyles.input, fieldStyles.numericInput)}
        />
        {showSteppers ? (
          <AriaButton slot="increment" className={fieldStyles.iconButton}>
            <FieldIcon name="plus" />
          </AriaButton>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={field.errorMessage} />
    </AriaNumberField>
  );
}
