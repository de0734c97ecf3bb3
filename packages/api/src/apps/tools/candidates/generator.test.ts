import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateSpecSchema, VARIATIONS, type CandidateSpecInput } from '@lcars/contract/tools';
import {
  CandidateBoundError,
  countCandidates,
  planCandidates,
  shardRanges,
  suffixes,
  wordForms,
} from './generator.js';
import { MaskError, parseMask } from './mask.js';

const spec = (input: CandidateSpecInput) => candidateSpecSchema.parse(input);

// Small specs: their whole space is generated in a test.
const smallSpec = fc.record({
  words: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 4 }),
  maxWords: fc.integer({ min: 1, max: 3 }),
  separators: fc.uniqueArray(fc.constantFrom('', '-', '_', '.', ' '), { minLength: 1, maxLength: 3 }),
  variations: fc.subarray([...VARIATIONS]),
  masks: fc.array(fc.constantFrom('?d?d', 'ab#', '?u?l', 'x\\#?d', '??', 'Summer20##'), { maxLength: 2 }),
});

describe('the candidate generator', () => {
  it('generates exactly as many candidates as it counts', () => {
    fc.assert(
      fc.property(smallSpec, (input) => {
        const s = spec(input);
        const plan = planCandidates(s);
        expect([...plan.generate()].length).toBe(plan.count);
        expect(countCandidates(s)).toBe(BigInt(plan.count));
      }),
      { numRuns: 60 },
    );
  });

  it('generates any range as the same slice of the whole, so shards cover the space exactly once', () => {
    fc.assert(
      fc.property(smallSpec, fc.integer({ min: 1, max: 7 }), fc.nat(), fc.nat(), (input, workers, a, b) => {
        const plan = planCandidates(spec(input));
        const all = [...plan.generate()];
        const start = plan.count === 0 ? 0 : a % plan.count;
        const end = start + (plan.count === 0 ? 0 : b % (plan.count - start + 1));
        expect([...plan.generate(start, end)]).toEqual(all.slice(start, end));
        const ranges = shardRanges(plan.count, workers);
        expect(ranges.flatMap((r) => [...plan.generate(r.start, r.end)])).toEqual(all);
        expect(ranges.length).toBeLessThanOrEqual(workers);
      }),
      { numRuns: 30 },
    );
  });

  it('combines words in every order, with one separator in each candidate, then the suffixes', () => {
    const plan = planCandidates(spec({ words: ['blue', 'Sky'], separators: ['', '-'], maxWords: 2 }));
    expect([...plan.generate()]).toEqual(['blue', 'Sky', 'blueSky', 'blue-Sky', 'Skyblue', 'Sky-blue']);
  });

  it('turns variations on one by one', () => {
    const on = (v: string[]) => new Set(v);
    expect(wordForms('summer', on([]))).toEqual(['summer']);
    expect(wordForms('summer', on(['case']))).toEqual(['summer', 'Summer', 'SUMMER']);
    expect(wordForms('summer', on(['case', 'leetspeak']))).toContain('5umm3r');
    expect(suffixes(on(['digits']))).toHaveLength(1 + 10 + 100);
    expect(suffixes(on(['years']))).toContain('1987');
    expect(suffixes(on(['digits', 'symbols']))).toContain('07!');
    const candidates = [
      ...planCandidates(spec({ words: ['summer'], variations: ['case', 'years'] })).generate(),
    ];
    expect(candidates).toContain('Summer2019');
    expect(candidates).not.toContain('summer19');
  });

  it('reads masks in hashcat form and in the easy form', () => {
    expect(parseMask('?u?l?d?s').map((set) => set.length)).toEqual([26, 26, 10, 33]);
    expect(parseMask('?a')).toHaveLength(1);
    expect(parseMask('?a')[0]).toHaveLength(95);
    expect([...planCandidates(spec({ masks: ['Summer20##'] })).generate()]).toHaveLength(100);
    expect([...planCandidates(spec({ masks: ['Summer20##'] })).generate(19, 20)]).toEqual(['Summer2019']);
    expect([...planCandidates(spec({ masks: ['a\\#'] })).generate()]).toEqual(['a#']);
    expect([...planCandidates(spec({ masks: ['ok?d'] })).generate(0, 2)]).toEqual(['ok0', 'ok1']);
    expect(() => parseMask('?x?d')).toThrow(MaskError);
  });

  it('counts a space far above the bound exactly, and refuses to plan it with a clear message', () => {
    const huge = spec({ masks: ['?a?a?a?a?a?a?a?a'] });
    expect(countCandidates(huge)).toBe(95n ** 8n);
    expect(() => planCandidates(huge)).toThrow(CandidateBoundError);
    expect(() => planCandidates(huge)).toThrow(
      /6,634,204,312,890,625 candidates, more than the 1,000,000,000/,
    );
    expect(planCandidates(spec({ masks: ['?d?d?d?d?d?d?d?d?d'] })).count).toBe(1e9);
  });

  it('counts many combined words without listing them', () => {
    const words = Array.from({ length: 24 }, (_, i) => `w${i}`);
    const s = spec({
      words,
      maxWords: 4,
      variations: ['case', 'digits', 'years', 'symbols'],
      separators: ['', '-'],
    });
    const forms = 2n; // "w1" and "W1"
    const perTuple = (k: bigint) =>
      forms ** k * (k > 1n ? 2n : 1n) * BigInt(suffixes(new Set(s.variations)).length);
    const ordered = (k: bigint) => [...Array(Number(k)).keys()].reduce((n, i) => n * (24n - BigInt(i)), 1n);
    expect(countCandidates(s)).toBe([1n, 2n, 3n, 4n].reduce((n, k) => n + ordered(k) * perTuple(k), 0n));
  });

  it('seeks into a large space without generating what comes before', () => {
    const plan = planCandidates(spec({ masks: ['?d?d?d?d?d?d?d?d?d'] }));
    expect([...plan.generate(987_654_321, 987_654_323)]).toEqual(['987654321', '987654322']);
  });
});

