// Regression (issue #28, item 5b): on PostgreSQL, sixty sign-ins for unknown users from one address each held a
// pooled connection while they waited for that address's advisory lock; the pool ran dry and a real user's
// sign-in from another address waited 27-30 s. They now wait for their turn in memory (key-lock.ts): no
// backend waits on a sign-in lock, and the real sign-in goes through during the flood.
import knexFactory from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginResult } from '@lcars/contract';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';

describeEachDatabase('a sign-in flood from one address', (kind) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: {
        PORTAL_TRUSTED_PROXIES: '1',
        PORTAL_LOCKOUT_MAX_FAILURES_PER_IP: '1000',
        PORTAL_PASSWORD_HASH_QUEUE: '200',
        // Slow enough hashes that the flood is still running when the real user signs in.
        PORTAL_SCRYPT_LOG_N: '13',
      },
    });
  });
  afterAll(() => api?.close());

  it('holds no database connection waiting on a lock, and lets a real sign-in from elsewhere through', async () => {
    const watcher =
      kind === 'postgres'
        ? knexFactory({ client: 'pg', connection: api.database.env.DATABASE_URL, pool: { min: 1, max: 1 } })
        : undefined;
    let mostWaiting = 0;
    let flooding = true;
    const watch = (async () => {
      while (flooding && watcher) {
        const rows = await watcher.raw<{ rows: { n: string }[] }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        mostWaiting = Math.max(mostWaiting, Number(rows.rows[0]?.n ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    try {
      const flood = Array.from({ length: 60 }, (_, i) =>
        api.request
          .post('/api/auth/token')
          .set('X-Forwarded-For', '203.0.113.66')
          .send({ username: `nobody-${i}`, password: 'a-guess' }),
      );
      const real = await api.request
        .post('/api/auth/token')
        .set('X-Forwarded-For', '198.51.100.1')
        .send({ username: 'admin', password: api.adminPassword });
      expect(real.status).toBe(200);
      expect((real.body as LoginResult).isAuthenticated).toBe(true);
      const answers = await Promise.all(flood);
      for (const answer of answers) expect([200, 429]).toContain(answer.status);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    } finally {
      flooding = false;
      await watch;
      await watcher?.destroy();
    }
    expect(mostWaiting).toBe(0);
  });
});
