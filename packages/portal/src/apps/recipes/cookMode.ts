// Cook mode's reading of a recipe (issue 34): its steps, the ingredients each step names and the durations
// in it, for timers. Simple tokenising, no regular expression with backtracking over the user's text: the
// text is cut into word and number tokens in one pass and the tokens are compared.

/** The instruction steps: one a non-empty line. */
export function stepsOf(instructions: string): string[] {
  return instructions
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

interface Token {
  text: string;
  start: number;
  end: number;
}

const isWordChar = (char: string) => /[\p{L}\p{N}½¼¾./]/u.test(char);

/** Word and number tokens, folded to lower case without diacritics, with their places in the text. */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  let start = -1;
  const bounded = text.slice(0, 5000);
  for (let i = 0; i <= bounded.length; i++) {
    const char = bounded[i] ?? ' ';
    if (isWordChar(char) && !(char === '.' && start < 0) && !(char === '/' && start < 0)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      let raw = bounded.slice(start, i);
      // A full stop or slash ends a word unless digits follow it ("1.5", "1/2").
      while (raw.endsWith('.') || raw.endsWith('/')) raw = raw.slice(0, -1);
      if (raw !== '')
        out.push({
          text: raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
          start,
          end: start + raw.length,
        });
      start = -1;
    }
  }
  return out;
}

/** A word's singular-ish form: "tomatoes" and "tomato", "eggs" and "egg" compare equal. */
function base(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * The ingredients a step names: an ingredient whose name's words appear in the step, in a row, each as the
 * word or its plural ("2 eggs" and "Beat the egg"), or whose name's last word does ("the flour" for "Plain
 * flour"). In the ingredients' order, each once.
 */
export function stepIngredients<T extends { id: number; name: string }>(
  step: string,
  ingredients: readonly T[],
): T[] {
  const words = tokens(step).map((token) => base(token.text));
  const found: T[] = [];
  for (const ingredient of ingredients) {
    const name = tokens(ingredient.name).map((token) => base(token.text));
    if (name.length === 0 || found.some((item) => item.id === ingredient.id)) continue;
    let hit = false;
    for (let i = 0; i + name.length <= words.length && !hit; i++) {
      hit = name.every((word, offset) => words[i + offset] === word);
    }
    // "Add the flour" names "All-purpose flour": a name of several words is also named by its last one (the
    // thing itself, "flour", "pepper"), when that word is not a short one.
    const head = name.at(-1)!;
    if (!hit && name.length > 1 && head.length >= 3) hit = words.includes(head);
    if (hit) found.push(ingredient);
  }
  return found;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fortyfive: 45,
  sixty: 60,
  half: 0.5,
};
const UNIT_SECONDS: Record<string, number> = {
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  std: 3600,
  stunde: 3600,
  stunden: 3600,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  minuten: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  sekunden: 1,
};
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** A number token: 25, 1.5, 1,5 is two tokens, 1/2, ½, 1½, or a number word. */
export function numberOf(text: string): number | null {
  if (text in NUMBER_WORDS) return NUMBER_WORDS[text]!;
  if (text in FRACTIONS) return FRACTIONS[text]!;
  const last = text.at(-1) ?? '';
  if (last in FRACTIONS) {
    const whole = numberOf(text.slice(0, -1));
    return whole === null ? null : whole + FRACTIONS[last]!;
  }
  const slash = text.indexOf('/');
  if (slash > 0) {
    const top = Number(text.slice(0, slash));
    const bottom = Number(text.slice(slash + 1));
    return Number.isFinite(top) && Number.isFinite(bottom) && bottom > 0 ? top / bottom : null;
  }
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(text)) return null;
  return Number(text);
}

export interface StepDuration {
  /** The words of the step it was read from ("25 minutes", "1 hour 10 min"). */
  label: string;
  seconds: number;
  start: number;
  end: number;
}

/** The most a timer runs: two days. */
const MAX_SECONDS = 48 * 3600;

/**
 * The durations a step names, for its timers: a number (or a range "20-25" / "20 to 25", read as its
 * lower end: check early) and a unit, and the parts of a compound one added up ("1 hour 10 min",
 * "1 hour and 10 minutes").
 */
export function stepDurations(step: string): StepDuration[] {
  const list = tokens(step.replaceAll('-', ' - ').replaceAll('–', ' - '));
  const source = step.replaceAll('-', ' - ').replaceAll('–', ' - ');
  const found: StepDuration[] = [];
  let i = 0;
  // One number-and-unit part starting at token j: [seconds, index after it], or null.
  const part = (j: number): [number, number, number] | null => {
    const value = list[j] ? numberOf(list[j].text) : null;
    if (value === null) return null;
    let k = j + 1;
    // A range: "20 - 25 minutes", "20 to 25 minutes": the lower end.
    if (
      (list[k]?.text === 'to' || source.slice(list[j]!.end, list[k]?.start ?? 0).includes('-')) &&
      list[k + (list[k]?.text === 'to' ? 1 : 0)] &&
      numberOf(list[k + (list[k]?.text === 'to' ? 1 : 0)]!.text) !== null
    ) {
      k += list[k]?.text === 'to' ? 2 : 1;
    }
    // "1 1/2 hours"
    if (list[k] && numberOf(list[k]!.text) !== null && list[k]!.text.includes('/')) {
      const extra = numberOf(list[k]!.text)!;
      const unit = list[k + 1] && UNIT_SECONDS[list[k + 1]!.text];
      if (unit) return [(value + extra) * unit, k + 2, j];
    }
    const unit = list[k] && UNIT_SECONDS[list[k]!.text];
    if (!unit) return null;
    // "an hour" reads a as 1; "a minute" too. "half an hour": half, then "an" is skipped.
    return [value * unit, k + 1, j];
  };
  while (i < list.length) {
    let current = part(i);
    if (
      current === null &&
      list[i]?.text === 'half' &&
      (list[i + 1]?.text === 'an' || list[i + 1]?.text === 'a')
    ) {
      const after = part(i + 1);
      if (after) current = [after[0] / 2, after[1], i];
    }
    if (current === null) {
      i += 1;
      continue;
    }
    let [seconds, next] = current;
    const first = i;
    // The compound's next parts, with "and" between them or not.
    for (;;) {
      const skip = list[next]?.text === 'and' ? next + 1 : next;
      const more = part(skip);
      if (more === null) break;
      seconds += more[0];
      next = more[1];
    }
    const start = list[first]!.start;
    const end = list[next - 1]!.end;
    if (seconds > 0 && seconds <= MAX_SECONDS)
      found.push({ label: source.slice(start, end), seconds: Math.round(seconds), start, end });
    i = next;
  }
  return found;
}

/** Seconds as a clock: 1:05:00, 25:00, 0:45. */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
