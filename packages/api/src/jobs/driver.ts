// The seam between the job queue and how an instance takes its jobs: the jobs table is the queue on both
// databases (poller.ts); the drivers differ in how jobs a stopped server left running come back (SQLite: at the
// next start; PostgreSQL: when another instance finds that server's liveness lock free). A module of its own so
// that a driver names the queue's methods it calls without importing the queue, which creates the drivers.
import type { EndedJob, JobKind } from './kind.js';
import type { JobRow } from './records.js';

/** How an instance takes queued jobs. */
export interface JobDriver {
  start(): Promise<void>;
  /** A job was queued or may have become free to start: look now rather than at the next poll. */
  wake(): void;
  /** Stops taking jobs; the ones running are aborted and handed back to the queue. */
  stop(): Promise<void>;
}

/** What a driver asks of the queue (JobQueue implements it). */
export interface DriverQueue {
  /** This instance, as the jobs table's claimed_by names it. */
  readonly instanceId: string;
  kind(name: string): JobKind | undefined;
  /** Takes a queued job for this instance (compare-and-set); undefined when another took it first. */
  claim(id: number): Promise<JobRow | undefined>;
  /** Runs a claimed job to its end (or back to the queue for a retry or a stop). */
  run(row: JobRow): Promise<void>;
  finish(
    row: JobRow,
    status: EndedJob['status'],
    fields: { result?: string; error?: string },
    payload?: unknown,
    from?: readonly JobRow['status'][],
  ): Promise<void>;
  abortAll(): void;
}
