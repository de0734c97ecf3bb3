import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Rule } from '../../validation';
import { validate } from '../../validation';

/** What a field tells its Form so the form can validate it and move focus to it. */
export interface FieldRegistration {
  rules: readonly Rule[];
  maxErrors?: number;
  /** The element to focus when the field is the first invalid one on submit. */
  focusTarget: () => HTMLElement | null;
  /** The field's starting value, so onSubmit sees every field even if untouched. */
  initialValue: unknown;
}

export interface FormContextValue {
  values: Record<string, unknown>;
  errors: Record<string, readonly string[]>;
  setValue: (name: string, value: unknown) => void;
  /** Validates one field (on blur), shows its errors and returns them. */
  validateField: (name: string) => string[];
  register: (name: string, registration: FieldRegistration) => () => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** Props a field takes to join a Form's validation, or to validate on its own outside a Form. */
export interface FormFieldProps {
  /** The key of the field's value in the Form's values; also the input's name. */
  name?: string;
  /** Rules run in order on blur and submit; the first failing ones' messages show (see maxErrors). */
  rules?: readonly Rule[];
  /** Messages shown at once; default the Form's maxErrors, which defaults to 1. */
  maxErrors?: number;
}

interface UseFormFieldOptions<V> extends FormFieldProps {
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** The empty value used when nothing is given (null for numbers and dates, '' for text). */
  emptyValue: V;
  errorMessage?: ReactNode;
  focusTarget: () => HTMLElement | null;
}

export interface FormFieldState<V> {
  value: V;
  setValue: (value: V) => void;
  /** Call when the field loses focus: runs its rules. */
  onBlur: () => void;
  /** The message to show, or undefined. */
  errorMessage: ReactNode;
  isInvalid: boolean;
}

const noRules: readonly Rule[] = [];

/**
 * One field's value and errors. Inside a Form with a `name`, the form holds both; otherwise the field keeps
 * its own (controlled by `value` when given) and still runs its `rules` on blur.
 */
export function useFormField<V>({
  name,
  rules = noRules,
  maxErrors,
  value: controlledValue,
  defaultValue,
  onChange,
  emptyValue,
  errorMessage,
  focusTarget,
}: UseFormFieldOptions<V>): FormFieldState<V> {
  const form = useContext(FormContext);
  const inForm = form !== null && name !== undefined;
  const [localValue, setLocalValue] = useState<V>(defaultValue ?? emptyValue);
  const [localErrors, setLocalErrors] = useState<readonly string[]>([]);
  const fallbackName = useId();
  const fieldName = name ?? fallbackName;

  const focusRef = useRef(focusTarget);
  const initialRef = useRef<unknown>(defaultValue ?? emptyValue);
  const rulesRef = useRef({ rules, maxErrors });
  useEffect(() => {
    focusRef.current = focusTarget;
    rulesRef.current = { rules, maxErrors };
  });

  const register = form?.register;
  useEffect(() => {
    if (!inForm || !register) return undefined;
    return register(fieldName, {
      get rules() {
        return rulesRef.current.rules;
      },
      get maxErrors() {
        return rulesRef.current.maxErrors;
      },
      focusTarget: () => focusRef.current(),
      initialValue: initialRef.current,
    });
  }, [inForm, register, fieldName]);

  const formValue = inForm ? (form.values[fieldName] as V | undefined) : undefined;
  const value: V = inForm
    ? (formValue ?? defaultValue ?? emptyValue)
    : controlledValue !== undefined
      ? controlledValue
      : localValue;

  // The value as of the last change, for a blur that fires before the re-render (a list closing on choice).
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  });

  const errors = inForm ? (form.errors[fieldName] ?? []) : localErrors;
  const hasErrors = errors.length > 0;
  const formSetValue = form?.setValue;

  const setValue = useCallback(
    (next: V) => {
      latestValue.current = next;
      if (inForm && formSetValue) formSetValue(fieldName, next);
      else {
        if (controlledValue === undefined) setLocalValue(next);
        // Once an error shows, re-check as the person types so it goes away when fixed.
        if (hasErrors) setLocalErrors(validate(next, rulesRef.current.rules, rulesRef.current.maxErrors));
      }
      onChange?.(next);
    },
    [inForm, formSetValue, fieldName, controlledValue, hasErrors, onChange],
  );

  const validateField = form?.validateField;
  const onBlur = useCallback(() => {
    if (inForm && validateField) validateField(fieldName);
    else if (rulesRef.current.rules.length > 0) {
      setLocalErrors(validate(latestValue.current, rulesRef.current.rules, rulesRef.current.maxErrors));
    }
  }, [inForm, validateField, fieldName]);

  const ruleError = errors.length > 0 ? errors.join(' ') : undefined;
  const shown = ruleError ?? errorMessage;
  const isInvalid = shown !== undefined && shown !== null && shown !== '' && shown !== false;
  return { value, setValue, onBlur, errorMessage: isInvalid ? shown : undefined, isInvalid };
}
