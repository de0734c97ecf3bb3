import { APP_DISABLED_MESSAGE } from '@lcars/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { FORBIDDEN } from './areaAccess';
import * as styles from './shell.css';

/** An app area's error boundary: a disabled app or a refused claim (403), or a page that failed to load. */
export function AreaErrorPage({ area, forbiddenText }: { area: string; forbiddenText: string }) {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === FORBIDDEN;
  const disabled = forbidden && error.data === APP_DISABLED_MESSAGE;
  return (
    <div className={styles.centred} role="alert">
      <h1>{disabled ? `${area} is disabled` : forbidden ? '403 Access denied' : 'Something went wrong'}</h1>
      <p>
        {disabled
          ? APP_DISABLED_MESSAGE
          : forbidden
            ? forbiddenText
            : `The ${area} page could not be shown. Try again later.`}
      </p>
      <Link to="/" className={styles.link}>
        Back to home
      </Link>
    </div>
  );
}
