import * as styles from './systemItems.css';

/** An inline message after an action (the toast says it too, this stays). */
export function Notice({
  message,
  tone = 'success',
}: {
  message: string | null;
  tone?: 'success' | 'error';
}) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className={styles.errorText}>
      {message}
    </p>
  ) : (
    <p role="status" className={styles.status}>
      {message}
    </p>
  );
}
