import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestDatabase,
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '../../test/server.js';
import { openSse, type SseClient, type SseEvent } from '../../test/sse.js';
import { ROUTES } from '../app.js';
import type { Job, ProgressEvent } from '@lcars/contract';
import { AUTHENTICATED, defineRoute } from '../http/routes.js';
import { validate } from '../http/validate.js';
import { defineJobKind, type JobKind } from './kind.js';

const handler = (name: string): URL => new URL(`../../test/jobs/${name}.js`, import.meta.url);
const SECRET = 'correct-horse-battery-staple';

const KINDS: readonly JobKind[] = [
  defineJobKind({
    name: 'test.steps',
    title: 'Adding numbers',
    handler: handler('steps'),
    timeLimitMs: 30_000,
    maxPayloadBytes: 1000,
    retries: 0,
    payload: z.object({ numbers: z.array(z.number()), stepMs: z.number().optional() }),
  }),
  defineJobKind({
    name: 'test.spin',
    title: 'Spinning',
    handler: handler('spin'),
    timeLimitMs: 60_000,
    maxPayloadBytes: 1000,
    retries: 0,
  }),
  defineJobKind({
    name: 'test.spin-short',
    title: 'Spinning briefly',
    handler: handler('spin'),
    timeLimitMs: 1500,
    maxPayloadBytes: 1000,
    retries: 0,
  }),
  defineJobKind({
    name: 'test.fail',
    title: 'Guessing',
    handler: handler('fail'),
    timeLimitMs: 30_000,
    maxPayloadBytes: 1000,
    retries: 1,
    secrets: ['password'],
  }),
];

/** As an app's route would: enqueue a job of a kind for the caller. */
const enqueueRoute = defineRoute(
  'POST',
  '/test-jobs/:kind',
  AUTHENTICATED,
  'test.jobs.enqueue',
  (ctx, { user }, server) =>
    server.jobs.enqueue(
      validate(z.object({ kind: z.string() }), ctx.params).kind,
      (ctx.request as { body?: unknown }).body,
      user.id,
    ),
);

