import { useAreaMenu } from '../../../kit';
import { AppFrame, HomeCards, HomeLink } from '../../../kit/AppHome';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { MoneyHeader, useMoneyClaim } from '../components/shared';
import { moneyMenu } from '../plan';
import { CashflowChart } from '../charts/MoneyCharts';

/** The Money app's frame. */
export const MoneyLayout = AppFrame;

/** A user without the page's Money claim (403), or a Money page that failed to load. */
export function MoneyErrorPage() {
  return <AreaErrorPage area="Money" forbiddenText="Your account may not open this Money page." />;
}

/** /money: the app home, a menu of the Money pages the user may open. */
export function MoneyHomePage() {
  const entries = useAreaMenu(moneyMenu).filter((entry) => !entry.isAppHome);
  // The chart reads the ledgers' figures (Money/Read): a user with only Money/Access has none to chart.
  const canRead = useMoneyClaim('Read');
  return (
    <>
      <MoneyHeader title="Money" home toolbar={<HomeLink />} />
      {canRead ? <CashflowChart /> : null}
      <HomeCards
        label="Money pages"
        cards={entries.map((entry) => ({ path: entry.path, title: entry.title, text: entry.description }))}
      />
    </>
  );
}
