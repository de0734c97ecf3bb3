// One user's long jobs must not starve everyone else's (issue 28): with one member's ten searches queued,
// another member's recognition and search start at once, on SQLite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/server.js';
import type { Job } from '@lcars/contract';
import { defineJobKind } from './kind.js';

const handler = (name: string): URL => new URL(`../../test/jobs/${name}.js`, import.meta.url);

const KINDS = [
  defineJobKind({
    name: 'test.search',
    title: 'Searching',
    lane: 'long',
    handler: handler('wait'),
    timeLimitMs: 600_000,
    maxPayloadBytes: 1000,
    retries: 0,
  }),
  defineJobKind({
    name: 'test.recognise',
    title: 'Recognising',
    lane: 'short',
    handler: handler('steps'),
    timeLimitMs: 60_000,
    maxPayloadBytes: 1000,
    retries: 0,
  }),
];

describeEachDatabase('fair jobs', (kind) => {
  let api: TestServer;
  let owner: number;
  let other: number;

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      // Two general slots and one for short kinds; a user holds at most half of a lane.
      env: {
        PORTAL_JOB_WORKERS: '2',
        PORTAL_JOB_SHORT_WORKERS: '1',
        PORTAL_JOB_USER_SHARE: '50',
        PORTAL_JOBS_PER_USER: '20',
      },
      jobKinds: KINDS,
    });
    const ids = await api.db('users').whereIn('user_name', ['demo', 'admin']).select('id', 'user_name');
    owner = (ids as { id: number; user_name: string }[]).find((row) => row.user_name === 'demo')!.id;
    other = (ids as { id: number; user_name: string }[]).find((row) => row.user_name === 'admin')!.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const status = async (id: number): Promise<string> =>
    (await api.db('jobs').where({ id }).first<{ status: string }>('status')).status;
  const runningOf = async (userId: number): Promise<number> =>
    Number(
      (
        (await api.db('jobs').where({ user_id: userId, status: 'running' }).count({ n: '*' }).first()) as {
          n: unknown;
        }
      ).n,
    );

  it("starts another member's recognition and search while one member's ten searches wait", async () => {
    const searches: Job[] = [];
    for (let i = 0; i < 10; i++) searches.push(await api.server.jobs.enqueue('test.search', {}, owner));
    await expect.poll(() => status(searches[0]!.id), { timeout: 20_000, interval: 100 }).toBe('running');
    // Half of the two general slots: the second stays free for someone else.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await runningOf(owner)).toBe(1);

    const recognition = await api.server.jobs.enqueue(
      'test.recognise',
      { numbers: [1, 2], stepMs: 1 },
      other,
    );
    await expect.poll(() => status(recognition.id), { timeout: 15_000, interval: 100 }).toBe('succeeded');
    const search = await api.server.jobs.enqueue('test.search', {}, other);
    await expect.poll(() => status(search.id), { timeout: 15_000, interval: 100 }).toBe('running');

    // When the first member's search ends, their next one takes its slot: round robin, not first come.
    await api.server.jobs.cancel(owner, searches[0]!.id);
    await expect.poll(() => status(searches[1]!.id), { timeout: 15_000, interval: 100 }).toBe('running');
    expect(await runningOf(owner)).toBe(1);
    for (const job of [...searches, search]) {
      await api.server.jobs.cancel(job.id === search.id ? other : owner, job.id);
    }
    await expect.poll(() => runningOf(owner), { timeout: 15_000, interval: 200 }).toBe(0);
  }, 120_000);
});
