import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRule, MAX_CANDIDATE_LENGTH, parseRule, parseRules, RuleError } from './rules.js';

const apply = (rule: string, word: string) => applyRule(parseRule(rule), word);

describe('word list rules (a subset of hashcat’s)', () => {
  // The examples of hashcat's wiki (rule_based_attack), all on the word "p@ssW0rd".
  it.each([
    [':', 'p@ssW0rd'],
    ['l', 'p@ssw0rd'],
    ['u', 'P@SSW0RD'],
    ['c', 'P@ssw0rd'],
    ['C', 'p@SSW0RD'],
    ['t', 'P@SSw0RD'],
    ['T3', 'p@sSW0rd'],
    ['r', 'dr0Wss@p'],
    ['d', 'p@ssW0rdp@ssW0rd'],
    ['p2', 'p@ssW0rdp@ssW0rdp@ssW0rd'],
    ['f', 'p@ssW0rddr0Wss@p'],
    ['{', '@ssW0rdp'],
    ['}', 'dp@ssW0r'],
    ['$1', 'p@ssW0rd1'],
    ['^1', '1p@ssW0rd'],
    ['[', '@ssW0rd'],
    [']', 'p@ssW0r'],
    ['D3', 'p@sW0rd'],
    ["'6", 'p@ssW0'],
    ['ss$', 'p@$$W0rd'],
    ['@s', 'p@W0rd'],
    ['z2', 'ppp@ssW0rd'],
    ['Z2', 'p@ssW0rddd'],
    ['q', 'pp@@ssssWW00rrdd'],
    ['k', '@pssW0rd'],
    ['K', 'p@ssW0dr'],
  ])('%s on p@ssW0rd gives %s', (rule, expected) => {
    expect(apply(rule, 'p@ssW0rd')).toBe(expected);
  });

  it('runs several functions left to right, spaces between them ignored; leetspeak with s', () => {
    expect(apply('c $1 $2 $3', 'summer')).toBe('Summer123');
    expect(apply('sa@se3so0', 'password')).toBe('p@ssw0rd');
    expect(apply('^3^2^1', 'abc')).toBe('123abc');
    expect(apply('u r', 'abc')).toBe('CBA');
    // A position past the word changes nothing.
    expect(apply('T9D9', 'abc')).toBe('abc');
    // Case functions change ASCII letters only, as hashcat's do.
    expect(apply('u', 'émile')).toBe('éMILE');
    // Characters beyond the BMP count as one.
    expect(apply('r', 'a😀b')).toBe('b😀a');
    expect(apply('$😀', 'a')).toBe('a😀');
  });

  it('never makes a candidate longer than the bound: the function that would leaves it as it is', () => {
    const word = 'x'.repeat(200);
    expect(apply('d', word)).toBe(word);
    expect(apply('$a', 'x'.repeat(MAX_CANDIDATE_LENGTH))).toHaveLength(MAX_CANDIDATE_LENGTH);
    expect(apply('ddddddddddd', 'ab')).toHaveLength(256);
  });

  it('reads one rule a line, skips blank lines and comments, and names the line of a bad rule', () => {
    expect(parseRules('')).toEqual([[{ op: ':' }]]);
    expect(parseRules('# leet\r\nc\n\n$1\n')).toEqual([[{ op: 'c' }], [{ op: '$', x: '1' }]]);
    const bad = (text: string) => {
      try {
        parseRules(text);
      } catch (error) {
        expect(error).toBeInstanceOf(RuleError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(bad('c\n$1\nx')).toBe('Rule on line 3: "x" at character 1 is not a function this portal knows.');
    expect(bad('c\n$')).toBe('Rule on line 2: "$" at character 1 needs a character after it.');
    expect(bad('Ta')).toBe('Rule on line 1: "T" at character 1 needs a position (0-9 or A-Z) after it.');
    expect(bad('c sa')).toMatch(/line 1: "s" at character 3 needs two characters/);
    expect(bad(':'.repeat(40))).toMatch(/more than 31 functions/);
    expect(bad(Array.from({ length: 1001 }, () => 'c').join('\n'))).toMatch(
      /line 1001: a list takes at most 1000/,
    );
  });

  it('has the properties of its functions (property tests)', () => {
    const word = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(word, (w) => {
        expect(apply('rr', w)).toBe(w);
        expect(apply('tt', w)).toBe(w);
        expect(apply('d', w)).toBe(w + w);
        expect(apply('f', w)).toBe(w + [...w].reverse().join(''));
        expect(apply('l', w)).toBe(apply('ul', w));
        expect(apply('$!', w)).toBe(`${w}!`);
        expect(apply('{}', w)).toBe(w);
      }),
    );
    // Any text either parses or is refused with a RuleError: nothing else is thrown.
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          const rules = parseRules(text);
          for (const rule of rules) applyRule(rule, 'Word1');
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
        }
      }),
    );
  });
});
