// A test job that writes its job id to a tally file (one line per run), so a test can count runs.
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineJobHandler } from '../../src/jobs/handler.js';

export default defineJobHandler<{ tally: string; ms?: number }, { ran: number }>(async (job) => {
  appendFileSync(job.payload.tally, `${job.id}\n`);
  await sleep(job.payload.ms ?? 10, undefined, { signal: job.signal });
  return { ran: job.id };
});
