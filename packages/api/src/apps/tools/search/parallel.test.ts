import { describe, expect, it } from 'vitest';
import { candidateSpecSchema } from '@lcars/contract/tools';
import { officeFixture } from '../../../../test/office-fixtures.js';
import { CandidateBoundError } from '../candidates/generator.js';
import { parallelSearch, type SearchProgress } from './parallel.js';

const rc4Xls = officeFixture('msoffcrypto/inputs/rc4cryptoapi_password.xls');

describe('a search across worker threads', () => {
  it('finds the password in whichever shard holds it, and the others stop', async () => {
    // 4 x 10,000 candidates; the password is in the second shard's range, near its end.
    const spec = candidateSpecSchema.parse({
      masks: ['Pass?d?d?d?d', 'Word?d?d?d?d', 'Zord?d?d?d?d', 'Password####_'],
    });
    const progress: SearchProgress[] = [];
    const outcome = await parallelSearch({
      file: rc4Xls,
      spec,
      threads: 2,
      progressEveryMs: 20,
      onProgress: (p) => progress.push(p),
    });
    expect(outcome.password).toBe('Password1234_');
    expect(outcome.total).toBe(40_000);
    expect(outcome.tried).toBeLessThan(40_000);
    expect(outcome.cancelled).toBe(false);
    for (const p of progress) expect(p.total).toBe(40_000);
  });

  it('tries everything when no candidate opens the file', async () => {
    const spec = candidateSpecSchema.parse({ masks: ['Password12?d?d'], words: ['Password'] });
    const outcome = await parallelSearch({ file: rc4Xls, spec, threads: 2 });
    expect(outcome).toEqual({ password: undefined, tried: 101, total: 101, cancelled: false });
  });

  it('stops when cancelled and says so', async () => {
    const agile = officeFixture('msoffcrypto/inputs/example_password.docx');
    const spec = candidateSpecSchema.parse({ masks: ['?d?d?d?d?d'] });
    const controller = new AbortController();
    const done = parallelSearch({ file: agile, spec, threads: 2, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const outcome = await done;
    expect(outcome.cancelled).toBe(true);
    expect(outcome.password).toBeUndefined();
    expect(outcome.tried).toBeLessThan(100_000);
  });

  it('refuses a spec above the bound before starting any thread', async () => {
    const spec = candidateSpecSchema.parse({ masks: ['?a?a?a?a?a?a?a'] });
    await expect(parallelSearch({ file: rc4Xls, spec })).rejects.toThrow(CandidateBoundError);
  });
});
