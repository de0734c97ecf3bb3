import { describe, expect, it } from 'vitest';
import { MASK, maskSecretsIn, secretValues } from './secrets.js';

describe('job secrets', () => {
  it('masks secrets in the strings of a result, never its structure (regression: one-character candidates)', () => {
    const secrets = secretValues({ candidates: ['a', '1', 'hunter2'] }, ['candidates']);
    const result = { found: true, tried: 1234, note: 'hunter2 opened it', list: ['a', 'b'] };
    const masked = maskSecretsIn(result, secrets) as typeof result;
    expect(JSON.parse(JSON.stringify(masked))).toEqual({
      found: true,
      tried: 1234,
      note: `${MASK} opened it`,
      list: [MASK, 'b'],
    });
  });
});
