import { Link, useLocation } from 'react-router';
import * as styles from './shell.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className={styles.centred}>
      <h1>404: Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>.
      </p>
      <Link to="/" className={styles.link}>
        Go to the home page
      </Link>
    </div>
  );
}
