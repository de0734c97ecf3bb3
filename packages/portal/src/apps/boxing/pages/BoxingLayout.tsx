import { Link } from 'react-router';
import { Card } from '@lcars/ui';
import { hasClaim } from '@lcars/contract';
import { RESULT_TITLES, type BoutSummary } from '@lcars/contract/boxing';
import { AppFrame, HomeCards, HomeLink } from '../../../kit/AppHome';
import { useSessionStore } from '../../../core/stores/session';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { boxingApi } from '../api';
import { BOXING_BASE, BOXING_MENU, BoxingHeader, useLoad } from '../components/shared';
import * as styles from '../boxing.css';

/** The Boxing app's frame. */
export const BoxingLayout = AppFrame;

/** A user without the page's Boxing claim (403), or a Boxing page that failed to load. */
export function BoxingErrorPage() {
  return <AreaErrorPage area="Boxing" forbiddenText="Your account may not open this Boxing page." />;
}

/** One line of a bout list: "Delaney vs Park — UD, Welterweight". */
export function boutTitle(bout: Pick<BoutSummary, 'redName' | 'blueName'>): string {
  return `${bout.redName} vs ${bout.blueName}`;
}

export function boutOutcomeText(bout: BoutSummary): string {
  if (bout.status === 'setup') return 'Not fought yet';
  const winner = bout.winner === 'red' ? bout.redName : bout.winner === 'blue' ? bout.blueName : null;
  const result = bout.result ? RESULT_TITLES[bout.result] : '';
  return winner
    ? `${winner} by ${result.toLowerCase()}${bout.stoppage ? ` (round ${bout.endRound ?? ''})` : ''}`
    : result;
}

/** /games/boxing: the app home, the Boxing pages the user may open and the latest results. */
export function BoxingHomePage() {
  const claims = useSessionStore((state) => state.accountContext?.claims ?? []);
  const entries = BOXING_MENU.filter((entry) => hasClaim(claims, 'Boxing', entry.claim));
  const latest = useLoad(() => boxingApi.bouts({ itemsPerPage: 5, status: 'finished' }), 'latest');
  return (
    <>
      <BoxingHeader title="Boxing" home toolbar={<HomeLink />} />
      <HomeCards label="Boxing pages" cards={entries} />
      <Card title="Latest results" headingLevel={2}>
        {latest.loading ? (
          <p className={styles.muted}>Loading…</p>
        ) : (latest.data?.records.length ?? 0) === 0 ? (
          <p className={styles.muted}>No bouts fought yet.</p>
        ) : (
          <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {latest.data?.records.map((bout) => (
              <li key={bout.id}>
                <Link to={`${BOXING_BASE}/bout/setup/${bout.id}`} className={styles.link}>
                  {boutTitle(bout)}
                </Link>{' '}
                <span className={styles.muted}>
                  {boutOutcomeText(bout)} · {bout.venueName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
