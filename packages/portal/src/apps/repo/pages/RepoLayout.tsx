import { Link, Outlet } from 'react-router';
import { Card } from '@lcars/ui';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { REPO_BASE } from '../routes';
import { RepoHeader } from '../components/shared';
import * as styles from '../repo.css';

/** The repository app's frame. */
export function RepoLayout() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}

/** A user without the page's Repos claim (403), or a page that failed to load. */
export function RepoErrorPage() {
  return (
    <AreaErrorPage area="Secure Repository" forbiddenText="Your account may not open this repository page." />
  );
}

/** /repo: the repository home. */
export function RepoHomePage() {
  return (
    <>
      <RepoHeader
        title="Secure Repository"
        home
        toolbar={
          <Link to="/" className={styles.link}>
            Home
          </Link>
        }
      />
      <ul className={styles.cards} aria-label="Repository pages">
        <li className={styles.cardItem}>
          <Card title="Repositories" headingLevel={2}>
            <p className={styles.muted}>
              Records of your own design. Sensitive values are encrypted on the server and shown only when you
              ask.
            </p>
            <p>
              <Link to={`${REPO_BASE}/sr`} className={styles.link}>
                Open Repositories
              </Link>
            </p>
          </Card>
        </li>
      </ul>
    </>
  );
}
