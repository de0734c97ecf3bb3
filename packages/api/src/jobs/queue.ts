// The job API for the apps: enqueue, cancel, list; and the runner that takes queued jobs, runs each in a
// worker thread, reports its progress on the live channel and records how it ended. The jobs table is the queue
// on both databases (a job is queued by its row, in the caller's transaction when it gives one); the driver
// decides how jobs of a stopped server come back (SQLite: at the next start; PostgreSQL: any number of
// instances, through their liveness locks).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Job, JobListQuery, JobStatus, PagedList } from '@lcars/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { ApiError, badRequest, notFound, zodToProblemErrors } from '../http/errors.js';
import { parseWithMessages } from '../http/validate.js';
import type { Logger } from '../logger.js';
import type { LiveHub } from '../live/hub.js';
import { backoffMs } from './backoff.js';
import type { DriverQueue, JobDriver } from './driver.js';
import { EmbeddedDriver } from './embedded.js';
import type { EndedJob, JobKind, JobServer } from './kind.js';
import { WorkerPool, type JobOutcome, type RunningWork } from './pool.js';
import { jobOf, jobRow, listUserJobs, moveJob, userJobRow, type JobRow } from './records.js';
import type { SlotLimits } from './scheduler.js';
import {
  JobSecretsLost,
  maskSecrets,
  maskSecretsIn,
  openSecrets,
  sealSecrets,
  secretValues,
  splitSecrets,
  withoutSecrets,
} from './secrets.js';
import { JOB_KEYS_TABLE, dropJobDataKey, jobDataKey, keepJobDataKey } from './job-keys.js';
import { shredDeleted } from '../db/shred.js';
import { insertedId } from '../db/typed.js';

/** How often an instance looks for cancel requests of the jobs it runs (made on any instance). */
const CANCEL_POLL_MS = 500;
/** Largest result (JSON text) a job row keeps. */
const MAX_RESULT_BYTES = 1024 * 1024;
/** The first key of the lock that keeps two instances from queuing the same maintenance job at once. */
const MAINTENANCE_LOCK = 1_634_003;

/** Who hears of a job's progress: its user (the portal's own jobs have none). */
const ownerOf = (row: JobRow): number[] => (row.user_id === null ? [] : [row.user_id]);

