// What a job's handler module exports (it runs in a worker thread, never on the API's event loop):
//   export default defineJobHandler<Payload, Result>(async (job) => { job.progress(50, 'Halfway'); ... });

export interface JobContext<Payload> {
  readonly id: number;
  readonly userId: number;
  /** 1 on the first run, 2 on the first retry... */
  readonly attempt: number;
  readonly payload: Payload;
  /** Aborted when the job is cancelled, runs out of time or the server stops: stop soon (the worker is ended
   * a moment later anyway). */
  readonly signal: AbortSignal;
  /** Reports progress (0-100) and a short status text to the user's browsers and CLI. */
  progress(percent: number, message?: string): void;
  /**
   * Where an earlier run of this job got to (what its kind's checkpointOf answered when this run started): a job
   * that the server's restart put back in the queue goes on from there. Undefined for a fresh start.
   */
  readonly checkpoint?: unknown;
  /**
   * Records how far the job got (JSON), through its kind's onCheckpoint, in order with its progress: sent
   * now and then, and once more when it stops.
   */
  saveCheckpoint(state: unknown): void;
  /** The bytes of one of the job's user's stored files (files/). */
  readFile(fileId: number): Promise<Uint8Array>;
}

/** Returns what the job made (structured-cloneable: JSON values, Uint8Array...); throwing fails the job. */
export type JobHandler<Payload = unknown, Result = unknown> = (job: JobContext<Payload>) => Promise<Result>;

export function defineJobHandler<Payload = unknown, Result = unknown>(
  handler: JobHandler<Payload, Result>,
): JobHandler<Payload, Result> {
  return handler;
}
