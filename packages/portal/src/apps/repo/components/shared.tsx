import { appHeader, useClaim } from '../../../kit';
import { Icon, type IconName } from '../../../shell/icons';
import { useSessionStore } from '../../../core/stores/session';
import { REPO_BASE } from '../paths';
import * as styles from '../repo.css';

export const useRepoClaim = (value: 'Access' | 'Read' | 'Create' | 'Update' | 'Delete'): boolean =>
  useClaim('Repos', value);

export const useUserId = (): number | undefined =>
  useSessionStore((state) => state.accountContext?.profile.userId);

const REPO_AREA = { title: 'Secure Repository', path: REPO_BASE };

/** A page's heading in the app's toolbar, with the way back to the app home. */
export const RepoHeader = appHeader(REPO_AREA);

/** A small round icon button of a table row (a native button: a click on it never starts an edit). */
export function RowIconButton({
  label,
  icon,
  onPress,
  disabled = false,
}: {
  label: string;
  icon: IconName;
  onPress: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onPress}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
