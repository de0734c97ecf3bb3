import type { ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldCounter,
  FieldFooter,
  FieldLabel,
  fieldStyles,
  useFieldWiring,
  type FieldChromeProps,
} from '../field';
import type { FormFieldProps } from '../Form/formContext';

export interface TextFieldProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaTextFieldProps,
      | 'isDisabled'
      | 'isReadOnly'
      | 'isRequired'
      | 'autoFocus'
      | 'autoComplete'
      | 'inputMode'
      | 'onFocus'
      | 'onKeyDown'
      | 'aria-label'
      | 'aria-labelledby'
      | 'id'
    > {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  placeholder?: string;
  /**
   * Shows a counter of the length against this maximum, error-coloured when over. It does not stop typing:
   * add `rules.maxLength(n)` to refuse the value.
   */
  counter?: number;
  /** Text or an element before the input (a unit, an icon). */
  prefix?: ReactNode;
  /** Text or an element after the input. */
  suffix?: ReactNode;
}

/** A single-line text input with label, help, error and an optional length counter. */
export function TextField({
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
  counter,
  prefix,
  suffix,
  isRequired,
  ...props
}: TextFieldProps) {
  const { field, focusRef, rootProps } = useFieldWiring<string, HTMLInputElement>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    onBlur,
    emptyValue: '',
    errorMessage,
    isRequired,
    className,
  });
  return (
    <AriaTextField {...props} {...rootProps} value={field.value} onChange={field.setValue}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        {prefix !== undefined ? <span className={fieldStyles.adornment}>{prefix}</span> : null}
        <Input ref={focusRef} placeholder={placeholder} className={fieldStyles.input} />
        {suffix !== undefined ? <span className={fieldStyles.adornment}>{suffix}</span> : null}
      </div>
      <FieldFooter
        description={description}
        errorMessage={field.errorMessage}
        counter={counter !== undefined ? <FieldCounter length={field.value.length} max={counter} /> : null}
      />
    </AriaTextField>
  );
}
