import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { FORBIDDEN } from './areaAccess';
import * as styles from './shell.css';

/** An app area's error boundary: a refused claim (403), or a page of the area that failed to load. */
export function AreaErrorPage({ area, forbiddenText }: { area: string; forbiddenText: string }) {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === FORBIDDEN;
  return (
    <div className={styles.centred} role="alert">
      <h1>{forbidden ? '403 Access denied' : 'Something went wrong'}</h1>
      <p>{forbidden ? forbiddenText : `The ${area} page could not be shown. Try again later.`}</p>
      <Link to="/" className={styles.link}>
        Back to home
      </Link>
    </div>
  );
}
