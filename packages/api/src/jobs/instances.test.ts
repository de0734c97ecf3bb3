// Several API instances on one PostgreSQL database: each job runs on exactly one of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../test/server.js';
import { defineJobKind } from './kind.js';

const JOBS = 200;

describeEachDatabase('background jobs on two instances', (kind) => {
  let database: TestDatabase;
  const instances: TestServer[] = [];
  const ranOn = new Map<number, number>();

  const tally = defineJobKind({
    name: 'test.tally',
    title: 'Counting',
    handler: new URL('../../test/jobs/tally.js', import.meta.url),
    timeLimitMs: 60_000,
    maxPayloadBytes: 1000,
    retries: 0,
    onSucceeded: (result, job, server) => {
      // Which instance stored the result: each has a live hub of its own.
      ranOn.set(
        job.id,
        instances.findIndex((instance) => instance.server.live === server.live),
      );
      return Promise.resolve(result);
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const options = {
      database,
      env: { PORTAL_JOB_WORKERS: '3', PORTAL_JOBS_PER_USER: String(JOBS), PORTAL_JOB_USER_SHARE: '100' },
      jobKinds: [tally],
    };
    // SQLite has one instance by design: the test then shows one instance runs each job once.
    const count = kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < count; i++) instances.push(await startTestServer(options));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  });

  it(`runs each of ${JOBS} jobs exactly once, spread over the instances`, async () => {
    const [first] = instances;
    const userId = (await first!.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
    const file = path.join(database.dataDir, 'tally.txt');
    const jobs = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        instances[i % instances.length]!.server.jobs.enqueue('test.tally', { tally: file, ms: 5 }, userId),
      ),
    );
    try {
      await expect
        .poll(
          async () =>
            Number((await first!.db('jobs').where({ status: 'succeeded' }).count({ n: '*' }).first())?.n),
          {
            timeout: 240_000,
            interval: 1000,
          },
        )
        .toBe(JOBS);
    } catch (error) {
      // What became of the others, and what the instances logged: a failure here is rare and needs both.
      const others: unknown = await first!
        .db('jobs')
        .whereNot({ status: 'succeeded' })
        .select('id', 'status', 'attempts', 'claimed_by', 'message');
      console.error(
        'jobs not succeeded',
        JSON.stringify(others),
        instances.map((i) => i.logs.slice(-20)),
      );
      throw error;
    }
    const runs = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map(Number)
      .sort((a, b) => a - b);
    expect(runs).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
    const rows = await first!.db('jobs').select('attempts', 'status');
    expect(rows.every((row: { attempts: number }) => row.attempts === 1)).toBe(true);
    expect(new Set(ranOn.values()).size).toBe(instances.length);
  }, 300_000);

  // Regression (issue 19's cluster test): a server answers before its jobs start, and a job enqueued in
  // between (or queued by the demo content before the server listened) stayed queued for good on PostgreSQL
  // when a queue of its own had to be told of each job. An instance starting now takes it up.
  it('runs a job queued before any instance had its driver ready', async () => {
    const [first] = instances;
    const userId = (await first!.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
    const file = path.join(database.dataDir, 'orphan.txt');
    const [inserted] = (await first!
      .db('jobs')
      .insert({
        user_id: userId,
        kind: 'test.tally',
        title: 'Counting',
        status: 'queued',
        percent: 0,
        message: 'Waiting',
        payload: JSON.stringify({ tally: file, ms: 5 }),
        attempts: 0,
        max_attempts: 1,
        run_after_ms: Date.now(),
        cancel_requested: false,
        created_at: new Date(),
      })
      .returning('id')) as unknown[];
    const id = typeof inserted === 'object' ? (inserted as { id: number }).id : Number(inserted);
    instances.push(
      await startTestServer({
        database,
        env: { PORTAL_JOB_WORKERS: '1', PORTAL_JOBS_PER_USER: String(JOBS) },
        jobKinds: [tally],
      }),
    );
    // The whole row is polled so that a failure shows what became of the job (its status and message).
    await expect
      .poll(
        async () =>
          await first!.db('jobs').where({ id }).first<{ status: string }>('status', 'message', 'claimed_by'),
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toMatchObject({ status: 'succeeded' });
    expect(readFileSync(file, 'utf8').trim()).toBe(String(id));
  }, 120_000);
});
