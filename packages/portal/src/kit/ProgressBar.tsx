import * as styles from './progressBar.css';

/** A bar of how far a job is (0-100), named for assistive technology by what it is of and where it is. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={label}
    >
      <div className={styles.progressFill} style={{ width: `${Math.max(2, percent)}%` }} />
    </div>
  );
}
