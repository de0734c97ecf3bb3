import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { digitsThatFit, int32, wholeNumberText } from '@lcars/contract';
import { SEED_RULE } from '@lcars/contract/boxing';
import { personErrorMap } from './messages.js';
import { validate } from './validate.js';

/** The messages a value gets from a schema, parsed as a request is. */
function messagesOf(schema: z.ZodType, input: unknown, labels?: Record<string, string>): string[] {
  const result = schema.safeParse(input, { error: personErrorMap(labels) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('personErrorMap', () => {
  it('speaks of digits, not of a database range', () => {
    const schema = z.object({ pin: int32() });
    expect(messagesOf(schema, { pin: 2_147_483_648 })).toEqual([
      'Pin must be a whole number of at most 9 digits.',
    ]);
    expect(messagesOf(schema, { pin: -2_147_483_649 })).toEqual([
      'Pin must be a whole number of at most 9 digits.',
    ]);
    expect(messagesOf(z.object({ n: z.number().int() }), { n: 2 ** 60 })).toEqual([
      'N must be a whole number of at most 15 digits.',
    ]);
    expect(messagesOf(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual(['N must be a whole number.']);
  });

  it("says a field's own bounds as a person would, with the field's name", () => {
    const schema = z.object({ age: int32().min(18).max(50), heightCm: z.number().min(100) });
    expect(messagesOf(schema, { age: 12, heightCm: 20 }, { heightCm: 'Height' })).toEqual([
      'Age must be at least 18.',
      'Height must be at least 100.',
    ]);
    expect(messagesOf(schema, { age: 51, heightCm: 120 })).toEqual(['Age must be at most 50.']);
    expect(messagesOf(schema, { age: 'old', heightCm: 120 })).toEqual(['Age must be a number.']);
    expect(messagesOf(schema, { heightCm: 120 })).toEqual(['Age is required.']);
  });

  it('covers text, lists, choices and e-mail', () => {
    const schema = z.object({
      title: z.string().min(1).max(5),
      tags: z.array(z.string()).max(1),
      kind: z.enum(['a', 'b']),
      email: z.email(),
    });
    expect(messagesOf(schema, { title: '', tags: ['x', 'y'], kind: 'c', email: 'no' })).toEqual([
      'Title is required.',
      'Tags must have at most 1 item.',
      'Kind must be one of: a, b.',
      'Enter a valid e-mail address.',
    ]);
    expect(messagesOf(schema.shape.title, 'abcdef')).toEqual(['A value must be at most 5 characters long.']);
  });

  it("keeps a schema's own message", () => {
    expect(messagesOf(z.object({ name: z.string().min(1, 'Enter a name.') }), { name: '' })).toEqual([
      'Enter a name.',
    ]);
  });

  it('is what a request body is checked with', () => {
    expect(() => validate(z.object({ id: int32() }), { id: 9_999_999_999 })).toThrow(
      expect.objectContaining({ detail: 'Id must be a whole number of at most 9 digits.' }),
    );
  });
});

describe('digits', () => {
  it('counts the digits that always fit under a bound', () => {
    expect(digitsThatFit(2_147_483_647)).toBe(9);
    expect(digitsThatFit(-2_147_483_648)).toBe(9);
    expect(digitsThatFit(999_999_999_999)).toBe(12);
    expect(digitsThatFit(2n ** 63n - 1n)).toBe(18);
    expect(wholeNumberText(0, 255)).toBe('a whole number from 0 to 255');
    expect(wholeNumberText(-32768, 32767)).toBe('a whole number from -32,768 to 32,767');
    expect(wholeNumberText(-(2n ** 31n), 2n ** 31n - 1n)).toBe('a whole number of at most 9 digits');
    // The portal's own checks say it alike: a bout's seed.
    expect(SEED_RULE).toBe('A seed is a whole number of at most 9 digits.');
  });
});
