// A test job: reports progress in steps, then returns the sum of its payload's numbers (with `finishAnyway`, it
// does not stop when aborted: as a search that finds the password in the instant its cancel arrives).
import { setTimeout as sleep } from 'node:timers/promises';
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler<
  { numbers: number[]; stepMs?: number; finishAnyway?: boolean },
  { sum: number }
>(async (job) => {
  for (const percent of [10, 35, 60, 85]) {
    await sleep(job.payload.stepMs ?? 80, undefined, job.payload.finishAnyway ? {} : { signal: job.signal });
    job.progress(percent, `Step ${percent}`);
  }
  return { sum: job.payload.numbers.reduce((a, b) => a + b, 0) };
});
