import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaHeader, useClaim } from '../../../kit';
import { useSessionStore } from '../../../core/stores/session';
import { useThemeStore } from '../../../core/stores/theme';
import * as styles from '../boxing.css';

export const BOXING_BASE = '/games/boxing';

/** The Boxing pages a menu offers (apps.md section 2), with the claim each needs. */
export const BOXING_MENU = [
  {
    path: `${BOXING_BASE}/bout`,
    title: 'Bouts',
    claim: 'Access',
    text: 'Set up a bout, watch it round by round.',
  },
  {
    path: `${BOXING_BASE}/fighters`,
    title: 'Fighters',
    claim: 'Read',
    text: 'The divisions and their fighters.',
  },
  {
    path: `${BOXING_BASE}/fighter/list`,
    title: 'Fighter list',
    claim: 'Read',
    text: 'Search every fighter.',
  },
  {
    path: `${BOXING_BASE}/fighter/legacy`,
    title: 'Legacy import',
    claim: 'Read',
    text: 'Bring a roster over from the older Boxing app.',
  },
] as const;

export const useBoxingClaim = (value: 'Access' | 'Read' | 'Edit'): boolean => useClaim('Boxing', value);

export function useUserId(): number | null {
  return useSessionStore((state) => state.accountContext?.profile.userId ?? null);
}

/** Whether the lcars look is on: the fight then reads like a console. */
export function useConsoleLook(): boolean {
  return useThemeStore((state) => state.look === 'lcars');
}

/** Loads with `load` now and whenever `key` changes; `reload` again after a change. */
export function useLoad<T>(load: () => Promise<T | undefined>, key: string) {
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
  return {
    data: answer.data,
    loading: answer.key !== key,
    reload,
    set: (data: T) => setAnswer({ key, data }),
  };
}

const BOXING_AREA = { title: 'Boxing', path: BOXING_BASE };

/** A Boxing page's heading in its toolbar, with the way back to the app home. */
export function BoxingHeader({
  title,
  toolbar,
  home = false,
  trail,
}: {
  title: string;
  toolbar?: ReactNode;
  home?: boolean;
  /** Links between the app home and this page. */
  trail?: { to: string; label: string }[];
}) {
  return (
    <AreaHeader
      area={BOXING_AREA}
      title={title}
      home={home}
      layout="toolbar"
      actions={toolbar}
      {...(trail !== undefined && { trail: trail.map((step) => ({ path: step.to, title: step.label })) })}
    />
  );
}

/** A link styled as the app's links. */
export function BoxingLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

/**
 * A table's sideways-scrolling frame on a phone: focusable and named, so a keyboard user can reach it and
 * scroll it with the arrow keys, and a screen reader says what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
