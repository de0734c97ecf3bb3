import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/server.js';
import type { Readiness } from '@lcars/contract';
import { REDIS_URL, redisUp } from '../../../test/redis.js';

/** Past the second for which a readiness answer is kept. */
const nextAnswer = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describeEachDatabase('health: liveness and readiness', (kind) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer({ database: kind });
  });
  afterAll(() => api.close());

  it('answers liveness without touching anything, and readiness with every check ok', async () => {
    expect((await api.request.get('/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await api.request.get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', files: 'ok' },
    });
  });

  it('is not ready on a database a newer release migrated, nor with a file store it cannot write', async () => {
    await nextAnswer();
    await api
      .db('knex_migrations')
      .insert({ name: '999_from_a_newer_release', batch: 99, migration_time: new Date() });
    const tmp = path.join(api.server.files.root, 'tmp');
    await rename(tmp, `${tmp}.away`);
    await writeFile(tmp, 'not a folder');
    try {
      const answer = await api.request.get('/api/health/ready');
      expect(answer.status).toBe(503);
      const body = answer.body as Readiness;
      expect(body.status).toBe('not ready');
      expect(body.checks.database).toBe('ok');
      expect(body.checks.migrations).toBe('the database has 1 migration(s) of a newer release');
      expect(body.checks.files).toMatch(/ENOTDIR/);
      // Liveness does not follow: restarting the process would not help.
      expect((await api.request.get('/api/health/live')).status).toBe(200);
    } finally {
      await rm(tmp);
      await rename(`${tmp}.away`, tmp);
      await api.db('knex_migrations').where({ name: '999_from_a_newer_release' }).delete();
    }
    await nextAnswer();
    expect((await api.request.get('/api/health/ready')).status).toBe(200);
  });

  it('checks the database at most once a second however many ask at once', async () => {
    await nextAnswer();
    let queries = 0;
    // The readiness check's own query (the job poller and others query on their own clocks).
    const count = (query: { sql: string }) => void (query.sql.includes('knex_migrations') && queries++);
    api.db.on('query', count);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => api.request.get('/api/health/ready')),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      api.db.off('query', count);
    }
    expect(queries).toBe(1);
  });
});

describe.skipIf(!redisUp)('health: readiness with the live channel over Redis', () => {
  it('checks that the Redis connections are up', async () => {
    const api = await startTestServer({ database: 'sqlite', env: { REDIS_URL } });
    try {
      const ready = await api.request.get('/api/health/ready');
      expect((ready.body as Readiness).checks.redis).toBe('ok');
      await api.server.live.bus.close();
      await nextAnswer();
      const down = await api.request.get('/api/health/ready');
      expect(down.status).toBe(503);
      expect((down.body as Readiness).checks.redis).toBe('the live channel’s Redis is not connected');
    } finally {
      await api.close();
    }
  });
});
