// The candidate passwords a search tries, from what the owner remembers: their words combined in every order
// (with one separator between them), each variation they turned on, and their masks. The space is counted
// exactly before anything is generated, and any index range of it can be generated on its own, so that a
// search is split across workers by ranges [start, end) of one numbering.
import { CANDIDATE_BOUND, type CandidateSpec } from '@lcars/contract/tools';
import { parseMask } from './mask.js';
import { applyRule, parseRules } from './rules.js';

export class CandidateBoundError extends Error {}

/** A contiguous part of the numbering that can generate any of its own ranges. */
interface Segment {
  readonly count: number;
  generate(from: number, to: number): Generator<string>;
}

export interface CandidatePlan {
  /** Exactly how many candidates generate() yields over the whole range (duplicates included). */
  readonly count: number;
  generate(start?: number, end?: number): Generator<string>;
}

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const leet = (word: string) => word.replace(/[aeiost]/gi, (ch) => LEET[ch.toLowerCase()]!);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const YEARS = { from: 1950, to: 2035 };
export const SUFFIX_SYMBOLS = ['!', '@', '#', '$', '%', '&', '*', '?', '.'];

/** The forms of one word the turned-on variations give, each once. */
export function wordForms(word: string, variations: ReadonlySet<string>): string[] {
  let forms = [word];
  if (variations.has('case')) forms = [word, word.toLowerCase(), capitalised(word), word.toUpperCase()];
  if (variations.has('leetspeak')) forms = forms.flatMap((form) => [form, leet(form)]);
  return [...new Set(forms)];
}

/** What may follow a combination: a number (digits, a year) then a symbol, each optional. */
export function suffixes(variations: ReadonlySet<string>): string[] {
  const numbers = [''];
  if (variations.has('digits')) {
    for (let i = 0; i < 10; i++) numbers.push(String(i));
    for (let i = 0; i < 100; i++) numbers.push(String(i).padStart(2, '0'));
  }
  if (variations.has('years')) {
    for (let y = YEARS.from; y <= YEARS.to; y++) numbers.push(String(y));
  }
  const symbols = variations.has('symbols') ? ['', ...SUFFIX_SYMBOLS] : [''];
  return [...new Set(numbers.flatMap((n) => symbols.map((s) => n + s)))];
}

/** Mixed-radix digits of `index`, last radix fastest. */
function digitsOf(index: number, radices: readonly number[]): number[] {
  const digits = new Array<number>(radices.length);
  for (let i = radices.length - 1; i >= 0; i--) {
    digits[i] = index % radices[i]!;
    index = Math.floor(index / radices[i]!);
  }
  return digits;
}

/** Yields render(digits) for the indices [from, to) of a mixed-radix space. */
function* odometer(
  radices: readonly number[],
  from: number,
  to: number,
  render: (digits: number[]) => string,
) {
  const digits = digitsOf(from, radices);
  for (let n = from; n < to; n++) {
    yield render(digits);
    for (let i = radices.length - 1; i >= 0; i--) {
      if (++digits[i]! < radices[i]!) break;
      digits[i] = 0;
    }
  }
}

function maskSegment(mask: string): { count: bigint; segment: () => Segment } {
  const positions = parseMask(mask);
  const count = positions.reduce((n, set) => n * BigInt(set.length), 1n);
  return {
    count,
    segment: () => ({
      count: Number(count),
      generate: (from, to) =>
        odometer(
          positions.map((set) => set.length),
          from,
          to,
          (digits) => digits.map((d, i) => positions[i]![d]).join(''),
        ),
    }),
  };
}

/** Ordered selections of `k` distinct indices out of `n`, in lexicographic order. */
function* orderedSelections(n: number, k: number): Generator<number[]> {
  const chosen: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  function* extend(): Generator<number[]> {
    if (chosen.length === k) {
      yield chosen;
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true;
      chosen.push(i);
      yield* extend();
      chosen.pop();
      used[i] = false;
    }
  }
  yield* extend();
}

/** Elementary symmetric sums e_0..e_k of the values (to count ordered selections without listing them). */
function elementarySums(values: readonly bigint[], k: number): bigint[] {
  const e = [1n, ...new Array<bigint>(k).fill(0n)];
  for (const v of values) for (let j = k; j >= 1; j--) e[j]! += e[j - 1]! * v;
  return e;
}

