import { Link, Outlet } from 'react-router';
import { Card } from '@lcars/ui';
import { useAreaMenu } from '../../../kit';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { MoneyHeader } from '../components/shared';
import { moneyRoutes } from '../routes';
import * as styles from '../money.css';
import { CashflowChart } from '../charts/MoneyCharts';

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

/** /money: the app home, a menu of the Money pages the user may open. */
export function MoneyHomePage() {
  const entries = useAreaMenu(moneyRoutes).filter((entry) => !entry.isAppHome);
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
      <CashflowChart />
      <ul className={styles.cards} aria-label="Money pages">
        {entries.map((entry) => (
          <li key={entry.path} className={styles.cardItem}>
            <Card title={entry.title} headingLevel={2}>
              <p className={styles.muted}>{entry.description}</p>
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
