// A kind of background job, as an app registers it in its module (ApiAppModule.jobs).
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { ReadCache } from '../db/read-cache.js';
import type { FileStore } from '../files/store.js';
import type { LiveHub } from '../live/hub.js';
import type { Logger } from '../logger.js';
import type { JobLane } from './scheduler.js';

/**
 * What a job kind's hooks may reach in the API thread: the server's parts that store what a job made and
 * tell its user. The running ServerContext is one (it is named here, not imported, so that the server's
 * context and the job queue it holds do not import each other).
 */
export interface JobServer {
  config: Config;
  db: Db;
  log: Logger;
  live: LiveHub;
  cache: ReadCache;
  files: FileStore;
}

/** A job as the API thread's hooks see it (after it ended). */
export interface EndedJob {
  id: number;
  userId: number;
  kind: string;
  status: 'succeeded' | 'failed' | 'cancelled';
  /** The payload as enqueued, secrets included when the job ran (a job cancelled while queued: without them). */
  payload: unknown;
}

export interface JobKind {
  /** Unique across the portal, prefixed with the app's folder name: 'tools.office-password'. */
  readonly name: string;
  /** Shown in the Progress events and the job lists ('Office password search'). */
  readonly title: string;
  /**
   * 'short' for work of seconds or minutes that a user waits for (text recognition): it may also take the slots
   * kept for short kinds (PORTAL_JOB_SHORT_WORKERS), which long work never fills. 'long' (the default) for work
   * that may take hours (a password search).
   */
  readonly lane?: JobLane;
  /**
   * The module that runs in the worker thread: its default export is a defineJobHandler(...).
   * Give it as `new URL('./handler.js', import.meta.url)`: the same line finds handler.ts under the
   * TypeScript loader and handler.js in the build.
   */
  readonly handler?: URL;
  /**
   * Instead of a handler: the portal's own maintenance work on its database (the file sweep), which waits on
   * the database rather than the CPU and so runs on the API thread. Such a job belongs to no user and is
   * queued with jobs.enqueueMaintenance; it stops soon once its signal is aborted.
   */
  readonly runOnApiThread?: (server: JobServer, signal: AbortSignal) => Promise<unknown>;
  /** Past this the job is stopped and fails with a reason. */
  readonly timeLimitMs: number;
  /** Largest payload (its JSON text, in bytes) enqueue accepts. */
  readonly maxPayloadBytes: number;
  /** Further attempts after a failure or a server stop; backoff doubles from 2 s. */
  readonly retries: number;
  /** Validates the payload at enqueue (a 400 naming the field). */
  readonly payload?: z.ZodType;
  /**
   * Top-level payload fields holding secrets (password candidates): never logged, taken out of any failure
   * message or result that repeats them, and never stored in clear: sealed under a key of the job's own,
   * which is destroyed when the job ends (jobs/secrets.ts).
   */
  readonly secrets?: readonly string[];
  /**
   * In the API thread, after the handler returned: store what it made (files, rows) and return what the job
   * row keeps as its result (JSON). Without it, the handler's own result is kept.
   */
  onSucceeded?(result: unknown, job: EndedJob, server: JobServer): Promise<unknown>;
  /**
   * In the API thread, each time the handler saves a checkpoint (saveCheckpoint): keep it (a search's position).
   * Runs in order with the job's progress, and before the job's end is recorded.
   */
  onCheckpoint?(state: unknown, job: { id: number; userId: number }, server: JobServer): Promise<void>;
  /** In the API thread, when a run starts: the checkpoint an earlier run left (JobContext.checkpoint). */
  checkpointOf?(job: { id: number; userId: number }, server: JobServer): Promise<unknown>;
  /** In the API thread, once the job ended in any way: clean up (delete the upload). */
  onEnded?(job: EndedJob, server: JobServer): Promise<void>;
}

export function defineJobKind(kind: JobKind): JobKind {
  return kind;
}
