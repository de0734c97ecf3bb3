// The fight played back: round by round, the events appear in order with the round clock; between rounds the
// punch statistics and how each fighter stands; then the result and the three judges' cards. A skip control
// goes straight to the result. In the lcars look it reads like a console.
import { useEffect, useState } from 'react';
import { Button, Stack } from '@lcars/ui';
import {
  JUDGE_LEANING_TITLES,
  PUNCH_KINDS,
  punchTitle,
  roundClock,
  type Bout,
  type BoutRound,
  type Corner,
  type PunchStats,
} from '@lcars/contract/boxing';
import { cardsLine, describeEvent, isBigMoment, resultLine, ringName } from '../commentary';
import * as styles from '../boxing.css';
import { ScrollRegion, useConsoleLook } from './shared';

/** Milliseconds between two events at normal speed, and the pause on a round's summary. */
const EVENT_MS = 900;
const BETWEEN_ROUNDS_MS = 2200;

const landed = (stats: PunchStats) => PUNCH_KINDS.reduce((sum, kind) => sum + stats.landed[kind], 0);
const thrown = (stats: PunchStats) => PUNCH_KINDS.reduce((sum, kind) => sum + stats.thrown[kind], 0);

function totals(rounds: readonly BoutRound[], corner: Corner): PunchStats {
  const sum: PunchStats = {
    thrown: { jab: 0, cross: 0, hook: 0, uppercut: 0, body: 0 },
    landed: { jab: 0, cross: 0, hook: 0, uppercut: 0, body: 0 },
  };
  for (const round of rounds)
    for (const kind of PUNCH_KINDS) {
      sum.thrown[kind] += round.punches[corner].thrown[kind];
      sum.landed[kind] += round.punches[corner].landed[kind];
    }
  return sum;
}

type Stage = { kind: 'round'; index: number; shown: number } | { kind: 'result' };

export function FightPlayback({ bout, startAtResult = false }: { bout: Bout; startAtResult?: boolean }) {
  const lcars = useConsoleLook();
  const [stage, setStage] = useState<Stage>(
    startAtResult ? { kind: 'result' } : { kind: 'round', index: 0, shown: 0 },
  );
  const [speed, setSpeed] = useState(1);
  const names: Record<Corner, string> = {
    red: bout.red?.name ?? 'Red corner',
    blue: bout.blue?.name ?? 'Blue corner',
  };
  const stances = { red: bout.red?.stance, blue: bout.blue?.stance };

  useEffect(() => {
    if (stage.kind !== 'round') return;
    const round = bout.rounds[stage.index];
    if (!round) return;
    const done = stage.shown >= round.events.length;
    const delay = (done ? BETWEEN_ROUNDS_MS : EVENT_MS) / speed;
    const timer = setTimeout(() => {
      if (!done) setStage({ ...stage, shown: stage.shown + 1 });
      else if (stage.index + 1 < bout.rounds.length)
        setStage({ kind: 'round', index: stage.index + 1, shown: 0 });
      else setStage({ kind: 'result' });
    }, delay);
    return () => clearTimeout(timer);
  }, [stage, speed, bout.rounds]);

  const controls = (
    <div className={styles.actions}>
      {stage.kind === 'round' ? (
        <>
          <Button variant="secondary" onPress={() => setSpeed(speed === 1 ? 4 : 1)}>
            {speed === 1 ? 'Faster' : 'Normal speed'}
          </Button>
          <Button variant="primary" onPress={() => setStage({ kind: 'result' })}>
            Skip to result
          </Button>
        </>
      ) : (
        <Button variant="secondary" onPress={() => setStage({ kind: 'round', index: 0, shown: 0 })}>
          Watch again
        </Button>
      )}
    </div>
  );

  if (stage.kind === 'result')
    return <BoutResult bout={bout} names={names} lcars={lcars} controls={controls} />;
  const round = bout.rounds[stage.index] as BoutRound;
  const events = round.events.slice(0, stage.shown);
  const complete = stage.shown >= round.events.length;
  const clock = complete ? round.endedAt : (events.at(-1)?.t ?? 0);
  return (
    <section aria-label="The fight" className={`${styles.ringside} ${lcars ? styles.console : ''}`}>
      <div className={styles.roundHeader}>
        <h2 className={styles.roundTitle}>
          Round {round.number} <span className={styles.muted}>of {bout.scheduledRounds}</span>
        </h2>
        <span className={styles.clock} aria-label="Round clock">
          {roundClock(clock)}
        </span>
      </div>
      {controls}
      <ol className={styles.feed} aria-label={`Round ${round.number} events`} aria-live="polite">
        {events.length === 0 && !complete && <li className={styles.muted}>The bell goes…</li>}
        {events.map((event, index) => (
          <li key={index} className={styles.feedItem}>
            <span className={styles.feedTime}>{roundClock(event.t)}</span>
            <span className={isBigMoment(event) ? (lcars ? styles.consoleBig : styles.bigMoment) : undefined}>
              {describeEvent(event, round.number, names, stances)}
            </span>
          </li>
        ))}
        {complete && round.events.length === 0 && (
          <li className={styles.muted}>A cagey round: both fighters feel each other out.</li>
        )}
      </ol>
      {complete && <RoundSummary round={round} names={names} />}
    </section>
  );
}

