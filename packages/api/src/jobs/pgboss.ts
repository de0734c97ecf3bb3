// The queue of several instances on PostgreSQL: pg-boss (docs/decisions.md). Its job carries only our job's
// id; the jobs table keeps the payload, status and progress. pg-boss gives each job to one instance
// (SKIP LOCKED). When an instance dies (SIGKILL, a crash, its machine gone), the others see it within
// PORTAL_JOB_LOST_AFTER_SECONDS: every instance holds a PostgreSQL session lock of its own while it lives,
// which the database releases the moment the instance's connection drops, and a lock found free means the
// jobs still marked running there are lost: they go back to the queue and pg-boss retries them on another
// instance at once. pg-boss's own expiry (the kind's time limit and that margin) stays as the backstop. A job
// with no retries left goes to the dead-letter queue, where it is failed with a reason.
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { JobKind } from './kind.js';
import type { DriverQueue, JobDriver } from './driver.js';
import type { JobRow } from './records.js';

const QUEUE = 'lcars-jobs';
const DEAD_LETTERS = 'lcars-jobs-dead';
/** pg-boss retries beyond the kind's own, for runs handed back when an instance stops gracefully. */
const SPARE_RETRIES = 3;
/** The first key of every instance's liveness lock (pg_advisory_lock(key, hashtext(instance id))). */
const LIVENESS_LOCK = 1_634_001;
/** The states of a pg-boss job still on its way to a run (queued, waiting for its retry, or running). */
const PENDING_STATES = new Set(['created', 'retry', 'active']);

interface QueuedJob {
  jobId: number;
}

