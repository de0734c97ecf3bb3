import { useId, useMemo, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import type { Rule } from '../../validation';
import { useFormField, type FormFieldProps, type FormFieldState } from '../Form/formContext';
import * as fieldStyles from './field.css';
import { choiceWrapper } from './choice.css';
import { FieldFooter, FieldLabel, joinClasses, type FieldChromeProps } from './Field';

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
  { onBlur, isRequired, className, ...formOptions }: FieldWiringOptions<V>,
  focusTarget?: (element: E | null) => HTMLElement | null,
): FieldWiring<V, E> {
  const focusRef = useRef<E>(null);
  const field = useFormField<V>({
    ...formOptions,
    focusTarget: () => (focusTarget ? focusTarget(focusRef.current) : focusRef.current),
  });
  return {
    field,
    focusRef,
    rootProps: {
      name: formOptions.name,
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

/** The props a labelled field component takes for its value, its Form wiring and its chrome. */
export interface FieldPartsProps<V> extends FieldChromeProps, FormFieldProps {
  value?: V | undefined;
  defaultValue?: V | undefined;
  onChange?: ((value: V) => void) | undefined;
  onBlur?: (() => void) | undefined;
  isRequired?: boolean | undefined;
}

/** Splits a component's props in two: those named in `keys` (the hook's own) and the rest (for the root). */
function splitProps<Own, Rest>(props: object, keys: ReadonlySet<string>): [Own, Rest] {
  const own: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (keys.has(key)) own[key] = value;
    else rest[key] = value;
  }
  return [own as Own, rest as Rest];
}

/** The names of FieldPartsProps (all of them, checked by the type): what useFieldParts takes for itself. */
const fieldPartKeys = new Set(
  Object.keys({
    label: true,
    description: true,
    errorMessage: true,
    className: true,
    name: true,
    rules: true,
    maxErrors: true,
    value: true,
    defaultValue: true,
    onChange: true,
    onBlur: true,
    isRequired: true,
  } satisfies Record<keyof FieldPartsProps<unknown>, true>),
);

export interface FieldParts<V, E extends HTMLElement, Rest> extends FieldWiring<V, E> {
  /** The component's other props (react-aria's own), to spread on the field root before `rootProps`. */
  rest: Rest;
  /** The label above the control, with the required mark. */
  label: ReactElement | null;
  /** The help or error line below the control, with an optional counter beside it. */
  footer: (counter?: ReactNode) => ReactElement;
}

/**
 * The field chrome every labelled field repeated (TextField, TextArea, Select, ComboBox, NumberField...): splits
 * the chrome and wiring props from the rest, wires the value to a Form (useFieldWiring), and draws the label
 * and the footer. The component keeps only what differs: its react-aria root and the control inside.
 */
export function useFieldParts<V, E extends HTMLElement, P extends FieldPartsProps<V>>(
  props: P,
  emptyValue: V,
  focusTarget?: (element: E | null) => HTMLElement | null,
): FieldParts<V, E, Omit<P, keyof FieldPartsProps<V>>> {
  const [own, rest] = splitProps<FieldPartsProps<V>, Omit<P, keyof FieldPartsProps<V>>>(props, fieldPartKeys);
  const wiring = useFieldWiring<V, E>({ ...own, emptyValue }, focusTarget);
  return {
    ...wiring,
    rest,
    label: <FieldLabel isRequired={own.isRequired}>{own.label}</FieldLabel>,
    footer: (counter) => (
      <FieldFooter description={own.description} errorMessage={wiring.field.errorMessage} counter={counter} />
    ),
  };
}

/**
 * useFieldParts for a field whose typed text is parsed into its value (CurrencyField, DateField): text that does
 * not parse is an error of the field, shown in place of the others and checked first of its rules, so a Form
 * does not submit it. `setParseError` sets it (a reason) or clears it (null).
 */
export function useParsedFieldParts<V, E extends HTMLElement, P extends FieldPartsProps<V>>(
  props: P,
  emptyValue: V,
) {
  // The rule reads the ref: it runs before a re-render would show the state.
  const parseErrorRef = useRef<string | null>(null);
  const [parseError, setParseErrorState] = useState<string | null>(null);
  const { rules } = props;
  const allRules = useMemo<Rule[]>(() => [() => parseErrorRef.current ?? true, ...(rules ?? [])], [rules]);
  const parts = useFieldParts<V, E, P>(
    { ...props, rules: allRules, errorMessage: parseError ?? props.errorMessage },
    emptyValue,
  );
  const setParseError = (reason: string | null) => {
    parseErrorRef.current = reason;
    setParseErrorState(reason);
  };
  return { ...parts, setParseError };
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

/** The props Checkbox and Switch both take, besides the form field's and react-aria's. */
export interface ToggleProps {
  /** The label beside the control. */
  children?: ReactNode;
  value?: boolean;
  defaultValue?: boolean;
  /** Called with the new state: checked, or on. */
  onChange?: (isOn: boolean) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** The names of ToggleWiringOptions: those of FieldPartsProps but the ones a toggle does not take. */
const notToggleKeys: readonly Exclude<keyof FieldPartsProps<unknown>, keyof ToggleWiringOptions>[] = [
  'label',
  'className',
  'isRequired',
];
const toggleKeys = new Set(
  [...fieldPartKeys].filter((key) => !(notToggleKeys as readonly string[]).includes(key)),
);

/**
 * What Checkbox and Switch share around their react-aria control: the toggle wiring (useToggleWiring) from
 * their props, the other props for the control (`rest`), and `frame`, which puts the control over its help text.
 */
export function useToggleParts<P extends ToggleWiringOptions & { className?: string | undefined }>({
  className,
  ...props
}: P) {
  const [own, rest] = splitProps<ToggleWiringOptions, Omit<P, keyof ToggleWiringOptions | 'className'>>(
    props,
    toggleKeys,
  );
  const toggle = useToggleWiring(own);
  return {
    ...toggle,
    rest,
    frame: (control: ReactNode) => (
      <div className={joinClasses(choiceWrapper, className)}>
        {control}
        {toggle.help}
      </div>
    ),
  };
}
