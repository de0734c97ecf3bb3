import type { ReactNode } from 'react';
import { Button, rules, TextField } from '@lcars/ui';
import * as styles from './account.css';

/**
 * The end of an account form: the server's refusal if there is one (announced), then the submit button and any
 * further actions beside it (a link back, a second button).
 */
export function FormEnd({
  label,
  pending,
  error,
  children,
}: {
  label: string;
  pending: boolean;
  error?: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={pending}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}

/** A form's required e-mail address (a `name="email"` field of the form), with what the server said of it. */
export function EmailField({ errorMessage }: { errorMessage?: string | undefined }) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      isRequired
      rules={[rules.required, rules.email]}
      errorMessage={errorMessage}
    />
  );
}