describe('a word list through rules', () => {
  const words = ['summer', 'winter', 'p@ssW0rd'];
  const listSpec = (rules: string, extra: CandidateSpecInput = {}) =>
    spec({ ...extra, wordlistId: 1, rules });

  it('counts words x rules without the words, and generates each word through each rule in order', () => {
    const s = listSpec('c\n$1\nsa@');
    expect(countCandidates(s, { count: 3 })).toBe(9n);
    const plan = planCandidates(s, undefined, { count: 3, words });
    expect([...plan.generate()]).toEqual([
      'Summer',
      'summer1',
      'summer',
      'Winter',
      'winter1',
      'winter',
      'P@ssw0rd',
      'p@ssW0rd1',
      'p@ssW0rd',
    ]);
    // With words and masks: each part counted and generated after the other.
    const both = listSpec('', { words: ['x'], masks: ['?d'] });
    expect(countCandidates(both, { count: 3 })).toBe(1n + 3n + 10n);
    expect(planCandidates(both, undefined, { count: 3, words }).count).toBe(14);
  });

  it('generates any range as the slice of the whole (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(':', 'c', 'u', 'r', '$1', '^x', 'd', 'sa4', 'T0'), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.nat(),
        fc.nat(),
        (list, rules, a, b) => {
          const plan = planCandidates(listSpec(rules.join('\n')), undefined, {
            count: list.length,
            words: list,
          });
          expect(plan.count).toBe(list.length * rules.length);
          const all = [...plan.generate()];
          const [from, to] = [a % (plan.count + 1), b % (plan.count + 1)].sort((x, y) => x - y) as [
            number,
            number,
          ];
          expect([...plan.generate(from, to)]).toEqual(all.slice(from, to));
        },
      ),
    );
  });

  it('refuses words x rules above the bound', () => {
    const rules = Array.from({ length: 1000 }, () => 'c').join('\n');
    expect(() => planCandidates(listSpec(rules), undefined, { count: 2_000_000 })).toThrow(
      CandidateBoundError,
    );
  });
});
