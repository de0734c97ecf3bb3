// The seam between the job queue and where queued jobs wait (the embedded poller on SQLite, pg-boss on
// PostgreSQL). A module of its own so that a driver names the queue's methods it calls without importing
// the queue, which creates the drivers.
import type { EndedJob, JobKind } from './kind.js';
import type { JobRow } from './records.js';

/** Where queued jobs wait and how an instance learns of them. */
export interface JobDriver {
  start(): Promise<void>;
  /**
   * Takes up the jobs queued before this driver was the queue's: enqueued while it started (the server
   * answers before its jobs start) or by the demo content. Called once, after start.
   */
  adoptQueued(): Promise<void>;
  /** A job was enqueued (its row is committed). */
  enqueued(row: JobRow, kind: JobKind): Promise<void>;
  /** Stops taking jobs; the ones running are aborted and handed back to the queue. */
  stop(): Promise<void>;
}

/** How one run of a job ended, for the driver: 'retry' when it goes back to the queue. */
export type RunEnd = 'done' | 'retry';

/** What a driver asks of the queue (JobQueue implements it). */
export interface DriverQueue {
  readonly pool: { hasRoom(): boolean };
  /** This instance, as the jobs table's claimed_by names it. */
  readonly instanceId: string;
  kind(name: string): JobKind | undefined;
  claim(id: number, takeOver: boolean): Promise<JobRow | undefined>;
  run(row: JobRow, lastChance?: boolean): Promise<RunEnd>;
  failLost(id: number, reason?: string): Promise<void>;
  finish(row: JobRow, status: EndedJob['status'], fields: { result?: string; error?: string }): Promise<void>;
  abortAll(): void;
}
