// A server killed (-9) while a job runs: on the next start (SQLite), or on another instance once its liveness
// sweep finds the first one gone (PostgreSQL), the job runs again and finishes; never stuck "running".
import { afterAll, expect, it } from 'vitest';
import { demoToken, startChildServer, type ChildServer } from '../../test/child-server.js';
import {
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  type TestDatabase,
} from '../../test/server.js';
import { createDb } from '../db/knex.js';

describeEachDatabase('a job when its server is killed', (kind) => {
  const children: ChildServer[] = [];
  let database: TestDatabase | undefined;
  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL');
    await database?.drop();
  });

  it('runs again after kill -9 and finishes, its attempts counted', async () => {
    database = await createTestDatabase(kind);
    const db = createDb(testConfig(database).database);
    try {
      const first = await startChildServer(database);
      children.push(first);
      const jwtToken = await demoToken(first);
      const enqueued = await fetch(`${first.url}/api/test-jobs/test.slow`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwtToken}` },
        body: JSON.stringify({ numbers: [20, 22], stepMs: 700 }),
      });
      const { id } = (await enqueued.json()) as { id: number };
      const job = () =>
        db('jobs')
          .where({ id })
          .first<{ status: string; percent: number; attempts: number; result: string | null }>();
      await expect
        .poll(async () => (await job())?.percent ?? 0, { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(0);
      expect((await job())?.status).toBe('running');
      await first.kill();
      const second = await startChildServer(database);
      children.push(second);
      await expect
        .poll(async () => (await job())?.status, { timeout: 60_000, interval: 250 })
        .toBe('succeeded');
      expect(await job()).toMatchObject({ attempts: 2, result: '{"sum":42}' });
      // Its secret numbers were sealed; their key outlived the kill, and went with the job's end.
      expect(await db('jobs').where({ id }).first('secrets')).toEqual({ secrets: null });
      expect(await db('job_keys').where({ job_id: id })).toEqual([]);
      if (kind === 'postgres') {
        // Taken up by the liveness sweep, which finds the first instance's lock free.
        expect(second.output()).toContain('1 job(s) of a stopped instance went back to the queue');
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