/** After the bell: the round's punch count and how each fighter stands. */
function RoundSummary({ round, names }: { round: BoutRound; names: Record<Corner, string> }) {
  return (
    <div aria-label={`End of round ${round.number}`} role="group" className={styles.conditions}>
      {(['red', 'blue'] as const).map((corner) => {
        const stats = round.punches[corner];
        const condition = round.condition[corner];
        return (
          <Stack key={corner}>
            <span className={styles.corner[corner]}>{ringName(names[corner])}</span>
            <span>
              Landed {landed(stats)} of {thrown(stats)}
              {round.knockdowns[corner] > 0 &&
                `, ${round.knockdowns[corner]} knockdown${round.knockdowns[corner] > 1 ? 's' : ''}`}
            </span>
            <Meter label="Condition" value={condition.health} corner={corner} />
            <Meter label="Energy" value={condition.energy} corner={corner} />
            {condition.cut > 0 && (
              <span className={styles.muted}>Cut: {condition.cut > 60 ? 'bad' : 'being worked on'}</span>
            )}
          </Stack>
        );
      })}
    </div>
  );
}

function Meter({ label, value, corner }: { label: string; value: number; corner: Corner }) {
  return (
    <div className={styles.ratings}>
      <span>{label}</span>
      <div
        className={styles.bar}
        role="meter"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`${styles.barFill} ${styles.barFillRight}`}
          style={{ width: `${value}%`, background: styles.cornerColour[corner] }}
        />
      </div>
      <span className={styles.numeric}>{value}</span>
    </div>
  );
}

function BoutResult({
  bout,
  names,
  lcars,
  controls,
}: {
  bout: Bout;
  names: Record<Corner, string>;
  lcars: boolean;
  controls: React.ReactNode;
}) {
  const decision = bout.stoppage === null;
  const stats = { red: totals(bout.rounds, 'red'), blue: totals(bout.rounds, 'blue') };
  // One row a punch for both corners: "Straight lefts" when both are southpaws, "Crosses" when they differ.
  const stance = bout.red?.stance === bout.blue?.stance ? bout.red?.stance : undefined;
  return (
    <section aria-label="Result" className={`${styles.ringside} ${lcars ? styles.console : ''}`}>
      <p className={styles.result} role="status">
        {resultLine(bout, names)}
      </p>
      {decision && bout.judges.length === 3 && <p>The judges score it {cardsLine(bout)}.</p>}
      {controls}
      <h2 className={styles.roundTitle}>Scorecards</h2>
      <ScrollRegion label="Scorecards">
        <table className={styles.table} aria-label="Scorecards">
          <thead>
            <tr>
              <th scope="col">Round</th>
              {bout.judges.map((card) => (
                <th key={card.name} scope="col" className={styles.numeric}>
                  <abbr title={`${card.name}: ${JUDGE_LEANING_TITLES[card.leaning].toLowerCase()}`}>
                    {card.name}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bout.rounds.map((round) => (
              <tr key={round.number} className={styles.tableRow}>
                <th scope="row">{round.number}</th>
                {bout.judges.map((card, judgeIndex) => {
                  const score = round.scores[judgeIndex];
                  return (
                    <td key={card.name} className={styles.numeric}>
                      {score ? (
                        <>
                          <span className={score.red > score.blue ? styles.corner.red : undefined}>
                            {score.red}
                          </span>
                          -
                          <span className={score.blue > score.red ? styles.corner.blue : undefined}>
                            {score.blue}
                          </span>
                        </>
                      ) : (
                        'not scored'
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className={styles.tableRow}>
              <th scope="row">Total</th>
              {bout.judges.map((card) => (
                <td key={card.name} className={`${styles.numeric} ${styles.edge}`}>
                  {card.red}-{card.blue}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p className={styles.muted}>
        Scores read {ringName(names.red)} (red) - {ringName(names.blue)} (blue).{' '}
        {bout.judges
          .map((card) => `${card.name}: ${JUDGE_LEANING_TITLES[card.leaning].toLowerCase()}.`)
          .join(' ')}
      </p>
      <h2 className={styles.roundTitle}>Punch stats</h2>
      <ScrollRegion label="Punch stats">
        <table className={styles.table} aria-label="Punch stats">
          <thead>
            <tr>
              <th scope="col">Punches (landed / thrown)</th>
              <th scope="col" className={`${styles.numeric} ${styles.corner.red}`}>
                {ringName(names.red)}
              </th>
              <th scope="col" className={`${styles.numeric} ${styles.corner.blue}`}>
                {ringName(names.blue)}
              </th>
            </tr>
          </thead>
          <tbody>
            {PUNCH_KINDS.map((kind) => (
              <tr key={kind} className={styles.tableRow}>
                <th scope="row">{punchTitle(kind, stance)}</th>
                {(['red', 'blue'] as const).map((corner) => (
                  <td key={corner} className={styles.numeric}>
                    <span className={styles.nowrap}>
                      {stats[corner].landed[kind]} / {stats[corner].thrown[kind]}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
            <tr className={styles.tableRow}>
              <th scope="row">Total</th>
              {(['red', 'blue'] as const).map((corner) => (
                <td key={corner} className={`${styles.numeric} ${styles.edge}`}>
                  <span className={styles.nowrap}>
                    {landed(stats[corner])} / {thrown(stats[corner])}
                  </span>{' '}
                  <span className={styles.nowrap}>
                    (
                    {thrown(stats[corner]) === 0
                      ? 0
                      : Math.round((landed(stats[corner]) * 100) / thrown(stats[corner]))}
                    %)
                  </span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
