// Word list rules: a subset of hashcat's rule language (hashcat.net/wiki/doku.php?id=rule_based_attack). One
// rule a line, each a run of functions applied left to right to a word; `#` starts a comment line, blank lines
// are skipped, spaces between functions are ignored (as hashcat does). The language is read one character at
// a time by the small parser below: no regular expression ever runs over the owner's text.
//
// Functions (N a position or count: 0-9, then A-Z for 10-35):
//   :  nothing            l  lower case          u  upper case          c  capitalise
//   C  invert capitalise  t  toggle case         TN toggle position N   r  reverse
//   d  duplicate          pN append N copies     f  reflect             {  rotate left
//   }  rotate right       $X append X            ^X prepend X           [  delete first
//   ]  delete last        DN delete position N   'N truncate at N       sXY replace X with Y
//   @X purge X            zN duplicate first N   ZN duplicate last N    q  duplicate each
//   k  swap first two     K  swap last two
// Case functions change ASCII letters only, as hashcat's do. A function that would make a candidate longer
// than MAX_CANDIDATE_LENGTH leaves it as it is, so that the count (words x rules) stays exact.
import { MAX_RULE_FUNCTIONS, MAX_RULE_LENGTH, MAX_RULES } from '@lcars/contract/tools';

export const MAX_CANDIDATE_LENGTH = 256;

export class RuleError extends Error {
  constructor(
    /** 1-based line of the rules text. */
    readonly line: number,
    message: string,
  ) {
    super(`Rule on line ${line}: ${message}`);
  }
}

/** One parsed function: its letter and its arguments (characters, or a position as a number). */
export type RuleFunction =
  | { op: ':' | 'l' | 'u' | 'c' | 'C' | 't' | 'r' | 'd' | 'f' | '{' | '}' | '[' | ']' | 'q' | 'k' | 'K' }
  | { op: 'T' | 'p' | 'D' | "'" | 'z' | 'Z'; n: number }
  | { op: '$' | '^' | '@'; x: string }
  | { op: 's'; x: string; y: string };

export type Rule = readonly RuleFunction[];

const SIMPLE = new Set([':', 'l', 'u', 'c', 'C', 't', 'r', 'd', 'f', '{', '}', '[', ']', 'q', 'k', 'K']);
const POSITIONAL = new Set(['T', 'p', 'D', "'", 'z', 'Z']);
const ONE_CHAR = new Set(['$', '^', '@']);

/** A position or count: 0-9 then A-Z (10-35), as hashcat writes them. */
function position(ch: string | undefined): number | undefined {
  if (ch === undefined || ch.length !== 1) return undefined;
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return undefined;
}

/** One rule line (without its line break); throws RuleError naming the line and the function. */
export function parseRule(text: string, line = 1): Rule {
  const chars = [...text];
  if (chars.length > MAX_RULE_LENGTH) throw new RuleError(line, `longer than ${MAX_RULE_LENGTH} characters.`);
  const functions: RuleFunction[] = [];
  for (let i = 0; i < chars.length;) {
    const op = chars[i]!;
    const at = i + 1;
    if (op === ' ' || op === '\t') {
      i++;
      continue;
    }
    if (SIMPLE.has(op)) {
      functions.push({ op } as RuleFunction);
      i++;
    } else if (POSITIONAL.has(op)) {
      const n = position(chars[i + 1]);
      if (n === undefined)
        throw new RuleError(line, `"${op}" at character ${at} needs a position (0-9 or A-Z) after it.`);
      functions.push({ op, n } as RuleFunction);
      i += 2;
    } else if (ONE_CHAR.has(op)) {
      const x = chars[i + 1];
      if (x === undefined)
        throw new RuleError(line, `"${op}" at character ${at} needs a character after it.`);
      functions.push({ op, x } as RuleFunction);
      i += 2;
    } else if (op === 's') {
      const x = chars[i + 1];
      const y = chars[i + 2];
      if (x === undefined || y === undefined)
        throw new RuleError(line, `"s" at character ${at} needs two characters after it (sXY).`);
      functions.push({ op: 's', x, y });
      i += 3;
    } else {
      throw new RuleError(line, `"${op}" at character ${at} is not a function this portal knows.`);
    }
    if (functions.length > MAX_RULE_FUNCTIONS)
      throw new RuleError(line, `more than ${MAX_RULE_FUNCTIONS} functions.`);
  }
  return functions.length === 0 ? [{ op: ':' }] : functions;
}

