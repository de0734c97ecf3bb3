// Boxing's Glicko-2 ratings in the portal: a division's rankings (/games/boxing/rankings), and on a fighter's
// page their rating and rank, matchmaking suggestions and their career (a chart of the rating after each
// bout, with the same bouts in a table beside it).
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Column, Columns, Inline, Select } from '@lcars/ui';
import { RESULT_TITLES, WEIGHT_CLASSES, weightClassLabel, type FighterDetail } from '@lcars/contract/boxing';
import { useLoad } from '../../../kit';
import { boxingApi } from '../api';
import { BOXING_BASE, BoxingHeader, ScrollRegion } from '../components/shared';
import * as styles from '../boxing.css';

/** Chart.js and the drawing code: a chunk of their own, loaded when a career shows. */
const RatingChart = lazy(() => import('../components/RatingChart'));

const fighterLink = (id: number) => `${BOXING_BASE}/fighter/${id}`;
const points = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(0);
const PAGE_SIZE = 25;

/** /games/boxing/rankings: one division's rated fighters, highest rating first. */
export function RankingsPage() {
  const [params, setParams] = useSearchParams();
  const weightClassId = Number(params.get('weightClassId') ?? '') || 11;
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useLoad(
    () => boxingApi.ranking({ weightClassId, page, itemsPerPage: PAGE_SIZE }),
    `${weightClassId}|${page}`,
  );
  const go = (division: number, to: number) =>
    setParams(new URLSearchParams({ weightClassId: String(division), page: String(to) }), { replace: true });
  return (
    <>
      <BoxingHeader title="Rankings" />
      <Select
        label="Division"
        options={WEIGHT_CLASSES.map((w) => ({ id: w.id, label: w.name }))}
        value={weightClassId}
        onChange={(value) => go(Number(value) || 11, 1)}
      />
      {list.loading ? (
        <p className={styles.muted}>Loading…</p>
      ) : (list.data?.total ?? 0) === 0 ? (
        <p className={styles.muted}>No fighter has a rated bout at {weightClassLabel(weightClassId)} yet.</p>
      ) : (
        <ScrollRegion label="Rankings table">
          <table
            className={styles.table}
            aria-label={`${weightClassLabel(weightClassId)} rankings`}
            style={{ whiteSpace: 'nowrap' }}
          >
            <thead>
              <tr>
                <th scope="col" className={styles.numeric}>
                  Rank
                </th>
                <th scope="col">Fighter</th>
                <th scope="col" className={styles.numeric}>
                  Rating
                </th>
                <th scope="col" className={styles.numeric}>
                  RD
                </th>
                <th scope="col" className={styles.numeric}>
                  Bouts
                </th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.records.map((entry) => (
                <tr key={entry.fighterId} className={styles.tableRow}>
                  <td className={styles.numeric}>{entry.rank}</td>
                  <th scope="row">
                    <Link to={fighterLink(entry.fighterId)} className={styles.link}>
                      {entry.name}
                    </Link>
                    {entry.fighterWeightClassId !== weightClassId && (
                      <span className={styles.muted}> ({weightClassLabel(entry.fighterWeightClassId)})</span>
                    )}
                  </th>
                  <td className={styles.numeric}>{points(entry.rating)}</td>
                  <td className={styles.numeric}>{points(entry.rd)}</td>
                  <td className={styles.numeric}>{entry.bouts}</td>
                  <td>{entry.createdBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {(list.data?.pageCount ?? 0) > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => go(weightClassId, page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {list.data?.pageCount}
          </span>
          <Button
            variant="secondary"
            isDisabled={page >= (list.data?.pageCount ?? 1)}
            onPress={() => go(weightClassId, page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </>
  );
}

/** A fighter's rating and rank in their division, and in the other divisions they fought in. */
export function FighterRatingCard({ fighter }: { fighter: FighterDetail }) {
  const own = fighter.rating;
  const others = fighter.divisions.filter((division) => division.weightClassId !== fighter.weightClassId);
  return (
    <Card title="Rating" headingLevel={2} subtitle="Glicko-2, from finished bouts">
      <dl className={styles.facts} data-testid="fighter-rating">
        {[
          ['Rating', `${points(own.rating)} ± ${points(own.rd)}`],
          [
            'Rank',
            own.rank === null
              ? `Unranked at ${weightClassLabel(own.weightClassId)}`
              : `${own.rank} of ${own.rated} at ${weightClassLabel(own.weightClassId)}`,
          ],
          ['Rated bouts', String(own.bouts)],
          ...others.map((division) => [
            weightClassLabel(division.weightClassId),
            `${points(division.rating)}, rank ${division.rank ?? '—'} of ${division.rated}`,
          ]),
        ].map(([term, detail]) => (
          <Inline key={term} space="md" align="spaceBetween" alignY="end">
            <dt className={styles.muted}>{term}</dt>
            <dd style={{ margin: 0 }}>{detail}</dd>
          </Inline>
        ))}
      </dl>
      <Link to={`${BOXING_BASE}/rankings?weightClassId=${own.weightClassId}`} className={styles.link}>
        {weightClassLabel(own.weightClassId)} rankings
      </Link>
    </Card>
  );
}

/** Opponents the owner could book against this fighter: close in rating and weight. */
export function MatchmakingCard({ fighterId }: { fighterId: number }) {
  const suggestions = useLoad(() => boxingApi.matchmaking(fighterId, 5), `match:${fighterId}`);
  const records = suggestions.data?.records ?? [];
  return (
    <Card title="Matchmaking" headingLevel={2} subtitle="Close in rating and weight, from the owner's roster">
      {suggestions.loading ? (
        <p className={styles.muted}>Loading…</p>
      ) : records.length === 0 ? (
        <p className={styles.muted}>No opponent within one division on this roster.</p>
      ) : (
        <ul data-testid="matchmaking" style={{ margin: 0, paddingLeft: '1.2em' }}>
          {records.map((one) => (
            <li key={one.fighterId}>
              <Link to={fighterLink(one.fighterId)} className={styles.link}>
                {one.name}
              </Link>{' '}
              <span className={styles.muted}>
                {points(one.rating)} ({one.ratingGap >= 0 ? '+' : ''}
                {points(one.ratingGap)}), {weightClassLabel(one.weightClassId)} · win chance{' '}
                {Math.round(one.winChance * 100)}%
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const OUTCOME_TITLES = { win: 'Won', loss: 'Lost', draw: 'Drew' } as const;

/** The fighter's bouts over time: the rating after each as a chart, the bouts in a table beside it. */
export function CareerCard({ fighterId }: { fighterId: number }) {
  const career = useLoad(() => boxingApi.career(fighterId, 100), `career:${fighterId}`);
  const records = useMemo(() => career.data?.records ?? [], [career.data]);
  const labels = useMemo(() => records.map((bout, index) => `${index + 1}. ${bout.opponentName}`), [records]);
  const ratings = useMemo(() => records.map((bout) => bout.rating), [records]);
  return (
    <Card title="Career" headingLevel={2}>
      <Columns collapseBelow="md" space="lg">
        <Column>
          {records.length === 0 ? (
            <p className={styles.muted}>{career.loading ? 'Loading…' : 'No finished bout yet.'}</p>
          ) : (
            <div
              style={{ position: 'relative', height: '16rem', minWidth: 0 }}
              data-testid="chart-boxing-career"
            >
              <Suspense fallback={<p className={styles.muted}>Loading the chart…</p>}>
                <RatingChart
                  labels={labels}
                  ratings={ratings}
                  label="Line chart of the fighter's Glicko-2 rating after each finished bout, oldest first; the table beside it has the same bouts."
                />
              </Suspense>
            </div>
          )}
        </Column>
        <Column>
          {records.length > 0 && (
            <ScrollRegion label="Career table">
              <table className={styles.table} aria-label="Career">
                <thead>
                  <tr>
                    <th scope="col">Opponent</th>
                    <th scope="col">Result</th>
                    <th scope="col" className={styles.numeric}>
                      Rating
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...records].reverse().map((bout) => (
                    <tr key={bout.boutId} className={styles.tableRow}>
                      <th scope="row">
                        <Link to={`${BOXING_BASE}/bout/setup/${bout.boutId}`} className={styles.link}>
                          {bout.opponentName}
                        </Link>
                      </th>
                      <td>
                        {OUTCOME_TITLES[bout.outcome]}
                        {bout.result && bout.outcome !== 'draw' ? ` (${RESULT_TITLES[bout.result]})` : ''}
                      </td>
                      <td className={styles.numeric}>
                        {points(bout.rating)}
                        {bout.rating !== null && bout.ratingBefore !== null && (
                          <span className={styles.muted}>
                            {' '}
                            ({bout.rating >= bout.ratingBefore ? '+' : ''}
                            {points(bout.rating - bout.ratingBefore)})
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </Column>
      </Columns>
    </Card>
  );
}
