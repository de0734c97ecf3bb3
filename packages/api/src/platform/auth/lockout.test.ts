// Regression (issue #12, item 2): 40 concurrent wrong passwords for one account were all checked against a
// limit of 10, and 30 from one address against its limit. The count is now taken, and the attempt recorded,
// atomically before the password is checked, on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('sign-in lockout under concurrency', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_LOCKOUT_MAX_FAILURES: '10',
        PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '12',
        // This test is about the lockout alone: room for every request in the other limits.
        PORTAL_PASSWORD_HASH_QUEUE: '100',
      },
    });
  });
  beforeEach(() => api.db('login_attempts').delete());
  afterAll(() => api?.close());

  /** Sends the sign-ins at once; answers how many had their password checked (reason 2, not locked). */
  async function checkedOf(names: readonly string[]): Promise<number> {
    const responses = await Promise.all(
      names.map((username) =>
        api.request.post('/api/auth/token').send({ username, password: 'a-wrong-password-guess' }),
      ),
    );
    for (const response of responses) expect([200, 429]).toContain(response.status);
    return responses.filter(
      (response) => response.status === 200 && (response.body as LoginResult).loginFailureReason === 2,
    ).length;
  }

  it('checks at most 10 of 40 concurrent wrong passwords for one account', async () => {
    const checked = await checkedOf(Array.from({ length: 40 }, () => 'demo'));
    expect(checked).toBe(10);
    const rows = await api.db('login_attempts').where({ failure_reason: 2 }).count({ n: '*' });
    expect(Number(rows[0]?.n)).toBe(10);
  });

  it('checks at most the address limit of 30 concurrent wrong passwords from one address', async () => {
    const checked = await checkedOf(Array.from({ length: 30 }, (_, i) => `guess-${i}`));
    expect(checked).toBe(12);
  });
});