/** The rules of a text, one a line; blank lines and `#` comments skipped. No rules at all is one `:`. */
export function parseRules(text: string): Rule[] {
  const rules: Rule[] = [];
  let line = 0;
  for (const raw of text.split('\n')) {
    line++;
    const body = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (body.trim() === '' || body.startsWith('#')) continue;
    if (rules.length === MAX_RULES) throw new RuleError(line, `a list takes at most ${MAX_RULES} rules.`);
    rules.push(parseRule(body, line));
  }
  return rules.length === 0 ? [[{ op: ':' }]] : rules;
}

const isLower = (c: string) => c >= 'a' && c <= 'z';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const lower = (c: string) => (isUpper(c) ? String.fromCharCode(c.charCodeAt(0) + 32) : c);
const upper = (c: string) => (isLower(c) ? String.fromCharCode(c.charCodeAt(0) - 32) : c);
const toggle = (c: string) => (isLower(c) ? upper(c) : lower(c));

function step(w: string[], f: RuleFunction): string[] {
  switch (f.op) {
    case ':':
      return w;
    case 'l':
      return w.map(lower);
    case 'u':
      return w.map(upper);
    case 'c':
      return w.map((ch, i) => (i === 0 ? upper(ch) : lower(ch)));
    case 'C':
      return w.map((ch, i) => (i === 0 ? lower(ch) : upper(ch)));
    case 't':
      return w.map(toggle);
    case 'T':
      return w.map((ch, i) => (i === f.n ? toggle(ch) : ch));
    case 'r':
      return [...w].reverse();
    case 'd':
      return [...w, ...w];
    case 'p':
      return Array.from({ length: f.n + 1 }, () => w).flat();
    case 'f':
      return [...w, ...[...w].reverse()];
    case '{':
      return w.length === 0 ? w : [...w.slice(1), w[0]!];
    case '}':
      return w.length === 0 ? w : [w.at(-1)!, ...w.slice(0, -1)];
    case '$':
      return [...w, f.x];
    case '^':
      return [f.x, ...w];
    case '[':
      return w.slice(1);
    case ']':
      return w.slice(0, -1);
    case 'D':
      return f.n < w.length ? [...w.slice(0, f.n), ...w.slice(f.n + 1)] : w;
    case "'":
      return w.slice(0, f.n);
    case 's':
      return w.map((ch) => (ch === f.x ? f.y : ch));
    case '@':
      return w.filter((ch) => ch !== f.x);
    case 'z':
      return w.length === 0 ? w : [...Array<string>(f.n).fill(w[0]!), ...w];
    case 'Z':
      return w.length === 0 ? w : [...w, ...Array<string>(f.n).fill(w.at(-1)!)];
    case 'q':
      return w.flatMap((ch) => [ch, ch]);
    case 'k':
      return w.length < 2 ? w : [w[1]!, w[0]!, ...w.slice(2)];
    case 'K':
      return w.length < 2 ? w : [...w.slice(0, -2), w.at(-1)!, w.at(-2)!];
  }
}

/** The word as the rule makes it. */
export function applyRule(rule: Rule, word: string): string {
  let w = [...word];
  for (const f of rule) {
    const next = step(w, f);
    if (next.length <= MAX_CANDIDATE_LENGTH) w = next;
  }
  return w.join('');
}
