import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiCall } from '../core/call';
import { pushToast } from '../core/stores/toasts';
import { ADMIN_BASE } from './pages';
import * as styles from './admin.css';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  /** Loads again (after a save); resolves the new data. */
  reload: () => Promise<T | undefined>;
}

/** GETs `path` (null: nothing yet) and again whenever it changes; failures toast through the api client. */
export function useLoad<T>(path: string | null): Loaded<T> {
  // The last answer and the path it answered; the previous data stays on screen while the next page loads.
  const [answer, setAnswer] = useState<{ path: string | null; data: T | undefined }>({
    path: null,
    data: undefined,
  });
  const [reloading, setReloading] = useState(false);
  const latest = useRef(path);

  useEffect(() => {
    latest.current = path;
    if (path === null) return;
    let live = true;
    void apiCall<T>('get', path).then((result) => {
      if (live) setAnswer((previous) => ({ path, data: result ?? previous.data }));
    });
    return () => {
      live = false;
    };
  }, [path]);

  const reload = useCallback(async () => {
    if (path === null) return undefined;
    setReloading(true);
    const result = await apiCall<T>('get', path);
    if (latest.current === path) setAnswer((previous) => ({ path, data: result ?? previous.data }));
    setReloading(false);
    return result;
  }, [path]);

  return { data: answer.data, loading: reloading || (path !== null && answer.path !== path), reload };
}

/** A value that follows `value` once it stopped changing for `delay` ms (platform.md section 9: 500 ms). */
export function useDebounced<T>(value: T, delay = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export const toastSuccess = (title: string): void => void pushToast({ type: 'success', title });
export const toastInfo = (title: string): void => void pushToast({ type: 'info', title });
export const toastError = (title: string): void => void pushToast({ type: 'error', title, duration: 5000 });

/** The heading of an admin page with the way back to the admin home and the page's actions. */
export function AdminHeader({
  title,
  actions,
  home = false,
  back = { to: ADMIN_BASE, label: 'Admin' },
}: {
  title: string;
  actions?: ReactNode;
  home?: boolean;
  /** The breadcrumb's way back (the admin home unless an app's admin menu shows the page). */
  back?: { to: string; label: string };
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {!home && (
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <Link to={back.to} className={styles.link}>
              {back.label}
            </Link>
          </nav>
        )}
        <h1 className={styles.heading}>{title}</h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

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

/** Yes / No as a small coloured tag. */
export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return <span className={value ? styles.tagOn : styles.tag}>{value ? yes : no}</span>;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
