// The file sweep as a maintenance job on the job queue: every PORTAL_FILE_SWEEP_MINUTES an instance queues it
// (unless one waits or runs, on any instance), and the queue runs it once, on the API thread (it waits on the
// database and the disk, not the CPU). What it collects: FileStore.sweep.
import { defineJobKind } from './kind.js';
import type { JobQueue } from './queue.js';
import type { Logger } from '../logger.js';

export const FILE_SWEEP_JOB = 'files.sweep';

export const fileSweepJob = defineJobKind({
  name: FILE_SWEEP_JOB,
  title: 'Tidying the file store',
  lane: 'short',
  runOnApiThread: (server, signal) => server.files.sweep(Date.now(), signal),
  timeLimitMs: 30 * 60_000,
  maxPayloadBytes: 16,
  retries: 1,
});

/** Queues the sweep every `everyMs` (the first one interval after the start); stop() ends the timer. */
export function scheduleFileSweeps(
  jobs: Pick<JobQueue, 'enqueueMaintenance'>,
  everyMs: number,
  log: Logger,
): { stop(): Promise<void> } {
  if (everyMs <= 0) return { stop: () => Promise.resolve() };
  const timer = setInterval(() => {
    jobs
      .enqueueMaintenance(FILE_SWEEP_JOB)
      .catch((error: unknown) => log.error('Files: queuing the sweep failed', error));
  }, everyMs);
  timer.unref();
  return { stop: () => Promise.resolve(clearInterval(timer)) };
}
