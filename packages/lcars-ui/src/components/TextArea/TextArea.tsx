import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldCounter,
  FieldFooter,
  FieldLabel,
  fieldStyles,
  joinClasses,
  useFieldWiring,
  type FieldChromeProps,
} from '../field';
import type { FormFieldProps } from '../Form/formContext';

export interface TextAreaProps
  extends
    FieldChromeProps,
    FormFieldProps,
    Pick<
      AriaTextFieldProps,
      'isDisabled' | 'isReadOnly' | 'isRequired' | 'autoFocus' | 'aria-label' | 'aria-labelledby' | 'id'
    > {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Visible lines. Default 4. */
  rows?: number;
  /** Shows the length against this maximum, error-coloured when over. */
  counter?: number;
}

/** Multi-line text with label, help, error and an optional length counter. */
export function TextArea({
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
  rows = 4,
  counter,
  isRequired,
  ...props
}: TextAreaProps) {
  const { field, focusRef, rootProps } = useFieldWiring<string, HTMLTextAreaElement>({
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
      <div className={joinClasses(fieldStyles.control, fieldStyles.controlMultiline)}>
        <AriaTextArea ref={focusRef} rows={rows} placeholder={placeholder} className={fieldStyles.textarea} />
      </div>
      <FieldFooter
        description={description}
        errorMessage={field.errorMessage}
        counter={counter !== undefined ? <FieldCounter length={field.value.length} max={counter} /> : null}
      />
    </AriaTextField>
  );
}
