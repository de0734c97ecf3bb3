import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { Card } from '@lcars/ui';
import { hasClaim } from '@lcars/api/contract';
import { useSessionStore } from '../../../core/stores/session';
import { MONEY_BASE, MoneyClaim } from '../constants';
import { MONEY_MENU, MoneyHeader } from '../components/shared';
import { MONEY_FORBIDDEN } from '../routes';
import * as styles from '../money.css';

/** The Money app's frame. */
export function MoneyLayout() {
  return (
    <div className={styles.page}>
      <Outlet />
    </div>
  );
}

/** A user without the page's Money claim (403), or a Money page that failed to load. */
export function MoneyErrorPage() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === MONEY_FORBIDDEN;
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.heading}>{forbidden ? '403 Access denied' : 'Something went wrong'}</h1>
      <p className={styles.muted}>
        {forbidden
          ? 'Your account may not open this Money page.'
          : 'The Money page could not be shown. Try again later.'}
      </p>
      <p>
        <Link to="/" className={styles.link}>
          Back to home
        </Link>
      </p>
    </div>
  );
}

const DESCRIPTIONS: Record<string, string> = {
  [`${MONEY_BASE}/accounts`]: 'Checking, savings, cards, loans and more.',
  [`${MONEY_BASE}/ledgers`]: 'Registers of deposits and withdrawals with running balances.',
  [`${MONEY_BASE}/templates`]: 'Budget templates a new ledger can start from.',
  [`${MONEY_BASE}/subscriptions`]: 'What your subscriptions cost per month.',
  [`${MONEY_BASE}/credit`]: 'Balances, limits and rates of credit accounts.',
};

/** /money: the app home, a menu of the Money pages the user may open. */
export function MoneyHomePage() {
  const claims = useSessionStore((state) => state.accountContext?.claims ?? []);
  const entries = MONEY_MENU.filter(
    (entry) => entry.path !== MONEY_BASE && hasClaim(claims, MoneyClaim.type, entry.claim),
  );
  return (
    <>
      <MoneyHeader
        title="Money"
        home
        toolbar={
          <Link to="/" className={styles.link}>
            Home
          </Link>
        }
      />
      <ul className={styles.cards} aria-label="Money pages">
        {entries.map((entry) => (
          <li key={entry.path} className={styles.cardItem}>
            <Card title={entry.title} headingLevel={2}>
              <p className={styles.muted}>{DESCRIPTIONS[entry.path]}</p>
              <p>
                <Link to={entry.path} className={styles.link}>
                  Open {entry.title}
                </Link>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /money/offline: Money needs the server (platform.md section 2, "App Offline"). */
export function MoneyOfflinePage() {
  return (
    <>
      <h1 className={styles.heading}>App Offline</h1>
      <p className={styles.muted}>
        The application could not connect to the server and cannot continue. Please try again later.
      </p>
      <p>
        <Link to="/" className={styles.link}>
          Back to home
        </Link>
      </p>
    </>
  );
}
