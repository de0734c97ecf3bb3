import { Link } from 'react-router';
import { Card, Stack } from '@lcars/ui';
import { RESULT_TITLES, type BoutSummary } from '@lcars/contract/boxing';
import { AppFrame, HomeCards, HomeLink } from '../../../kit/AppHome';
import { AreaErrorPage } from '../../../shell/AreaErrorPage';
import { boxingApi } from '../api';
import { BOXING_BASE, BoxingHeader } from '../components/shared';
import { useAreaMenu, useLoad } from '../../../kit';
import { boxingMenu } from '../plan';
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

/** Bouts, one a line: who met whom (a link to the bout), how it ended and where. */
export function BoutList({ bouts }: { bouts: readonly BoutSummary[] }) {
  return (
    <Stack as="ul">
      {bouts.map((bout) => (
        <li key={bout.id}>
          <Link to={`${BOXING_BASE}/bout/setup/${bout.id}`} className={styles.link}>
            {boutTitle(bout)}
          </Link>{' '}
          <span className={styles.muted}>
            {boutOutcomeText(bout)} · {bout.venueName}
          </span>
        </li>
      ))}
    </Stack>
  );
}

/** /games/boxing: the app home, the Boxing pages the user may open and the latest results. */
export function BoxingHomePage() {
  const entries = useAreaMenu(boxingMenu).filter((entry) => !entry.isAppHome);
  const latest = useLoad(() => boxingApi.bouts({ itemsPerPage: 5, status: 'finished' }), 'latest');
  return (
    <>
      <BoxingHeader title="Boxing" home toolbar={<HomeLink />} />
      <HomeCards
        label="Boxing pages"
        cards={entries.map((entry) => ({ path: entry.path, title: entry.title, text: entry.description }))}
      />
      <Card title="Latest results" headingLevel={2}>
        {latest.loading ? (
          <p className={styles.muted}>Loading…</p>
        ) : (latest.data?.records.length ?? 0) === 0 ? (
          <p className={styles.muted}>No bouts fought yet.</p>
        ) : (
          <BoutList bouts={latest.data?.records ?? []} />
        )}
      </Card>
    </>
  );
}
