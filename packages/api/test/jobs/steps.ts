// A test job: reports progress in steps, then returns the sum of its payload's numbers.
import { setTimeout as sleep } from 'node:timers/promises';
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler<{ numbers: number[]; stepMs?: number }, { sum: number }>(async (job) => {
  for (const percent of [10, 35, 60, 85]) {
    await sleep(job.payload.stepMs ?? 80, undefined, { signal: job.signal });
    job.progress(percent, `Step ${percent}`);
  }
  return { sum: job.payload.numbers.reduce((a, b) => a + b, 0) };
});