describeEachDatabase('background jobs', (kind) => {
  let api: TestServer;
  let admin: string;
  let demo: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    api = await startTestServer({
      database: kind,
      env: { PORTAL_JOB_WORKERS: '1', PORTAL_JOBS_PER_USER: '3' },
      jobKinds: KINDS,
      routes: [...ROUTES, enqueueRoute],
    });
    admin = await api.login('admin', api.adminPassword);
    demo = await api.login('demo', api.demoPassword ?? '');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api?.close();
  });

  const live = async (token: string): Promise<SseClient> => {
    const stream = await openSse(`${api.url}/a-hub`, { token });
    streams.push(stream);
    return stream;
  };
  const enqueue = (token: string, kindName: string, payload: unknown) =>
    api.request
      .post(`/api/test-jobs/${kindName}`)
      .set('Authorization', `Bearer ${token}`)
      .send(payload as object);
  const getJob = async (token: string, id: number): Promise<Job> => {
    const response = await api.request.get(`/api/jobs/${id}`).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    return response.body as Job;
  };
  const progressOf = (stream: SseClient, id: number): ProgressEvent[] =>
    stream.events
      .filter((event) => event.event === 'Progress')
      .map((event) => JSON.parse(event.data) as ProgressEvent)
      .filter((event) => event.jobId === String(id));
  const isDone = (id: number) => (event: SseEvent) =>
    event.event === 'Progress' &&
    (JSON.parse(event.data) as ProgressEvent).jobId === String(id) &&
    (JSON.parse(event.data) as ProgressEvent).done;

  it('runs a job in a worker thread; its progress reaches the user live, in order', async () => {
    const stream = await live(demo);
    const response = await enqueue(demo, 'test.steps', { numbers: [1, 2, 3] });
    expect(response.status).toBe(200);
    const job = response.body as Job;
    expect(job).toMatchObject({ kind: 'test.steps', status: 'queued', percent: 0 });
    await stream.waitFor(isDone(job.id), 20_000);
    const events = progressOf(stream, job.id);
    expect(events.map((event) => event.percent)).toEqual([0, 10, 35, 60, 85, 100]);
    expect(events.map((event) => event.message)).toEqual([
      'Started',
      'Step 10',
      'Step 35',
      'Step 60',
      'Step 85',
      'Done',
    ]);
    expect(events.at(-1)).toMatchObject({ title: 'Adding numbers', done: true });
    expect(await getJob(demo, job.id)).toMatchObject({
      status: 'succeeded',
      percent: 100,
      result: { sum: 6 },
      attempts: 1,
    });
  });

  it('answers 404 for another user’s job, lists only the caller’s jobs, newest first', async () => {
    const first = (await enqueue(demo, 'test.steps', { numbers: [1], stepMs: 1 })).body as Job;
    const second = (await enqueue(demo, 'test.steps', { numbers: [2], stepMs: 1 })).body as Job;
    for (const call of [
      api.request.get(`/api/jobs/${first.id}`),
      api.request.post(`/api/jobs/${first.id}/cancel`),
    ]) {
      expect((await call.set('Authorization', `Bearer ${admin}`)).status).toBe(404);
    }
    expect((await api.request.get('/api/jobs/999999').set('Authorization', `Bearer ${demo}`)).status).toBe(
      404,
    );
    expect((await api.request.get(`/api/jobs/${first.id}`)).status).toBe(401);
    const mine = await api.request
      .get('/api/jobs/list?itemsPerPage=2')
      .set('Authorization', `Bearer ${demo}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect((mine.body as { records: Job[] }).records.map((job) => job.id)).toEqual([second.id, first.id]);
    const theirs = await api.request.get('/api/jobs/list').set('Authorization', `Bearer ${admin}`);
    expect((theirs.body as { records: Job[] }).records.filter((job) => job.id === first.id)).toEqual([]);
    const bad = await api.request.get('/api/jobs/list?status=lost').set('Authorization', `Bearer ${demo}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    for (const job of [first, second]) {
      await expect
        .poll(async () => (await getJob(demo, job.id)).status, { timeout: 20_000 })
        .toBe('succeeded');
    }
  });

  it('cancels a queued job at once, and stops a running job that ignores its signal by ending its worker', async () => {
    const stream = await live(demo);
    const spin = (await enqueue(demo, 'test.spin', {})).body as Job;
    await stream.waitFor((event) => event.event === 'Progress' && event.data.includes('Spinning'), 20_000);
    // The only worker is busy: this one waits in the queue.
    const waiting = (await enqueue(demo, 'test.steps', { numbers: [5] })).body as Job;
    const cancelledWaiting = await api.request
      .post(`/api/jobs/${waiting.id}/cancel`)
      .set('Authorization', `Bearer ${demo}`);
    expect(cancelledWaiting.status).toBe(200);
    expect(cancelledWaiting.body).toMatchObject({ status: 'cancelled' });
    expect(api.server.jobs.pool.busy).toBe(1);
    const cancelled = await api.request
      .post(`/api/jobs/${spin.id}/cancel`)
      .set('Authorization', `Bearer ${demo}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelRequested: true });
    await stream.waitFor(isDone(spin.id), 20_000);
    expect(progressOf(stream, spin.id).at(-1)).toMatchObject({ done: true, message: 'Cancelled' });
    expect(await getJob(demo, spin.id)).toMatchObject({ status: 'cancelled' });
    expect(api.server.jobs.pool.busy).toBe(0);
    expect(await getJob(demo, waiting.id)).toMatchObject({ status: 'cancelled', attempts: 0 });
  });

  it('answers 429 past the per-user limit (many requests at once) and 413 for a payload past the kind’s size', async () => {
    const spin = (await enqueue(admin, 'test.spin', {})).body as Job;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => enqueue(admin, 'test.steps', { numbers: [1], stepMs: 1 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    expect((answers.find((answer) => answer.status === 429)?.body as { detail: string }).detail).toContain(
      '3 jobs',
    );
    // Another user's limit is their own.
    const other = await enqueue(demo, 'test.steps', { numbers: [], stepMs: 1 });
    expect(other.status).toBe(200);
    const big = await enqueue(demo, 'test.steps', { numbers: Array.from({ length: 400 }, (_, i) => i) });
    expect(big.status).toBe(413);
    const invalid = await enqueue(demo, 'test.steps', { numbers: 'many' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('numbers');
    await api.request.post(`/api/jobs/${spin.id}/cancel`).set('Authorization', `Bearer ${admin}`);
    for (const answer of answers.filter((a) => a.status === 200)) {
      await expect
        .poll(async () => (await getJob(admin, (answer.body as Job).id)).status, { timeout: 20_000 })
        .toBe('succeeded');
    }
  });

  it('stops a job past its time limit and fails it with the reason', async () => {
    const job = (await enqueue(demo, 'test.spin-short', {})).body as Job;
    await expect
      .poll(async () => (await getJob(demo, job.id)).status, { timeout: 20_000, interval: 200 })
      .toBe('failed');
    expect((await getJob(demo, job.id)).error).toBe('The job took longer than its time limit of 2 s.');
    expect(api.server.jobs.pool.busy).toBe(0);
  });

  it('retries a failed job, then fails it; its secret is masked in messages, never logged, and removed from the row', async () => {
    const job = (await enqueue(demo, 'test.fail', { password: SECRET, note: 'kept' })).body as Job;
    // Sealed from the start, under a key of the job's own.
    const queued = await api.db('jobs').where({ id: job.id }).first<{ payload: string; secrets: string }>();
    expect(JSON.parse(queued.payload)).toEqual({ note: 'kept' });
    expect(queued.secrets).toMatch(/^v1\./);
    expect(await api.db('job_keys').where({ job_id: job.id })).toHaveLength(1);
    await expect
      .poll(async () => (await getJob(demo, job.id)).status, { timeout: 20_000, interval: 200 })
      .toBe('failed');
    const ended = await getJob(demo, job.id);
    expect(ended.attempts).toBe(2);
    expect(ended.error).toBe('Wrong password *** on attempt 2');
    const row = await api.db('jobs').where({ id: job.id }).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.parse(String(row.payload))).toEqual({ note: 'kept' });
    // The key is destroyed: what a backup or the WAL kept of the sealed secrets opens no more.
    expect(row.secrets).toBeNull();
    expect(await api.db('job_keys').where({ job_id: job.id })).toEqual([]);
    expect(api.logs.join('\n')).not.toContain(SECRET);
    // Regression: the line read "failed on attempt 1 undefined", naming neither the kind nor the error.
    expect(api.logs).toContain(
      `Jobs: job ${job.id} (test.fail) failed on attempt 1 of 2: Wrong password *** on attempt 1`,
    );
  });
});

describe('background jobs after a crash [sqlite]', () => {
  it('runs again a job a stopped server left running, and fails one with no attempts left, with the reason', async () => {
    const database = await createTestDatabase('sqlite');
    const options = { database, env: { PORTAL_JOB_WORKERS: '1' }, jobKinds: KINDS };
    const first = await startTestServer(options);
    const userId = (await first.db('users').where({ user_name: 'demo' }).first<{ id: number }>('id')).id;
    const row = {
      user_id: userId,
      kind: 'test.steps',
      title: 'Adding numbers',
      status: 'running',
      payload: JSON.stringify({ numbers: [4, 5], stepMs: 1 }),
      max_attempts: 2,
      run_after_ms: 0,
      created_at: new Date(),
    };
    // As a crash leaves them: running, on an instance that is gone.
    const [retried] = await first
      .db('jobs')
      .insert({ ...row, attempts: 1 })
      .returning<{ id: number }[]>('id');
    const [spent] = await first
      .db('jobs')
      .insert({ ...row, attempts: 2 })
      .returning<{ id: number }[]>('id');
    await first.close();
    const second = await startTestServer(options);
    try {
      const status = async (id: number) =>
        second
          .db('jobs')
          .where({ id })
          .first<{ status: string; error: string | null; attempts: number; result: string }>();
      expect(await status(spent!.id)).toMatchObject({
        status: 'failed',
        error: 'The server stopped while the job ran, and it has no attempts left.',
      });
      await expect
        .poll(async () => (await status(retried!.id))?.status, { timeout: 20_000 })
        .toBe('succeeded');
      expect(await status(retried!.id)).toMatchObject({ attempts: 2, result: '{"sum":9}' });
    } finally {
      await second.close();
      await database.drop();
    }
  });
});
