import { AlertStatus } from '@lcars/ui';
import * as styles from './shell.css';

/** The material look's alert status block ("red alert", end and blink controls); lcars has it in its frame. */
export function AlertStatusBlock() {
  return <AlertStatus className={styles.alertStatus} />;
}
