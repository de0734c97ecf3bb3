import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AreaHeader, useClaim } from '../../../kit';
import { useSessionStore } from '../../../core/stores/session';
import { REPO_BASE } from '../paths';
import * as styles from '../repo.css';

export const useRepoClaim = (value: 'Access' | 'Read' | 'Create' | 'Update' | 'Delete'): boolean =>
  useClaim('Repos', value);

export const useUserId = (): number | undefined =>
  useSessionStore((state) => state.accountContext?.profile.userId);

export { toastSuccess, toastWarning } from '../../../kit';

/** Loads with `load` now and whenever `key` changes; `reload` again after a change. */
export function useRepoLoad<T>(load: () => Promise<T | undefined>, key: string) {
  const [answer, setAnswer] = useState<{ key: string | null; data: T | undefined }>({
    key: null,
    data: undefined,
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let live = true;
    void loadRef.current().then((data) => {
      if (live) setAnswer({ key, data });
    });
    return () => {
      live = false;
    };
  }, [key]);
  const reload = useCallback(async () => {
    const data = await loadRef.current();
    setAnswer({ key, data });
    return data;
  }, [key]);
  return { data: answer.data, loading: answer.key !== key, reload };
}

const REPO_AREA = { title: 'Secure Repository', path: REPO_BASE };

/** A repository page's heading in its toolbar, and the way back to the app home. */
export function RepoHeader({
  title,
  toolbar,
  home = false,
}: {
  title: string;
  toolbar?: ReactNode;
  home?: boolean;
}) {
  return <AreaHeader area={REPO_AREA} title={title} home={home} layout="toolbar" actions={toolbar} />;
}

/** Material icon paths drawn inline (no icon font). */
const PATHS = {
  delete: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  up: 'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z',
  down: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  hide: 'M12 7a5 5 0 0 1 5 5c0 .65-.13 1.26-.36 1.83l2.92 2.92A11.8 11.8 0 0 0 22.99 12C21.26 7.61 17 4.5 11.99 4.5c-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46A11.8 11.8 0 0 0 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM12 17a5 5 0 0 1-5-5c0-.79.2-1.53.53-2.2l1.55 1.55A3 3 0 0 0 12 15c.22 0 .44-.03.65-.08l1.55 1.55c-.67.34-1.41.53-2.2.53z',
} as const;

export type RepoIconName = keyof typeof PATHS;

export function RepoIcon({ name, size = 18 }: { name: RepoIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A small round icon button of a table row (a native button: a click on it never starts an edit). */
export function RowIconButton({
  label,
  icon,
  onPress,
  disabled = false,
}: {
  label: string;
  icon: RepoIconName;
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
      <RepoIcon name={icon} />
    </button>
  );
}
