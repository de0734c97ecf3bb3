import { describe, expect, it } from 'vitest';
import { rules, type Rule } from './rules';
import { validate } from './validate';

describe('validate', () => {
  const fieldRules = [rules.required, rules.minLength(3), rules.pattern(/^[a-z]+$/, 'Lower case only.')];

  it('is empty for a valid value', () => {
    expect(validate('abc', fieldRules)).toEqual([]);
  });

  it('shows one message by default: the first failing rule', () => {
    expect(validate('', fieldRules)).toEqual(['Required.']);
    expect(validate('A1', fieldRules)).toEqual(['Minimum 3 characters.']);
  });

  it('shows up to maxErrors messages in rule order', () => {
    expect(validate('A1', fieldRules, 2)).toEqual(['Minimum 3 characters.', 'Lower case only.']);
    expect(validate('A1', fieldRules, 10)).toEqual(['Minimum 3 characters.', 'Lower case only.']);
  });

  it('shows nothing for a limit of 0 or less', () => {
    expect(validate('', fieldRules, 0)).toEqual([]);
    expect(validate('', fieldRules, -1)).toEqual([]);
  });

  it('stops running rules at the limit', () => {
    let ran = false;
    const spy: Rule = () => {
      ran = true;
      return true;
    };
    validate('', [rules.required, spy]);
    expect(ran).toBe(false);
  });

  it('an optional field passes its other rules when empty', () => {
    expect(validate('', [rules.email, rules.maxLength(5)])).toEqual([]);
    expect(validate(null, [rules.numbersOnly])).toEqual([]);
  });

  it('treats a false or empty answer from a rule as a failure', () => {
    const legacy = (() => false) as unknown as Rule;
    const blank = (() => '') as Rule;
    expect(validate('x', [legacy])).toEqual(['Invalid value.']);
    expect(validate('x', [blank])).toEqual(['Invalid value.']);
  });

  it('passes with no rules', () => {
    expect(validate('anything', [])).toEqual([]);
  });
});
