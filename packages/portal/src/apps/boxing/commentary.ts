// The ringside words for a bout's events, results and cards. Pure: the same event always reads the same (the
// variety comes from the event's round and second, not from chance), so a replay reads like the first time.
import {
  PUNCH_TITLES,
  RESULT_TITLES,
  roundClock,
  type Bout,
  type Corner,
  type PunchKind,
  type RoundEvent,
  type Stance,
} from '@lcars/contract/boxing';

/** What a fighter is called at ringside: the last name ("Marcus Delaney" -> "Delaney"). */
export function ringName(name: string | undefined): string {
  const words = (name ?? '')
    .replace(/"[^"]*"/g, ' ')
    .trim()
    .split(/\s+/);
  return words.at(-1) || name || 'The fighter';
}

const PUNCH_WORDS: Record<PunchKind, readonly string[]> = {
  jab: ['jab', 'stiff jab', 'double jab'],
  cross: ['straight right', 'right hand', 'one-two'],
  hook: ['left hook', 'right hook', 'looping hook'],
  uppercut: ['uppercut', 'short uppercut', 'right uppercut'],
  body: ['hook to the body', 'shot to the ribs', 'body shot'],
};

/** A southpaw's rear hand is the left; a switch hitter's is either, so it is named without a side. */
const REAR_HAND_WORDS: Record<Stance, Partial<Record<PunchKind, readonly string[]>>> = {
  orthodox: {},
  southpaw: {
    cross: ['straight left', 'left hand', 'one-two'],
    uppercut: ['uppercut', 'short uppercut', 'left uppercut'],
  },
  switch: {
    cross: ['cross', 'rear hand', 'one-two'],
    uppercut: ['uppercut', 'short uppercut', 'rear uppercut'],
  },
};

function punchWords(kind: PunchKind, stance: Stance | undefined): readonly string[] {
  return (stance && REAR_HAND_WORDS[stance][kind]) ?? PUNCH_WORDS[kind];
}

/** A stable choice among phrasings for an event. */
function variant<T>(options: readonly T[], round: number, event: RoundEvent): T {
  const index = (round * 31 + event.t * 7 + event.kind.length) % options.length;
  return options[index] as T;
}

const STOPPAGE_WORDS: Record<string, (winner: string, loser: string) => string> = {
  count: (winner, loser) => `${loser} is counted out! ${winner} wins by knockout!`,
  referee: (winner) => `The referee waves it off! ${winner} wins!`,
  doctor: (winner, loser) => `The ringside doctor stops it on the cut of ${loser}: ${winner} wins!`,
  corner: (winner, loser) => `${loser}'s corner pulls their fighter out on the stool: ${winner} wins!`,
  'three-knockdowns': (winner) => `Three knockdowns in the round: the fight is over! ${winner} wins!`,
};

/** One event as a commentator would call it, with the names of the two corners. */
export function describeEvent(
  event: RoundEvent,
  round: number,
  names: Record<Corner, string>,
  stances: Partial<Record<Corner, Stance>> = {},
): string {
  const actor = ringName(names[event.corner]);
  const other = ringName(names[event.corner === 'red' ? 'blue' : 'red']);
  const punch = event.punch ? variant(punchWords(event.punch, stances[event.corner]), round, event) : 'punch';
  switch (event.kind) {
    case 'jabs':
      return `${actor} works behind the jab, landing ${event.count ?? 3} in a row.`;
    case 'combination':
      return variant(
        [
          `${actor} lands a ${event.count ?? 3}-punch combination, finishing with a ${punch}!`,
          `Combination from ${actor}: ${event.count ?? 3} punches, the ${punch} lands flush.`,
        ],
        round,
        event,
      );
    case 'power':
      return variant(
        [
          `${actor} connects with a hard ${punch}.`,
          `Big ${punch} from ${actor}!`,
          `${actor} snaps ${other}'s head back with a ${punch}.`,
        ],
        round,
        event,
      );
    case 'body':
      return variant(
        [`${actor} digs a ${punch} into ${other}.`, `${other} winces: ${actor} lands a ${punch}.`],
        round,
        event,
      );
    case 'exchange':
      return `${actor} and ${other} trade in the centre of the ring!`;
    case 'hurt':
      return `${other} is hurt! The ${punch} from ${actor} has them on unsteady legs.`;
    case 'knockdown':
      return `DOWN GOES ${other.toUpperCase()}! A ${punch} from ${actor} puts them on the canvas!`;
    case 'up':
      return `${actor} beats the count at ${event.count ?? 8}.`;
    case 'cut':
      return `${actor} opens a cut ${event.detail ?? 'over the eye'} of ${other}.`;
    case 'clinch':
      return `${actor} holds on, tying ${other} up.`;
    case 'warning':
      return `The referee warns ${actor} for ${event.detail ?? 'a foul'}.`;
    case 'deduction':
      return `The referee takes a point from ${actor} for ${event.detail ?? 'a foul'}!`;
    case 'stoppage':
      return (STOPPAGE_WORDS[event.detail ?? 'referee'] ?? STOPPAGE_WORDS.referee!)(actor, other);
  }
}

/** Whether an event is a big moment (shown louder in the read-out). */
export function isBigMoment(event: RoundEvent): boolean {
  return (
    event.kind === 'knockdown' || event.kind === 'stoppage' || event.kind === 'hurt' || event.kind === 'cut'
  );
}

/** "Delaney wins by knockout in round 7 (2:31)", "Park wins a split decision", "A majority draw". */
export function resultLine(
  bout: Pick<Bout, 'result' | 'winner' | 'endRound' | 'endTime' | 'judges' | 'stoppage'>,
  names: Record<Corner, string>,
): string {
  if (bout.result === null) return 'Not fought yet.';
  if (bout.result === 'draw') {
    const draws = bout.judges.filter((card) => card.verdict === 'draw').length;
    return draws === 3 ? 'A unanimous draw.' : draws === 2 ? 'A majority draw.' : 'A split draw.';
  }
  const winner = bout.winner ? names[bout.winner] : 'The fighter';
  if (bout.result === 'KO' || bout.result === 'TKO') {
    const how =
      bout.stoppage === 'corner'
        ? ' (retired on the stool)'
        : bout.stoppage === 'doctor'
          ? ' (on the cut)'
          : '';
    return `${winner} wins by ${RESULT_TITLES[bout.result].toLowerCase()} in round ${bout.endRound ?? '?'} (${roundClock(bout.endTime ?? 0)})${how}.`;
  }
  return `${winner} wins a ${RESULT_TITLES[bout.result].toLowerCase()}.`;
}

/** The cards as the announcer reads them: "117-111, 116-112, 115-113". */
export function cardsLine(bout: Pick<Bout, 'judges' | 'winner'>): string {
  return bout.judges
    .map((card) => {
      const high = Math.max(card.red, card.blue);
      const low = Math.min(card.red, card.blue);
      return bout.winner === null || card.verdict === bout.winner || card.verdict === 'draw'
        ? `${high}-${low}`
        : `${low}-${high}`;
    })
    .join(', ');
}

export { PUNCH_TITLES };
