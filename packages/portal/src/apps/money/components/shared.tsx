import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Menu, MenuItem, Toolbar, formatCurrency } from '@lcars/ui';
import { hasClaim } from '@lcars/api/contract';
import { useSessionStore } from '../../../core/stores/session';
import { pushToast } from '../../../core/stores/toasts';
import { ERROR_DURATION, MONEY_BASE, MoneyClaim } from '../constants';
import * as styles from '../money.css';

/** The Money routes a menu offers (apps.md section 2), with the claim each needs. */
export const MONEY_MENU = [
  { path: MONEY_BASE, title: 'Money home', claim: MoneyClaim.access },
  { path: `${MONEY_BASE}/accounts`, title: 'Accounts', claim: MoneyClaim.read },
  { path: `${MONEY_BASE}/ledgers`, title: 'Ledgers', claim: MoneyClaim.access },
  { path: `${MONEY_BASE}/templates`, title: 'Budget Templates', claim: MoneyClaim.access },
  { path: `${MONEY_BASE}/subscriptions`, title: 'Subscriptions', claim: MoneyClaim.read },
  { path: `${MONEY_BASE}/credit`, title: 'Credit', claim: MoneyClaim.read },
] as const;

export function useMoneyClaim(value: string): boolean {
  return useSessionStore((state) => hasClaim(state.accountContext?.claims ?? [], MoneyClaim.type, value));
}

export const toastSuccess = (title: string): void => void pushToast({ type: 'success', title });
export const toastWarning = (title: string): void => void pushToast({ type: 'warning', title });
export const toastError = (title: string): void =>
  void pushToast({ type: 'error', title, duration: ERROR_DURATION });

/** Loads with `load` now and whenever `key` changes; `reload` again after a save. */
export function useMoneyLoad<T>(load: () => Promise<T | undefined>, key: string) {
  const [answer, setAnswer] = useState<{ key: string | null; data: T | undefined }>({
    key: null,
    data: undefined,
  });
  const [reloading, setReloading] = useState(false);
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
    setReloading(true);
    const data = await loadRef.current();
    setAnswer({ key, data });
    setReloading(false);
    return data;
  }, [key]);
  return { data: answer.data, loading: reloading || answer.key !== key, reload };
}

/** The Money menu: a drop-down of the app's pages the user may open. */
export function MoneyMenu() {
  const navigate = useNavigate();
  const claims = useSessionStore((state) => state.accountContext?.claims ?? []);
  return (
    <Menu
      trigger={<Button variant="secondary">Money menu</Button>}
      onAction={(key) => void navigate(String(key))}
    >
      {MONEY_MENU.filter((entry) => hasClaim(claims, MoneyClaim.type, entry.claim)).map((entry) => (
        <MenuItem key={entry.path} id={entry.path}>
          {entry.title}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** An add action: enabled with Money Create, otherwise a disabled placeholder button (apps.md section 2). */
export function CreateButton({ label, onPress }: { label: string; onPress: () => void }) {
  const canCreate = useMoneyClaim(MoneyClaim.create);
  return canCreate ? (
    <Button variant="primary" onPress={onPress}>
      {label}
    </Button>
  ) : (
    <Button variant="primary" isDisabled aria-description="Needs the Money Create permission">
      {label}
    </Button>
  );
}

/** A Money page's heading in the page's toolbar, the way back to the app home, and an optional second row. */
export function MoneyHeader({
  title,
  toolbar,
  extension,
  home = false,
}: {
  title: string;
  toolbar?: ReactNode;
  extension?: ReactNode;
  home?: boolean;
}) {
  return (
    <div className={styles.titles}>
      {!home && (
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to={MONEY_BASE} className={styles.link}>
            Money
          </Link>
        </nav>
      )}
      <Toolbar
        aria-label={`${title} toolbar`}
        title={<h1 className={styles.heading}>{title}</h1>}
        {...(extension !== undefined && { extension })}
      >
        {toolbar}
      </Toolbar>
    </div>
  );
}

/** Cents as money, negatives in parentheses (apps.md section 3). */
export function Amount({ cents }: { cents: number | null | undefined }) {
  if (cents === null || cents === undefined) return null;
  return <span className={cents < 0 ? styles.negative : styles.money}>{formatCurrency(cents)}</span>;
}

export function YesNo({ value }: { value: boolean }) {
  return <span className={styles.tag}>{value ? 'Yes' : 'No'}</span>;
}

export const lookupTitle = (
  records: readonly { id: number; title: string }[] | undefined,
  id: number | null | undefined,
): string => records?.find((record) => record.id === id)?.title ?? '';
