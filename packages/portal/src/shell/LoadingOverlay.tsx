import { VisuallyHidden } from '@lcars/ui';
import * as styles from './shell.css';

/** The loader overlay of the shell: shown while contexts are restored or a route loads. */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  );
}
