import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './pool.js';

const steps = new URL('../../test/jobs/steps.js', import.meta.url).href;

function runSteps(pool: WorkerPool, numbers: number[]) {
  return pool.run({
    handler: steps,
    job: { id: 1, userId: 1, attempt: 1, payload: { numbers, stepMs: 1 } },
    onProgress: () => undefined,
    readFile: () => Promise.reject(new Error('no files here')),
  }).done;
}

const waitFor = async (condition: () => boolean, ms: number): Promise<boolean> => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe('worker pool', () => {
  const pool = new WorkerPool(1, 400);
  afterAll(() => pool.close());

  it('keeps a worker for the next job, and ends it once it has been idle for a while', async () => {
    expect(await runSteps(pool, [1, 2])).toEqual({ kind: 'succeeded', result: { sum: 3 } });
    expect(pool.idleWorkers).toBe(1);
    // Reused within the idle time: the timer of the first idle spell must not end it mid-job.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await runSteps(pool, [4, 5])).toEqual({ kind: 'succeeded', result: { sum: 9 } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(pool.idleWorkers).toBe(1);
    // A server at rest holds no worker (each one has its own heap and whatever its jobs loaded).
    expect(await waitFor(() => pool.idleWorkers === 0, 5000)).toBe(true);
    expect(await runSteps(pool, [6])).toEqual({ kind: 'succeeded', result: { sum: 6 } });
  });

  // Regression: an idle worker stayed in the idle list until its 'exit' event, so a job that came in the few
  // milliseconds after its idle time ran out was given a worker being ended, and failed ("stopped unexpectedly").
  it('never gives a job the worker whose idle time has just run out', async () => {
    const short = new WorkerPool(1, 50);
    try {
      expect(await runSteps(short, [1])).toEqual({ kind: 'succeeded', result: { sum: 1 } });
      // A timer of the same delay set after the pool's fires right after it, in the same turn of the loop.
      const next = await new Promise<{ outcome: ReturnType<typeof runSteps> }>((resolve) =>
        setTimeout(() => resolve({ outcome: runSteps(short, [2, 3]) }), 50),
      );
      expect(await next.outcome).toEqual({ kind: 'succeeded', result: { sum: 5 } });
    } finally {
      await short.close();
    }
  });

  it('keeps the result of a job that succeeded while its abort was on the way, and aborts one that stopped', async () => {
    const aborted = (finishAnyway: boolean) => {
      const running = pool.run({
        handler: steps,
        job: { id: 2, userId: 1, attempt: 1, payload: { numbers: [7, 8], stepMs: 20, finishAnyway } },
        onProgress: () => undefined,
        readFile: () => Promise.reject(new Error('no files here')),
      });
      running.abort('cancelled by its owner');
      return running.done;
    };
    expect(await aborted(true)).toEqual({ kind: 'succeeded', result: { sum: 15 } });
    expect(await aborted(false)).toEqual({ kind: 'aborted', reason: 'cancelled by its owner' });
  });
});
