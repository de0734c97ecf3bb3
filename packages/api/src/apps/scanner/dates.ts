// The document's date, suggested from its recognised text: a tokenizer walks the text once (no regular
// expression over it), and a few token patterns read the dates people write: 2024-03-15, 15.03.2024,
// 03/15/2024 (month first, unless the first number cannot be a month), 15 March 2024, March 15, 2024 (and the
// months' short names). Only the first MAX_TEXT characters are read and at most MAX_DATES dates kept, so a
// hostile text costs at most one linear pass over a bounded prefix.
const MAX_TEXT = 50_000;
const MAX_DATES = 5;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const MONTHS = new Map<string, number>([
  ['january', 1],
  ['february', 2],
  ['march', 3],
  ['april', 4],
  ['may', 5],
  ['june', 6],
  ['july', 7],
  ['august', 8],
  ['september', 9],
  ['october', 10],
  ['november', 11],
  ['december', 12],
  ['jan', 1],
  ['feb', 2],
  ['mar', 3],
  ['apr', 4],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['sept', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
]);

type Token =
  | { kind: 'number'; text: string }
  | { kind: 'word'; text: string }
  | { kind: 'mark'; text: string }
  | { kind: 'space' };

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();

/** The text as tokens: runs of digits, runs of letters, single marks; runs of white space as one. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const end = Math.min(text.length, MAX_TEXT);
  let at = 0;
  while (at < end) {
    const char = text[at]!;
    const code = text.charCodeAt(at);
    let next = at + 1;
    if (isDigit(code)) {
      while (next < end && isDigit(text.charCodeAt(next))) next++;
      tokens.push({ kind: 'number', text: text.slice(at, next) });
    } else if (isLetter(char)) {
      while (next < end && isLetter(text[next]!)) next++;
      tokens.push({ kind: 'word', text: text.slice(at, next).toLowerCase() });
    } else if (/\s/.test(char)) {
      while (next < end && /\s/.test(text[next]!)) next++;
      tokens.push({ kind: 'space' });
    } else {
      tokens.push({ kind: 'mark', text: char });
    }
    at = next;
  }
  return tokens;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date as YYYY-MM-DD when it is a real day of a plausible year. */
function dateOf(year: number, month: number, day: number): string | null {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A matcher reads a date starting at token `at`, or answers null. */
type Matcher = (tokens: readonly Token[], at: number) => string | null;

const number = (token: Token | undefined, digits: [number, number]): number | null =>
  token?.kind === 'number' && token.text.length >= digits[0] && token.text.length <= digits[1]
    ? Number(token.text)
    : null;
const mark = (token: Token | undefined, marks: string): string | null =>
  token?.kind === 'mark' && marks.includes(token.text) ? token.text : null;
const month = (token: Token | undefined): number | null =>
  token?.kind === 'word' ? (MONTHS.get(token.text) ?? null) : null;

/** 2024-03-15 (and 2024/03/15). */
const isoDate: Matcher = (tokens, at) => {
  const year = number(tokens[at], [4, 4]);
  const first = mark(tokens[at + 1], '-/');
  const monthNumber = number(tokens[at + 2], [1, 2]);
  const day = number(tokens[at + 4], [1, 2]);
  if (year === null || first === null || monthNumber === null || day === null) return null;
  if (mark(tokens[at + 3], first) === null) return null;
  return dateOf(year, monthNumber, day);
};

/** 15.03.2024 (day first), 03/15/2024 (month first unless it cannot be), 15-03-2024 (day first). */
const numericDate: Matcher = (tokens, at) => {
  const a = number(tokens[at], [1, 2]);
  const separator = mark(tokens[at + 1], './-');
  const b = number(tokens[at + 2], [1, 2]);
  const year = number(tokens[at + 4], [4, 4]);
  if (a === null || separator === null || b === null || year === null) return null;
  if (mark(tokens[at + 3], separator) === null) return null;
  if (separator === '/') return a <= 12 ? dateOf(year, a, b) : dateOf(year, b, a);
  return dateOf(year, b, a);
};

/** The index after optional white space. */
const skipSpace = (tokens: readonly Token[], at: number) => (tokens[at]?.kind === 'space' ? at + 1 : at);

/** 15 March 2024, 15. March 2024, 15 Mar. 2024. */
const dayMonthYear: Matcher = (tokens, at) => {
  const day = number(tokens[at], [1, 2]);
  if (day === null) return null;
  let next = at + 1;
  if (mark(tokens[next], '.') !== null) next++;
  next = skipSpace(tokens, next);
  const monthNumber = month(tokens[next]);
  if (monthNumber === null || next === at + 1) return null;
  next++;
  if (mark(tokens[next], '.,') !== null) next++;
  next = skipSpace(tokens, next);
  const year = number(tokens[next], [4, 4]);
  return year === null ? null : dateOf(year, monthNumber, day);
};

/** March 15, 2024, Mar 15 2024. */
const monthDayYear: Matcher = (tokens, at) => {
  const monthNumber = month(tokens[at]);
  if (monthNumber === null) return null;
  let next = at + 1;
  if (mark(tokens[next], '.') !== null) next++;
  next = skipSpace(tokens, next);
  const day = number(tokens[next], [1, 2]);
  if (day === null || next === at + 1) return null;
  next++;
  if (
    tokens[next]?.kind === 'word' &&
    ['st', 'nd', 'rd', 'th'].includes((tokens[next] as { text: string }).text)
  )
    next++;
  if (mark(tokens[next], ',') !== null) next++;
  next = skipSpace(tokens, next);
  const year = number(tokens[next], [4, 4]);
  return year === null ? null : dateOf(year, monthNumber, day);
};

const MATCHERS: readonly Matcher[] = [isoDate, numericDate, dayMonthYear, monthDayYear];

/**
 * The dates written in the text, in the order they appear, each once, at most five: the first is the
 * document's suggested date (Paperless-ngx takes the first date too).
 */
export function findDates(text: string): string[] {
  const tokens = tokenize(text);
  const found: string[] = [];
  for (let at = 0; at < tokens.length && found.length < MAX_DATES; at++) {
    // A date starts at a number or a word, and not in the middle of one (the 2 of 12024-03-15).
    const before = tokens[at - 1];
    if (before?.kind === 'number' || before?.kind === 'word') continue;
    for (const matcher of MATCHERS) {
      const date = matcher(tokens, at);
      if (date !== null) {
        if (!found.includes(date)) found.push(date);
        break;
      }
    }
  }
  return found;
}
