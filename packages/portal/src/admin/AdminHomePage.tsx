import { Link } from 'react-router';
import { Card } from '@lcars/ui';
import { useAreaMenu } from '../kit';
import { adminMenuRoutes } from './plan';
import { AdminHeader } from './shared';
import * as styles from './admin.css';

/** /admin: one card per page of the admin menu (the routes' metadata names and describes them). */
export function AdminHomePage() {
  const pages = useAreaMenu(adminMenuRoutes, 1);
  return (
    <>
      <AdminHeader title="Admin" home />
      <ul className={styles.cards} aria-label="Admin pages">
        {pages.map((page) => (
          <li key={page.path} className={styles.cardItem}>
            <Card
              title={page.title}
              headingLevel={2}
              actions={
                <Link to={page.path} className={styles.link} aria-label={`Open ${page.title}`}>
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
