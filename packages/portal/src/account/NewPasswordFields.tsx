import { rules, TextField } from '@lcars/ui';
import { matchesRule, passwordRule, requirementLines } from './requirements';
import { useRequirements } from './useRequirements';
import * as styles from './account.css';

interface NewPasswordFieldsProps {
  /** Form name of the new password; its confirmation is always `confirm`. */
  name: string;
  label: string;
  confirmLabel: string;
  /** The new password as typed so far: what the confirmation must match. */
  password: string;
  /** Errors the server gave for each field. */
  errors?: { password?: string | undefined; confirm?: string | undefined };
}

/**
 * A new password with the app context's requirements listed under it, and its confirmation: the same three
 * pieces on the register, reset-password and change-password forms.
 */
export function NewPasswordFields({ name, label, confirmLabel, password, errors }: NewPasswordFieldsProps) {
  const requirements = useRequirements();
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        isRequired
        rules={[rules.required, passwordRule(requirements)]}
        errorMessage={errors?.password}
      />
      <ul className={styles.requirements} aria-label="Password requirements">
        {requirementLines(requirements).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <TextField
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        isRequired
        rules={[rules.required, matchesRule(() => password)]}
        errorMessage={errors?.confirm}
      />
    </>
  );
}
