import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_VERSION } from '@lcars/api/contract';
import { PRODUCT_TITLE } from './guard';
import type { RouteMeta } from './routeMeta';
import * as styles from './shell.css';

/**
 * The frame around every page: app bar, content, footer, each hidden by the route's `app.*` flags.
 * The navigation drawer, notification drawer and the LCARS frame join here.
 */
export function AppShell({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return (
    <div className={styles.page}>
      {!meta.app?.hideHeader && (
        <header className={styles.appBar}>
          <Link to="/" className={styles.brand}>
            {PRODUCT_TITLE}
          </Link>
        </header>
      )}
      <main className={styles.main}>{children}</main>
      {!meta.app?.hideFooter && (
        <footer className={styles.footer}>
          {PRODUCT_TITLE} {CLIENT_VERSION}
        </footer>
      )}
    </div>
  );
}
