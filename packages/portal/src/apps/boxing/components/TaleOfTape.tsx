// The tale of the tape: the two fighters side by side, measure by measure, the edge in bold, the ratings as
// bars growing outwards from the middle.
import {
  RATINGS,
  RATING_TITLES,
  STANCE_TITLES,
  STYLE_TITLES,
  feetAndInches,
  recordText,
  styleOf,
  weightClassOf,
  type Fighter,
} from '@lcars/contract/boxing';
import * as styles from '../boxing.css';

type TapeFighter = Pick<
  Fighter,
  | 'name'
  | 'nickname'
  | 'age'
  | 'heightCm'
  | 'reachCm'
  | 'stance'
  | 'weightClassId'
  | 'wins'
  | 'losses'
  | 'draws'
  | 'kos'
> &
  Record<(typeof RATINGS)[number], number>;

function Bar({ value, side }: { value: number; side: 'red' | 'blue' }) {
  return (
    <div className={styles.bar} role="img" aria-label={`${value} of 100`}>
      <div
        className={`${styles.barFill} ${side === 'red' ? styles.barFillLeft : styles.barFillRight}`}
        style={{ width: `${value}%`, background: styles.cornerColour[side] }}
      />
    </div>
  );
}

export function TaleOfTape({ red, blue }: { red: TapeFighter | null; blue: TapeFighter | null }) {
  if (!red || !blue) return <p className={styles.muted}>Pick two fighters to see the tale of the tape.</p>;
  /** One measure: the better side in bold (higher, or lower with `lowerIsBetter`). */
  const measure = (
    label: string,
    left: string,
    right: string,
    leftValue?: number,
    rightValue?: number,
    lowerIsBetter = false,
  ) => {
    const better =
      leftValue === undefined || rightValue === undefined || leftValue === rightValue
        ? null
        : leftValue > rightValue !== lowerIsBetter
          ? 'red'
          : 'blue';
    return [
      <div key={`${label}-red`} className={`${styles.tapeLeft} ${better === 'red' ? styles.edge : ''}`}>
        {left}
      </div>,
      <div key={label} className={styles.tapeMeasure}>
        {label}
      </div>,
      <div key={`${label}-blue`} className={`${styles.tapeRight} ${better === 'blue' ? styles.edge : ''}`}>
        {right}
      </div>,
    ];
  };
  return (
    <section aria-label="Tale of the tape" className={styles.tape}>
      <div className={`${styles.tapeLeft} ${styles.tapeName} ${styles.corner.red}`}>{red.name}</div>
      <div className={styles.tapeMeasure}>vs</div>
      <div className={`${styles.tapeRight} ${styles.tapeName} ${styles.corner.blue}`}>{blue.name}</div>
      {measure('Nickname', red.nickname || '—', blue.nickname || '—')}
      {measure('Record', recordText(red), recordText(blue), red.wins - red.losses, blue.wins - blue.losses)}
      {measure('Age', String(red.age), String(blue.age))}
      {measure(
        'Height',
        `${red.heightCm} cm (${feetAndInches(red.heightCm)})`,
        `${blue.heightCm} cm (${feetAndInches(blue.heightCm)})`,
        red.heightCm,
        blue.heightCm,
      )}
      {measure('Reach', `${red.reachCm} cm`, `${blue.reachCm} cm`, red.reachCm, blue.reachCm)}
      {measure('Stance', STANCE_TITLES[red.stance], STANCE_TITLES[blue.stance])}
      {measure(
        'Division',
        weightClassOf(red.weightClassId)?.name ?? '',
        weightClassOf(blue.weightClassId)?.name ?? '',
      )}
      {measure('Style', STYLE_TITLES[styleOf(red)], STYLE_TITLES[styleOf(blue)])}
      {RATINGS.map((rating) => [
        <div key={`${rating}-red`} className={styles.tapeRating.red}>
          <span className={red[rating] > blue[rating] ? styles.edge : undefined}>{red[rating]}</span>
          <div className={styles.tapeBar}>
            <Bar value={red[rating]} side="red" />
          </div>
        </div>,
        <div key={rating} className={styles.tapeMeasure}>
          {RATING_TITLES[rating]}
        </div>,
        <div key={`${rating}-blue`} className={styles.tapeRating.blue}>
          <div className={styles.tapeBar}>
            <Bar value={blue[rating]} side="blue" />
          </div>
          <span className={blue[rating] > red[rating] ? styles.edge : undefined}>{blue[rating]}</span>
        </div>,
      ])}
    </section>
  );
}

/** A fighter's ratings as labelled bars (the fighter view). */
export function RatingBars({ fighter }: { fighter: Record<(typeof RATINGS)[number], number> }) {
  return (
    <div className={styles.ratings} aria-label="Ratings" role="group">
      {RATINGS.map((rating) => [
        <span key={`${rating}-label`}>{RATING_TITLES[rating]}</span>,
        <Bar key={`${rating}-bar`} value={fighter[rating]} side="blue" />,
        <span key={`${rating}-value`} className={styles.numeric}>
          {fighter[rating]}
        </span>,
      ])}
    </div>
  );
}
