import { Link, Outlet } from 'react-router';
import { Card } from '@lcars/ui';
import { hasClaim } from '@lcars/api/contract';
import { useSessionStore } from '../../../core/stores/session';
import { MONEY_BASE, MoneyClaim } from '../constants';
import { MONEY_MENU, MoneyHeader } from '../components/shared';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
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
  return <AreaErrorPage area="Money" forbiddenText="Your account may not open this Money page." />;
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
