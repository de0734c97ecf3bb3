import { useCallback, useState, type ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/** Props every field shares: its label, help text and error message. */
export interface FieldChromeProps {
  /** The visible label; it also names the input for assistive technology. */
  label?: ReactNode;
  /** Help under the field, linked to the input with aria-describedby. */
  description?: ReactNode;
  /**
   * An error to show (from a server answer, say). It makes the field invalid; a Form's rule errors take its
   * place while they exist.
   */
  errorMessage?: ReactNode;
  className?: string;
}

export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * Description or error, and the optional counter, under the control. Inside a react-aria field the texts use
 * its slots, so the input's aria-describedby names them.
 */
export function FieldFooter({
  description,
  errorMessage,
  counter,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
  counter?: ReactNode;
}) {
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  return (
    <div className={styles.footer}>
      {hasError ? (
        <FieldError className={styles.error}>{errorMessage}</FieldError>
      ) : description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {counter}
    </div>
  );
}

/** Length against maximum, error-coloured when over. */
export function FieldCounter({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <span
      className={styles.counter}
      data-over={over || undefined}
      aria-label={`${length} of ${max} characters${over ? ', over the maximum' : ''}`}
    >
      {length} / {max}
    </span>
  );
}

/**
 * Where a field's popover renders: inside the nearest ThemeProvider's element, so the list or calendar carries
 * the look, scheme, server theme and alert palette of the field that opened it. Attach the ref (first) to the
 * field's root; the container (second) is undefined outside a ThemeProvider (the popover then goes to the body).
 */
export function usePortalContainer() {
  const [container, setContainer] = useState<Element | undefined>(undefined);
  const ref = useCallback((node: Element | null) => {
    setContainer(node?.closest('[data-look]') ?? undefined);
  }, []);
  return [ref, container] as const;
}

export { joinClasses } from '../joinClasses';

/** Small inline icons (no icon font: the design system draws its own). */
export function FieldIcon({ name }: { name: 'chevron-down' | 'calendar' | 'plus' | 'minus' | 'close' }) {
  const paths = {
    'chevron-down': 'M7 10l5 5 5-5z',
    calendar:
      'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11z',
    plus: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z',
    minus: 'M19 13H5v-2h14v2z',
    close:
      'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
