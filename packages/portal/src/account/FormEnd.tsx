import type { ReactNode } from 'react';
import { Button } from '@lcars/ui';
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