export class PgBossDriver implements JobDriver {
  private readonly boss: PgBoss;
  private readonly connectionString: string;
  private stopped = false;
  /** The connection that holds this instance's liveness lock, and looks for lost instances' jobs. */
  private liveness: pg.Client | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly queue: DriverQueue,
    private readonly config: Config,
    private readonly log: Logger,
  ) {
    if (config.database.client !== 'pg') throw new Error('pg-boss needs PostgreSQL.');
    this.connectionString = config.database.connectionString;
    this.boss = new PgBoss({
      connectionString: config.database.connectionString,
      application_name: 'lcars-jobs',
      max: Math.max(2, Math.min(10, config.jobs.workers + 1)),
      schedule: false,
      // pg-boss looks for expired jobs (their instance gone) at this interval.
      maintenanceIntervalSeconds: Math.max(1, Math.min(30, config.jobs.lostAfterSeconds)),
    });
    this.boss.on('error', (error) => log.error('Jobs: pg-boss error', error));
  }

  async start(): Promise<void> {
    // The liveness lock first: no job may run here before the others can tell that this instance lives.
    this.liveness = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'lcars-jobs-liveness',
    });
    this.liveness.on('error', (error) => this.log.error('Jobs: the liveness connection failed', error));
    // Lost while this instance lives (the database restarted, the network dropped): the others now take its
    // jobs for lost and run them again, so they stop here rather than run twice.
    this.liveness.on('end', () => {
      if (this.stopped) return;
      this.log.error(
        'Jobs: the liveness connection ended; the jobs running here stop and go back to the queue',
      );
      this.queue.abortAll();
    });
    await this.liveness.connect();
    await this.liveness.query('SELECT pg_advisory_lock($1, hashtext($2))', [
      LIVENESS_LOCK,
      this.queue.instanceId,
    ]);
    await this.boss.start();
    await this.boss.createQueue(DEAD_LETTERS);
    await this.boss.createQueue(QUEUE, { name: QUEUE, deadLetter: DEAD_LETTERS });
    const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: 0.5 };
    // One pg-boss worker per pool slot: each takes a job only when it has finished its last.
    for (let slot = 0; slot < this.config.jobs.workers; slot++) {
      await this.boss.work<QueuedJob>(QUEUE, options, async ([job]) => {
        if (!job || this.stopped) throw new Error('This instance is stopping.');
        const row = await this.queue.claim(job.data.jobId, job.retryCount > 0);
        if (!row) return;
        const end = await this.queue.run(row, job.retryCount >= job.retryLimit);
        // pg-boss retries it (with its backoff) on whichever instance fetches it next.
        if (end === 'retry') throw new Error('The job goes back to the queue.');
      });
    }
    await this.boss.work<QueuedJob>(DEAD_LETTERS, options, async ([job]) => {
      if (job) await this.queue.failLost(job.data.jobId);
    });
    const everyMs = Math.max(1, Math.min(30, this.config.jobs.lostAfterSeconds)) * 1000;
    this.sweepTimer = setInterval(() => void this.takeUpLostJobs(), everyMs);
    this.sweepTimer.unref();
  }

  /**
   * Hands the jobs of instances that died back to the queue: an instance named by a running job whose liveness
   * lock is free holds no connection any more. Taking its lock here also keeps another instance's sweep off
   * its jobs meanwhile.
   */
  private async takeUpLostJobs(): Promise<void> {
    const db = this.liveness;
    if (!db || this.stopped || this.sweeping) return;
    this.sweeping = true;
    try {
      const { rows } = await db.query<{ claimed_by: string }>(
        `SELECT DISTINCT claimed_by FROM jobs WHERE status = 'running' AND claimed_by <> $1`,
        [this.queue.instanceId],
      );
      for (const { claimed_by: instance } of rows) {
        const lock = [LIVENESS_LOCK, instance];
        const { rows: taken } = await db.query<{ free: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
          lock,
        );
        if (taken[0]?.free !== true) continue;
        try {
          await this.handBack(db, instance);
        } finally {
          await db.query('SELECT pg_advisory_unlock($1, hashtext($2))', lock);
        }
      }
    } catch (error) {
      this.log.error('Jobs: looking for the jobs of stopped instances failed', error);
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * The lost instance's running jobs go back to queued (so no other sweep takes them up again), and their
   * active pg-boss jobs fail into pg-boss's retry, which the next free instance fetches and claims.
   */
  private async handBack(db: pg.Client, instance: string): Promise<void> {
    const { rows } = await db.query<{ id: number; queue_job_id: string | null }>(
      `UPDATE jobs SET status = 'queued', claimed_by = NULL, message = $2
       WHERE status = 'running' AND claimed_by = $1 RETURNING id, queue_job_id`,
      [instance, 'The server running it stopped; it runs again.'],
    );
    if (rows.length === 0) return;
    const active: string[] = [];
    for (const { queue_job_id: queued } of rows) {
      if (queued && (await this.boss.getJobById(QUEUE, queued))?.state === 'active') active.push(queued);
    }
    if (active.length > 0) await this.boss.fail(QUEUE, active);
    this.log.info(
      `Jobs: ${rows.length} job(s) of a stopped instance went back to the queue (${active.length} retried at once).`,
    );
  }

  /**
   * Sends pg-boss the queued jobs it has no pending job for: enqueued on this instance before its driver was
   * ready (the server answers before its jobs start), queued by the demo content before the server listened,
   * or whose pg-boss job ended without ours (pg-boss gave up on it). Without this they stayed queued for good.
   * Instances starting together may both send one: the claim is atomic, so the second pg-boss job finds it
   * taken and ends.
   */
  async adoptQueued(): Promise<void> {
    const db = this.liveness;
    if (!db) return;
    const { rows } = await db.query<JobRow>(`SELECT * FROM jobs WHERE status = 'queued' ORDER BY id`);
    let adopted = 0;
    for (const row of rows) {
      const queued = row.queue_job_id ? await this.boss.getJobById(QUEUE, row.queue_job_id) : null;
      if (queued && PENDING_STATES.has(queued.state)) continue;
      adopted++;
      const kind = this.queue.kind(row.kind);
      if (kind) await this.enqueued(row, kind);
      else await this.queue.failLost(row.id, `No job kind is named ${row.kind} on this server.`);
    }
    if (adopted > 0) this.log.info(`Jobs: ${adopted} queued job(s) handed to pg-boss at start.`);
  }

  async enqueued(row: JobRow, kind: JobKind): Promise<void> {
    let queued: string | null;
    try {
      queued = await this.boss.send(QUEUE, { jobId: row.id } satisfies QueuedJob, {
        retryLimit: kind.retries + SPARE_RETRIES,
        retryDelay: 2,
        retryBackoff: true,
        // Past its time limit and a margin, the instance running it counts as gone: another takes it up.
        expireInSeconds: Math.ceil(kind.timeLimitMs / 1000) + this.config.jobs.lostAfterSeconds,
      });
    } catch (error) {
      this.log.error(`Jobs: job ${row.id} could not be queued`, error);
      await this.queue.failLost(row.id, 'The job could not be queued.');
      throw error;
    }
    // Its retries keep this id: a lost instance's job is found by it (handBack), and so is a pending one at
    // start (adoptQueued). The job is queued either way: without the id, a lost instance's job waits for
    // pg-boss's expiry, and a start sends it again (the atomic claim runs it once).
    await this.liveness
      ?.query('UPDATE jobs SET queue_job_id = $2 WHERE id = $1', [row.id, queued])
      .catch((error: unknown) => this.log.error(`Jobs: job ${row.id}'s queue id was not kept`, error));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    this.queue.abortAll();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    // Last: until the jobs are handed back, the others must not take this instance for dead.
    await this.liveness?.end().catch(() => undefined);
  }
}
