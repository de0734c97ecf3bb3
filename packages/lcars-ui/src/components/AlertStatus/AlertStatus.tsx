import { useAlert } from '../../theme/ThemeProvider';
import { Button } from '../Button';
import * as styles from './AlertStatus.css';
import { joinClasses } from '../joinClasses';

export interface AlertStatusLabels {
  /** Text of the control that stops a blinking alert. Default 'Stop flashing'. */
  stopFlashing: string;
  /** Text of the control that resumes it. Default 'Resume flashing'. */
  resumeFlashing: string;
  /** Text of the control that ends the alert. Default 'End alert'. */
  end: string;
}

export interface AlertStatusProps {
  /** Show the stop-flashing and end-alert controls. Default true. */
  showControls?: boolean;
  labels?: Partial<AlertStatusLabels>;
  className?: string;
}

const defaultLabels: AlertStatusLabels = {
  stopFlashing: 'Stop flashing',
  resumeFlashing: 'Resume flashing',
  end: 'End alert',
};

/**
 * The alert status block: "red alert", "yellow alert" or "custom alert" while the nearest ThemeProvider's alert
 * is active. It is a polite live region (role status), so screen readers announce an alert when it starts; it
 * stays in the page, empty, while none is active. A blinking alternate can be stopped from here (WCAG 2.2.2).
 */
export function AlertStatus({ showControls = true, labels, className }: AlertStatusProps) {
  const alert = useAlert();
  const text = { ...defaultLabels, ...labels };
  return (
    <div className={joinClasses(styles.status, alert ? '' : styles.idle, className)} data-alert={alert?.kind}>
      {alert ? <div className={styles.rule} aria-hidden /> : null}
      <p role="status" aria-live="polite" className={styles.label}>
        {alert ? alert.label : ''}
      </p>
      {alert ? <div className={styles.rule} aria-hidden /> : null}
      {alert && showControls ? (
        <div className={styles.controls}>
          {alert.alternate ? (
            <Button variant="secondary" onPress={() => alert.setBlinking(!alert.blinking)}>
              {alert.blinking ? text.stopFlashing : text.resumeFlashing}
            </Button>
          ) : null}
          <Button variant="primary" onPress={alert.end}>
            {text.end}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
