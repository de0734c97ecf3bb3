import { describe, expect, it } from 'vitest';
import {
  JobSecretsLost,
  MASK,
  jobKeyEncryptionKey,
  maskSecretsIn,
  newJobDataKey,
  openSecrets,
  sealSecrets,
  secretValues,
  splitSecrets,
  unwrapJobDataKey,
  wrapJobDataKey,
} from './secrets.js';

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

  it('seals a job’s secrets under its own key, bound to the job: another job’s id or key opens nothing', () => {
    const { kept, secrets } = splitSecrets({ fileId: 7, words: ['hunter2'], masks: ['?d?d'] }, [
      'words',
      'masks',
    ]);
    expect(kept).toEqual({ fileId: 7 });
    const dataKey = newJobDataKey();
    const sealed = sealSecrets(dataKey, 41, secrets!);
    expect(sealed).not.toContain('hunter2');
    expect(openSecrets(dataKey, 41, sealed)).toEqual({ words: ['hunter2'], masks: ['?d?d'] });
    expect(() => openSecrets(dataKey, 42, sealed)).toThrow(JobSecretsLost);
    expect(() => openSecrets(newJobDataKey(), 41, sealed)).toThrow(JobSecretsLost);
    const kek = jobKeyEncryptionKey(
      new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters'),
    );
    const wrapped = wrapJobDataKey(kek, dataKey, 41);
    expect(unwrapJobDataKey(kek, wrapped, 41).equals(dataKey)).toBe(true);
    expect(() => unwrapJobDataKey(kek, wrapped, 42)).toThrow(JobSecretsLost);
    // A payload without secrets is left as it is.
    expect(splitSecrets({ fileId: 7 }, ['words'])).toEqual({ kept: { fileId: 7 }, secrets: undefined });
  });
});