/** A maintenance job's work on the API thread, as the pool's running work looks (aborted through its signal). */
function onApiThread(run: NonNullable<JobKind['runOnApiThread']>, server: JobServer): RunningWork {
  const controller = new AbortController();
  let aborted: string | undefined;
  const done = run(server, controller.signal).then(
    (result): JobOutcome =>
      aborted === undefined ? { kind: 'succeeded', result } : { kind: 'aborted', reason: aborted },
    (error: unknown): JobOutcome =>
      aborted === undefined
        ? { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
        : { kind: 'aborted', reason: aborted },
  );
  return {
    done,
    abort: (reason) => {
      aborted ??= reason;
      controller.abort(new Error(reason));
    },
  };
}

export interface JobQueueDeps {
  db: Db;
  config: Config;
  log: Logger;
  live: LiveHub;
  /** The bytes of one of the user's stored files, for a handler's readFile. */
  readFile(userId: number, fileId: number): Promise<Uint8Array>;
  /** Wraps the jobs' data keys (jobKeyEncryptionKey of the server's signing key). */
  secretsKey: Buffer;
}

export interface EnqueueOptions {
  /**
   * The transaction of the record that needs the job: the job is queued if and only if it commits, so a crash
   * can never leave the record without its job (a scan version waiting for a recognition nobody queued).
   */
  trx?: Knex.Transaction;
  /**
   * Queued even when the user has PORTAL_JOBS_PER_USER jobs already: for work that follows from a write the
   * user made (a saved scan's recognition), which a 429 would lose. The scheduler still runs one user's jobs
   * only within their share of the slots.
   */
  pastUserLimit?: boolean;
}

export class JobQueue implements DriverQueue {
  readonly instanceId = randomUUID();
  readonly pool: WorkerPool;
  readonly limits: SlotLimits;
  private readonly kinds = new Map<string, JobKind>();
  private readonly running = new Map<number, RunningWork>();
  private driver: JobDriver | undefined;
  private server: JobServer | undefined;
  private cancelTimer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly deps: JobQueueDeps,
    kinds: readonly JobKind[],
  ) {
    for (const kind of kinds) {
      if (this.kinds.has(kind.name)) throw new Error(`Two job kinds are named ${kind.name}.`);
      if ((kind.handler === undefined) === (kind.runOnApiThread === undefined)) {
        throw new Error(`The job kind ${kind.name} needs either a handler or runOnApiThread.`);
      }
      this.kinds.set(kind.name, kind);
    }
    const { workers, shortWorkers, userSharePercent } = deps.config.jobs;
    this.limits = { general: workers, shortOnly: shortWorkers, userSharePercent };
    this.pool = new WorkerPool(workers + shortWorkers);
  }

  kind(name: string): JobKind | undefined {
    return this.kinds.get(name);
  }

  /**
   * Queues a job of a registered kind for a user. 400 for a payload the kind refuses, 413 past its size
   * limit, 429 when the user already has PORTAL_JOBS_PER_USER jobs queued or running (unless pastUserLimit).
   */
  async enqueue(
    kindName: string,
    payload: unknown,
    userId: number,
    options: EnqueueOptions = {},
  ): Promise<Job> {
    const kind = this.kinds.get(kindName);
    if (!kind?.handler) throw new Error(`No job kind with a handler is named ${kindName}.`);
    let checked = payload;
    if (kind.payload) {
      const parsed = parseWithMessages(kind.payload, payload);
      if (!parsed.success) throw badRequest(zodToProblemErrors(parsed.error));
      checked = parsed.data;
    }
    if (Buffer.byteLength(JSON.stringify(checked ?? null)) > kind.maxPayloadBytes) {
      throw new ApiError(413, { detail: `The job's data is larger than ${kind.maxPayloadBytes} bytes.` });
    }
    // The secrets never reach the database in clear: the row gets the rest, and the secrets sealed under the
    // job's own key (jobs/secrets.ts).
    const { kept, secrets } = splitSecrets(checked, kind.secrets);
    const limit = this.deps.config.jobs.perUser;
    const insert = async (trx: Knex.Transaction): Promise<JobRow> => {
      if (!options.pastUserLimit) {
        // One enqueue per user at a time (PostgreSQL; SQLite runs one transaction at a time anyway), so
        // concurrent requests cannot both pass the limit.
        if (this.deps.config.database.client === 'pg')
          await trx('users').where({ id: userId }).forUpdate().first('id');
        const active = await trx('jobs')
          .where({ user_id: userId })
          .whereIn('status', ['queued', 'running'])
          .count({ total: '*' })
          .first<{ total: number | string }>();
        if (Number(active.total) >= limit) {
          throw new ApiError(429, {
            detail: `You have ${limit} jobs waiting or running; wait for one to finish or cancel one.`,
          });
        }
      }
      const id = await insertedId(
        trx('jobs')
          .insert({
            user_id: userId,
            kind: kind.name,
            title: kind.title,
            status: 'queued',
            percent: 0,
            message: 'Waiting',
            payload: JSON.stringify(kept ?? null),
            attempts: 0,
            max_attempts: kind.retries + 1,
            run_after_ms: Date.now(),
            cancel_requested: false,
            created_at: new Date(),
          })
          .returning('id'),
      );
      if (secrets) {
        const dataKey = await keepJobDataKey(trx, this.deps.secretsKey, id);
        await trx('jobs')
          .where({ id })
          .update({ secrets: sealSecrets(dataKey, id, secrets) });
        dataKey.fill(0);
      }
      return (await trx<JobRow>('jobs').where({ id }).first())!;
    };
    if (options.trx) {
      const row = await insert(options.trx);
      // Taken at once when the caller's transaction commits (the poll would find it within half a second).
      options.trx.executionPromise.then(
        () => this.driver?.wake(),
        () => undefined,
      );
      return jobOf(row);
    }
    const row = await this.deps.db.transaction(insert);
    this.driver?.wake();
    return jobOf(row);
  }

  /**
   * Queues a job of the portal's own (a maintenance kind, run on the API thread, owned by no user) unless one of
   * its kind is queued or running already, on any instance. Returns whether it queued one.
   */
  async enqueueMaintenance(kindName: string): Promise<boolean> {
    const kind = this.kinds.get(kindName);
    if (!kind?.runOnApiThread) throw new Error(`No maintenance job kind is named ${kindName}.`);
    const queued = await this.deps.db.transaction(async (trx) => {
      // One look at a time across instances (SQLite runs one transaction at a time anyway).
      if (this.deps.config.database.client === 'pg') {
        await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [MAINTENANCE_LOCK, kind.name]);
      }
      const pending = await trx('jobs')
        .where({ kind: kind.name })
        .whereIn('status', ['queued', 'running'])
        .first<{ id: number } | undefined>('id');
      if (pending) return false;
      await trx('jobs').insert({
        user_id: null,
        kind: kind.name,
        title: kind.title,
        status: 'queued',
        percent: 0,
        message: 'Waiting',
        payload: 'null',
        attempts: 0,
        max_attempts: kind.retries + 1,
        run_after_ms: Date.now(),
        cancel_requested: false,
        created_at: new Date(),
      });
      return true;
    });
    if (queued) this.driver?.wake();
    return queued;
  }

  async get(userId: number, id: number): Promise<Job> {
    const row = await userJobRow(this.deps.db, userId, id);
    if (!row) throw notFound('No such job.');
    return jobOf(row);
  }

  list(userId: number, query: JobListQuery): Promise<PagedList<Job>> {
    return listUserJobs(this.deps.db, userId, query);
  }

  /** Cancels one of the user's jobs: a queued one at once, a running one by stopping its worker. */
  async cancel(userId: number, id: number): Promise<Job> {
    const { db } = this.deps;
    const row = await userJobRow(db, userId, id);
    if (!row) throw notFound('No such job.');
    if (row.status === 'queued') {
      await this.finish(row, 'cancelled', {}, undefined, ['queued']);
    } else if (row.status === 'running') {
      await db('jobs').where({ id, status: 'running' }).update({ cancel_requested: true });
      this.running.get(id)?.abort('cancelled');
    }
    return jobOf((await jobRow(db, id))!);
  }

  /** Called by the server once it listens: recovers, starts the driver and the cancel watch. */
  async start(server: JobServer): Promise<void> {
    this.server = server;
    const driver = await this.createDriver();
    await driver.start();
    this.driver = driver;
    this.cancelTimer = setInterval(() => void this.watchCancels(), CANCEL_POLL_MS);
    this.cancelTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.cancelTimer);
    await this.driver?.stop();
    await this.pool.close();
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  private async createDriver(): Promise<JobDriver> {
    const { config, db, log } = this.deps;
    if (config.database.client === 'pg') {
      const { PostgresDriver } = await import('./postgres.js');
      return new PostgresDriver(this, db, config, log, this.limits);
    }
    return new EmbeddedDriver(this, db, log, this.limits);
  }

  /** Atomically takes a queued job for this instance; undefined when another instance (or a cancel) was first. */
  async claim(id: number): Promise<JobRow | undefined> {
    const { db } = this.deps;
    const claimed = await db('jobs')
      .where({ id, status: 'queued', cancel_requested: false })
      .update({
        status: 'running',
        attempts: db.raw('attempts + 1'),
        claimed_by: this.instanceId,
        started_at: new Date(),
        message: 'Started',
      });
    if (claimed !== 1) return undefined;
    const row = await jobRow(db, id);
    if (row && row.attempts > row.max_attempts) {
      // Taken up from instances that stopped while running it, once too often.
      await this.finish(row, 'failed', {
        error: 'The server running the job stopped, and it has no attempts left.',
      });
      return undefined;
    }
    return row;
  }

  /** Runs a claimed job to its end in a worker thread (or back to the queue, for a retry or a stop). */
  async run(row: JobRow): Promise<void> {
    const finalAttempt = row.attempts >= row.max_attempts;
    const { db, live, log } = this.deps;
    const kind = this.kinds.get(row.kind);
    if (!kind) {
      await this.finish(row, 'failed', { error: 'This kind of job is no longer available.' });
      return;
    }
    let payload: unknown;
    try {
      payload = await this.openPayload(row);
    } catch (error) {
      if (!(error instanceof JobSecretsLost)) throw error;
      await this.finish(row, 'failed', { error: error.message });
      return;
    }
    const secrets = secretValues(payload, kind.secrets);
    let chain: Promise<unknown> = Promise.resolve();
    const report = (percent: number, message: string | undefined, done = false): void => {
      const text = message === undefined ? undefined : maskSecrets(message, secrets);
      chain = chain
        .then(async () => {
          if (!done) {
            await db('jobs')
              .where({ id: row.id, status: 'running' })
              .update(text === undefined ? { percent } : { percent, message: text });
          }
          await live.progress(ownerOf(row), {
            jobId: String(row.id),
            title: row.title,
            percent,
            done,
            ...(text === undefined ? {} : { message: text }),
          });
        })
        .catch((error: unknown) => log.error(`Job ${row.id} (${row.kind}): progress not recorded`, error));
    };
    report(0, 'Started');
    const userId = row.user_id;
    let work: RunningWork;
    if (kind.runOnApiThread && this.server) {
      work = onApiThread(kind.runOnApiThread, this.server);
    } else if (kind.handler && userId !== null) {
      const owner = { id: row.id, userId };
      const server = this.server;
      const checkpoint = kind.checkpointOf && server ? await kind.checkpointOf(owner, server) : undefined;
      work = this.pool.run({
        handler: kind.handler.href,
        job: { id: row.id, userId, attempt: row.attempts, payload, checkpoint },
        onProgress: (percent, message) => report(percent, message),
        onCheckpoint: (state) => {
          if (!kind.onCheckpoint || !server) return;
          const keep = kind.onCheckpoint.bind(kind);
          chain = chain
            .then(() => keep(state, owner, server))
            .catch((error: unknown) => log.error(`Job ${row.id} (${row.kind}): checkpoint not kept`, error));
        },
        readFile: (fileId) => this.deps.readFile(userId, fileId),
      });
    } else {
      await chain;
      await this.finish(row, 'failed', { error: 'This job cannot run here.' }, payload);
      return;
    }
    this.running.set(row.id, work);
    const timer = setTimeout(() => work.abort('timeout'), kind.timeLimitMs);
    let outcome: JobOutcome;
    try {
      outcome = await work.done;
    } finally {
      clearTimeout(timer);
      this.running.delete(row.id);
    }
    await chain;
    await this.record(row, kind, payload, secrets, outcome, finalAttempt);
  }

  /** The payload as enqueued: the row's, with its secrets opened by the job's data key. */
  private async openPayload(row: JobRow): Promise<unknown> {
    const payload = JSON.parse(row.payload ?? 'null') as unknown;
    if (row.secrets === null || row.secrets === undefined) return payload;
    const dataKey = await jobDataKey(this.deps.db, this.deps.secretsKey, row.id);
    if (!dataKey) throw new JobSecretsLost();
    try {
      return { ...(payload as Record<string, unknown>), ...openSecrets(dataKey, row.id, row.secrets) };
    } finally {
      dataKey.fill(0);
    }
  }

  private async record(
    row: JobRow,
    kind: JobKind,
    payload: unknown,
    secrets: readonly string[],
    outcome: JobOutcome,
    finalAttempt: boolean,
  ): Promise<void> {
    const { log } = this.deps;
    const failed = async (reason: string): Promise<void> => {
      const error = maskSecrets(reason, secrets).slice(0, 1000);
      if (!finalAttempt && row.attempts < row.max_attempts && !this.stopping) {
        const moved = await moveJob(this.deps.db, row.id, ['running'], {
          status: 'queued',
          message: `Retrying after: ${error}`.slice(0, 500),
          run_after_ms: Date.now() + backoffMs(row.attempts),
          claimed_by: null,
        });
        if (moved) {
          await this.deps.live.progress(ownerOf(row), {
            jobId: String(row.id),
            title: row.title,
            percent: 0,
            done: false,
            message: 'Retrying',
          });
          return;
        }
      }
      await this.finish(row, 'failed', { error }, payload);
    };
    switch (outcome.kind) {
      case 'aborted':
        if (outcome.reason === 'cancelled') {
          await this.finishCancelled(row, payload);
          return;
        }
        if (outcome.reason === 'timeout') {
          return failed(
            `The job took longer than its time limit of ${Math.round(kind.timeLimitMs / 1000)} s.`,
          );
        }
        // The server stops: the job goes back to the queue without using up an attempt.
        await moveJob(this.deps.db, row.id, ['running'], {
          status: 'queued',
          attempts: Math.max(0, row.attempts - 1),
          message: 'Waiting (the server restarted)',
          claimed_by: null,
        });
        return;
      case 'failed':
        log.error(
          `Jobs: job ${row.id} (${row.kind}) failed on attempt ${row.attempts} of ${row.max_attempts}: ${maskSecrets(outcome.message, secrets).slice(0, 1000)}`,
        );
        return failed(outcome.message);
      case 'succeeded': {
        let result: unknown = outcome.result;
        try {
          const ended = this.ended_(row, 'succeeded', payload);
          if (kind.onSucceeded && this.server && ended) {
            result = await kind.onSucceeded(outcome.result, ended, this.server);
          }
          const text = JSON.stringify(maskSecretsIn(result ?? null, secrets));
          if (Buffer.byteLength(text) > MAX_RESULT_BYTES)
            return failed('The job made a result too large to keep.');
          await this.finish(row, 'succeeded', { result: text }, payload);
          return;
        } catch (error) {
          log.error(`Job ${row.id} (${row.kind}): keeping its result failed`, error);
          return failed(
            `Keeping the job's result failed: ${error instanceof Error ? error.message : 'unknown error'}`,
          );
        }
      }
    }
  }

  private async finishCancelled(row: JobRow, payload?: unknown): Promise<void> {
    await this.finish(row, 'cancelled', {}, payload);
  }

  private endFields(
    row: JobRow,
    status: EndedJob['status'],
    fields: Record<string, unknown>,
  ): Record<string, unknown> {
    const kind = this.kinds.get(row.kind);
    const payload = JSON.parse(row.payload ?? 'null') as unknown;
    return {
      status,
      ended_at: new Date(),
      claimed_by: null,
      payload: JSON.stringify(withoutSecrets(payload, kind?.secrets) ?? null),
      secrets: null,
      ...(status === 'succeeded' ? { percent: 100, message: 'Done' } : {}),
      ...(status === 'cancelled' ? { message: 'Cancelled' } : {}),
      ...(status === 'failed' ? { message: 'Failed' } : {}),
      ...fields,
    };
  }

  /**
   * Ends a job: the row (its sealed secrets removed) and the job's data key in one transaction, then the deleted
   * key shredded (db/shred.ts), the hooks, the last Progress event.
   */
  async finish(
    row: JobRow,
    status: EndedJob['status'],
    fields: { result?: string; error?: string },
    payload: unknown = JSON.parse(row.payload ?? 'null'),
    from: readonly JobStatus[] = ['running'],
  ): Promise<void> {
    const { db, log } = this.deps;
    const ended = await db.transaction(async (trx) => {
      if (!(await moveJob(trx, row.id, from, this.endFields(row, status, fields)))) return undefined;
      return { keyDropped: await dropJobDataKey(trx, row.id) };
    });
    if (!ended) return;
    if (ended.keyDropped) {
      await shredDeleted(db, [JOB_KEYS_TABLE]).catch((error: unknown) =>
        log.error(`Jobs: job ${row.id}'s deleted key was not shredded`, error),
      );
    }
    const message =
      status === 'succeeded' ? 'Done' : status === 'cancelled' ? 'Cancelled' : (fields.error ?? 'Failed');
    await this.ended({ ...row, payload: JSON.stringify(payload) }, status, message);
  }

  /** The job as its kind's hooks see it; undefined for the portal's own jobs, which have no hooks. */
  private ended_(row: JobRow, status: EndedJob['status'], payload: unknown): EndedJob | undefined {
    if (row.user_id === null) return undefined;
    return { id: row.id, userId: row.user_id, kind: row.kind, status, payload };
  }

  private async ended(row: JobRow, status: EndedJob['status'], message: string): Promise<void> {
    const kind = this.kinds.get(row.kind);
    const payload = JSON.parse(row.payload ?? 'null') as unknown;
    const ended = this.ended_(row, status, payload);
    if (kind?.onEnded && this.server && ended) {
      try {
        await kind.onEnded(ended, this.server);
      } catch (error) {
        this.deps.log.error(`Job ${row.id} (${row.kind}): its end hook failed`, error);
      }
    }
    const final = await jobRow(this.deps.db, row.id);
    await this.deps.live.progress(ownerOf(row), {
      jobId: String(row.id),
      title: row.title,
      percent: final?.percent ?? 0,
      done: true,
      message,
    });
  }

  private async watchCancels(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      const rows = await this.deps
        .db('jobs')
        .whereIn('id', [...this.running.keys()])
        .andWhere({ cancel_requested: true })
        .select<{ id: number }[]>('id');
      for (const { id } of rows) this.running.get(id)?.abort('cancelled');
    } catch (error) {
      this.deps.log.error('Jobs: looking for cancel requests failed', error);
    }
  }

  /** Aborts every job running here (the server stops); they go back to the queue. */
  abortAll(): void {
    for (const work of this.running.values()) work.abort('shutdown');
  }

  /** Jobs still running on this instance. */
  get runningCount(): number {
    return this.running.size;
  }
}