function wordSegment(spec: CandidateSpec): { count: bigint; segment: () => Segment } | undefined {
  const words = [...new Set(spec.words)];
  if (words.length === 0) return undefined;
  const variations = new Set<string>(spec.variations);
  const forms = words.map((w) => wordForms(w, variations));
  const tails = suffixes(variations);
  const separators = [...new Set(spec.separators.length > 0 ? spec.separators : [''])];
  const maxWords = Math.min(spec.maxWords, words.length);
  // Sum over k of (ordered k-selections' products of form counts) x separators (if k > 1) x suffixes:
  // the ordered sum is k! times the elementary symmetric sum e_k.
  const e = elementarySums(
    forms.map((f) => BigInt(f.length)),
    maxWords,
  );
  let count = 0n;
  let factorial = 1n;
  for (let k = 1; k <= maxWords; k++) {
    factorial *= BigInt(k);
    count += factorial * e[k]! * BigInt(k > 1 ? separators.length : 1) * BigInt(tails.length);
  }
  return {
    count,
    segment: () => ({
      count: Number(count),
      *generate(from, to) {
        let offset = 0;
        for (let k = 1; k <= maxWords; k++) {
          for (const selection of orderedSelections(words.length, k)) {
            const radices = [
              ...selection.map((w) => forms[w]!.length),
              k > 1 ? separators.length : 1,
              tails.length,
            ];
            const size = radices.reduce((a, b) => a * b, 1);
            if (offset + size > from && offset < to) {
              yield* odometer(
                radices,
                Math.max(from, offset) - offset,
                Math.min(to, offset + size) - offset,
                (d) => {
                  const separator = separators[d[k]!]!;
                  return selection.map((w, i) => forms[w]![d[i]!]).join(separator) + tails[d[k + 1]!];
                },
              );
            }
            offset += size;
            if (offset >= to) return;
          }
        }
      },
    }),
  };
}

/**
 * A search's word list: its count of words (enough to count), and its words (needed to generate; only the
 * search reads the file).
 */
export interface WordlistSource {
  count: number;
  words?: readonly string[];
}

/** Each word of the list through each rule, word by word: index i is word i / rules, rule i % rules. */
function wordlistSegment(
  spec: CandidateSpec,
  wordlist: WordlistSource | undefined,
): { count: bigint; segment: () => Segment } | undefined {
  if (spec.wordlistId === null || !wordlist || wordlist.count === 0) return undefined;
  const rules = parseRules(spec.rules); // throws RuleError naming the line
  const count = BigInt(wordlist.count) * BigInt(rules.length);
  return {
    count,
    segment: () => ({
      count: Number(count),
      *generate(from, to) {
        const words = wordlist.words;
        if (!words || words.length !== wordlist.count) throw new Error('The word list changed.');
        for (let i = from; i < to; i++) {
          yield applyRule(rules[i % rules.length]!, words[Math.floor(i / rules.length)]!);
        }
      },
    }),
  };
}

function partsOf(spec: CandidateSpec, wordlist: WordlistSource | undefined) {
  return [wordSegment(spec), wordlistSegment(spec, wordlist), ...spec.masks.map(maskSegment)].filter(
    (p) => p !== undefined,
  );
}

/** The exact number of candidates of a spec, however large (no generating). */
export function countCandidates(spec: CandidateSpec, wordlist?: WordlistSource): bigint {
  return partsOf(spec, wordlist).reduce((n, part) => n + part.count, 0n);
}

/** The spec's candidates, counted; refuses a spec above the bound with a message saying what to do. */
export function planCandidates(
  spec: CandidateSpec,
  bound: number = CANDIDATE_BOUND,
  wordlist?: WordlistSource,
): CandidatePlan {
  const parts = partsOf(spec, wordlist);
  const total = parts.reduce((n, part) => n + part.count, 0n);
  if (total > BigInt(bound)) {
    throw new CandidateBoundError(
      `These choices make ${total.toLocaleString('en')} candidates, more than the ${bound.toLocaleString('en')} ` +
        'one search may try. Use fewer words or combined words, turn off a variation, fewer rules, or narrow a mask.',
    );
  }
  const segments = parts.map((part) => part.segment());
  const count = Number(total);
  return {
    count,
    *generate(start = 0, end = count) {
      let offset = 0;
      for (const segment of segments) {
        if (offset + segment.count > start && offset < end) {
          yield* segment.generate(
            Math.max(start, offset) - offset,
            Math.min(end, offset + segment.count) - offset,
          );
        }
        offset += segment.count;
        if (offset >= end) return;
      }
    },
  };
}

/** The numbering split into `workers` ranges of nearly equal size, in order, covering it exactly. */
export function shardRanges(count: number, workers: number): { start: number; end: number }[] {
  const n = Math.max(1, Math.min(workers, count));
  return Array.from({ length: n }, (_, i) => ({
    start: Math.floor((count * i) / n),
    end: Math.floor((count * (i + 1)) / n),
  })).filter((range) => range.end > range.start);
}
