// Regression (issue #12, item 5): 60 concurrent sign-ins for unknown users queued password hashing for 52 s
// and half a gigabyte, and the anonymous routes could be called at any rate. Hashing is now bounded (a short
// queue, then 429 with Retry-After) and the anonymous routes take from a per-address budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../platform/auth/passwords.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { ApiError } from './errors.js';
import { AddressRateLimiter } from './rate-limit.js';

describe('the password hashing gate', () => {
  const lanes = {
    untrusted: { concurrency: 2, queue: 3 },
    trusted: { concurrency: 1, queue: 2 },
  };

  it('runs `concurrency` hashes, queues `queue` more and refuses the rest with 429 and Retry-After', async () => {
    const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 }, lanes);
    const stored = await hasher.hash('a-password-for-the-gate', 'untrusted');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => hasher.verify('a-password-for-the-gate', stored, 'untrusted')),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value)).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      const error = outcome.reason as ApiError;
      expect(error.status).toBe(429);
      expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    }
    // The queue drains: the gate takes new work afterwards.
    expect(await hasher.verify('a-password-for-the-gate', stored, 'untrusted')).toBe(true);
  });

  it('keeps the trusted lane free while the untrusted one is full', async () => {
    const hasher = new PasswordHasher({ logN: 10, r: 8, p: 1 }, lanes);
    const stored = await hasher.hash('a-password-for-the-gate', 'trusted');
    // A flood: the untrusted lane holds 2 hashes and 3 waiting, and refuses the rest.
    const flood = Array.from({ length: 20 }, () =>
      hasher.verify('a-wrong-guess', stored, 'untrusted').catch(() => false),
    );
    await expect(hasher.verify('a-password-for-the-gate', stored, 'trusted')).resolves.toBe(true);
    await Promise.all(flood);
  });
});

describe('the per-address budget', () => {
  it('lets a minute of requests through, then refuses until tokens come back', () => {
    let now = 0;
    const limiter = new AddressRateLimiter(3, () => now);
    for (let i = 0; i < 3; i += 1) limiter.take('198.51.100.1');
    let refused: ApiError | undefined;
    try {
      limiter.take('198.51.100.1');
    } catch (error) {
      refused = error as ApiError;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers['Retry-After']).toBe('20');
    limiter.take('198.51.100.2');
    now += 20_000;
    limiter.take('198.51.100.1');
    expect(() => limiter.take('198.51.100.1')).toThrow(ApiError);
  });
});

describe('anonymous overload against a real server', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({
      database: 'sqlite',
      env: {
        PORTAL_ANONYMOUS_RATE_PER_MINUTE: '100000',
        PORTAL_PASSWORD_HASH_CONCURRENCY: '1',
        PORTAL_PASSWORD_HASH_QUEUE: '4',
        PORTAL_SCRYPT_LOG_N: '13',
      },
    });
  });
  afterAll(() => api?.close());

  it('refuses sign-ins past the hashing queue with 429 and Retry-After, and does not count them', async () => {
    await api.db('login_attempts').delete();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.request.post('/api/auth/token').send({ username: `nobody-${i}`, password: 'a-wrong-guess' }),
      ),
    );
    const refused = responses.filter((response) => response.status === 429);
    const checked = responses.filter((response) => response.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(5);
    expect(checked.length + refused.length).toBe(30);
    for (const response of refused) expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const counted = await api.db('login_attempts').count({ n: '*' });
    expect(Number(counted[0]?.n)).toBe(checked.length);
    // A real sign-in gets through once the burst has gone.
    expect(await api.login('admin', api.adminPassword)).not.toBe('');
  });

  it('limits the anonymous routes per address', async () => {
    const limited = await startTestServer({
      database: 'sqlite',
      env: { PORTAL_ANONYMOUS_RATE_PER_MINUTE: '5' },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push((await limited.request.get(`/api/account/username/someone${i}/check`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await limited.request.post('/api/account/forgot').send({ email: 'a@example.com' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Other routes are not part of the budget.
      expect((await limited.request.get('/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
