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
});
