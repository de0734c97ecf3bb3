import type { ReactNode } from 'react';
import { AreaHeader } from '../kit';
import { ADMIN_BASE } from './pages';
import * as styles from './admin.css';

const ADMIN_AREA = { title: 'Admin', path: ADMIN_BASE };

/** The heading of an admin page with the way back to the admin home and the page's actions. */
export function AdminHeader({
  title,
  actions,
  home,
}: {
  title: string;
  actions?: ReactNode;
  home?: boolean;
}) {
  return (
    <AreaHeader
      area={ADMIN_AREA}
      title={title}
      actions={actions}
      headingClassName={styles.heading}
      {...(home !== undefined && { home })}
    />
  );
}

export { Notice } from '../kit/Notice';

/** Yes / No as a small tag, coloured when yes. */
export const adminTag = (value: boolean): string => (value ? styles.tagOn : styles.tag);

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
