import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { DEFAULT_MAX_ERRORS, validate } from '../../validation';
import { FormContext, type FieldRegistration, type FormContextValue } from './formContext';
import * as styles from './Form.css';
import { joinClasses } from '../joinClasses';

export type FormValues = Record<string, unknown>;

export interface FormProps<V extends FormValues = FormValues> {
  /** Starting values by field name. Fields without one start empty. */
  defaultValues?: Partial<V>;
  /** Called with every field's value when the form is submitted and all rules pass. */
  onSubmit?: (values: V) => void | Promise<void>;
  /** Called when a submit finds errors, with the messages by field name. */
  onInvalid?: (errors: Record<string, readonly string[]>) => void;
  /** Called whenever a field's value changes. */
  onValuesChange?: (values: V) => void;
  /** Messages shown per field at once. Default 1: one problem at a time. */
  maxErrors?: number;
  /** Accessible name of the form, when no heading names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A form that wires rules to fields: each field with a `name` and `rules` inside it is validated when it loses
 * focus and on submit, shows at most `maxErrors` messages, and the first invalid field gets focus. `onSubmit`
 * receives the values only when every rule passes.
 */
export function Form<V extends FormValues = FormValues>({
  defaultValues,
  onSubmit,
  onInvalid,
  onValuesChange,
  maxErrors = DEFAULT_MAX_ERRORS,
  className,
  children,
  ...aria
}: FormProps<V>) {
  const [values, setValues] = useState<FormValues>(() => ({ ...defaultValues }));
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  // The latest values, readable at once by blur and submit handlers that run before the next render.
  const valuesRef = useRef<FormValues>(values);
  const fields = useRef(new Map<string, FieldRegistration>());
  const errorsRef = useRef(errors);

  const check = useCallback(
    (name: string): string[] => {
      const field = fields.current.get(name);
      if (!field) return [];
      return validate(valuesRef.current[name], field.rules, field.maxErrors ?? maxErrors);
    },
    [maxErrors],
  );

  const showErrors = useCallback((name: string, messages: readonly string[]) => {
    const previous = errorsRef.current[name] ?? [];
    if (previous.length === 0 && messages.length === 0) return;
    const next = { ...errorsRef.current };
    if (messages.length > 0) next[name] = messages;
    else delete next[name];
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const setValue = useCallback(
    (name: string, value: unknown) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      onValuesChange?.(valuesRef.current as V);
      // A field already showing an error is re-checked as it changes, so the message leaves once it is fixed.
      if ((errorsRef.current[name]?.length ?? 0) > 0) showErrors(name, check(name));
    },
    [check, showErrors, onValuesChange],
  );

  const validateField = useCallback(
    (name: string) => {
      const messages = check(name);
      showErrors(name, messages);
      return messages;
    },
    [check, showErrors],
  );

  const register = useCallback((name: string, registration: FieldRegistration) => {
    fields.current.set(name, registration);
    if (valuesRef.current[name] === undefined) {
      valuesRef.current = { ...valuesRef.current, [name]: registration.initialValue };
    }
    return () => {
      if (fields.current.get(name) === registration) fields.current.delete(name);
    };
  }, []);

  const context = useMemo<FormContextValue>(
    () => ({ values, errors, setValue, validateField, register }),
    [values, errors, setValue, validateField, register],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, readonly string[]> = {};
    const invalid: FieldRegistration[] = [];
    for (const [name, field] of fields.current) {
      const messages = check(name);
      if (messages.length > 0) {
        found[name] = messages;
        invalid.push(field);
      }
    }
    errorsRef.current = found;
    setErrors(found);
    if (invalid.length > 0) {
      // The first invalid field in document order, whatever order the fields registered in.
      const targets = invalid
        .map((field) => field.focusTarget())
        .filter((element): element is HTMLElement => element !== null)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      targets[0]?.focus();
      onInvalid?.(found);
      return;
    }
    void onSubmit?.(valuesRef.current as V);
  };

  return (
    <FormContext value={context}>
      <AriaForm
        {...aria}
        validationBehavior="aria"
        onSubmit={handleSubmit}
        className={joinClasses(styles.form, className)}
      >
        {children}
      </AriaForm>
    </FormContext>
  );
}
