import * as checkboxStyles from '../Checkbox/Checkbox.css';
import * as styles from './DataTable.css';

/** A row's check box, or the select-all one in the header. */
export function SelectionBox({
  label,
  checked,
  indeterminate = false,
  tabbable,
  onToggle,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  tabbable: boolean;
  onToggle: () => void;
}) {
  return (
    <label
      className={checkboxStyles.checkbox}
      data-selected={checked || undefined}
      data-indeterminate={indeterminate || undefined}
    >
      <input
        type="checkbox"
        className={styles.nativeCheckbox}
        aria-label={label}
        checked={checked}
        tabIndex={tabbable ? 0 : -1}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={onToggle}
      />
      <span className={checkboxStyles.box} aria-hidden="true">
        <svg viewBox="0 0 18 18" className={checkboxStyles.mark}>
          {indeterminate ? (
            <rect x="4" y="8" width="10" height="2" />
          ) : (
            <polyline fill="none" points="3.5 9.5 7.5 13 14.5 5" />
          )}
        </svg>
      </span>
    </label>
  );
}
