import { Link } from 'react-router';
import { Card } from '@lcars/ui';
import { AdminHeader } from './shared';
import { ADMIN_PAGES, adminPath } from './pages';
import * as styles from './admin.css';

/** /admin: one card per admin page. */
export function AdminHomePage() {
  return (
    <>
      <AdminHeader title="Admin" home />
      <ul className={styles.cards} aria-label="Admin pages">
        {ADMIN_PAGES.map((page) => (
          <li key={page.path} className={styles.cardItem}>
            <Card
              title={page.title}
              headingLevel={2}
              actions={
                <Link to={adminPath(page.path)} className={styles.link} aria-label={`Open ${page.title}`}>
                  Open
                </Link>
              }
            >
              {page.description}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
