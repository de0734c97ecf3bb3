import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFormField, type FormFieldProps, type FormFieldState } from '../Form/formContext';
import * as fieldStyles from './field.css';
import { joinClasses } from './Field';

/** What a field component takes to wire itself to a Form (or keep its own value) and to its chrome. */
export interface FieldWiringOptions<V> extends FormFieldProps {
  value?: V | undefined;
  defaultValue?: V | undefined;
  onChange?: ((value: V) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** The value when nothing is given: '' for text, null for a choice, false for a toggle. */
  emptyValue: V;
  errorMessage?: ReactNode;
  isRequired?: boolean | undefined;
  className?: string | undefined;
}

export interface FieldWiring<V, E extends HTMLElement> {
  field: FormFieldState<V>;
  /** The element a Form focuses when the field is the first invalid one (give it to the input or trigger). */
  focusRef: RefObject<E | null>;
  /** The props every react-aria field root takes alike: name, required, invalid state, blur, the field class. */
  rootProps: {
    name: string | undefined;
    isRequired: boolean | undefined;
    isInvalid: boolean;
    validationBehavior: 'aria';
    onBlur: () => void;
    className: string;
  };
}

/**
 * The wiring the fields repeated (TextField, TextArea, Select, ComboBox, RadioGroup): the form value and rules
 * (useFormField), the focus target, and the root props that make react-aria show the field's own errors.
 * `focusTarget` picks another element than `focusRef` (a radio group focuses its checked radio).
 */
export function useFieldWiring<V, E extends HTMLElement = HTMLElement>(
  {
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    onBlur,
    emptyValue,
    errorMessage,
    isRequired,
    className,
  }: FieldWiringOptions<V>,
  focusTarget?: (element: E | null) => HTMLElement | null,
): FieldWiring<V, E> {
  const focusRef = useRef<E>(null);
  const field = useFormField<V>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    emptyValue,
    errorMessage,
    focusTarget: () => (focusTarget ? focusTarget(focusRef.current) : focusRef.current),
  });
  return {
    field,
    focusRef,
    rootProps: {
      name,
      isRequired,
      isInvalid: field.isInvalid,
      validationBehavior: 'aria',
      onBlur: () => {
        field.onBlur();
        onBlur?.();
      },
      className: joinClasses(fieldStyles.field, className),
    },
  };
}

/** What a toggle (Checkbox, Switch) takes: a boolean field with its label beside it and help below. */
export type ToggleWiringOptions = Omit<
  FieldWiringOptions<boolean>,
  'emptyValue' | 'isRequired' | 'className'
> & {
  description?: ReactNode;
};

/**
 * The wiring Checkbox and Switch repeated: a boolean form field whose change counts as a visit (its rules run at
 * once), its input as the focus target, and its help or error text below, tied to it by aria-describedby.
 */
export function useToggleWiring({ description, onBlur, ...options }: ToggleWiringOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFormField<boolean>({
    ...options,
    emptyValue: false,
    focusTarget: () => inputRef.current,
  });
  const helpId = useId();
  const help = field.errorMessage ?? description;
  return {
    field,
    /** The toggle's own props (react-aria Checkbox or Switch). */
    toggleProps: {
      inputRef,
      name: options.name,
      isSelected: field.value,
      onChange: (isOn: boolean) => {
        field.setValue(isOn);
        field.onBlur();
      },
      'aria-describedby': help ? helpId : undefined,
    },
    /** Blur for a toggle that reports it (Checkbox). */
    onBlur: () => {
      field.onBlur();
      onBlur?.();
    },
    /** The help or error line below the toggle. */
    help: help ? (
      <span id={helpId} className={field.errorMessage ? fieldStyles.error : fieldStyles.description}>
        {help}
      </span>
    ) : null,
  };
}
