import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaHeader, useClaim } from '../../../kit';
import { useSessionStore } from '../../../core/stores/session';
import { useThemeStore } from '../../../core/stores/theme';
import * as styles from '../boxing.css';

import { BOXING_BASE } from '../plan';

export { BOXING_BASE };

export const useBoxingClaim = (value: 'Access' | 'Read' | 'Edit'): boolean => useClaim('Boxing', value);

export function useUserId(): number | null {
  return useSessionStore((state) => state.accountContext?.profile.userId ?? null);
}

/** Whether the lcars look is on: the fight then reads like a console. */
export function useConsoleLook(): boolean {
  return useThemeStore((state) => state.look === 'lcars');
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
